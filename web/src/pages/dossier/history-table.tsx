import { Table, Text } from '@mantine/core';
import { useDossierHistory } from '../../api/dossier-queries.ts';
import { formatDateTime } from '../../app/format.ts';
import { ErrorBox, TableSkeleton } from '../../components/query-state.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';

/** Who did what and when, oldest first, from the audit trail. */
export function HistoryTable({ dossierId, updatedAt }: { dossierId: string; updatedAt: string }) {
  const history = useDossierHistory(dossierId, updatedAt);
  if (history.isPending) return <TableSkeleton rows={4} />;
  if (history.isError)
    return <ErrorBox error={history.error} onRetry={() => void history.refetch()} />;
  if (history.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No history recorded.
      </Text>
    );
  }
  return (
    <Table verticalSpacing={4} fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>When</Table.Th>
          <Table.Th>Who</Table.Th>
          <Table.Th>What</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Reason</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {history.data.map((entry, index) => (
          <Table.Tr key={`${entry.at}-${index}`}>
            <Table.Td className="nowrap">{formatDateTime(entry.at)}</Table.Td>
            <Table.Td>{entry.actor}</Table.Td>
            <Table.Td>{entry.action}</Table.Td>
            <Table.Td className="nowrap">
              {entry.from || entry.to ? (
                <>
                  {entry.from ? (
                    <StatusBadge status={entry.from} />
                  ) : (
                    <Text span c="dimmed">
                      new
                    </Text>
                  )}
                  {' → '}
                  {entry.to && <StatusBadge status={entry.to} />}
                </>
              ) : null}
            </Table.Td>
            <Table.Td>{entry.reason ?? ''}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
