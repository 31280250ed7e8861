import { Anchor, Button, Code, Group, Table, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useAuditPage } from '../../../api/admin-queries.ts';
import type { AuditQuery } from '../../../api/types.ts';
import { ErrorBox, TableSkeleton } from '../../../components/query-state.tsx';
import { useFormats } from '../../../i18n/use-formats.ts';
import { useT } from '../../../i18n/use-t.ts';
import { AdminGate } from '../admin-gate.tsx';
import { AuditChanges } from './audit-changes.tsx';
import { AuditFilterBar, FILTERS, UUID, type AuditFilters } from './audit-filters.tsx';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PAGE = 50;

/** The URL's filters, as far as they are filters the API takes; a wrong one is left out. */
const queryOf = (filters: AuditFilters, search: URLSearchParams): AuditQuery => {
  const cursor = (name: string) => {
    const value = Number(search.get(name));
    return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  };
  return {
    ...(filters.actor ? { actor: filters.actor } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    ...(UUID.test(filters.dossier) ? { dossier: filters.dossier } : {}),
    ...(DAY.test(filters.from) ? { from: filters.from } : {}),
    ...(DAY.test(filters.to) ? { to: filters.to } : {}),
    ...(cursor('before') ? { before: cursor('before') } : {}),
    ...(cursor('after') ? { after: cursor('after') } : {}),
    limit: PAGE,
  };
};

function AuditLog() {
  const t = useT();
  const { dateTime } = useFormats();
  const [search, setSearch] = useSearchParams();
  const filters = Object.fromEntries(
    FILTERS.map((name) => [name, search.get(name) ?? '']),
  ) as AuditFilters;
  const query = queryOf(filters, search);
  const page = useAuditPage(query);
  const csv = new URLSearchParams(
    Object.entries(query).filter(([name]) => (FILTERS as readonly string[]).includes(name)) as [
      string,
      string,
    ][],
  );
  // A new filter starts at the newest entry again.
  const change = (changes: Partial<AuditFilters>) =>
    void setSearch((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes))
        if (value) next.set(name, value);
        else next.delete(name);
      next.delete('before');
      next.delete('after');
      return next;
    });
  const go = (cursor: 'before' | 'after', id: number) =>
    void setSearch((current) => {
      const next = new URLSearchParams(current);
      next.delete('before');
      next.delete('after');
      next.set(cursor, String(id));
      return next;
    });

  return (
    <>
      <Text size="sm">{t('audit.intro')}</Text>
      <AuditFilterBar
        filters={filters}
        onChange={change}
        csvHref={`/api/admin/audit-log.csv?${csv.toString()}`}
      />
      {page.isPending ? (
        <TableSkeleton />
      ) : page.isError && !page.data ? (
        <ErrorBox error={page.error} onRetry={() => void page.refetch()} />
      ) : page.data.entries.length === 0 ? (
        <Text c="dimmed" py="xl" ta="center">
          {t('audit.none')}
        </Text>
      ) : (
        <Table
          striped
          withTableBorder
          aria-label={t('admin.page.AuditLog')}
          style={{ opacity: page.isPlaceholderData ? 0.6 : 1 }}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={140}>{t('audit.when')}</Table.Th>
              <Table.Th>{t('audit.actor')}</Table.Th>
              <Table.Th>{t('audit.what')}</Table.Th>
              <Table.Th>{t('audit.entity')}</Table.Th>
              <Table.Th>{t('audit.changes')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page.data.entries.map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{dateTime(entry.occurred_at)}</Table.Td>
                <Table.Td>{entry.actor}</Table.Td>
                <Table.Td>
                  <Code>{entry.action}</Code>
                </Table.Td>
                <Table.Td>
                  <Text size="xs" c="dimmed">
                    {entry.entity_type}
                  </Text>
                  {entry.entity_type === 'dossier' && entry.entity_id ? (
                    <Anchor component={Link} to={`/Dossiers/${entry.entity_id}`} size="xs">
                      {entry.entity_id}
                    </Anchor>
                  ) : (
                    <Text size="xs">{entry.entity_id}</Text>
                  )}
                </Table.Td>
                <Table.Td maw={420}>
                  <AuditChanges entry={entry} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group justify="space-between">
        <Button
          size="xs"
          variant="default"
          disabled={!page.data?.newer}
          onClick={() => page.data?.newer && go('after', page.data.newer)}
        >
          {t('audit.newer')}
        </Button>
        <Button
          size="xs"
          variant="default"
          disabled={!page.data?.older}
          onClick={() => page.data?.older && go('before', page.data.older)}
        >
          {t('audit.older')}
        </Button>
      </Group>
    </>
  );
}

/** `/Admin/AuditLog` (RequiresSuperUserOrAdmin): who changed what and when, filtered, paged, exported. */
export default function AuditLogPage() {
  return (
    <AdminGate title="admin.page.AuditLog" policy="superUserOrAdmin">
      <AuditLog />
    </AdminGate>
  );
}
