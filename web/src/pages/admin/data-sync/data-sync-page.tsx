import { Alert, Badge, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import {
  isSyncBusy,
  useDataSync,
  useRunSync,
  type ReferenceList,
  type ReferenceSync,
  type SyncName,
} from '../../../api/reference-admin-queries.ts';
import { useSession } from '../../../api/session-queries.ts';
import { ErrorBox, TableSkeleton } from '../../../components/query-state.tsx';
import type { MessageId } from '../../../i18n/messages/index.ts';
import { useFormats } from '../../../i18n/use-formats.ts';
import { useT } from '../../../i18n/use-t.ts';
import { AdminGate } from '../admin-gate.tsx';

const OUTCOME_COLOR = { running: 'blue', ok: 'green', failed: 'red' } as const;
const JOB_COLOR: Record<string, string> = {
  created: 'gray',
  retry: 'yellow',
  active: 'blue',
  completed: 'green',
  failed: 'red',
  cancelled: 'gray',
};
const ORIGIN_COLOR = {
  synced: 'green',
  imported: 'green',
  mixed: 'teal',
  embedded: 'gray',
  none: 'yellow',
} as const;

function Schedule({ sync }: { sync: ReferenceSync }) {
  const t = useT();
  const { dateTime } = useFormats();
  if (!sync.configured)
    return (
      <Text size="xs" c="dimmed">
        {t('dataSync.notConfigured', {
          settings: sync.settings
            .filter((key) => !key.startsWith('tarbel:auto') && key !== 'locode:auto_sync')
            .join(', '),
        })}
      </Text>
    );
  if (!sync.next_run_at)
    return (
      <Text size="xs" c="dimmed">
        {t(sync.name === 'locodes' ? 'dataSync.locodeOff' : 'dataSync.notScheduled')}
      </Text>
    );
  return (
    <Stack gap={0}>
      <Text size="sm">{dateTime(sync.next_run_at)}</Text>
      {sync.auto_download !== undefined && (
        <Text size="xs" c="dimmed">
          {t('dataSync.autoDownload', {
            value: t(sync.auto_download ? 'dataSync.autoDownload.on' : 'dataSync.autoDownload.off'),
          })}
        </Text>
      )}
    </Stack>
  );
}

function LastRun({ sync }: { sync: ReferenceSync }) {
  const t = useT();
  const { dateTime } = useFormats();
  const run = sync.last_run;
  if (!run)
    return (
      <Text size="xs" c="dimmed">
        {t('dataSync.never')}
      </Text>
    );
  return (
    <Stack gap={2}>
      <Group gap={6}>
        <Badge color={OUTCOME_COLOR[run.outcome]} variant="light">
          {t(`dataSync.outcome.${run.outcome}`)}
        </Badge>
        <Text size="sm">{dateTime(run.started_at)}</Text>
      </Group>
      {run.detail && (
        <Text size="xs" c="dimmed" maw={420} style={{ overflowWrap: 'anywhere' }}>
          {run.detail}
        </Text>
      )}
    </Stack>
  );
}

function Syncs({ syncs, isAdmin }: { syncs: readonly ReferenceSync[]; isAdmin: boolean }) {
  const t = useT();
  const [queued, setQueued] = useState<SyncName | null>(null);
  const run = useRunSync({ onSuccess: () => undefined });
  return (
    <Stack gap="xs">
      {/* Until the queued sync's job is done; its outcome is then in the table. */}
      {queued && !run.isError && syncs.some((sync) => sync.name === queued && isSyncBusy(sync)) && (
        <Alert color="blue" role="status" withCloseButton onClose={() => setQueued(null)}>
          <Text size="sm">{t('dataSync.queued', { sync: t(`dataSync.sync.${queued}`) })}</Text>
        </Alert>
      )}
      {run.isError && <ErrorBox error={run.error} />}
      <Table withTableBorder aria-label={t('dataSync.syncs')} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('dataSync.sync')}</Table.Th>
            <Table.Th>{t('dataSync.schedule')}</Table.Th>
            <Table.Th>{t('dataSync.lastRun')}</Table.Th>
            <Table.Th>{t('dataSync.state')}</Table.Th>
            {isAdmin && <Table.Th />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {syncs.map((sync) => {
            const busy = isSyncBusy(sync);
            const name = t(`dataSync.sync.${sync.name}`);
            return (
              <Table.Tr key={sync.name} data-sync={sync.name}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Schedule sync={sync} />
                </Table.Td>
                <Table.Td>
                  <LastRun sync={sync} />
                </Table.Td>
                <Table.Td miw={130}>
                  {sync.job ? (
                    <Group gap={6} wrap="nowrap">
                      {busy && <Loader size={14} />}
                      <Badge color={JOB_COLOR[sync.job.state] ?? 'gray'} variant="light">
                        {t(`dataSync.job.${sync.job.state}` as MessageId)}
                      </Badge>
                    </Group>
                  ) : (
                    <Text size="xs" c="dimmed">
                      –
                    </Text>
                  )}
                </Table.Td>
                {isAdmin && (
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={t('dataSync.runNowOf', { sync: name })}
                      disabled={!sync.configured || busy}
                      loading={run.isPending && run.variables === sync.name}
                      onClick={() =>
                        run.mutate(sync.name, { onSuccess: () => setQueued(sync.name) })
                      }
                    >
                      {t('dataSync.runNow')}
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function ListName({ list }: { list: ReferenceList }) {
  const t = useT();
  if (list.sync === 'code-lists' && list.domain)
    return (
      <>
        {t('dataSync.list.code-lists', {
          domain: t(`refData.domain.${list.domain}` as MessageId),
          phase: list.phase ?? '',
        })}
      </>
    );
  return <>{t(`dataSync.list.${list.key}` as MessageId)}</>;
}

function Lists({ lists }: { lists: readonly ReferenceList[] }) {
  const t = useT();
  const { dateTime, day } = useFormats();
  const countOf = (list: ReferenceList) =>
    t(
      (list.sync === 'code-lists' && list.domain
        ? 'dataSync.count.code-lists'
        : `dataSync.count.${list.key}`) as MessageId,
      { count: list.count },
    );
  return (
    <Table striped withTableBorder aria-label={t('dataSync.lists')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('dataSync.list')}</Table.Th>
          <Table.Th>{t('dataSync.origin')}</Table.Th>
          <Table.Th>{t('dataSync.count')}</Table.Th>
          <Table.Th>{t('dataSync.refreshed')}</Table.Th>
          <Table.Th>{t('dataSync.sync')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lists.map((list) => (
          <Table.Tr key={list.key}>
            <Table.Td>
              <ListName list={list} />
            </Table.Td>
            <Table.Td>
              <Badge color={ORIGIN_COLOR[list.origin]} variant="light">
                {t(`dataSync.origin.${list.origin}`)}
              </Badge>
              {list.snapshot_date && (
                <Text size="xs" c="dimmed">
                  {t('dataSync.snapshot', { day: day(list.snapshot_date) })}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{countOf(list)}</Table.Td>
            <Table.Td>{list.refreshed_at ? dateTime(list.refreshed_at) : '–'}</Table.Td>
            <Table.Td>
              <Text size="sm">{t(`dataSync.sync.${list.sync}`)}</Text>
              {list.source && (
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {list.source}
                </Text>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function DataSync() {
  const t = useT();
  const { dateTime } = useFormats();
  const status = useDataSync();
  const isAdmin = useSession().data?.user.roles.includes('Admins') ?? false;
  if (status.isPending) return <TableSkeleton />;
  if (status.isError)
    return <ErrorBox error={status.error} onRetry={() => void status.refetch()} />;
  return (
    <Stack gap="md">
      <Text size="sm" maw={900}>
        {t('dataSync.intro')}
      </Text>
      <Text size="sm" fw={500}>
        {t('dataSync.nextCycle', { when: dateTime(status.data.next_cycle_at) })}
      </Text>
      {!isAdmin && (
        <Text size="xs" c="dimmed">
          {t('dataSync.adminsOnly')}
        </Text>
      )}
      <Title order={3} size="h5">
        {t('dataSync.syncs')}
      </Title>
      <Syncs syncs={status.data.syncs} isAdmin={isAdmin} />
      <Title order={3} size="h5">
        {t('dataSync.lists')}
      </Title>
      <Lists lists={status.data.lists} />
    </Stack>
  );
}

/** `/Admin/DataSync` (RequiresSuperUserOrAdmin; "run now" Admins): each reference list and its sync. */
export default function DataSyncPage() {
  return (
    <AdminGate title="admin.page.DataSync" policy="superUserOrAdmin">
      <DataSync />
    </AdminGate>
  );
}
