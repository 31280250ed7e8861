import { Table } from '@mantine/core';
import type { CostRow } from '../../../api/types.ts';
import { useFormats } from '../../../i18n/use-formats.ts';
import { useT } from '../../../i18n/use-t.ts';

const SUMMED = [
  'attempts',
  'failed',
  'pages',
  'promptTokens',
  'completionTokens',
  'estimatedCost',
] as const;

/** Day by day and model by model, with the sums of the period under them. */
export function CostsTable({ rows }: { rows: readonly CostRow[] }) {
  const t = useT();
  const { number, day, amount } = useFormats();
  const total = Object.fromEntries(
    SUMMED.map((key) => [key, rows.reduce((sum, row) => sum + row[key], 0)]),
  ) as Record<(typeof SUMMED)[number], number>;
  const cells = (row: Record<(typeof SUMMED)[number], number>) => (
    <>
      <Table.Td ta="right">{number(row.attempts, 0)}</Table.Td>
      <Table.Td ta="right">{number(row.failed, 0)}</Table.Td>
      <Table.Td ta="right">{number(row.pages, 0)}</Table.Td>
      <Table.Td ta="right">{number(row.promptTokens, 0)}</Table.Td>
      <Table.Td ta="right">{number(row.completionTokens, 0)}</Table.Td>
      <Table.Td ta="right">{amount(row.estimatedCost, 'USD')}</Table.Td>
    </>
  );
  return (
    <Table striped withTableBorder aria-label={t('admin.page.Costs')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('aiCosts.day')}</Table.Th>
          <Table.Th>{t('aiCosts.model')}</Table.Th>
          <Table.Th ta="right">{t('aiCosts.attempts')}</Table.Th>
          <Table.Th ta="right">{t('aiCosts.failed')}</Table.Th>
          <Table.Th ta="right">{t('aiCosts.pages')}</Table.Th>
          <Table.Th ta="right">{t('aiCosts.promptTokens')}</Table.Th>
          <Table.Th ta="right">{t('aiCosts.completionTokens')}</Table.Th>
          <Table.Th ta="right">{t('aiCosts.cost')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={`${row.day} ${row.model}`}>
            <Table.Td>{day(row.day)}</Table.Td>
            <Table.Td>{row.model}</Table.Td>
            {cells(row)}
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr fw={700}>
          <Table.Td colSpan={2}>{t('aiCosts.total')}</Table.Td>
          {cells(total)}
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
