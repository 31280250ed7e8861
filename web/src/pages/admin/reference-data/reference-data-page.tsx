import { Anchor, Badge, Group, Input, SegmentedControl, Table, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useCodeListStatus, type ListDomain } from '../../../api/reference-queries.ts';
import { ErrorBox, TableSkeleton } from '../../../components/query-state.tsx';
import { useFormats } from '../../../i18n/use-formats.ts';
import { useT } from '../../../i18n/use-t.ts';
import { AdminGate } from '../admin-gate.tsx';
import { ListEntries } from './list-entries.tsx';

const DOMAINS: readonly ListDomain[] = ['transit', 'export', 'import'];

function ReferenceData() {
  const t = useT();
  const { dateTime, day, number } = useFormats();
  const [search, setSearch] = useSearchParams();
  const domain = (DOMAINS as readonly string[]).includes(search.get('domain') ?? '')
    ? (search.get('domain') as ListDomain)
    : 'transit';
  const open = search.get('list');
  const phase = search.get('phase') === '5' ? 5 : 6;
  const lists = useCodeListStatus(domain);
  const set = (changes: Record<string, string | null>) =>
    void setSearch((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes))
        if (value) next.set(name, value);
        else next.delete(name);
      return next;
    });
  const rows = lists.data ?? [];
  const synced = rows.filter((row) => row.origin === 'synced').length;
  return (
    <>
      <Text size="sm" maw={900}>
        {t('refData.intro')}
      </Text>
      <Group gap="md" align="flex-end">
        <Input.Wrapper label={t('refData.domain')} size="xs" labelElement="div">
          <SegmentedControl
            size="xs"
            display="flex"
            aria-label={t('refData.domain')}
            value={domain}
            onChange={(value) => set({ domain: value, list: null, phase: null })}
            data={DOMAINS.map((value) => ({ value, label: t(`refData.domain.${value}`) }))}
          />
        </Input.Wrapper>
        {lists.data && (
          <Text size="xs" c="dimmed" pb={6}>
            {t('refData.summary', { synced, embedded: rows.length - synced })}
          </Text>
        )}
      </Group>
      {lists.isPending ? (
        <TableSkeleton />
      ) : lists.isError ? (
        <ErrorBox error={lists.error} onRetry={() => void lists.refetch()} />
      ) : (
        <Table striped highlightOnHover withTableBorder aria-label={t('admin.page.ReferenceData')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('refData.list')}</Table.Th>
              <Table.Th>{t('refData.phase')}</Table.Th>
              <Table.Th>{t('refData.name')}</Table.Th>
              <Table.Th>{t('refData.origin')}</Table.Th>
              <Table.Th>{t('refData.refreshed')}</Table.Th>
              <Table.Th ta="right">{t('refData.entries')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={`${row.list} ${row.phase}`}>
                <Table.Td>
                  <Anchor
                    component="button"
                    size="sm"
                    aria-label={t('refData.show', { list: row.list })}
                    onClick={() => set({ list: row.list, phase: String(row.phase) })}
                  >
                    {row.list}
                  </Anchor>
                </Table.Td>
                <Table.Td>{row.phase}</Table.Td>
                <Table.Td>{row.name}</Table.Td>
                <Table.Td>
                  <Badge color={row.origin === 'synced' ? 'green' : 'gray'} variant="light">
                    {t(`refData.origin.${row.origin}`)}
                  </Badge>
                  {row.origin === 'embedded' && row.snapshotDate && (
                    <Text size="xs" c="dimmed">
                      {t('refData.snapshot', { day: day(row.snapshotDate) })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{dateTime(row.refreshedAt)}</Table.Td>
                <Table.Td ta="right">{number(row.entryCount, 0)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <ListEntries
        list={open}
        domain={domain}
        phase={phase}
        onClose={() => set({ list: null, phase: null })}
      />
    </>
  );
}

/** `/Integrations/ReferenceData`: what each code picker offers and where it comes from. */
export default function ReferenceDataPage() {
  return (
    <AdminGate title="admin.page.ReferenceData" policy="superUserOrAdmin">
      <ReferenceData />
    </AdminGate>
  );
}
