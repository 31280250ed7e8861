import type { GoodsColumn, HeaderMatch } from '../text-values/index.ts';
import type { SheetHeader } from './find-header.ts';
import type { SheetCell, SheetRow } from './sheet.ts';
import { isTotalLabel } from '../text-values/index.ts';

/** A row's cells under the header's goods columns, each with the header that named it. */
export type Cells = Partial<Record<GoodsColumn, { cell: SheetCell; header: HeaderMatch }>>;

export const cellsOf = (row: SheetRow, header: SheetHeader): Cells => {
  const cells: Cells = {};
  for (const [column, match] of header.columns) {
    const cell = row.cells[column];
    if (cell?.text) cells[match.column] = { cell, header: match };
  }
  return cells;
};

/** The first text of a row that is no number. */
export const firstTextOf = (row: SheetRow): string =>
  row.cells.find((cell) => cell?.text && cell.number === undefined)?.text ?? '';

/** The description, or the first text in the row: "Total" often stands in the first column. */
export const labelOf = (row: SheetRow, cells: Cells): string => {
  const firstText = firstTextOf(row);
  const description = cells.description?.cell.text ?? '';
  return isTotalLabel(firstText) || !description ? firstText : description;
};
