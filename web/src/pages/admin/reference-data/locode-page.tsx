import { Alert, Badge, Card, Code, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useLocodeImports } from '../../../api/reference-admin-queries.ts';
import { useLocodeSearch } from '../../../api/reference-queries.ts';
import { useSession } from '../../../api/session-queries.ts';
import { DebouncedTextInput } from '../../../components/debounced-text-input.tsx';
import { ErrorBox, TableSkeleton } from '../../../components/query-state.tsx';
import { useFormats } from '../../../i18n/use-formats.ts';
import { useT } from '../../../i18n/use-t.ts';
import { AdminGate } from '../admin-gate.tsx';
import { LocodeImport } from './locode-import.tsx';

const OUTCOME_COLOR = { running: 'blue', ok: 'green', failed: 'red' } as const;

function Imports() {
  const t = useT();
  const { dateTime } = useFormats();
  // Followed while an import runs (queued, importing); an upload shows here at once.
  const syncs = useLocodeImports();
  if (syncs.isPending) return <TableSkeleton />;
  if (syncs.isError) return <ErrorBox error={syncs.error} onRetry={() => void syncs.refetch()} />;
  const none = !syncs.data.some((run) => run.outcome === 'ok') && (
    <Alert color="yellow" role="status">
      <Text size="sm">{t('locode.none')}</Text>
    </Alert>
  );
  if (syncs.data.length === 0) return none;
  return (
    <>
      {none}
      <Card withBorder>
        <Title order={3} size="h6" mb={6}>
          {t('locode.imports')}
        </Title>
        <Stack gap={4}>
          {syncs.data.map((run) => (
            <Text size="sm" key={run.id}>
              {run.outcome === 'running' && <Loader size={12} mr={6} />}
              <Badge color={OUTCOME_COLOR[run.outcome]} variant="light" mr={6}>
                {t(`dataSync.outcome.${run.outcome}`)}
              </Badge>
              {dateTime(run.started_at)} · {run.scope}
              {run.entries !== null && ` · ${t('locode.count', { count: run.entries })}`}
              {run.detail && (
                <Text span size="xs" c="dimmed">
                  {' '}
                  {run.detail}
                </Text>
              )}
            </Text>
          ))}
        </Stack>
      </Card>
    </>
  );
}

function Search() {
  const t = useT();
  const [search, setSearch] = useSearchParams();
  const q = search.get('q') ?? '';
  const hits = useLocodeSearch(q);
  return (
    <Stack gap="xs">
      <DebouncedTextInput
        label={t('locode.search')}
        placeholder={t('locode.searchHint')}
        size="xs"
        w={320}
        type="search"
        value={q}
        onCommit={(next) =>
          void setSearch(
            (current) => {
              const params = new URLSearchParams(current);
              if (next) params.set('q', next);
              else params.delete('q');
              return params;
            },
            { replace: true },
          )
        }
      />
      {q.trim().length < 2 ? null : hits.isPending ? (
        <TableSkeleton />
      ) : hits.isError ? (
        <ErrorBox error={hits.error} />
      ) : hits.data.length === 0 ? (
        <Text c="dimmed">{t('locode.noHits')}</Text>
      ) : (
        <Table striped withTableBorder aria-label={t('admin.page.Locode')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('locode.code')}</Table.Th>
              <Table.Th>{t('locode.name')}</Table.Th>
              <Table.Th>{t('locode.subdivision')}</Table.Th>
              <Table.Th>{t('locode.functions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {hits.data.map((hit) => (
              <Table.Tr key={hit.code}>
                <Table.Td>
                  <Code>{hit.code}</Code>
                </Table.Td>
                <Table.Td>{hit.name}</Table.Td>
                <Table.Td>{hit.subdivision}</Table.Td>
                <Table.Td>
                  <Code>{hit.functions}</Code>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

/** `/Admin/Locode` (RequiresSuperUserOrAdmin; the import Admins): the UN/LOCODE list's imports, an upload, and a search as the pickers search. */
export default function LocodePage() {
  const t = useT();
  const isAdmin = useSession().data?.user.roles.includes('Admins') ?? false;
  return (
    <AdminGate title="admin.page.Locode" policy="superUserOrAdmin">
      <Text size="sm" maw={900}>
        {t('locode.intro')}
      </Text>
      {isAdmin ? (
        <LocodeImport />
      ) : (
        <Text size="xs" c="dimmed">
          {t('locodeImport.adminsOnly')}
        </Text>
      )}
      <Imports />
      <Search />
    </AdminGate>
  );
}
