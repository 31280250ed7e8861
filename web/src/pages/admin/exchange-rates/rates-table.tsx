import { Badge, Button, Table, Text } from '@mantine/core';
import type { MonthRate } from '../../../api/exchange-rate-queries.ts';
import { useFormats } from '../../../i18n/use-formats.ts';
import { useT } from '../../../i18n/use-t.ts';
import { lastCorrection, shownRate } from './rate-words.ts';

/** A month's rates, one currency a row, each with where it came from and why it was corrected. */
export function RatesTable({
  rates,
  onCorrect,
}: {
  rates: readonly MonthRate[];
  onCorrect: (rate: MonthRate) => void;
}) {
  const t = useT();
  const formats = useFormats();
  return (
    <Table withTableBorder striped aria-label={t('admin.page.ExchangeRates')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('rates.currency')}</Table.Th>
          <Table.Th ta="right">{t('rates.perEuro')}</Table.Th>
          <Table.Th>{t('rates.valid')}</Table.Th>
          <Table.Th>{t('rates.source')}</Table.Th>
          <Table.Th>{t('rates.changed')}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rates.map((rate) => {
          const correction = lastCorrection(rate);
          const earlier = rate.history.slice(1);
          return (
            <Table.Tr key={rate.currency}>
              <Table.Td fw={600}>{rate.currency}</Table.Td>
              <Table.Td ta="right" ff="monospace">
                {shownRate(formats, rate.per_euro)}
              </Table.Td>
              <Table.Td>
                <Text size="xs">
                  {formats.day(rate.valid_from)} – {formats.day(rate.valid_to)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={rate.source === 'manual' ? 'grape' : 'gray'}>
                  {t(rate.source === 'manual' ? 'rates.source.manual' : 'rates.source.csv')}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="xs">
                  {t('rates.by', {
                    time: formats.dateTime(rate.updated_at),
                    name: rate.updated_by,
                  })}
                </Text>
                {correction && (
                  <Text size="xs" c="dimmed">
                    {t('rates.was', {
                      value:
                        correction.before === null ? '—' : shownRate(formats, correction.before),
                      reason: correction.reason ?? '',
                    })}
                  </Text>
                )}
                {earlier.length > 0 && (
                  <Text size="xs" c="dimmed">
                    {t('rates.history', {
                      changes: earlier
                        .map(
                          (change) =>
                            `${shownRate(formats, change.after)} (${change.by}, ${formats.day(change.at)})`,
                        )
                        .join('; '),
                    })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">
                <Button
                  size="xs"
                  variant="subtle"
                  aria-label={`${t('rates.correct')} ${rate.currency}`}
                  onClick={() => onCorrect(rate)}
                >
                  {t('rates.correct')}
                </Button>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
