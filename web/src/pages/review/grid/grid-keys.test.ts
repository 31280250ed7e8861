import { describe, expect, it } from 'vitest';
import {
  blockOf,
  gridKey,
  type GridKey,
  type GridKeyState,
  type GridPosition,
  type GridSize,
} from './grid-keys.ts';

// A grid of 10 lines and 5 columns, 4 lines to a page.
const size: GridSize = { rows: 10, cols: 5, page: 4 };
const at = (row: number, col: number): GridPosition => ({ row, col });
const cell = (row: number, col: number, editing = false): GridKeyState => ({
  active: at(row, col),
  anchor: at(row, col),
  editing,
});
const block = (active: GridPosition, anchor: GridPosition): GridKeyState => ({
  active,
  anchor,
  editing: false,
});

const key = (name: string, modifiers = ''): GridKey => ({
  key: name,
  shiftKey: modifiers.includes('shift'),
  ctrlKey: modifiers.includes('ctrl'),
  metaKey: modifiers.includes('meta'),
  altKey: modifiers.includes('alt'),
});

describe('moving the active cell', () => {
  it.each([
    ['ArrowDown', '', at(3, 2), at(4, 2)],
    ['ArrowUp', '', at(3, 2), at(2, 2)],
    ['ArrowLeft', '', at(3, 2), at(3, 1)],
    ['ArrowRight', '', at(3, 2), at(3, 3)],
    ['ArrowUp', '', at(0, 2), at(0, 2)],
    ['ArrowDown', '', at(9, 2), at(9, 2)],
    ['ArrowLeft', '', at(3, 0), at(3, 0)],
    ['ArrowRight', '', at(3, 4), at(3, 4)],
    ['ArrowUp', 'ctrl', at(7, 2), at(0, 2)],
    ['ArrowDown', 'ctrl', at(3, 2), at(9, 2)],
    ['ArrowLeft', 'ctrl', at(3, 3), at(3, 0)],
    ['ArrowRight', 'ctrl', at(3, 1), at(3, 4)],
    ['ArrowDown', 'meta', at(3, 2), at(9, 2)],
    ['Home', '', at(3, 3), at(3, 0)],
    ['End', '', at(3, 1), at(3, 4)],
    ['Home', 'ctrl', at(6, 3), at(0, 0)],
    ['End', 'ctrl', at(2, 1), at(9, 4)],
    ['End', 'meta', at(2, 1), at(9, 4)],
    ['PageDown', '', at(3, 2), at(7, 2)],
    ['PageDown', '', at(7, 2), at(9, 2)],
    ['PageUp', '', at(6, 2), at(2, 2)],
    ['PageUp', '', at(2, 2), at(0, 2)],
    ['Tab', '', at(3, 2), at(3, 3)],
    ['Tab', '', at(3, 4), at(4, 0)],
    ['Tab', '', at(9, 4), at(9, 4)],
    ['Tab', 'shift', at(3, 2), at(3, 1)],
    ['Tab', 'shift', at(3, 0), at(2, 4)],
    ['Tab', 'shift', at(0, 0), at(0, 0)],
    ['Enter', 'shift', at(3, 2), at(2, 2)],
    ['Enter', 'shift', at(0, 2), at(0, 2)],
  ])('%s %s from %o goes to %o', (name, modifiers, from, to) => {
    const result = gridKey(cell(from.row, from.col), key(name, modifiers), size);
    expect(result).toEqual({ state: cell(to.row, to.col), handled: true });
  });

  it.each([
    ['ArrowDown', ''],
    ['ArrowRight', 'ctrl'],
    ['Home', ''],
    ['PageUp', ''],
    ['Tab', ''],
    ['Tab', 'shift'],
    ['Enter', 'shift'],
  ])('collapses a selected block when moving with %s %s', (name, modifiers) => {
    const result = gridKey(block(at(4, 2), at(6, 3)), key(name, modifiers), size);
    expect(result.state.anchor).toEqual(result.state.active);
    expect(result.handled).toBe(true);
  });

  it('brings a position left outside the grid back into it', () => {
    const result = gridKey(cell(14, 7), key('ArrowUp'), size);
    expect(result.state.active).toEqual(at(9, 4));
  });
});

