import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  forwardRef,
  memo,
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
} from 'react';
import type { Formats } from '../../i18n/formats.ts';
import { useT } from '../../i18n/use-t.ts';
import type { GridLine } from './draft.ts';
import { GRID_COLUMNS, type DecimalSeparator } from './grid-columns.ts';
import {
  applyGridCommand,
  cellPath,
  copyText,
  pasteAt,
  textOf,
  typeInto,
} from './grid-commands.ts';
import { blockOf, gridKey, type GridKeyState } from './grid/grid-keys.ts';
import { GridRow, NUMBER_WIDTH, ROW_HEIGHT, SOURCE_WIDTH, type RowEditor } from './grid-row.tsx';
import type { LineReading, ReviewFinding, ValueSource } from './reading.ts';
import { markOf, needsEyes, type ValueMark } from './value-marks.ts';
import classes from './goods-grid.module.css';

export interface GoodsGridHandle {
  /** Click to capture: the text goes into the active cell, as if typed there. */
  capture(text: string): void;
  focus(): void;
  /**
   * Puts the active cell on a goods line's value (a finding's place) and the focus in the grid;
   * false when the grid does not show that line (not drawn yet, or filtered out).
   */
  goTo(line: number, columnPath: string): boolean;
}

export interface GoodsGridProps {
  readonly lines: readonly GridLine[];
  readonly readings: readonly LineReading[];
  readonly documentNames: ReadonlyMap<string, string>;
  /** JSON Pointers a declarant changed or confirmed. */
  readonly checked: ReadonlySet<string>;
  readonly findings: ReadonlyMap<string, ReviewFinding[]>;
  readonly editable: boolean;
  readonly onlyEyes: boolean;
  readonly separator: DecimalSeparator;
  readonly formats: Formats;
  readonly height: number | string;
  readonly onLines: (lines: GridLine[]) => void;
  readonly onConfirm: (paths: string[]) => void;
  readonly onUndo: () => void;
  readonly onRedo: () => void;
  /** The focused value: its pointer and where it was read, for the document to show. */
  readonly onFocusValue: (path: string, source: ValueSource | undefined) => void;
}

type Row = GridLine & { readonly index: number };
const features = tableFeatures({});
const helper = createColumnHelper<typeof features, Row>();
// The table's columns are the grid's: TanStack Table keeps rows and columns, the grid draws them.
const columns = helper.columns(
  GRID_COLUMNS.map((column) => helper.display({ id: column.id, header: () => column.id })),
);

const START: GridKeyState = {
  active: { row: 0, col: 0 },
  anchor: { row: 0, col: 0 },
  editing: false,
};

/**
 * The goods lines as a spreadsheet (issue 27): TanStack Table's rows drawn by TanStack Virtual,
 * so 999 lines cost what the visible 30 cost; keys as in Excel (grid/grid-keys.ts), paste of a
 * block from Excel or LibreOffice, fill down, lines added, deleted and moved, undo and redo.
 */
