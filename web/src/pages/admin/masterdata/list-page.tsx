import { Button, Checkbox, Group, Table, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { ErrorBox, TableSkeleton } from '../../../components/query-state.tsx';
import type { MessageId } from '../../../i18n/messages/index.ts';
import { useT } from '../../../i18n/use-t.ts';
import { EntryHeadCells } from './entry-cells.tsx';

/** One list page's frame: what the list is for, a button to add, inactive rows on demand, the table. */
export function ListPage<Row extends { id: string; active: boolean }>({
  intro,
  none,
  newLabel,
  query,
  onNew,
  head,
  row,
}: {
  intro: MessageId;
  none: MessageId;
  newLabel: MessageId;
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data?: Row[];
    refetch: () => unknown;
  };
  onNew: () => void;
  head: ReactNode;
  row: (entry: Row) => ReactNode;
}) {
  const t = useT();
  const [showInactive, setShowInactive] = useState(true);
  const rows = (query.data ?? []).filter((entry) => showInactive || entry.active);
  return (
    <>
      <Text size="sm" maw={860}>
        {t(intro)}
      </Text>
      <Group justify="space-between">
        <Checkbox
          size="xs"
          label={t('masterdata.showInactive')}
          checked={showInactive}
          onChange={(event) => setShowInactive(event.currentTarget.checked)}
        />
        <Button onClick={onNew}>{t(newLabel)}</Button>
      </Group>
      {query.isPending ? (
        <TableSkeleton />
      ) : query.isError ? (
        <ErrorBox error={query.error} onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <Text c="dimmed" py="xl" ta="center">
          {t(none)}
        </Text>
      ) : (
        <Table withTableBorder striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              {head}
              <EntryHeadCells />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{rows.map((entry) => row(entry))}</Table.Tbody>
        </Table>
      )}
    </>
  );
}