describe('selecting a block with Shift', () => {
  it.each([
    ['ArrowDown', 'shift', at(3, 2), at(4, 2)],
    ['ArrowRight', 'shift', at(3, 2), at(3, 3)],
    ['ArrowUp', 'shift', at(0, 2), at(0, 2)],
    ['ArrowDown', 'shift ctrl', at(3, 2), at(9, 2)],
    ['ArrowLeft', 'shift meta', at(3, 2), at(3, 0)],
    ['End', 'shift', at(3, 2), at(3, 4)],
    ['Home', 'shift ctrl', at(3, 2), at(0, 0)],
    ['PageDown', 'shift', at(3, 2), at(7, 2)],
  ])(
    '%s with %s moves the active cell from %o to %o, the anchor staying',
    (name, mods, from, to) => {
      const result = gridKey(cell(from.row, from.col), key(name, mods), size);
      expect(result).toEqual({ state: block(to, from), handled: true });
    },
  );

  it('extends an existing block from its anchor, and shrinks it back', () => {
    let state = cell(2, 1);
    for (const name of ['ArrowDown', 'ArrowDown', 'ArrowRight', 'ArrowUp'])
      state = gridKey(state, key(name, 'shift'), size).state;
    expect(state).toEqual(block(at(3, 2), at(2, 1)));
    expect(blockOf(state)).toEqual({ top: 2, bottom: 3, left: 1, right: 2 });
  });

  it('collapses a block to the active cell with Escape', () => {
    expect(gridKey(block(at(5, 3), at(2, 1)), key('Escape'), size)).toEqual({
      state: cell(5, 3),
      handled: true,
    });
  });

  it('leaves Escape on a single cell to the page (a dialog may close on it)', () => {
    expect(gridKey(cell(5, 3), key('Escape'), size)).toEqual({ state: cell(5, 3), handled: false });
  });

  it('selects all cells with Ctrl+A, from the first cell to the last', () => {
    expect(gridKey(cell(4, 2), key('a', 'ctrl'), size)).toEqual({
      state: block(at(0, 0), at(9, 4)),
      command: { kind: 'select-all' },
      handled: true,
    });
  });
});

describe('blockOf', () => {
  it.each([
    [at(2, 1), at(5, 3)],
    [at(5, 3), at(2, 1)],
    [at(2, 3), at(5, 1)],
    [at(5, 1), at(2, 3)],
  ])('normalises the corners %o and %o', (active, anchor) => {
    expect(blockOf(block(active, anchor))).toEqual({ top: 2, bottom: 5, left: 1, right: 3 });
  });

  it('is one cell when the anchor is the active cell', () => {
    expect(blockOf(cell(4, 2))).toEqual({ top: 4, bottom: 4, left: 2, right: 2 });
  });
});