export const GoodsGrid = memo(
  forwardRef<GoodsGridHandle, GoodsGridProps>(function GoodsGrid(props, ref) {
    const t = useT();
    const { lines, readings, checked, findings, onlyEyes, editable } = props;
    const scroller = useRef<HTMLDivElement>(null);
    const [keys, setKeys] = useState<GridKeyState>(START);
    const [editText, setEditText] = useState('');
    // An editor that a key already committed or cancelled is not committed again when it unmounts.
    const editing = useRef(false);

    // Each line's marks, recomputed only when the lines, the reading or the findings change.
    const marks = useMemo(
      () =>
        lines.map((line, index): ValueMark[] => {
          const read = line.meta.read === undefined ? undefined : readings[line.meta.read];
          return GRID_COLUMNS.map((column) => {
            const path = cellPath(index, column);
            const value = path
              .split('/')
              .slice(3)
              .reduce<unknown>(
                (node, segment) =>
                  typeof node === 'object' && node !== null
                    ? (node as Record<string, unknown>)[segment]
                    : undefined,
                line.item,
              );
            return markOf(value, read?.values[column.id], checked.has(path), findings.get(path));
          });
        }),
      [lines, readings, checked, findings],
    );
    const rows = useMemo(() => {
      const all = lines.map((line, index): Row => ({ ...line, index }));
      return onlyEyes
        ? all.filter(
            (row) =>
              marks[row.index]!.some(needsEyes) ||
              (findings.get(`/goods_items/${row.index}`)?.length ?? 0) > 0,
          )
        : all;
    }, [lines, marks, onlyEyes, findings]);

    const table = useTable({ features, columns, data: rows, getRowId: (row) => row.meta.key });
    const tableRows = table.getRowModel().rows;

    const virtualizer = useVirtualizer({
      count: tableRows.length,
      getScrollElement: () => scroller.current,
      estimateSize: () => ROW_HEIGHT,
      overscan: 8,
      scrollMargin: ROW_HEIGHT,
    });

    const size = { rows: tableRows.length, cols: GRID_COLUMNS.length, page: 20 };
    const lineAt = (row: number) => tableRows[row]?.original.index;

    // The focused value's place on the document.
    const activeLine = lineAt(keys.active.row);
    const activeColumn = GRID_COLUMNS[keys.active.col]!;
    const { onFocusValue } = props;
    useEffect(() => {
      if (activeLine === undefined) return;
      const read = lines[activeLine]?.meta.read;
      const found = read === undefined ? undefined : readings[read]?.values[activeColumn.id];
      onFocusValue(cellPath(activeLine, activeColumn), found?.source);
    }, [activeLine, activeColumn, lines, readings, onFocusValue]);

    useEffect(() => {
      if (tableRows.length > 0) virtualizer.scrollToIndex(keys.active.row, { align: 'auto' });
    }, [keys.active.row, tableRows.length, virtualizer]);

    const shownLines = useMemo(() => tableRows.map((row) => row.original.index), [tableRows]);
    const context = {
      lines,
      shownLines,
      separator: props.separator,
    };

    const commit = (state: GridKeyState) => {
      const line = lineAt(state.active.row);
      if (line === undefined) return;
      const next = typeInto(
        lines,
        line,
        GRID_COLUMNS[state.active.col]!,
        editText,
        props.separator,
      );
      if (next !== lines) props.onLines([...next]);
    };

    const press = (event: KeyboardEvent<HTMLElement>) => {
      if (
        !editable &&
        ![
          'ArrowUp',
          'ArrowDown',
          'ArrowLeft',
          'ArrowRight',
          'Tab',
          'Home',
          'End',
          'PageUp',
          'PageDown',
        ].includes(event.key)
      )
        return;
      if ((event.ctrlKey || event.metaKey) && event.key === 'Enter' && !keys.editing) {
        event.preventDefault();
        const block = blockOf(keys);
        const paths: string[] = [];
        for (let row = block.top; row <= block.bottom; row++)
          for (let col = block.left; col <= block.right; col++)
            paths.push(cellPath(lineAt(row)!, GRID_COLUMNS[col]!));
        props.onConfirm(paths);
        return;
      }
      const result = gridKey(keys, event, size);
      if (result.command?.kind === 'copy') return; // the copy event fills the clipboard
      if (result.handled) event.preventDefault();
      const command = result.command;
      if (command?.kind === 'start-edit') {
        const line = lineAt(keys.active.row);
        if (line === undefined) return;
        setEditText(
          command.initial ?? textOf(lines[line]!, GRID_COLUMNS[keys.active.col]!, props.separator),
        );
      } else if (command?.kind === 'commit') commit(keys);
      else if (command?.kind === 'cancel') editing.current = false;
      else if (command?.kind === 'undo') props.onUndo();
      else if (command?.kind === 'redo') props.onRedo();
      else if (command) {
        const next = applyGridCommand(command, keys, result.state, context);
        if (next) props.onLines(next);
      }
      setKeys(result.state);
      if (!result.state.editing) scroller.current?.focus({ preventScroll: true });
    };

    const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
      if (!editable || keys.editing) return;
      event.preventDefault();
      const pasted = pasteAt(event.clipboardData.getData('text/plain'), keys, context);
      if (!pasted) return;
      props.onLines(pasted.lines);
      setKeys({
        active: { row: pasted.block.top, col: pasted.block.left },
        anchor: { row: pasted.block.bottom, col: pasted.block.right },
        editing: false,
      });
    };

    const onCopy = (event: ClipboardEvent<HTMLDivElement>) => {
      if (keys.editing) return;
      event.preventDefault();
      event.clipboardData.setData('text/plain', copyText(keys, context));
    };

    useImperativeHandle(ref, () => ({
      capture: (text: string) => {
        const line = lineAt(keys.active.row);
        if (!editable || line === undefined) return;
        const next = typeInto(lines, line, GRID_COLUMNS[keys.active.col]!, text, props.separator);
        if (next !== lines) props.onLines([...next]);
      },
      focus: () => scroller.current?.focus(),
      goTo: (line: number, columnPath: string) => {
        const row = tableRows.findIndex((candidate) => candidate.original.index === line);
        if (row < 0) return false;
        const col = Math.max(
          0,
          GRID_COLUMNS.findIndex((column) => columnPath.startsWith(column.path)),
        );
        setKeys({ active: { row, col }, anchor: { row, col }, editing: false });
        scroller.current?.focus({ preventScroll: true });
        return true;
      },
    }));

    const onCellMouseDown = useCallback((row: number, col: number, extend: boolean) => {
      setKeys((current) => ({
        active: { row, col },
        anchor: extend ? current.anchor : { row, col },
        editing: false,
      }));
      scroller.current?.focus({ preventScroll: true });
    }, []);

    const block = blockOf(keys);
    const editor: RowEditor | undefined = keys.editing
      ? {
          text: editText,
          onText: setEditText,
          onKeyDown: (event) => {
            event.stopPropagation();
            press(event);
          },
          onBlur: () => {
            commit(keys);
            setKeys((current) => ({ ...current, editing: false }));
          },
        }
      : undefined;
    const totalWidth =
      NUMBER_WIDTH + SOURCE_WIDTH + GRID_COLUMNS.reduce((sum, column) => sum + column.width, 0);

    return (
      <div
        ref={scroller}
        className={classes.scroller}
        style={{ height: props.height }}
        role="grid"
        aria-label={t('review.section.goods')}
        aria-rowcount={tableRows.length}
        aria-colcount={GRID_COLUMNS.length}
        aria-activedescendant={keys.editing ? undefined : 'goods-grid-active'}
        tabIndex={0}
        data-testid="goods-grid"
        onKeyDown={keys.editing ? undefined : press}
        onPaste={onPaste}
        onCopy={onCopy}
      >
        <div className={classes.head} role="row" style={{ width: totalWidth }}>
          <div role="columnheader" style={{ width: NUMBER_WIDTH }}>
            {t('review.col.number')}
          </div>
          {GRID_COLUMNS.map((column) => (
            <div role="columnheader" key={column.id} style={{ width: column.width }}>
              {t(column.label)}
            </div>
          ))}
          <div role="columnheader" style={{ width: SOURCE_WIDTH }}>
            {t('review.col.source')}
          </div>
        </div>
        <div
          className={classes.body}
          style={{ height: virtualizer.getTotalSize(), width: totalWidth }}
        >
          {virtualizer.getVirtualItems().map((item) => {
            const row = tableRows[item.index]!.original;
            const isActive = item.index === keys.active.row;
            const inBlock = item.index >= block.top && item.index <= block.bottom;
            const read = row.meta.read === undefined ? undefined : readings[row.meta.read];
            return (
              <GridRow
                key={row.meta.key}
                line={row}
                rowIndex={item.index}
                shownIndex={item.index}
                lineIndex={row.index}
                top={item.start - ROW_HEIGHT}
                reading={read}
                marks={marks[row.index]!}
                documentName={(read?.document && props.documentNames.get(read.document)) || ''}
                activeCol={isActive ? keys.active.col : -1}
                {...(inBlock && (block.bottom > block.top || block.right > block.left)
                  ? { selected: [block.left, block.right] as const }
                  : {})}
                {...(isActive && editor ? { editor } : {})}
                formats={props.formats}
                onCellMouseDown={onCellMouseDown}
              />
            );
          })}
        </div>
      </div>
    );
  }),
);
