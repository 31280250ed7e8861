import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useCallback, type ReactNode } from 'react';
import { useFormats } from '../i18n/use-formats.ts';
import { useT } from '../i18n/use-t.ts';

/** A value as the page shows it: days dd/MM/yyyy, numbers in the page's Belgian format, yes or no. */
export const useDisplayValue = () => {
  const t = useT();
  const formats = useFormats();
  return useCallback((value: unknown): string => displayValue(value, t, formats), [t, formats]);
};

const displayValue = (
  value: unknown,
  t: ReturnType<typeof useT>,
  formats: ReturnType<typeof useFormats>,
): string => {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value))
    return value
      .map((one) => displayValue(one, t, formats))
      .filter(Boolean)
      .join(', ');
  if (typeof value === 'boolean') return t(value ? 'grid.yes' : 'grid.no');
  // A day (yyyy-MM-dd) reads as every other date on screen: dd/MM/yyyy.
  if (typeof value === 'string')
    return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formats.day(value) : value;
  if (typeof value === 'number') return formats.number(value);
  if (typeof value === 'bigint') return value.toString();
  return JSON.stringify(value) ?? '';
};

/** Label over value, in as many columns as fit; only the members that hold something. */
export function FieldGrid({
  entries,
  cols = 4,
  empty,
}: {
  entries: [label: string, value: ReactNode][];
  cols?: number;
  empty?: string;
}) {
  const t = useT();
  const filled = entries.filter(
    ([, value]) => value !== '' && value !== null && value !== undefined,
  );
  if (filled.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty ?? t('grid.nothingGiven')}
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
          <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
