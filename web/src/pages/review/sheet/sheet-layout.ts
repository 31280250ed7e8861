/** The sheet view's measures in CSS pixels: fixed row heights are what lets 2,000 rows virtualise. */
export const ROW_HEIGHT = 26;
export const HEADER_HEIGHT = 26;
const MIN_WIDTH = 56;
const MAX_WIDTH = 280;
/** About one character of the view's small font, and the cell's padding. */
const CHARACTER = 7;
const PADDING = 14;

/**
 * Each column as wide as its longest text needs (a text longer than MAX_WIDTH is cut with an
 * ellipsis; its title shows it whole), at least wide enough for its letters.
 */
export const columnWidths = (rows: readonly (readonly string[])[], columns: number): number[] => {
  const longest = new Array<number>(columns).fill(0);
  for (const row of rows)
    for (let column = 0; column < Math.min(row.length, columns); column++)
      longest[column] = Math.max(longest[column]!, row[column]!.length);
  return longest.map((characters) =>
    Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, characters * CHARACTER + PADDING)),
  );
};

/** The row numbers' column: as wide as the last row's number. */
export const rowNumberWidth = (rows: number): number =>
  Math.max(36, String(Math.max(rows, 1)).length * CHARACTER + PADDING);

/** Where each column starts, left of the row numbers not counted. */
export const columnStarts = (widths: readonly number[]): number[] => {
  const starts: number[] = [];
  let left = 0;
  for (const width of widths) {
    starts.push(left);
    left += width;
  }
  return starts;
};

/**
 * The scrollLeft that brings a column into view beside the row numbers, which stay in place
 * (`fixed` wide): unchanged when it is in view already, else the least move that shows it whole
 * (its left edge when it is wider than the view).
 */
export const scrollLeftFor = (
  cell: { readonly left: number; readonly width: number },
  view: { readonly scrollLeft: number; readonly width: number },
  fixed: number,
): number => {
  const visible = Math.max(0, view.width - fixed);
  if (cell.left < view.scrollLeft || cell.width > visible) return cell.left;
  if (cell.left + cell.width > view.scrollLeft + visible) return cell.left + cell.width - visible;
  return view.scrollLeft;
};