describe('starting, committing and cancelling an edit', () => {
  it.each(['Enter', 'F2'])('starts editing the active cell, keeping its value, on %s', (name) => {
    expect(gridKey(cell(3, 2), key(name), size)).toEqual({
      state: cell(3, 2, true),
      command: { kind: 'start-edit' },
      handled: true,
    });
  });

  it.each([
    ['a', ''],
    ['A', 'shift'],
    ['7', ''],
    [',', ''],
    ['-', ''],
    [' ', ''],
    ['é', ''],
    ['€', 'ctrl alt'],
    ['@', 'ctrl alt'],
  ])('starts editing with %j typed as the new value (%s)', (name, modifiers) => {
    expect(gridKey(cell(3, 2), key(name, modifiers), size)).toEqual({
      state: cell(3, 2, true),
      command: { kind: 'start-edit', initial: name },
      handled: true,
    });
  });

  it.each([
    ['Enter', '', at(3, 2), at(4, 2)],
    ['Enter', '', at(9, 2), at(9, 2)],
    ['Enter', 'shift', at(3, 2), at(2, 2)],
    ['Enter', 'shift', at(0, 2), at(0, 2)],
    ['Tab', '', at(3, 2), at(3, 3)],
    ['Tab', '', at(3, 4), at(4, 0)],
    ['Tab', '', at(9, 4), at(9, 4)],
    ['Tab', 'shift', at(3, 0), at(2, 4)],
    ['Tab', 'shift', at(0, 0), at(0, 0)],
  ])('commits on %s %s and moves from %o to %o', (name, modifiers, from, to) => {
    expect(gridKey(cell(from.row, from.col, true), key(name, modifiers), size)).toEqual({
      state: cell(to.row, to.col),
      command: { kind: 'commit' },
      handled: true,
    });
  });

  it('commits an edit started on a block and collapses it', () => {
    const editing = { ...block(at(4, 2), at(6, 3)), editing: true };
    expect(gridKey(editing, key('Enter'), size).state).toEqual(cell(5, 2));
  });

  it('cancels on Escape, staying where it was', () => {
    expect(gridKey(cell(3, 2, true), key('Escape'), size)).toEqual({
      state: cell(3, 2),
      command: { kind: 'cancel' },
      handled: true,
    });
  });

  it.each([
    ['ArrowLeft', ''],
    ['ArrowDown', ''],
    ['ArrowUp', 'shift'],
    ['Home', ''],
    ['End', 'shift'],
    ['PageDown', ''],
    ['a', ''],
    ['Backspace', ''],
    ['Delete', ''],
    ['F2', ''],
    ['z', 'ctrl'],
    ['y', 'ctrl'],
    ['d', 'ctrl'],
    ['a', 'ctrl'],
    ['c', 'ctrl'],
    ['v', 'ctrl'],
    ['Insert', ''],
    ['Delete', 'ctrl'],
    ['ArrowUp', 'alt'],
  ])('leaves %s %s to the editor while editing', (name, modifiers) => {
    expect(gridKey(cell(3, 2, true), key(name, modifiers), size)).toEqual({
      state: cell(3, 2, true),
      handled: false,
    });
  });
});

