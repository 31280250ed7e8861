import { Table, Text } from '@mantine/core';
import type { GoodsItem } from '../../api/types.ts';
import { CodeLabel, useCodeText } from '../../components/code-label.tsx';
import { useFormats } from '../../i18n/use-formats.ts';
import { useT } from '../../i18n/use-t.ts';

/** "12 CT – Carton, 3 PK – Package": the packages of one item, kinds from CL017 with their text. */
function Packages({ item }: { item: GoodsItem }) {
  const { number } = useFormats();
  const packages = (item.packages ?? []).filter((p) => p.quantity != null || p.type);
  return (
    <>
      {packages.map((p, index) => (
        <span key={index}>
          {index > 0 && ', '}
          {p.quantity != null && `${number(p.quantity)} `}
          <CodeLabel list="CL017" code={p.type} />
        </span>
      ))}
    </>
  );
}

export function GoodsItemsTable({ items }: { items: GoodsItem[] }) {
  const t = useT();
  const formats = useFormats();
  const codes = useCodeText();
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('dossier.goods.none')}
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
            <Table.Th>{t('dossier.goods.description')}</Table.Th>
            <Table.Th>{t('dossier.goods.commodity')}</Table.Th>
            <Table.Th>{t('dossier.goods.origin')}</Table.Th>
            <Table.Th ta="right">{t('dossier.goods.gross')}</Table.Th>
            <Table.Th ta="right">{t('dossier.goods.net')}</Table.Th>
            <Table.Th ta="right">{t('dossier.goods.value')}</Table.Th>
            <Table.Th>{t('dossier.goods.packages')}</Table.Th>
            {houses && <Table.Th ta="right">{t('dossier.goods.house')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.sequence_number}>
              <Table.Td ta="right">{item.sequence_number}</Table.Td>
              <Table.Td maw={420}>{item.description ?? ''}</Table.Td>
              <Table.Td ff="monospace">{item.commodity_code ?? ''}</Table.Td>
              <Table.Td>
                {item.country_of_origin ? codes.country(item.country_of_origin) : ''}
              </Table.Td>
              <Table.Td ta="right">{formats.mass(item.gross_mass)}</Table.Td>
              <Table.Td ta="right">{formats.mass(item.net_mass)}</Table.Td>
              <Table.Td ta="right">{formats.number(item.statistical_value, 2)}</Table.Td>
              <Table.Td>
                <Packages item={item} />
              </Table.Td>
              {houses && <Table.Td ta="right">{item.house_consignment_sequence ?? ''}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th />
            <Table.Th>{t('dossier.goods.count', { count: items.length })}</Table.Th>
            <Table.Th />
            <Table.Th />
            <Table.Th ta="right">{formats.mass(total((i) => i.gross_mass))}</Table.Th>
            <Table.Th ta="right">{formats.mass(total((i) => i.net_mass))}</Table.Th>
            <Table.Th ta="right">
              {formats.number(
                total((i) => i.statistical_value),
                2,
              )}
            </Table.Th>
            <Table.Th />
            {houses && <Table.Th />}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
