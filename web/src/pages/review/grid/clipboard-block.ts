const CELL_END = /[\t\r\n]/g;

interface Cell {
  readonly text: string;
  /** Where the cell stops: at a tab, a line break or the end of the text. */
  readonly end: number;
}

const cellEnd = (text: string, from: number): number => {
  CELL_END.lastIndex = from;
  return CELL_END.exec(text)?.index ?? text.length;
};

/**
 * A cell in double quotes, as Excel writes a cell with a line break in it. Undefined when the
 * quotes do not close right before a tab, a line break or the end: then the quote is part of the
 * text, as Excel and Calc read `"5" screws`.
 */
const quotedCell = (text: string, from: number): Cell | undefined => {
  let read = '';
  let at = from + 1;
  for (;;) {
    const quote = text.indexOf('"', at);
    if (quote < 0) return undefined;
    read += text.slice(at, quote);
    if (text[quote + 1] === '"') {
      read += '"';
      at = quote + 2;
    } else if (cellEnd(text, quote + 1) === quote + 1) {
      return { text: read, end: quote + 1 };
    } else {
      return undefined;
    }
  }
};

const cellAt = (text: string, from: number): Cell => {
  const quoted = text[from] === '"' ? quotedCell(text, from) : undefined;
  if (quoted) return quoted;
  const end = cellEnd(text, from);
  return { text: text.slice(from, end), end };
};

const padded = (rows: string[][]): string[][] => {
  const width = Math.max(0, ...rows.map((row) => row.length));
  return rows.map((row) =>
    row.length < width ? [...row, ...Array<string>(width - row.length).fill('')] : row,
  );
};

/**
 * The cells of a block copied from Excel, LibreOffice Calc or Google Sheets (text/plain): rows end
 * with a line break (the last one may not), cells are separated by tabs.
 */
export const readClipboardBlock = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let at = 0;
  // A row is open while it has cells: after a final tab, its last (empty) cell is still to read.
  while (at < text.length || row.length > 0) {
    const cell = cellAt(text, at);
    row.push(cell.text);
    if (text[cell.end] === '\t') {
      at = cell.end + 1;
    } else {
      rows.push(row);
      row = [];
      at = cell.end + (text.startsWith('\r\n', cell.end) ? 2 : 1);
    }
  }
  return padded(rows);
};

const written = (cell: string): string =>
  /[\t\r\n"]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;

/**
 * The text/plain of a block as Excel writes it, every row ending with CR LF, so that it pastes
 * back into a spreadsheet or into the grid cell for cell (a last row of empty cells included).
 */
export const writeClipboardBlock = (cells: readonly (readonly string[])[]): string =>
  cells.map((row) => `${row.map(written).join('\t')}\r\n`).join('');
