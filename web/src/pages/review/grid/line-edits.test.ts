import { describe, expect, it } from 'vitest';
import {
  clearBlock,
  copyBlock,
  deleteLines,
  fillDown,
  insertLine,
  moveLines,
  pasteBlock,
  type LineAccess,
} from './line-edits.ts';

interface Line {
  readonly key: string;
  readonly values: Readonly<Record<string, string>>;
}

const columns = ['description', 'hs', 'quantity'];

let made = 0;
const access: LineAccess<Line> = {
  get: (line, column) => line.values[column] ?? '',
  set: (line, column, text) => ({ ...line, values: { ...line.values, [column]: text } }),
  create: () => ({ key: `new-${(made += 1)}`, values: {} }),
};

const line = (key: string, description = '', hs = '', quantity = ''): Line => ({
  key,
  values: { description, hs, quantity },
});
const texts = (lines: readonly Line[]) => lines.map((l) => columns.map((c) => access.get(l, c)));
const keys = (lines: readonly Line[]) => lines.map((l) => l.key);

// Frozen, so that an edit changing the lines it is given throws.
const frozen = <T>(value: T): T => {
  if (value && typeof value === 'object') {
    Object.values(value).forEach(frozen);
    Object.freeze(value);
  }
  return value;
};

const lines = (): readonly Line[] =>
  frozen([
    line('a', 'Bolts', '7318', '10'),
    line('b', 'Nuts', '7318', '20'),
    line('c', 'Washers', '7318', '30'),
    line('d', 'Screws', '7318', '40'),
  ]);

