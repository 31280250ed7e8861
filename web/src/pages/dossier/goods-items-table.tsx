import { Table, Text } from '@mantine/core';
import type { GoodsItem } from '../../api/types.ts';
import { formatNumber } from '../../app/format.ts';

/** "12 CT, 3 PK": the packages of one item, counted per type. */
const packagesText = (item: GoodsItem) =>
  (item.packages ?? [])
    .map((p) => [p.quantity ?? '', p.type ?? ''].join(' ').trim())
    .filter(Boolean)
    .join(', ');

export function GoodsItemsTable({ items }: { items: GoodsItem[] }) {
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No goods items yet.
      </Text>
    );
  }
  // T2 groupage: which house consignment each item travels in.
  const houses = items.some((item) => item.house_consignment_sequence != null);
  // A column nobody filled has no total: a 0 there would read as a declared value.
  const total = (pick: (item: GoodsItem) => number | null | undefined) =>
    items.some((item) => pick(item) != null)
      ? items.reduce((sum, item) => sum + (pick(item) ?? 0), 0)
      : null;
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped verticalSpacing={4} fz="sm" stickyHeader>
        <Table.Thead>
          <Table.Tr>
            <Table.Th ta="right">#</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th>Commodity code</Table.Th>
            <Table.Th>Origin</Table.Th>
            <Table.Th ta="right">Gross kg</Table.Th>
            <Table.Th ta="right">Net kg</Table.Th>
            <Table.Th ta="right">Value</Table.Th>
            <Table.Th>Packages</Table.Th>
            {houses && <Table.Th ta="right">House</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.sequence_number}>
              <Table.Td ta="right">{item.sequence_number}</Table.Td>
              <Table.Td maw={420}>{item.description ?? ''}</Table.Td>
              <Table.Td ff="monospace">{item.commodity_code ?? ''}</Table.Td>
              <Table.Td>{item.country_of_origin ?? ''}</Table.Td>
              <Table.Td ta="right">{formatNumber(item.gross_mass)}</Table.Td>
              <Table.Td ta="right">{formatNumber(item.net_mass)}</Table.Td>
              <Table.Td ta="right">{formatNumber(item.statistical_value)}</Table.Td>
              <Table.Td>{packagesText(item)}</Table.Td>
              {houses && <Table.Td ta="right">{item.house_consignment_sequence ?? ''}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th />
            <Table.Th>{items.length} items</Table.Th>
            <Table.Th />
            <Table.Th />
            <Table.Th ta="right">{formatNumber(total((i) => i.gross_mass))}</Table.Th>
            <Table.Th ta="right">{formatNumber(total((i) => i.net_mass))}</Table.Th>
            <Table.Th ta="right">{formatNumber(total((i) => i.statistical_value))}</Table.Th>
            <Table.Th />
            {houses && <Table.Th />}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
