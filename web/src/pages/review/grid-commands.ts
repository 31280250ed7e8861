import { newLineKey, withValueAt, type GridLine } from './draft.ts';
import {
  cellValue,
  COLUMN_IDS,
  columnById,
  editText,
  GRID_COLUMNS,
  storedValue,
  type DecimalSeparator,
  type GridColumn,
} from './grid-columns.ts';
import { readClipboardBlock, writeClipboardBlock } from './grid/clipboard-block.ts';
import { blockOf, type Block, type GridCommand, type GridKeyState } from './grid/grid-keys.ts';
import {
  clearBlock,
  copyBlock,
  deleteLines,
  fillDown,
  insertLine,
  moveLines,
  pasteBlock,
  type LineAccess,
} from './grid/line-edits.ts';
import { readPastedColumn } from './grid/pasted-numbers.ts';

/** What a grid command works on: every line, the lines shown (by index), the page's decimals. */
export interface GridContext {
  readonly lines: readonly GridLine[];
  /** The line shown on each grid row: all of them, or only those that need the declarant's eyes. */
  readonly shownLines: readonly number[];
  readonly separator: DecimalSeparator;
}

/** The JSON Pointer of a goods line's value in the declaration. */
export const cellPath = (line: number, column: GridColumn) => `/goods_items/${line}${column.path}`;

const valueOf = (line: GridLine, column: GridColumn, value: unknown): GridLine => {
  const item = withValueAt(line.item, column.path, value);
  return item === line.item ? line : { ...line, item };
};

const accessOf = (separator: DecimalSeparator): LineAccess<GridLine> => ({
  get: (line, column) => editText(cellValue(line.item, columnById.get(column)!), separator),
  set: (line, column, text) => {
    const grid = columnById.get(column)!;
    return valueOf(line, grid, storedValue(text, grid, separator));
  },
  create: () => ({ meta: { key: newLineKey() }, item: { sequence_number: 0 } }),
});

/** The text an editor opens with for a line's value. */
export const textOf = (line: GridLine, column: GridColumn, separator: DecimalSeparator) =>
  editText(cellValue(line.item, column), separator);

/** The lines with one value typed (or captured) into a line; the same array when nothing changed. */
export const typeInto = (
  lines: readonly GridLine[],
  index: number,
  column: GridColumn,
  text: string,
  separator: DecimalSeparator,
): readonly GridLine[] => {
  const line = lines[index];
  if (!line) return lines;
  const before = cellValue(line.item, column);
  const value = storedValue(text, column, separator);
  if (before === value || (before === undefined && value === undefined)) return lines;
  const next = [...lines];
  next[index] = valueOf(line, column, value);
  return next;
};

/**
 * Runs an edit on the lines shown, as one list, and puts them back where they are in the whole
 * list: with "only what needs my eyes" on, a fill or a paste changes the lines on screen only.
 */
const onShown = (context: GridContext, edit: (shown: GridLine[]) => GridLine[]): GridLine[] => {
  const shown = context.shownLines.map((index) => context.lines[index]!);
  const edited = edit(shown);
  const next = [...context.lines];
  context.shownLines.forEach((index, row) => {
    next[index] = edited[row]!;
  });
  // A paste past the last line shown adds lines at the end of the list.
  return [...next, ...edited.slice(context.shownLines.length)];
};

const isWhole = (context: GridContext) => context.shownLines.length === context.lines.length;

/** The lines after a key's command; undefined when the command changes no line. */
export const applyGridCommand = (
  command: GridCommand,
  before: GridKeyState,
  after: GridKeyState,
  context: GridContext,
): GridLine[] | undefined => {
  const access = accessOf(context.separator);
  const block: Block = blockOf(before);
  const lineOf = (row: number) => context.shownLines[row];
  switch (command.kind) {
    case 'clear':
      return onShown(context, (shown) => clearBlock(shown, block, COLUMN_IDS, access));
    case 'fill-down':
      return onShown(context, (shown) => fillDown(shown, block, COLUMN_IDS, access));
    case 'insert-line': {
      const line = lineOf(before.active.row);
      return insertLine(context.lines, line ?? context.lines.length - 1, access);
    }
    case 'delete-lines': {
      if (isWhole(context)) return deleteLines(context.lines, block.top, block.bottom);
      const gone = new Set(context.shownLines.slice(block.top, block.bottom + 1));
      return context.lines.filter((_, index) => !gone.has(index));
    }
    case 'move-lines':
      // Lines move among all the lines: with a filter on, their neighbours are not on screen.
      if (!isWhole(context)) return undefined;
      return moveLines(context.lines, block.top, block.bottom, command.by).lines;
    default:
      void after;
      return undefined;
  }
};

/**
 * A block pasted at the active cell: numbers read column by column (decimal commas, a currency
 * or unit beside them), the rest as text. A number that does not read is pasted as it was, so
 * the service's check names it on its cell.
 */
export const pasteAt = (
  text: string,
  keys: GridKeyState,
  context: GridContext,
): { lines: GridLine[]; block: Block } | undefined => {
  const cells = readClipboardBlock(text);
  if (cells.length === 0) return undefined;
  const left = keys.active.col;
  const width = cells[0]!.length;
  for (let offset = 0; offset < width; offset++) {
    const column = GRID_COLUMNS[left + offset];
    if (column?.kind !== 'number') continue;
    const read = readPastedColumn(
      cells.map((row) => row[offset] ?? ''),
      context.separator,
    );
    read.forEach((number, row) => {
      cells[row]![offset] =
        'value' in number
          ? editText(number.value, context.separator)
          : 'empty' in number
            ? ''
            : number.invalid;
    });
  }
  const access = accessOf(context.separator);
  const selection = blockOf(keys);
  let written: Block | undefined;
  const lines = onShown(context, (shown) => {
    const result = pasteBlock(
      shown,
      { row: selection.top, col: selection.left },
      cells,
      COLUMN_IDS,
      access,
      selection,
    );
    written = result.block;
    return result.lines;
  });
  return written ? { lines, block: written } : undefined;
};

/** The selected block as Excel takes it from the clipboard. */
export const copyText = (keys: GridKeyState, context: GridContext): string => {
  const shown = context.shownLines.map((index) => context.lines[index]!);
  return writeClipboardBlock(
    copyBlock(shown, blockOf(keys), COLUMN_IDS, accessOf(context.separator)),
  );
};
