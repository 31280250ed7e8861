import { Group, Pagination, Select, Text } from '@mantine/core';
import { useFormats } from '../i18n/use-formats.ts';
import { useT } from '../i18n/use-t.ts';

const PAGE_SIZES = ['25', '50', '100', '200'];

/** The first row of the last page: where a page past the end (an old link, a shorter list) goes. */
export const lastPageOffset = (total: number, limit: number): number =>
  Math.max(0, Math.ceil(total / limit) - 1) * limit;

/** "1–50 of 1.234", the pages, and how many rows a page shows. */
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
  const t = useT();
  const { number } = useFormats();
  const pages = Math.max(1, Math.ceil(total / limit));
  // Past the end the count speaks of the last page, never "501–117 of 117".
  const shown = offset >= total ? lastPageOffset(total, limit) : offset;
  const page = Math.floor(shown / limit) + 1;
  const first = total === 0 ? 0 : shown + 1;
  const last = Math.min(shown + limit, total);
  const controls: Record<string, string> = {
    previous: t('pager.previous'),
    next: t('pager.next'),
    first: t('pager.first'),
    last: t('pager.last'),
  };
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t(estimated ? 'pager.rangeEstimated' : 'pager.range', {
          first: number(first),
          last: number(last),
          total: number(total),
        })}
      </Text>
      <Group gap="sm">
        <Pagination
          size="sm"
          total={pages}
          value={Math.min(page, pages)}
          onChange={(next) => onChange((next - 1) * limit, limit)}
          getControlProps={(control) => ({ 'aria-label': controls[control] ?? control })}
          getItemProps={(item) => ({ 'aria-label': t('pager.page', { page: number(item) }) })}
        />
        <Select
          size="xs"
          w={120}
          aria-label={t('pager.rowsPerPage')}
          data={PAGE_SIZES.map((size) => ({ value: size, label: t('pager.perPage', { size }) }))}
          value={String(limit)}
          allowDeselect={false}
          onChange={(value) => value && onChange(0, Number(value))}
        />
      </Group>
    </Group>
  );
}
