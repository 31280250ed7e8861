import type { SheetCell, SheetRow } from './sheet.ts';

/**
 * The cells of a sheet that are no part of its goods table: the rows above the header, those
 * from the totals on, and the cells right of the header's last column beside the goods. Only
 * these are read for labels, so a goods description never reads as one.
 */
export interface SheetArea {
  readonly rows: readonly SheetRow[];
  /** Whether the cell at a row's position in `rows` and a column is in the area. */
  readonly holds: (at: number, column: number) => boolean;
  /** Positions in `rows` to read, top to bottom. */
  readonly positions: readonly number[];
}

export interface Placed {
  readonly cell: SheetCell;
  /** Position of its row in `rows`. */
  readonly at: number;
  readonly column: number;
}

/** Rows read after the goods at most: totals, terms and signatures, not a second table. */
const FOOTER_ROWS = 100;
/** Rows read on a sheet without goods: a cover sheet's title block. */
const COVER_ROWS = 60;

export const aroundGoods = (
  rows: readonly SheetRow[],
  header: {
    readonly at: number;
    readonly row: SheetRow;
    readonly columns: ReadonlyMap<number, unknown>;
  },
  footerAt: number,
): SheetArea => {
  // The table ends at the first empty header cell after its last goods column.
  let lastColumn = Math.max(...header.columns.keys());
  while (header.row.cells[lastColumn + 1]?.text) lastColumn++;
  const footerEnd = Math.min(rows.length, footerAt + FOOTER_ROWS);
  const beside = (at: number) => at >= header.at && at < footerAt;
  const positions: number[] = [];
  for (let at = 0; at < footerEnd; at++)
    if (!beside(at) || (rows[at]?.cells.length ?? 0) > lastColumn + 1) positions.push(at);
  return {
    rows,
    holds: (at, column) => at < footerEnd && (!beside(at) || column > lastColumn),
    positions,
  };
};

export const wholeSheet = (rows: readonly SheetRow[]): SheetArea => {
  const end = Math.min(rows.length, COVER_ROWS);
  return {
    rows,
    holds: (at) => at < end,
    positions: Array.from({ length: end }, (_, at) => at),
  };
};

/** The area's cells with text, row by row, left to right. */
export function* areaCells(area: SheetArea): Generator<Placed> {
  for (const at of area.positions)
    for (const [column, cell] of (area.rows[at]?.cells ?? []).entries())
      if (cell?.text && area.holds(at, column)) yield { cell, at, column };
}

/** The cell at a place, when the area holds it and it has text. */
export const cellAt = (area: SheetArea, at: number, column: number): Placed | undefined => {
  const cell = area.rows[at]?.cells[column];
  return cell?.text && area.holds(at, column) ? { cell, at, column } : undefined;
};

/** The next cells with text right of a column, nearest first. */
export function* rightOf(area: SheetArea, at: number, column: number): Generator<Placed> {
  const cells = area.rows[at]?.cells ?? [];
  for (let next = column + 1; next < cells.length; next++) {
    const placed = cellAt(area, at, next);
    if (placed) yield placed;
  }
}

/** The position of the row just under one, when the sheet has it (an xlsx leaves out empty rows). */
export const rowBelow = (area: SheetArea, at: number): number | undefined => {
  const row = area.rows[at];
  const next = area.rows[at + 1];
  return row && next && next.number === row.number + 1 ? at + 1 : undefined;
};

/** The cell just under a cell, if the area holds it and it has text. */
export const below = (area: SheetArea, at: number, column: number): Placed | undefined => {
  const next = rowBelow(area, at);
  return next === undefined ? undefined : cellAt(area, next, column);
};
