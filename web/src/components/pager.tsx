import { Group, Pagination, Select, Text } from '@mantine/core';

const PAGE_SIZES = ['25', '50', '100', '200'];

/** "1–50 of 1,234", the pages, and how many rows a page shows. */
export function Pager({
  offset,
  limit,
  total,
  estimated = false,
  onChange,
}: {
  offset: number;
  limit: number;
  total: number;
  /** The server estimated the total (past 10,000 matches). */
  estimated?: boolean;
  onChange: (offset: number, limit: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / limit));
  const page = Math.floor(offset / limit) + 1;
  const first = total === 0 ? 0 : offset + 1;
  const last = Math.min(offset + limit, total);
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {first}–{last} of {estimated ? 'about ' : ''}
        {total.toLocaleString('en-GB')}
      </Text>
      <Group gap="sm">
        <Pagination
          size="sm"
          total={pages}
          value={Math.min(page, pages)}
          onChange={(next) => onChange((next - 1) * limit, limit)}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        />
        <Select
          size="xs"
          w={110}
          aria-label="Rows per page"
          data={PAGE_SIZES.map((size) => ({ value: size, label: `${size} / page` }))}
          value={String(limit)}
          allowDeselect={false}
          onChange={(value) => value && onChange(0, Number(value))}
        />
      </Group>
    </Group>
  );
}
