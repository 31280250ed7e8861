import { Drawer, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useCodeListEntries, type ListDomain } from '../../../api/reference-queries.ts';
import { DebouncedTextInput } from '../../../components/debounced-text-input.tsx';
import { ErrorBox, TableSkeleton } from '../../../components/query-state.tsx';
import { useFormats } from '../../../i18n/use-formats.ts';
import { useT } from '../../../i18n/use-t.ts';

/** One list's codes, as a picker offers them, searched by code or description. */
export function ListEntries({
  list,
  domain,
  phase,
  onClose,
}: {
  list: string | null;
  domain: ListDomain;
  phase: number;
  onClose: () => void;
}) {
  const t = useT();
  const { day } = useFormats();
  const [q, setQ] = useState('');
  const entries = useCodeListEntries(list, domain, phase, q);
  return (
    <Drawer
      opened={list !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={entries.data ? `${entries.data.list} · ${entries.data.name}` : list}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        <DebouncedTextInput
          label={t('refData.search')}
          size="xs"
          type="search"
          value={q}
          onCommit={setQ}
        />
        {entries.isPending ? (
          <TableSkeleton />
        ) : entries.isError ? (
          <ErrorBox error={entries.error} />
        ) : (
          <Table striped withTableBorder aria-label={list ?? ''}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('refData.code')}</Table.Th>
                <Table.Th>{t('refData.description')}</Table.Th>
                <Table.Th>{t('refData.validFrom')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.data.entries.map((entry) => (
                <Table.Tr key={entry.code}>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {entry.code}
                    </Text>
                  </Table.Td>
                  <Table.Td>{entry.description}</Table.Td>
                  <Table.Td>{day(entry.validFrom)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Drawer>
  );
}
