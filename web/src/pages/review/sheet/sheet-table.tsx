import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, type JSX, type MouseEvent } from 'react';
import { cellName, columnLetters, type CellAddress } from './cell-address.ts';
import {
  columnStarts,
  columnWidths,
  HEADER_HEIGHT,
  ROW_HEIGHT,
  rowNumberWidth,
  scrollLeftFor,
} from './sheet-layout.ts';
import type { DocumentSheet } from './sheet-query.ts';
import classes from './sheet-view.module.css';

export interface SheetTableProps {
  readonly sheet: DocumentSheet;
  /** The focused value's cell: outlined and scrolled into view. */
  readonly target?: CellAddress;
  readonly label: string;
  readonly onCapture?: (text: string) => void;
  /** Words for the cells a click captures (a title beside each cell's own text). */
  readonly captureHint?: string;
}

/**
 * One sheet as a spreadsheet program shows it: column letters on top, row numbers at the left,
 * both staying in place while the cells scroll. Rows are virtualised (a sheet may show 2,000), the
 * columns of a row all drawn (60 at most).
 */
export function SheetTable({
  sheet,
  target,
  label,
  onCapture,
  captureHint,
}: SheetTableProps): JSX.Element {
  const scroller = useRef<HTMLDivElement>(null);
  const { rows, columns } = sheet;
  const widths = useMemo(() => columnWidths(rows, columns), [rows, columns]);
  const starts = useMemo(() => columnStarts(widths), [widths]);
  const numberWidth = rowNumberWidth(rows.length);
  const width = numberWidth + widths.reduce((sum, column) => sum + column, 0);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    // The rows start under the column letters, which stay over them when scrolled.
    scrollMargin: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
  });

  const targetRow = target?.row;
  const targetColumn = target?.column;
  useEffect(() => {
    if (targetRow === undefined || targetColumn === undefined) return;
    virtualizer.scrollToIndex(targetRow - 1, { align: 'center' });
    const element = scroller.current;
    const left = starts[targetColumn];
    if (!element || left === undefined) return;
    element.scrollLeft = scrollLeftFor(
      { left, width: widths[targetColumn]! },
      { scrollLeft: element.scrollLeft, width: element.clientWidth },
      numberWidth,
    );
  }, [targetRow, targetColumn, virtualizer, starts, widths, numberWidth]);

  const capture = onCapture
    ? (event: MouseEvent<HTMLDivElement>) => {
        const text = (event.target as HTMLElement).closest<HTMLElement>('[data-text]')?.dataset
          .text;
        if (text) onCapture(text);
      }
    : undefined;

  return (
    <div
      ref={scroller}
      className={`${classes.scroller} ${onCapture ? classes.capture : ''}`}
      role="table"
      aria-label={label}
      aria-rowcount={rows.length + 1}
      aria-colcount={columns + 1}
      onClick={capture}
    >
      <div className={classes.head} role="row" style={{ width, height: HEADER_HEIGHT }}>
        <div
          className={`${classes.number} ${classes.corner}`}
          role="columnheader"
          style={{ width: numberWidth }}
        />
        {widths.map((columnWidth, column) => (
          <div
            key={column}
            className={classes.letter}
            role="columnheader"
            style={{ width: columnWidth }}
          >
            {columnLetters(column)}
          </div>
        ))}
      </div>
      <div className={classes.body} style={{ height: virtualizer.getTotalSize(), width }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index] ?? [];
          const number = item.index + 1;
          return (
            <div
              key={item.key}
              className={classes.row}
              role="row"
              aria-rowindex={number + 1}
              style={{
                width,
                height: ROW_HEIGHT,
                transform: `translateY(${item.start - HEADER_HEIGHT}px)`,
              }}
            >
              <div className={classes.number} role="rowheader" style={{ width: numberWidth }}>
                {number}
              </div>
              {widths.map((columnWidth, column) => {
                const text = row[column] ?? '';
                const source = number === targetRow && column === targetColumn;
                return (
                  <div
                    key={column}
                    className={`${classes.cell} ${source ? classes.source : ''}`}
                    role="cell"
                    style={{ width: columnWidth, height: ROW_HEIGHT }}
                    title={text ? (captureHint ? `${text}\n${captureHint}` : text) : undefined}
                    {...(text ? { 'data-text': text } : {})}
                    {...(source
                      ? { 'data-testid': 'source-cell', 'data-cell': cellName(target!) }
                      : {})}
                  >
                    {text}
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
    </div>
  );
}
