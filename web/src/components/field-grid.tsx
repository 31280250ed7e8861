import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatNumber, formatDay } from '../app/format.ts';

// Member names of the canonical declaration read as words; a few are abbreviations customs uses.
const WORDS: Record<string, string> = {
  eori: 'EORI',
  ucr: 'UCR',
  lrn: 'LRN',
  vat: 'VAT',
  un: 'UN',
  locode: 'LOCODE',
  id: 'ID',
  eur: 'EUR',
  grn: 'GRN',
};

export const humanize = (member: string): string => {
  const words = member.split('_').map((word) => WORDS[word] ?? word);
  const [first = '', ...rest] = words;
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(' ');
};

export const displayValue = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(displayValue).filter(Boolean).join(', ');
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  // A day (yyyy-MM-dd) reads as every other date on screen: dd/MM/yyyy.
  if (typeof value === 'string')
    return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDay(value) : value;
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'bigint') return value.toString();
  return JSON.stringify(value) ?? '';
};

/** Label over value, in as many columns as fit; only the members that hold something. */
export function FieldGrid({
  entries,
  cols = 4,
  empty = 'Nothing given',
}: {
  entries: [label: string, value: ReactNode][];
  cols?: number;
  empty?: string;
}) {
  const filled = entries.filter(
    ([, value]) => value !== '' && value !== null && value !== undefined,
  );
  if (filled.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 2, md: cols }} spacing="sm" verticalSpacing={6}>
      {filled.map(([label, value]) => (
        <Stack gap={0} key={label}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** A record's members as grid entries, labels made from their names. */
export const recordEntries = (
  record: Record<string, unknown> | null | undefined,
): [string, string][] =>
  Object.entries(record ?? {}).map(([member, value]) => [humanize(member), displayValue(value)]);
