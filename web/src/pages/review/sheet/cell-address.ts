/**
 * A cell's place as a value's source names it ("D7" on sheet 2) and as the sheet view draws it:
 * columns 0-based ("A" is 0), rows 1-based as spreadsheet programs number them.
 */
export interface CellAddress {
  readonly column: number;
  readonly row: number;
}

/** 0 → "A", 25 → "Z", 26 → "AA", as the server's readers write a cell's reference. */
export const columnLetters = (column: number): string => {
  let letters = '';
  for (let rest = column + 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
};

/** "A" → 0, "AA" → 26, in either case; undefined for anything but letters. */
export const columnIndex = (letters: string): number | undefined => {
  if (!/^[A-Za-z]{1,7}$/.test(letters)) return undefined;
  let column = 0;
  for (const letter of letters.toUpperCase()) column = column * 26 + letter.charCodeAt(0) - 64;
  return column - 1;
};

/**
 * "D7" → { column: 3, row: 7 }. A workbook may write a reference as "$D$7" or "d7" (the reader
 * keeps what the file says), so those are read too; anything else, or row 0, is no cell.
 */
export const parseCell = (ref: string): CellAddress | undefined => {
  const match = /^\$?([A-Za-z]{1,7})\$?(\d{1,9})$/.exec(ref.trim());
  const column = match?.[1] === undefined ? undefined : columnIndex(match[1]);
  const row = Number(match?.[2]);
  return column === undefined || !(row >= 1) ? undefined : { column, row };
};

/** { column: 3, row: 7 } → "D7". */
export const cellName = ({ column, row }: CellAddress): string => `${columnLetters(column)}${row}`;
