import { Badge, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ApiKey } from '../../../api/types.ts';
import { useFormats } from '../../../i18n/use-formats.ts';
import { useT } from '../../../i18n/use-t.ts';

const statusOf = (key: ApiKey) => (key.active ? 'active' : key.revoked_at ? 'revoked' : 'expired');
const STATUS_COLOR = { active: 'green', revoked: 'gray', expired: 'orange' } as const;

/** The keys with what an administrator checks: what each may do, until when, and whether it is used. */
export function ApiKeysTable({
  keys,
  onScopes,
  onRevoke,
}: {
  keys: readonly ApiKey[];
  onScopes: (key: ApiKey) => void;
  onRevoke: (key: ApiKey) => void;
}) {
  const t = useT();
  const { dateTime, day } = useFormats();
  return (
    <Table striped highlightOnHover withTableBorder aria-label={t('admin.page.ApiKeys')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('apiKeys.column.name')}</Table.Th>
          <Table.Th>{t('apiKeys.column.scopes')}</Table.Th>
          <Table.Th>{t('apiKeys.column.created')}</Table.Th>
          <Table.Th>{t('apiKeys.column.expires')}</Table.Th>
          <Table.Th>{t('apiKeys.column.lastUsed')}</Table.Th>
          <Table.Th>{t('apiKeys.column.status')}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t('apiKeys.column.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {keys.map((key) => {
          const status = statusOf(key);
          // The key works through its last day: the stored instant is the next midnight (UTC).
          const lastDay = key.expires_at
            ? new Date(Date.parse(key.expires_at) - 1).toISOString().slice(0, 10)
            : null;
          return (
            <Table.Tr key={key.id}>
              <Table.Td fw={500}>{key.name}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {key.scopes.map((scope) => (
                    <Badge key={scope} variant="light" size="sm">
                      {t(`apiKeys.scope.${scope}`)}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{day(key.created_at)}</Text>
                <Text size="xs" c="dimmed">
                  {t('apiKeys.by', { name: key.created_by })}
                </Text>
              </Table.Td>
              <Table.Td>{lastDay ? day(lastDay) : t('apiKeys.noExpiry')}</Table.Td>
              <Table.Td>
                {key.last_used_at ? dateTime(key.last_used_at) : t('apiKeys.never')}
              </Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLOR[status]} variant="light">
                  {t(`apiKeys.status.${status}`)}
                </Badge>
                {key.revoked_by && (
                  <Text size="xs" c="dimmed">
                    {dateTime(key.revoked_at)} {t('apiKeys.by', { name: key.revoked_by })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {status === 'active' && (
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    <Button
                      size="compact-xs"
                      variant="default"
                      aria-label={`${t('apiKeys.changeScopes')} ${key.name}`}
                      onClick={() => onScopes(key)}
                    >
                      {t('apiKeys.changeScopes')}
                    </Button>
                    <Button
                      size="compact-xs"
                      variant="light"
                      color="red"
                      aria-label={`${t('apiKeys.revoke')} ${key.name}`}
                      onClick={() => onRevoke(key)}
                    >
                      {t('apiKeys.revoke')}
                    </Button>
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
