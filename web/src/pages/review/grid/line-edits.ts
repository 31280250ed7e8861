import type { Block, GridPosition } from './grid-keys.ts';

export type { Block } from './grid-keys.ts';

/** How the edits read, write and make a line, whatever its type. */
export interface LineAccess<L> {
  readonly get: (line: L, column: string) => string;
  readonly set: (line: L, column: string, text: string) => L;
  readonly create: () => L;
}

/** The block as far as it lies on the lines and columns there are. */
const bounded = (block: Block, rows: number, columns: number): Block => ({
  top: Math.max(block.top, 0),
  bottom: Math.min(block.bottom, rows - 1),
  left: Math.max(block.left, 0),
  right: Math.min(block.right, columns - 1),
});

/**
 * The lines with every cell of the block given its new text. A line that does not change stays the
 * same object, so that what shows it need not draw it again.
 */
const rewritten = <L>(
  lines: readonly L[],
  block: Block,
  columns: readonly string[],
  access: LineAccess<L>,
  text: (row: number, col: number) => string,
): L[] => {
  const { top, bottom, left, right } = bounded(block, lines.length, columns.length);
  return lines.map((line, row) => {
    if (row < top || row > bottom) return line;
    let next = line;
    for (let col = left; col <= right; col += 1) {
      const column = columns[col]!;
      const value = text(row, col);
      if (access.get(next, column) !== value) next = access.set(next, column, value);
    }
    return next;
  });
};

const lengthened = <L>(lines: readonly L[], length: number, access: LineAccess<L>): L[] => {
  const added = Array.from({ length: Math.max(0, length - lines.length) }, () => access.create());
  return [...lines, ...added];
};

/**
 * Where a copied block goes. As in Excel, a selection whose height and width are multiples of the
 * copied block's (one copied cell on any selection) is filled with it, repeated; otherwise the block
 * is written from the active cell as copied.
 */
const target = (
  at: GridPosition,
  height: number,
  width: number,
  selection: Block | undefined,
): Block => {
  if (selection) {
    const rows = selection.bottom - selection.top + 1;
    const cols = selection.right - selection.left + 1;
    if (rows % height === 0 && cols % width === 0) return selection;
  }
  return { top: at.row, bottom: at.row + height - 1, left: at.col, right: at.col + width - 1 };
};

/**
 * The lines with a block pasted in: columns past the last are dropped, rows past the last line
 * make new lines. Returns the block written, to select it.
 */
export const pasteBlock = <L>(
  lines: readonly L[],
  at: GridPosition,
  cells: readonly (readonly string[])[],
  columns: readonly string[],
  access: LineAccess<L>,
  selection?: Block,
): { lines: L[]; block: Block } => {
  const height = cells.length;
  const width = Math.max(0, ...cells.map((row) => row.length));
  if (height === 0 || width === 0 || at.col >= columns.length)
    return {
      lines: [...lines],
      block: { top: at.row, bottom: at.row, left: at.col, right: at.col },
    };
  const whole = target(at, height, width, selection);
  const block = { ...whole, right: Math.min(whole.right, columns.length - 1) };
  const text = (row: number, col: number) =>
    cells[(row - block.top) % height]?.[(col - block.left) % width] ?? '';
  return {
    lines: rewritten(lengthened(lines, block.bottom + 1, access), block, columns, access, text),
    block,
  };
};

/**
 * Ctrl+D: the top row of the block copied into the rows below it; a block of one row takes the row
 * above it, as in Excel.
 */
export const fillDown = <L>(
  lines: readonly L[],
  block: Block,
  columns: readonly string[],
  access: LineAccess<L>,
): L[] => {
  const source = block.top === block.bottom ? block.top - 1 : block.top;
  const from = lines[source];
  if (from === undefined) return [...lines];
  return rewritten(lines, { ...block, top: source + 1 }, columns, access, (_, col) =>
    access.get(from, columns[col]!),
  );
};

export const clearBlock = <L>(
  lines: readonly L[],
  block: Block,
  columns: readonly string[],
  access: LineAccess<L>,
): L[] => rewritten(lines, block, columns, access, () => '');

/** The texts of the block, to put on the clipboard. */
export const copyBlock = <L>(
  lines: readonly L[],
  block: Block,
  columns: readonly string[],
  access: LineAccess<L>,
): string[][] => {
  const { top, bottom, left, right } = bounded(block, lines.length, columns.length);
  return lines
    .slice(top, bottom + 1)
    .map((line) => columns.slice(left, right + 1).map((column) => access.get(line, column)));
};

/** A new line after the line `after`; -1 puts it at the top. */
export const insertLine = <L>(lines: readonly L[], after: number, access: LineAccess<L>): L[] => {
  const at = Math.max(0, Math.min(after + 1, lines.length));
  return [...lines.slice(0, at), access.create(), ...lines.slice(at)];
};

export const deleteLines = <L>(lines: readonly L[], top: number, bottom: number): L[] =>
  lines.filter((_, row) => row < Math.min(top, bottom) || row > Math.max(top, bottom));

/** The lines top to bottom moved one up or down, past the line beside them; never past an end. */
export const moveLines = <L>(
  lines: readonly L[],
  top: number,
  bottom: number,
  by: -1 | 1,
): { lines: L[]; top: number; bottom: number } => {
  const [first, last] = [Math.min(top, bottom), Math.max(top, bottom)];
  if (first + by < 0 || last + by >= lines.length) return { lines: [...lines], top, bottom };
  const moved = lines.slice(first, last + 1);
  const passed = by < 0 ? lines[first - 1]! : lines[last + 1]!;
  const around = by < 0 ? [...moved, passed] : [passed, ...moved];
  const start = Math.min(first, first + by);
  return {
    lines: [...lines.slice(0, start), ...around, ...lines.slice(start + around.length)],
    top: top + by,
    bottom: bottom + by,
  };
};
