export interface GridPosition {
  readonly row: number;
  readonly col: number;
}

export interface GridKeyState {
  readonly active: GridPosition;
  /** The other corner of a selected block (Shift+arrows); equal to active when one cell. */
  readonly anchor: GridPosition;
  readonly editing: boolean;
}

export interface GridKey {
  readonly key: string;
  readonly shiftKey?: boolean;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
  readonly altKey?: boolean;
}

export interface GridSize {
  readonly rows: number;
  readonly cols: number;
  /** rows per PageUp/PageDown */
  readonly page: number;
}

/**
 * What the grid does besides moving. start-edit's initial is the character typed, replacing the
 * value (absent for F2 and Enter, keeping it). clear: Delete, Backspace. fill-down: Ctrl+D.
 * insert-line: Insert, Ctrl++ (a line below the active row). delete-lines: Ctrl+Delete, Ctrl+-.
 * move-lines: Alt+ArrowUp, Alt+ArrowDown (the selected rows). Ctrl stands for Cmd too.
 */
export type GridCommand =
  | { readonly kind: 'start-edit'; readonly initial?: string }
  | { readonly kind: 'commit' }
  | { readonly kind: 'cancel' }
  | { readonly kind: 'clear' }
  | { readonly kind: 'fill-down' }
  | { readonly kind: 'undo' }
  | { readonly kind: 'redo' }
  | { readonly kind: 'insert-line' }
  | { readonly kind: 'delete-lines' }
  | { readonly kind: 'move-lines'; readonly by: -1 | 1 }
  | { readonly kind: 'copy' }
  | { readonly kind: 'select-all' };

/**
 * A command applies to the state the key was pressed in; `state` is where the selection is after
 * it (for instance on the new line after insert-line, on the moved lines after move-lines).
 */
export interface GridKeyResult {
  readonly state: GridKeyState;
  readonly command?: GridCommand;
  /** the browser's own handling must be stopped */
  readonly handled: boolean;
}

/** A block of cells, inclusive on all sides. */
export interface Block {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
}

export const blockOf = ({ active, anchor }: Pick<GridKeyState, 'active' | 'anchor'>): Block => ({
  top: Math.min(active.row, anchor.row),
  bottom: Math.max(active.row, anchor.row),
  left: Math.min(active.col, anchor.col),
  right: Math.max(active.col, anchor.col),
});

const isEmpty = (size: GridSize) => size.rows <= 0 || size.cols <= 0;
// On an empty grid (last -1) the position stays at 0.
const clamp = (value: number, last: number) => Math.max(0, Math.min(value, last));
const within = (at: GridPosition, size: GridSize): GridPosition => ({
  row: clamp(at.row, size.rows - 1),
  col: clamp(at.col, size.cols - 1),
});

const unchanged = (state: GridKeyState): GridKeyResult => ({ state, handled: false });

const moved = (state: GridKeyState, to: GridPosition, size: GridSize, extend = false) => {
  const active = within(to, size);
  return { active, anchor: extend ? state.anchor : active, editing: false };
};

/** Tab's way through the grid: along the row, then on to the next one, never past either end. */
const stepped = (from: GridPosition, by: -1 | 1, size: GridSize): GridPosition => {
  const at = within(from, size);
  if (isEmpty(size)) return at;
  const index = clamp(at.row * size.cols + at.col + by, size.rows * size.cols - 1);
  return { row: Math.floor(index / size.cols), col: index % size.cols };
};

const isCtrl = (key: GridKey) => Boolean(key.ctrlKey || key.metaKey);
// Windows reports AltGr, which types "€" and "@" on a Belgian keyboard, as Ctrl+Alt.
const isAltGr = (key: GridKey) => Boolean(key.ctrlKey && key.altKey && !key.metaKey);

/** Where a navigation key takes the active cell, before clamping; undefined for other keys. */
const destination = (at: GridPosition, key: GridKey, size: GridSize): GridPosition | undefined => {
  const ctrl = isCtrl(key);
  const [lastRow, lastCol] = [size.rows - 1, size.cols - 1];
  switch (key.key) {
    case 'ArrowUp':
      return { row: ctrl ? 0 : at.row - 1, col: at.col };
    case 'ArrowDown':
      return { row: ctrl ? lastRow : at.row + 1, col: at.col };
    case 'ArrowLeft':
      return { row: at.row, col: ctrl ? 0 : at.col - 1 };
    case 'ArrowRight':
      return { row: at.row, col: ctrl ? lastCol : at.col + 1 };
    case 'Home':
      return { row: ctrl ? 0 : at.row, col: 0 };
    case 'End':
      return { row: ctrl ? lastRow : at.row, col: lastCol };
    case 'PageUp':
      return { row: at.row - size.page, col: at.col };
    case 'PageDown':
      return { row: at.row + size.page, col: at.col };
    default:
      return undefined;
  }
};

const CTRL_COMMANDS: ReadonlyMap<string, GridCommand> = new Map<string, GridCommand>([
  ['z', { kind: 'undo' }],
  ['y', { kind: 'redo' }],
  ['d', { kind: 'fill-down' }],
  ['a', { kind: 'select-all' }],
  ['c', { kind: 'copy' }],
  // Ctrl+Insert is the older Windows copy, as Shift+Insert is its paste (left to the browser).
  ['insert', { kind: 'copy' }],
  ['delete', { kind: 'delete-lines' }],
  ['-', { kind: 'delete-lines' }],
  ['+', { kind: 'insert-line' }],
]);

