import { Alert, Badge, Card, Code, Group, Stack, Table, Text } from '@mantine/core';
import { useClaims } from '../../api/admin-queries.ts';
import type { Claims } from '../../api/types.ts';
import { ErrorBox, PageSkeleton } from '../../components/query-state.tsx';
import type { MessageId } from '../../i18n/messages/index.ts';
import { useFormats } from '../../i18n/use-formats.ts';
import { useT } from '../../i18n/use-t.ts';
import { AdminGate } from './admin-gate.tsx';

// JWT times are seconds since 1970: shown as the moment they are too.
const TIMES = new Set(['exp', 'iat', 'nbf', 'auth_time']);
const shownValue = (claim: string, value: unknown, dateTime: (iso: string) => string) =>
  typeof value === 'string'
    ? value
    : TIMES.has(claim) && typeof value === 'number'
      ? `${value} (${dateTime(new Date(value * 1000).toISOString())})`
      : JSON.stringify(value, null, 1);

function RoleBadges({ roles, color }: { roles: readonly string[]; color: string }) {
  const t = useT();
  return roles.length === 0 ? (
    <Text size="sm" c="dimmed">
      {t('claims.none')}
    </Text>
  ) : (
    <Group gap={6}>
      {roles.map((role) => (
        <Badge key={role} color={color} variant="light" tt="none">
          {role}
        </Badge>
      ))}
    </Group>
  );
}

function ClaimsView({ claims }: { claims: Claims }) {
  const t = useT();
  const { dateTime } = useFormats();
  return (
    <Stack gap="sm" maw={900}>
      <Text size="sm">{t('claims.intro')}</Text>
      <Card withBorder>
        <Stack gap={6}>
          <Text size="sm">
            {t('claims.you')} <b>{claims.name}</b> <Code>{claims.user_id}</Code>
          </Text>
          <Text size="sm" fw={500}>
            {t('claims.rolesUsed')}
          </Text>
          <Group gap={6}>
            <RoleBadges roles={claims.roles} color="green" />
            <Text size="xs" c="dimmed">
              {claims.roles.map((role) => t(`role.${role}` as MessageId)).join(', ')}
            </Text>
          </Group>
          {claims.roles_checked_at && (
            <Text size="xs" c="dimmed">
              {t('claims.checkedAt', { time: dateTime(claims.roles_checked_at) })}
            </Text>
          )}
        </Stack>
      </Card>
      {claims.source === 'local' ? (
        <Alert color="blue" role="status">
          <Text size="sm">{t('claims.local')}</Text>
        </Alert>
      ) : (
        <>
          <Card withBorder>
            <Stack gap={6}>
              <Text size="sm" fw={500}>
                {t('claims.rolesInToken')}
              </Text>
              <RoleBadges roles={claims.roles_in_token} color="blue" />
              <Text size="sm" fw={500}>
                {t('claims.ignored')}
              </Text>
              <RoleBadges roles={claims.ignored_roles} color="gray" />
            </Stack>
          </Card>
          <Table withTableBorder striped aria-label={t('claims.token')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('claims.claim')}</Table.Th>
                <Table.Th>{t('claims.value')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {Object.entries(claims.claims).map(([claim, value]) => (
                <Table.Tr key={claim}>
                  <Table.Td>
                    <Code>{claim}</Code>
                  </Table.Td>
                  <Table.Td style={{ wordBreak: 'break-all' }}>
                    {shownValue(claim, value, dateTime)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Stack>
  );
}

function ClaimsLoaded() {
  const claims = useClaims();
  if (claims.isPending) return <PageSkeleton />;
  if (claims.isError)
    return <ErrorBox error={claims.error} onRetry={() => void claims.refetch()} />;
  return <ClaimsView claims={claims.data} />;
}

/** `/Admin/Claims` (RequiresSuperUserOrAdmin): the signed-in user's claims and the roles read from them. */
export default function ClaimsPage() {
  return (
    <AdminGate title="admin.page.Claims" policy="superUserOrAdmin">
      <ClaimsLoaded />
    </AdminGate>
  );
}
