import {
  matchHeader,
  settleColumns,
  type GoodsColumn,
  type HeaderMatch,
} from '../text-values/index.ts';
import { cellText, isEmptyRow, type Sheet, type SheetRow } from './sheet.ts';

/** Rows searched for the header: a title, addresses and references often come first. */
const SEARCHED_ROWS = 60;

// A header names what a goods line is: one of these besides anything else it names.
const CORE: ReadonlySet<GoodsColumn> = new Set(['description', 'quantity', 'unitPrice', 'amount']);

export interface SheetHeader {
  /** Position of the header in `sheet.rows`. */
  readonly at: number;
  readonly row: SheetRow;
  /** Column index → what it holds; the first column of each kind wins. */
  readonly columns: ReadonlyMap<number, HeaderMatch>;
  /** Header texts no synonym matched, or that repeated a column already mapped. */
  readonly unknown: readonly string[];
}

/** The first row naming at least two goods columns, one of them a core one; undefined if none. */
export const findHeader = (sheet: Sheet): SheetHeader | undefined => {
  const limit = Math.min(sheet.rows.length, SEARCHED_ROWS);
  for (let at = 0; at < limit; at++) {
    const row = sheet.rows[at];
    if (!row || isEmptyRow(row)) continue;
    const header = mapRow(row);
    const kinds = new Set([...header.columns.values()].map((match) => match.column));
    if (kinds.size >= 2 && [...kinds].some((kind) => CORE.has(kind))) return { at, row, ...header };
  }
  return undefined;
};

const mapRow = (row: SheetRow): Pick<SheetHeader, 'columns' | 'unknown'> => {
  const texts = row.cells.map((cell) => (cell?.text && cell.number === undefined ? cell.text : ''));
  const settled = settleColumns(texts.map((text) => (text ? matchHeader(text) : undefined)));
  const columns = new Map<number, HeaderMatch>();
  const unknown: string[] = [];
  settled.forEach((match, column) => {
    if (match) columns.set(column, match);
    else if (texts[column]) unknown.push(texts[column]);
  });
  return { columns, unknown };
};

/** The texts of the first row with several filled cells: what a sheet without header shows first. */
export const likelyHeaderTexts = (sheet: Sheet): string[] => {
  const row = sheet.rows
    .slice(0, SEARCHED_ROWS)
    .find((candidate) => candidate.cells.filter((cell) => cell?.text).length >= 2);
  return row ? row.cells.flatMap((_, column) => cellText(row, column) || []) : [];
};

/** A sheet can give goods lines when it names what the goods are and some count or value. */
export const missingColumns = (columns: ReadonlyMap<number, HeaderMatch>): string[] => {
  const kinds = new Set([...columns.values()].map((match) => match.column));
  const missing: string[] = [];
  if (!kinds.has('description') && !kinds.has('articleNumber')) missing.push('a description');
  const measures: GoodsColumn[] = [
    'quantity',
    'unitPrice',
    'amount',
    'netMass',
    'grossMass',
    'packages',
  ];
  if (!measures.some((kind) => kinds.has(kind)))
    missing.push('a quantity, price, amount or weight');
  return missing;
};
