import { DocumentOverLimitError, figure, type ReadingLimits } from '../reading-limits.ts';
import { columnLetters, type SheetCell } from './sheet.ts';
import { tooManyColumns, tooManyRows } from './sheet-limits.ts';
import { parseRange } from './xlsx-refs.ts';

export type RowCells = (SheetCell | undefined)[];

/**
 * Merged ranges, applied once the rows are read (`mergeCells` follows `sheetData`): a range shows
 * its value once across a row, one header or one description, so the cells right of the first stay
 * empty; down the rows it is the value of every row. A tiny range element can name millions of
 * cells, so the cells a sheet's ranges fill are bounded as rows are, and a row they add counts as
 * a row read.
 */
export const mergedCells = (rows: Map<number, RowCells>, where: string, limits: ReadingLimits) => {
  let fillable = limits.maxSheetRows;
  return (range: string): void => {
    const corners = parseRange(range);
    if (!corners) return;
    const { from, to } = corners;
    const filled = (to.row - from.row) * (to.column - from.column + 1);
    if (filled > fillable)
      throw new DocumentOverLimitError(
        'maxSheetRows',
        `${where} has merged cells repeating a value into more than ${figure(limits.maxSheetRows)} cells`,
      );
    fillable -= filled;
    if (filled > 0 && to.column >= limits.maxSheetColumns)
      throw tooManyColumns(where, `row ${figure(from.row + 1)}`, limits);
    const first = rows.get(from.row);
    const master = first?.[from.column];
    if (first)
      for (let column = from.column + 1; column <= to.column && column < first.length; column++)
        first[column] = undefined;
    for (let row = from.row + 1; row <= to.row; row++) {
      let cells = rows.get(row);
      if (!cells) {
        if (rows.size >= limits.maxSheetRows) throw tooManyRows(where, limits);
        rows.set(row, (cells = []));
      }
      for (let column = from.column; column <= to.column; column++)
        if (master) cells[column] = { ...master, ref: `${columnLetters(column)}${row}` };
        else if (column < cells.length) cells[column] = undefined;
    }
  };
};
