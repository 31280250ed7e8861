import type { Word } from '../document-text.ts';
import type { TextLine } from '../documents/index.ts';
import { foldAccents, isTotalLabel } from '../text-values/index.ts';
import { PAYABLE } from './header-labels.ts';
import { textOf } from './found-words.ts';
import type { HeaderCell, TableHeader } from './header-line.ts';
import { withoutBoxNumber } from './form-boxes.ts';

/** A line of the table, its words shared out to the header's cells (by index). */
export interface TableRow {
  readonly line: TextLine;
  readonly cells: ReadonlyMap<number, readonly Word[]>;
}

export interface TableBody {
  readonly rows: readonly TableRow[];
  /** The lines after the table (totals, charges below the subtotal), to search for charges. */
  readonly after: readonly TextLine[];
  /** Index of the line that ended the table (a totals line), if any. */
  readonly endedBy?: TextLine;
}

/**
 * The lines below a header, until a totals line, another header, or a gap much wider than the
 * table's line spacing (the white space between a table and a page footer).
 */
export const readTableBody = (
  lines: readonly TextLine[],
  header: TableHeader,
  isHeader: (line: TextLine) => boolean,
): TableBody => {
  const rows: TableRow[] = [];
  const pitch = lineHeight(lines[header.at]);
  let previousBottom = bottomOf(lines[header.at]);
  const gaps: number[] = [];
  let started = false;
  for (let at = header.at + 1; at < lines.length; at++) {
    const line = lines[at];
    if (!line) break;
    if (isHeader(line)) return { rows, after: [] };
    if (startsTotals(line)) return { rows, after: lines.slice(at, at + 12), endedBy: line };
    const gap = line.box.y - previousBottom;
    // White space well above the table's own spacing, once goods rows have begun (titles of
    // two lines and notes may stand closer or further before them): a footer follows.
    const usual = median(gaps) ?? pitch;
    if (started && gap > Math.max(2.5 * usual, 1.5 * pitch))
      return { rows, after: lines.slice(at, at + 12) };
    if (started) gaps.push(gap);
    started ||= looksLikeGoods(line, header);
    rows.push({ line, cells: shareOut(line.words, header.cells) });
    previousBottom = bottomOf(line);
  }
  return { rows, after: [] };
};

/** Words under two titles or more, one of them a digit: a goods row rather than a note. */
const looksLikeGoods = (line: TextLine, header: TableHeader): boolean =>
  /\d/.test(line.text) && shareOut(line.words, header.cells).size >= 2;

const median = (values: readonly number[]): number | undefined =>
  values.length === 0
    ? undefined
    : [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const lineHeight = (line: TextLine | undefined): number => Math.max(6, line?.box.height ?? 10);
const bottomOf = (line: TextLine | undefined): number => (line ? line.box.y + line.box.height : 0);

/**
 * A totals line: one of its groups of words names a total, and the line carries a number; or,
 * without a figure, a group is the title of what is payable ("Total invoice value") whose
 * figure stands under it.
 */
const startsTotals = (line: TextLine): boolean =>
  groupByGap(line.words).some((group) => {
    // A form's numbered box: "19. Total Packages".
    const text = withoutBoxNumber(textOf(group));
    if (/\d/.test(line.text)) return isTotalLabel(text);
    return group.length <= 10 && PAYABLE.exec(foldAccents(text))?.index === 0;
  });

const groupByGap = (words: readonly Word[]): Word[][] => {
  const groups: Word[][] = [];
  for (const word of words) {
    const last = groups.at(-1);
    const previous = last?.at(-1);
    if (last && previous && word.box.x - (previous.box.x + previous.box.width) < 8) last.push(word);
    else groups.push([word]);
  }
  return groups;
};

/**
 * Each word to one header cell: the one its extent overlaps, else the one whose span holds its
 * middle. A column's span reaches left to its neighbour, or half its own width before its
 * title, whichever is nearer: numbers stand right-aligned under their titles and may start
 * left of them, while a description runs right, far past its own title.
 */
export const shareOut = (
  words: readonly Word[],
  cells: readonly HeaderCell[],
): Map<number, Word[]> => {
  const starts = cells.map((cell, index) => {
    const previous = cells[index - 1];
    if (!previous) return -Infinity;
    const middle = (previous.right + cell.left) / 2;
    return Math.max(middle, cell.left - (cell.right - cell.left) / 2 - 4);
  });
  const shared = new Map<number, Word[]>();
  for (const word of words) {
    const left = word.box.x;
    const right = word.box.x + word.box.width;
    const overlapping = cells.flatMap((cell, index) =>
      Math.min(right, cell.right) - Math.max(left, cell.left) > 0 ? [index] : [],
    );
    const middle = (left + right) / 2;
    const index =
      overlapping.length === 1
        ? (overlapping[0] ?? 0)
        : starts.findLastIndex((start) => start <= middle);
    shared.set(index, [...(shared.get(index) ?? []), word]);
  }
  return withQuantityFigure(shared, cells);
};

/**
 * A quantity is printed with its unit ("1,580 sets"): when only the unit fell under the quantity
 * column's title and its figure, standing right before it, went to the column on its left (after
 * that column's own value, "79 ctns"), the figure moves back beside its unit.
 */
const withQuantityFigure = (
  shared: Map<number, Word[]>,
  cells: readonly HeaderCell[],
): Map<number, Word[]> => {
  const column = cells.findIndex((cell) => cell.match?.column === 'quantity');
  const unit = shared.get(column);
  const left = shared.get(column - 1);
  if (column < 1 || !unit?.length || !left || left.length < 2) return shared;
  if (unit.some((word) => /\d/.test(word.text))) return shared;
  const first = unit[0]!;
  const tight = (before: Word, after: Word) => {
    const gap = after.box.x - (before.box.x + before.box.width);
    return gap >= 0 && gap <= 0.6 * (after.box.height || 8);
  };
  let start = left.length - 1;
  if (!/^\d[\d.,']*$/.test(left[start]!.text) || !tight(left[start]!, first)) return shared;
  // "3 000 pièces": a figure grouped by spaces is one figure.
  while (
    start > 1 &&
    /^\d{1,3}$/.test(left[start - 1]!.text) &&
    /^\d{3}(?:[.,]\d+)?$/.test(left[start]!.text) &&
    tight(left[start - 1]!, left[start]!)
  )
    start -= 1;
  shared.set(column - 1, left.slice(0, start));
  shared.set(column, [...left.slice(start), ...unit]);
  return shared;
};