/** The command a key gives outside editing, whatever the selection. */
const commandOf = (key: GridKey): GridCommand | undefined => {
  const name = key.key.toLowerCase();
  if (isCtrl(key) && !key.altKey) {
    if (name === 'z' && key.shiftKey) return { kind: 'redo' };
    // Ctrl+Shift+= is Ctrl++ on a keyboard without a plus key of its own.
    if (name === '=' && key.shiftKey) return { kind: 'insert-line' };
    return CTRL_COMMANDS.get(name);
  }
  if (key.altKey && !isCtrl(key)) {
    if (name === 'arrowup') return { kind: 'move-lines', by: -1 };
    if (name === 'arrowdown') return { kind: 'move-lines', by: 1 };
    return undefined;
  }
  if (name === 'insert' && !key.shiftKey) return { kind: 'insert-line' };
  if (name === 'delete' || name === 'backspace') return { kind: 'clear' };
  return undefined;
};

const collapsedAt = (row: number, col: number): GridKeyState => {
  const at = { row, col };
  return { active: at, anchor: at, editing: false };
};

/** The command with the selection it leaves; the history commands work on an empty grid too. */
const issued = (state: GridKeyState, command: GridCommand, size: GridSize): GridKeyResult => {
  const handled = true;
  if (command.kind === 'undo' || command.kind === 'redo') return { state, command, handled };
  const { active } = state;
  if (command.kind === 'insert-line')
    return {
      state: collapsedAt(Math.min(active.row + 1, size.rows), active.col),
      command,
      handled,
    };
  if (isEmpty(size)) return { state, handled };
  const block = blockOf(state);
  switch (command.kind) {
    case 'select-all':
      return {
        state: {
          active: { row: 0, col: 0 },
          anchor: { row: size.rows - 1, col: size.cols - 1 },
          editing: false,
        },
        command,
        handled,
      };
    case 'delete-lines': {
      const left = size.rows - (block.bottom - block.top + 1);
      return { state: collapsedAt(clamp(block.top, left - 1), active.col), command, handled };
    }
    case 'move-lines': {
      if (command.by < 0 ? block.top <= 0 : block.bottom >= size.rows - 1)
        return { state, handled };
      const by = (at: GridPosition) => ({ row: at.row + command.by, col: at.col });
      return {
        state: { ...state, active: by(active), anchor: by(state.anchor) },
        command,
        handled,
      };
    }
    default:
      return { state, command, handled };
  }
};

const isCharacter = (key: GridKey) =>
  [...key.key].length === 1 && (isAltGr(key) || (!isCtrl(key) && !key.altKey));

const go = (state: GridKeyState, to: GridPosition, size: GridSize, extend = false) => ({
  state: moved(state, to, size, extend),
  handled: true,
});

const startEdit = (state: GridKeyState, initial?: string): GridKeyResult => ({
  state: { ...state, editing: true },
  command: initial === undefined ? { kind: 'start-edit' } : { kind: 'start-edit', initial },
  handled: true,
});

const browsing = (state: GridKeyState, key: GridKey, size: GridSize): GridKeyResult => {
  const { active, anchor } = state;
  if (isCharacter(key)) return isEmpty(size) ? unchanged(state) : startEdit(state, key.key);
  const command = commandOf(key);
  if (command) return issued(state, command, size);
  if (isEmpty(size) || key.altKey) return unchanged(state);
  const to = destination(active, key, size);
  if (to) return go(state, to, size, key.shiftKey);
  switch (key.key) {
    case 'Tab':
      return go(state, stepped(active, key.shiftKey ? -1 : 1, size), size);
    case 'Enter':
      return key.shiftKey ? go(state, { ...active, row: active.row - 1 }, size) : startEdit(state);
    case 'F2':
      return startEdit(state);
    case 'Escape':
      if (active.row === anchor.row && active.col === anchor.col) return unchanged(state);
      return { state: { ...state, anchor: active }, handled: true };
    default:
      return unchanged(state);
  }
};

const editing = (state: GridKeyState, key: GridKey, size: GridSize): GridKeyResult => {
  const { active } = state;
  const direction = key.shiftKey ? -1 : 1;
  switch (key.key) {
    case 'Escape':
      return { state: { ...state, editing: false }, command: { kind: 'cancel' }, handled: true };
    case 'Enter': {
      const to = { row: active.row + direction, col: active.col };
      return { state: moved(state, to, size), command: { kind: 'commit' }, handled: true };
    }
    case 'Tab':
      return {
        state: moved(state, stepped(active, direction, size), size),
        command: { kind: 'commit' },
        handled: true,
      };
    default:
      // Arrows, Home, End, characters, Ctrl+Z: the editor's own.
      return unchanged(state);
  }
};

/**
 * The grid's answer to a key, as Excel, LibreOffice Calc and Google Sheets answer it: moving,
 * selecting a block, editing a cell, and the commands on lines.
 */
export const gridKey = (state: GridKeyState, key: GridKey, size: GridSize): GridKeyResult =>
  state.editing ? editing(state, key, size) : browsing(state, key, size);