describe('pasting a block', () => {
  it('writes the block from the active cell and returns where it went', () => {
    const before = lines();
    const { lines: after, block } = pasteBlock(
      before,
      { row: 1, col: 1 },
      [
        ['8471', '5'],
        ['8504', '6'],
      ],
      columns,
      access,
    );
    expect(texts(after)).toEqual([
      ['Bolts', '7318', '10'],
      ['Nuts', '8471', '5'],
      ['Washers', '8504', '6'],
      ['Screws', '7318', '40'],
    ]);
    expect(block).toEqual({ top: 1, bottom: 2, left: 1, right: 2 });
    expect(after[0]).toBe(before[0]);
    expect(after[3]).toBe(before[3]);
    expect(keys(after)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('drops the columns past the last one', () => {
    const { lines: after, block } = pasteBlock(
      lines(),
      { row: 0, col: 2 },
      [['1', 'x', 'y']],
      columns,
      access,
    );
    expect(texts(after)[0]).toEqual(['Bolts', '7318', '1']);
    expect(block).toEqual({ top: 0, bottom: 0, left: 2, right: 2 });
  });

  it('makes new lines for the rows past the last line', () => {
    const { lines: after, block } = pasteBlock(
      lines(),
      { row: 3, col: 0 },
      [['Rivets'], ['Pins'], ['Clips']],
      columns,
      access,
    );
    expect(texts(after).map((row) => row[0])).toEqual([
      'Bolts',
      'Nuts',
      'Washers',
      'Rivets',
      'Pins',
      'Clips',
    ]);
    expect(after).toHaveLength(6);
    expect(after[4]!.key).toMatch(/^new-/);
    expect(block).toEqual({ top: 3, bottom: 5, left: 0, right: 0 });
  });

  it('writes empty copied cells as empty and pads ragged rows', () => {
    const { lines: after } = pasteBlock(
      lines(),
      { row: 0, col: 0 },
      [['', 'x'], ['y']],
      columns,
      access,
    );
    expect(texts(after).slice(0, 2)).toEqual([
      ['', 'x', '10'],
      ['y', '', '20'],
    ]);
  });

  it('fills a selected block with one copied cell', () => {
    const selection = { top: 1, bottom: 3, left: 1, right: 2 };
    const { lines: after, block } = pasteBlock(
      lines(),
      { row: 1, col: 1 },
      [['0']],
      columns,
      access,
      selection,
    );
    expect(texts(after)).toEqual([
      ['Bolts', '7318', '10'],
      ['Nuts', '0', '0'],
      ['Washers', '0', '0'],
      ['Screws', '0', '0'],
    ]);
    expect(block).toEqual(selection);
  });

  it('repeats a copied row over a selection of several rows, as Excel does', () => {
    const selection = { top: 0, bottom: 2, left: 1, right: 2 };
    const { lines: after } = pasteBlock(
      lines(),
      { row: 0, col: 1 },
      [['9999', '1']],
      columns,
      access,
      selection,
    );
    expect(texts(after).map((row) => row.slice(1))).toEqual([
      ['9999', '1'],
      ['9999', '1'],
      ['9999', '1'],
      ['7318', '40'],
    ]);
  });

  it('pastes from the active cell when the selection is no multiple of the copied block', () => {
    const selection = { top: 0, bottom: 2, left: 0, right: 0 };
    const { lines: after, block } = pasteBlock(
      lines(),
      { row: 0, col: 0 },
      [['x'], ['y']],
      columns,
      access,
      selection,
    );
    expect(texts(after).map((row) => row[0])).toEqual(['x', 'y', 'Washers', 'Screws']);
    expect(block).toEqual({ top: 0, bottom: 1, left: 0, right: 0 });
  });

  it('changes nothing for an empty block', () => {
    const before = lines();
    const { lines: after } = pasteBlock(before, { row: 1, col: 1 }, [], columns, access);
    expect(after).toEqual(before);
    expect(after).not.toBe(before);
  });

  it('pastes 999 lines into an empty list', () => {
    const cells = Array.from({ length: 999 }, (_, i) => [`Item ${i + 1}`, '73181500', `${i}`]);
    const { lines: after, block } = pasteBlock([], { row: 0, col: 0 }, cells, columns, access);
    expect(after).toHaveLength(999);
    expect(texts(after)).toEqual(cells);
    expect(new Set(keys(after)).size).toBe(999);
    expect(block).toEqual({ top: 0, bottom: 998, left: 0, right: 2 });
  });
});

describe('filling down with Ctrl+D', () => {
  it('copies the top row of the block into the rows below it', () => {
    const before = lines();
    const after = fillDown(before, { top: 1, bottom: 3, left: 1, right: 2 }, columns, access);
    expect(texts(after)).toEqual([
      ['Bolts', '7318', '10'],
      ['Nuts', '7318', '20'],
      ['Washers', '7318', '20'],
      ['Screws', '7318', '20'],
    ]);
    expect(after[0]).toBe(before[0]);
    expect(after[1]).toBe(before[1]);
  });

  it('copies the row above into a block of one row', () => {
    const after = fillDown(lines(), { top: 2, bottom: 2, left: 0, right: 0 }, columns, access);
    expect(texts(after).map((row) => row[0])).toEqual(['Bolts', 'Nuts', 'Nuts', 'Screws']);
  });

  it('changes nothing on the first row, which has no row above', () => {
    const before = lines();
    expect(fillDown(before, { top: 0, bottom: 0, left: 0, right: 2 }, columns, access)).toEqual(
      before,
    );
  });
});

describe('clearing and copying a block', () => {
  it('clears the cells of the block only', () => {
    const after = clearBlock(lines(), { top: 1, bottom: 2, left: 0, right: 1 }, columns, access);
    expect(texts(after)).toEqual([
      ['Bolts', '7318', '10'],
      ['', '', '20'],
      ['', '', '30'],
      ['Screws', '7318', '40'],
    ]);
  });

  it('copies the texts of the block', () => {
    expect(copyBlock(lines(), { top: 1, bottom: 2, left: 1, right: 2 }, columns, access)).toEqual([
      ['7318', '20'],
      ['7318', '30'],
    ]);
  });

  it('copies only what lies on the lines and columns there are', () => {
    expect(copyBlock(lines(), { top: 3, bottom: 6, left: 2, right: 5 }, columns, access)).toEqual([
      ['40'],
    ]);
  });
});

describe('inserting, deleting and moving lines', () => {
  it.each([
    [-1, ['new', 'a', 'b', 'c', 'd']],
    [0, ['a', 'new', 'b', 'c', 'd']],
    [3, ['a', 'b', 'c', 'd', 'new']],
    [9, ['a', 'b', 'c', 'd', 'new']],
  ])('inserts a line after line %d', (after, order) => {
    const inserted = insertLine(lines(), after, access);
    expect(keys(inserted).map((key) => (key.startsWith('new-') ? 'new' : key))).toEqual(order);
  });

  it('inserts the first line into an empty list', () => {
    expect(insertLine([], 0, access)).toHaveLength(1);
  });

  it.each([
    [1, 2, ['a', 'd']],
    [2, 1, ['a', 'd']],
    [0, 0, ['b', 'c', 'd']],
    [0, 3, []],
  ])('deletes lines %d to %d', (top, bottom, order) => {
    expect(keys(deleteLines(lines(), top, bottom))).toEqual(order);
  });

  it.each([
    [1, 2, -1, ['b', 'c', 'a', 'd'], 0, 1],
    [1, 2, 1, ['a', 'd', 'b', 'c'], 2, 3],
    [0, 0, 1, ['b', 'a', 'c', 'd'], 1, 1],
    [3, 3, -1, ['a', 'b', 'd', 'c'], 2, 2],
    [2, 1, -1, ['b', 'c', 'a', 'd'], 1, 0],
  ] as const)('moves lines %d to %d by %d', (top, bottom, by, order, newTop, newBottom) => {
    const moved = moveLines(lines(), top, bottom, by);
    expect(keys(moved.lines)).toEqual(order);
    expect(moved).toMatchObject({ top: newTop, bottom: newBottom });
  });

  it.each([
    [0, 1, -1],
    [2, 3, 1],
    [0, 3, 1],
  ] as const)('moves no line past an end (lines %d to %d by %d)', (top, bottom, by) => {
    const moved = moveLines(lines(), top, bottom, by);
    expect(keys(moved.lines)).toEqual(['a', 'b', 'c', 'd']);
    expect(moved).toMatchObject({ top, bottom });
  });
});
