import { describe, expect, it } from 'vitest';
import { columnStarts, columnWidths, rowNumberWidth, scrollLeftFor } from './sheet-layout.ts';

describe('the sheet view’s columns', () => {
  it('are as wide as their longest text, within bounds, empty ones too', () => {
    const widths = columnWidths(
      [['Description', '7'], [], ['Steel bolts M8, zinc plated', '', ''], ['x'.repeat(200)]],
      4,
    );
    expect(widths).toHaveLength(4);
    expect(widths[0]).toBe(280);
    expect(widths[1]).toBe(56);
    expect(widths[2]).toBe(56);
    expect(widths[3]).toBe(56);
    expect(columnWidths([['Description']], 1)[0]).toBe(11 * 7 + 14);
  });

  it('leave out what lies past the columns shown', () => {
    expect(columnWidths([['a', 'b', 'a long text past the last column']], 2)).toEqual([56, 56]);
  });

  it('start one after the other', () => {
    expect(columnStarts([56, 100, 80])).toEqual([0, 56, 156]);
    expect(columnStarts([])).toEqual([]);
  });

  it('give the row numbers room for the last row’s number', () => {
    expect(rowNumberWidth(9)).toBe(36);
    expect(rowNumberWidth(2000)).toBe(4 * 7 + 14);
    expect(rowNumberWidth(0)).toBe(36);
  });
});

describe('scrolling a cell into view beside the row numbers', () => {
  const view = { scrollLeft: 200, width: 440 };
  const fixed = 40;
  it('leaves the view where it is when the cell shows whole', () => {
    expect(scrollLeftFor({ left: 250, width: 100 }, view, fixed)).toBe(200);
  });

  it('moves left to a cell before the view, right just enough for one after it', () => {
    expect(scrollLeftFor({ left: 120, width: 60 }, view, fixed)).toBe(120);
    expect(scrollLeftFor({ left: 580, width: 100 }, view, fixed)).toBe(280);
  });

  it('shows the left edge of a cell wider than the view', () => {
    expect(scrollLeftFor({ left: 900, width: 500 }, view, fixed)).toBe(900);
  });
});
