import { Table } from '@mantine/core';
import type { useTransportCosts } from '../../api/breakdown-queries.ts';
import { useFormats } from '../../i18n/use-formats.ts';
import { useT } from '../../i18n/use-t.ts';

type Result = NonNullable<ReturnType<typeof useTransportCosts>['data']>;

/** Per line its share of each cost, and the totals: the parts add up to each cost exactly. */
export function CostsTable({
  result,
  lines,
  currency,
}: {
  result: Result;
  lines: readonly { label: string; grossMass?: number; value?: number }[];
  currency: string;
}) {
  const t = useT();
  const formats = useFormats();
  const money = (amount: number) => formats.amount(amount, currency);
  return (
    <Table withTableBorder fz="sm" verticalSpacing={4} data-testid="costs-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('costs.line')}</Table.Th>
          <Table.Th ta="right">{t('costs.byMass')}</Table.Th>
          <Table.Th ta="right">{t('costs.byValue')}</Table.Th>
          {result.costs.map((cost, index) => (
            <Table.Th key={index} ta="right">
              {cost.code}
            </Table.Th>
          ))}
          <Table.Th ta="right">{t('costs.share')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line, index) => (
          <Table.Tr key={index} data-line={index}>
            <Table.Td>{line.label}</Table.Td>
            <Table.Td ta="right">{formats.mass(line.grossMass)}</Table.Td>
            <Table.Td ta="right">{formats.number(line.value, 2)}</Table.Td>
            {result.costs.map((cost, at) => (
              <Table.Td key={at} ta="right">
                {money(cost.parts[index] ?? 0)}
              </Table.Td>
            ))}
            <Table.Td ta="right" fw={600} data-share>
              {money(result.lineTotals[index] ?? 0)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr fw={700}>
          <Table.Td>{t('costs.total')}</Table.Td>
          <Table.Td ta="right">{formats.mass(result.grossMass)}</Table.Td>
          <Table.Td />
          {result.costs.map((cost, index) => (
            <Table.Td key={index} ta="right">
              {money(cost.amount)}
            </Table.Td>
          ))}
          <Table.Td ta="right" data-testid="costs-total">
            {money(result.total)}
          </Table.Td>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
