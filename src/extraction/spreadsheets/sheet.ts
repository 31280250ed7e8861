/**
 * A spreadsheet as both readers (xlsx and csv) hand it over: rows of cells, each with its printed
 * text, its number when the file stored one (a formula's cached result too), and its reference.
 */
export interface SheetCell {
  /** What the cell shows, trimmed; "" for an empty cell. */
  readonly text: string;
  /** The number the file stored (xlsx numbers and formula results); text cells have none. */
  readonly number?: number;
  /** A1 reference, "D7". */
  readonly ref: string;
}

export interface SheetRow {
  /** 1-based, as the spreadsheet program shows it. */
  readonly number: number;
  /** Indexed by column, 0-based; undefined where the row has no cell. */
  readonly cells: readonly (SheetCell | undefined)[];
}

export interface Sheet {
  readonly name: string;
  /** 1-based; the `page` of every value found on it. */
  readonly index: number;
  readonly rows: readonly SheetRow[];
  /** What the reader noticed about the file itself (a CSV's lines that were not UTF-8). */
  readonly notices?: readonly string[];
}

/** Where the reader is, for a deadline to name ("sheet 1, row 52,000"). */
export type SheetProgress = (where: { sheet: number; row: number }) => void;

/** Rows between two progress reports. */
export const PROGRESS_ROWS = 5000;

/** 0 → "A", 25 → "Z", 26 → "AA". */
export const columnLetters = (column: number): string => {
  let letters = '';
  for (let rest = column + 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
};

export const cellText = (row: SheetRow, column: number): string => row.cells[column]?.text ?? '';

export const isEmptyRow = (row: SheetRow): boolean => row.cells.every((cell) => !cell?.text);
