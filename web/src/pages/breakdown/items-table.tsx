import { Button, Group, Menu, Table, Text } from '@mantine/core';
import type { Breakdown } from '../../api/breakdown-queries.ts';
import type { Declaration } from '../../api/types.ts';
import { useFormats } from '../../i18n/use-formats.ts';
import { useT } from '../../i18n/use-t.ts';

export interface ItemsTableProps {
  readonly breakdown: Breakdown;
  readonly lines: NonNullable<Declaration['goods_items']>;
  readonly editable: boolean;
  readonly onSplit: (line: number) => void;
  readonly onMerge: (from: number, into: number) => void;
}

/** One row per message item, its lines under it: what the message will carry, and how to change it. */
export function ItemsTable({ breakdown, lines, editable, onSplit, onMerge }: ItemsTableProps) {
  const t = useT();
  const formats = useFormats();
  const numbers = breakdown.items.map((item) => item.number);
  return (
    <Table
      withTableBorder
      striped={false}
      verticalSpacing={4}
      fz="sm"
      data-testid="breakdown-items"
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('breakdown.item')}</Table.Th>
          <Table.Th>{t('dossier.goods.commodity')}</Table.Th>
          <Table.Th>{t('dossier.goods.origin')}</Table.Th>
          <Table.Th>{t('dossier.goods.description')}</Table.Th>
          <Table.Th ta="right">{t('dossier.goods.packages')}</Table.Th>
          <Table.Th ta="right">{t('dossier.goods.gross')}</Table.Th>
          <Table.Th ta="right">{t('dossier.goods.net')}</Table.Th>
          <Table.Th ta="right">{t('dossier.goods.value')}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {breakdown.items.flatMap((item) => [
          <Table.Tr key={`item-${item.number}`} data-item={item.number} fw={600} bg="gray.0">
            <Table.Td>{item.number}</Table.Td>
            <Table.Td ff="monospace">{item.commodity_code}</Table.Td>
            <Table.Td>
              {item.country_of_origin}
              {item.preferential ? ' · pref.' : ''}
            </Table.Td>
            <Table.Td>
              <Text size="sm" fw={600} lineClamp={1}>
                {item.description}
              </Text>
            </Table.Td>
            <Table.Td ta="right">{formats.number(item.packages)}</Table.Td>
            <Table.Td ta="right">{formats.mass(item.gross_mass)}</Table.Td>
            <Table.Td ta="right">{formats.mass(item.net_mass)}</Table.Td>
            <Table.Td ta="right">
              {formats.amount(item.statistical_value ?? item.total_price, item.currency)}
            </Table.Td>
            <Table.Td>
              {editable && numbers.length > 1 && (
                <Menu position="bottom-end">
                  <Menu.Target>
                    <Button size="compact-xs" variant="default">
                      {t('breakdown.mergeInto')}
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown aria-label={t('breakdown.mergeLabel', { number: item.number })}>
                    {numbers
                      .filter((other) => other !== item.number)
                      .map((other) => (
                        <Menu.Item key={other} onClick={() => onMerge(item.number, other)}>
                          {t('breakdown.item')} {other}
                        </Menu.Item>
                      ))}
                  </Menu.Dropdown>
                </Menu>
              )}
            </Table.Td>
          </Table.Tr>,
          ...item.lines.map((line) => {
            const goods = lines[line];
            return (
              <Table.Tr key={`line-${line}`} data-line={line} data-in-item={item.number}>
                <Table.Td c="dimmed" pl="md">
                  {t('breakdown.line', { number: line + 1 })}
                </Table.Td>
                <Table.Td ff="monospace" c="dimmed">
                  {goods?.commodity_code}
                </Table.Td>
                <Table.Td c="dimmed">{goods?.country_of_origin}</Table.Td>
                <Table.Td>
                  <Text size="sm" lineClamp={1}>
                    {goods?.description}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" c="dimmed">
                  {formats.number(
                    (goods?.packages ?? []).reduce((sum, pack) => sum + (pack.quantity ?? 0), 0),
                  )}
                </Table.Td>
                <Table.Td ta="right" c="dimmed">
                  {formats.mass(goods?.gross_mass)}
                </Table.Td>
                <Table.Td ta="right" c="dimmed">
                  {formats.mass(goods?.net_mass)}
                </Table.Td>
                <Table.Td ta="right" c="dimmed">
                  {formats.amount(goods?.statistical_value ?? goods?.total_price, goods?.currency)}
                </Table.Td>
                <Table.Td>
                  {editable && item.lines.length > 1 && (
                    <Group justify="end">
                      <Button size="compact-xs" variant="subtle" onClick={() => onSplit(line)}>
                        {t('breakdown.split')}
                      </Button>
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          }),
        ])}
      </Table.Tbody>
    </Table>
  );
}
