import { memo, type KeyboardEvent } from 'react';
import type { Formats } from '../../i18n/formats.ts';
import { GRID_COLUMNS, cellValue, type GridColumn } from './grid-columns.ts';
import type { GridLine } from './draft.ts';
import type { LineReading } from './reading.ts';
import type { ValueMark } from './value-marks.ts';
import classes from './goods-grid.module.css';
import { valueText } from './value-text.ts';

export const ROW_HEIGHT = 30;
export const NUMBER_WIDTH = 44;
export const SOURCE_WIDTH = 140;

export interface RowEditor {
  readonly text: string;
  readonly onText: (text: string) => void;
  readonly onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  readonly onBlur: () => void;
}

export interface GridRowProps {
  readonly line: GridLine;
  /** The row's place in the grid as shown (1-based for people) and in the goods list. */
  readonly shownIndex: number;
  readonly lineIndex: number;
  readonly top: number;
  readonly reading: LineReading | undefined;
  readonly marks: readonly ValueMark[];
  readonly documentName: string;
  /** The active column on this row, or -1. */
  readonly activeCol: number;
  /** The selected columns on this row (left, right), or undefined. */
  readonly selected?: readonly [number, number];
  readonly editor?: RowEditor;
  readonly formats: Formats;
  readonly onCellMouseDown: (row: number, col: number, extend: boolean) => void;
  readonly rowIndex: number;
}

const shown = (value: unknown, column: GridColumn, formats: Formats) =>
  value === undefined || value === null
    ? ''
    : column.kind === 'number' && typeof value === 'number'
      ? formats.number(value, column.whole ? 0 : 3)
      : valueText(value);

const markClass: Record<ValueMark['kind'], string | undefined> = {
  checked: classes.checked,
  read: undefined,
  low: classes.low,
  'not-taken': classes.notTaken,
  none: undefined,
};

/**
 * One goods line. Memoised on its props: a key press re-renders the rows whose active cell or
 * selection changed, never the whole grid (the 50 ms from key to frame).
 */
export const GridRow = memo(function GridRow(props: GridRowProps) {
  const { line, marks, formats, activeCol, selected, editor } = props;
  return (
    <div
      role="row"
      aria-rowindex={props.shownIndex + 1}
      className={classes.row}
      style={{ transform: `translateY(${props.top}px)` }}
      data-line={props.lineIndex}
    >
      <div role="rowheader" className={classes.number} style={{ width: NUMBER_WIDTH }}>
        {props.lineIndex + 1}
      </div>
      {GRID_COLUMNS.map((column, col) => {
        const mark = marks[col]!;
        const value = cellValue(line.item, column);
        const active = col === activeCol;
        const inBlock = selected !== undefined && col >= selected[0] && col <= selected[1];
        const classNames = [
          classes.cell,
          column.kind === 'number' ? classes.numeric : undefined,
          markClass[mark.kind],
          mark.finding ? classes[mark.finding.severity] : undefined,
          inBlock ? classes.selected : undefined,
          active ? classes.active : undefined,
        ]
          .filter(Boolean)
          .join(' ');
        const text =
          mark.kind === 'not-taken' ? valueText(mark.found?.value) : shown(value, column, formats);
        return (
          <div
            key={column.id}
            role="gridcell"
            id={active ? 'goods-grid-active' : undefined}
            aria-selected={inBlock || active}
            data-col={column.id}
            data-mark={mark.kind}
            data-finding={mark.finding?.severity}
            className={classNames}
            style={{ width: column.width }}
            title={mark.finding?.message}
            onMouseDown={(event) => {
              if (event.button !== 0 || (active && editor)) return;
              event.preventDefault();
              props.onCellMouseDown(props.rowIndex, col, event.shiftKey);
            }}
          >
            {active && editor ? (
              <input
                className={classes.editor}
                aria-label={column.id}
                autoFocus
                value={editor.text}
                onChange={(event) => editor.onText(event.currentTarget.value)}
                onKeyDown={editor.onKeyDown}
                onBlur={editor.onBlur}
              />
            ) : (
              text
            )}
          </div>
        );
      })}
      <div className={classes.source} style={{ width: SOURCE_WIDTH }} title={props.documentName}>
        {props.documentName}
      </div>
    </div>
  );
});