describe('commands outside editing', () => {
  it.each([
    ['Delete', '', 'clear'],
    ['Backspace', '', 'clear'],
    ['d', 'ctrl', 'fill-down'],
    ['D', 'ctrl shift', 'fill-down'],
    ['z', 'ctrl', 'undo'],
    ['z', 'meta', 'undo'],
    ['Z', 'ctrl', 'undo'],
    ['y', 'ctrl', 'redo'],
    ['Z', 'ctrl shift', 'redo'],
    ['z', 'meta shift', 'redo'],
    ['c', 'ctrl', 'copy'],
    ['c', 'meta', 'copy'],
    ['Insert', 'ctrl', 'copy'],
  ] as const)('%s %s gives %s, the selection staying', (name, modifiers, kind) => {
    const state = block(at(4, 2), at(6, 3));
    expect(gridKey(state, key(name, modifiers), size)).toEqual({
      state,
      command: { kind },
      handled: true,
    });
  });

  it.each([
    ['Insert', ''],
    ['+', 'ctrl'],
    ['+', 'ctrl shift'],
    ['=', 'ctrl shift'],
    ['+', 'meta shift'],
  ])('inserts a line below the active row on %s %s, and goes to it', (name, modifiers) => {
    expect(gridKey(block(at(4, 2), at(6, 3)), key(name, modifiers), size)).toEqual({
      state: cell(5, 2),
      command: { kind: 'insert-line' },
      handled: true,
    });
  });

  it('inserts a line after the last one from the last row', () => {
    expect(gridKey(cell(9, 1), key('Insert'), size).state).toEqual(cell(10, 1));
  });

  it.each([
    ['Delete', 'ctrl'],
    ['-', 'ctrl'],
    ['-', 'meta'],
  ])('deletes the selected lines on %s %s, the next line taking their place', (name, mods) => {
    expect(gridKey(block(at(4, 2), at(6, 3)), key(name, mods), size)).toEqual({
      state: cell(4, 2),
      command: { kind: 'delete-lines' },
      handled: true,
    });
  });

  it('goes to the new last line after deleting the last lines', () => {
    expect(gridKey(block(at(9, 1), at(7, 1)), key('Delete', 'ctrl'), size).state).toEqual(
      cell(6, 1),
    );
  });

  it('goes to the first cell after deleting every line', () => {
    expect(gridKey(block(at(9, 1), at(0, 1)), key('Delete', 'ctrl'), size).state).toEqual(
      cell(0, 1),
    );
  });

  it.each([
    ['ArrowUp', -1, block(at(3, 2), at(5, 3))],
    ['ArrowDown', 1, block(at(5, 2), at(7, 3))],
  ] as const)(
    'moves the selected lines with Alt+%s, the selection following',
    (name, by, moved) => {
      expect(gridKey(block(at(4, 2), at(6, 3)), key(name, 'alt'), size)).toEqual({
        state: moved,
        command: { kind: 'move-lines', by },
        handled: true,
      });
    },
  );

  it.each([
    ['ArrowUp', block(at(0, 2), at(2, 3))],
    ['ArrowDown', block(at(9, 2), at(7, 3))],
  ])('moves no line past the edge with Alt+%s', (name, state) => {
    expect(gridKey(state, key(name, 'alt'), size)).toEqual({ state, handled: true });
  });

  it.each([
    ['v', 'ctrl'],
    ['x', 'ctrl'],
    ['Insert', 'shift'],
    ['=', 'ctrl'],
    ['ArrowLeft', 'alt'],
    ['a', 'alt'],
    ['a', 'meta alt'],
    ['F5', ''],
    ['Shift', 'shift'],
    ['Control', 'ctrl'],
    ['Dead', ''],
    ['Unidentified', ''],
  ])('leaves %s %s to the browser, the state unchanged', (name, modifiers) => {
    const state = block(at(4, 2), at(6, 3));
    expect(gridKey(state, key(name, modifiers), size)).toEqual({ state, handled: false });
  });
});

describe('an empty grid', () => {
  const empty: GridSize = { rows: 0, cols: 5, page: 4 };
  const start = cell(0, 0);

  it.each([
    ['ArrowDown', ''],
    ['End', 'ctrl'],
    ['PageDown', ''],
    ['Tab', ''],
    ['Enter', ''],
    ['F2', ''],
    ['a', ''],
  ])('does nothing on %s %s', (name, modifiers) => {
    expect(gridKey(start, key(name, modifiers), empty)).toEqual({ state: start, handled: false });
  });

  it.each([
    ['Delete', ''],
    ['d', 'ctrl'],
    ['a', 'ctrl'],
    ['c', 'ctrl'],
    ['Delete', 'ctrl'],
    ['ArrowDown', 'alt'],
  ])('gives no command on %s %s, keeping the key from the browser', (name, modifiers) => {
    expect(gridKey(start, key(name, modifiers), empty)).toEqual({ state: start, handled: true });
  });

  it('inserts the first line', () => {
    expect(gridKey(start, key('Insert'), empty)).toEqual({
      state: start,
      command: { kind: 'insert-line' },
      handled: true,
    });
  });

  it.each([
    ['z', 'undo'],
    ['y', 'redo'],
  ] as const)('still undoes and redoes (Ctrl+%s), as after deleting every line', (name, kind) => {
    expect(gridKey(start, key(name, 'ctrl'), empty)).toEqual({
      state: start,
      command: { kind },
      handled: true,
    });
  });
});
