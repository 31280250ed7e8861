// What the sheet view is sent, apart from the readers: the service process imports this file
// alone, so the spreadsheet readers (yauzl, saxes, csv-parse) load only in reader processes.

/**
 * A sheet as the review page shows it beside the values read from it: the cells' texts as the
 * readers give them to extraction, placed by their row number and column, so the cell of a value's
 * source ("D7" on page 2) is `rows[6][3]` of sheet number 2.
 */
export interface SheetGrid {
  /** 1-based, as extraction numbers it: the `page` of every value found on the sheet. */
  readonly number: number;
  readonly name: string;
  /**
   * Row 1 first; each row as far as its last cell with a text ("" where a cell is empty), and no
   * empty rows after the last with a text.
   */
  readonly rows: readonly (readonly string[])[];
  /** The longest row's length. */
  readonly columns: number;
  /** Rows, columns or text were left out to keep the answer small. */
  readonly truncated: boolean;
}

/** How much of a workbook one answer shows: a page's worth, never what the file could ask for. */
export interface GridCaps {
  readonly rows: number;
  readonly columns: number;
  /**
   * Characters of cell text in the whole answer: a cell may hold 32,767 of them and a shared string
   * fill every cell of a sheet, which a few kilobytes of xlsx can ask for.
   */
  readonly characters: number;
}

export const GRID_CAPS: GridCaps = { rows: 2000, columns: 60, characters: 4_000_000 };
