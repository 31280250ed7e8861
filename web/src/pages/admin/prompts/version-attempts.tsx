import { Anchor, Badge, Button, Code, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePromptAttempts, type PromptName } from '../../../api/prompt-queries.ts';
import { ErrorBox, TableSkeleton } from '../../../components/query-state.tsx';
import { useFormats } from '../../../i18n/use-formats.ts';
import { useT } from '../../../i18n/use-t.ts';

/** The extraction attempts one version was given, newest first, each with its dossier to open. */
export function VersionAttempts({ name, version }: { name: PromptName; version: number }) {
  const t = useT();
  const { dateTime } = useFormats();
  const attempts = usePromptAttempts(name, version);
  const title = t('prompts.attemptsTitle', { version });
  const rows = attempts.data?.pages.flatMap((page) => page.attempts) ?? [];
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      {attempts.isPending ? (
        <TableSkeleton rows={3} />
      ) : attempts.isError ? (
        <ErrorBox error={attempts.error} onRetry={() => void attempts.refetch()} />
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('prompts.attemptsNone')}
        </Text>
      ) : (
        <Table striped withTableBorder aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('prompts.attempt.when')}</Table.Th>
              <Table.Th>{t('prompts.attempt.dossier')}</Table.Th>
              <Table.Th>{t('prompts.attempt.document')}</Table.Th>
              <Table.Th>{t('prompts.attempt.model')}</Table.Th>
              <Table.Th>{t('prompts.attempt.status')}</Table.Th>
              <Table.Th>{t('prompts.attempt.prompts')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((attempt) => (
              <Table.Tr key={attempt.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{dateTime(attempt.created_at)}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={`/Dossiers/${attempt.dossier_id}`} size="sm">
                    {attempt.ucr}
                  </Anchor>
                  {attempt.client_name && <Text size="xs">{attempt.client_name}</Text>}
                  <Text size="xs" c="dimmed">
                    {t('prompts.attempt.number', { attempt: attempt.attempt })}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{attempt.file_name ?? t('prompts.attempt.noDocument')}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{attempt.model ?? '—'}</Text>
                </Table.Td>
                <Table.Td>
                  <Badge
                    color={attempt.status === 'ok' ? 'green' : 'red'}
                    variant="light"
                    size="sm"
                  >
                    {t(attempt.status === 'ok' ? 'prompts.attempt.ok' : 'prompts.attempt.failed')}
                  </Badge>
                  {attempt.error && (
                    <Text size="xs" c="dimmed" maw={320}>
                      {attempt.error}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {attempt.prompts.map((used) => (
                      <Code key={used}>{used}</Code>
                    ))}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {attempts.hasNextPage && (
        <Button
          size="xs"
          variant="default"
          w="fit-content"
          loading={attempts.isFetchingNextPage}
          onClick={() => void attempts.fetchNextPage()}
        >
          {t('prompts.older')}
        </Button>
      )}
    </Stack>
  );
}
