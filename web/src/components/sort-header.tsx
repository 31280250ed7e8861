import { Table, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';

export type SortOrder = 'asc' | 'desc';

/**
 * A column header that sorts: a click (or Enter) sorts by it, a second one turns the order round.
 * aria-sort tells a screen reader which column orders the rows.
 */
export function SortHeader({
  column,
  sort,
  order,
  onSort,
  children,
}: {
  column: string;
  sort: string;
  order: SortOrder;
  onSort: (column: string, order: SortOrder) => void;
  children: ReactNode;
}) {
  const active = sort === column;
  const next: SortOrder =
    active && order === 'asc' ? 'desc' : active ? 'asc' : defaultOrder(column);
  return (
    <Table.Th aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton className="sort-header" onClick={() => onSort(column, next)}>
        {children}
        <span aria-hidden="true">{active ? (order === 'asc' ? '▲' : '▼') : '↕'}</span>
      </UnstyledButton>
    </Table.Th>
  );
}

/** Dates read newest first; text reads A to Z. */
const defaultOrder = (column: string): SortOrder => (/At$|date/i.test(column) ? 'desc' : 'asc');
