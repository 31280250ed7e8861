import type { GoodsItem } from '../../api/types.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { readDecimal } from '../../i18n/read-decimal.ts';
import type { LineColumn } from './reading.ts';
import { valueText } from './value-text.ts';

export type ColumnKind = 'text' | 'code' | 'number';

/** A column of the goods grid: where its value lives in a goods item, and how it is typed. */
export interface GridColumn {
  readonly id: LineColumn;
  readonly label: MessageId;
  readonly kind: ColumnKind;
  readonly width: number;
  /** The declaration member's pointer under a goods item (`/goods_items/3` + this). */
  readonly path: string;
  /** Codes are upper case and without spaces (HS codes without dots either). */
  readonly clean?: (text: string) => string;
  /** Whole numbers only (packages). */
  readonly whole?: boolean;
}

const upper = (text: string) => text.replace(/\s/g, '').toUpperCase();
const digits = (text: string) =>
  /^[\d\s.]+$/.test(text) ? text.replace(/[\s.]/g, '') : text.trim();

export const GRID_COLUMNS: readonly GridColumn[] = [
  {
    id: 'description',
    label: 'review.col.description',
    kind: 'text',
    width: 260,
    path: '/description',
  },
  {
    id: 'commodity_code',
    label: 'review.col.hs',
    kind: 'code',
    width: 104,
    path: '/commodity_code',
    clean: digits,
  },
  {
    id: 'country_of_origin',
    label: 'review.col.origin',
    kind: 'code',
    width: 64,
    path: '/country_of_origin',
    clean: upper,
  },
  {
    id: 'quantity',
    label: 'review.col.quantity',
    kind: 'number',
    width: 80,
    path: '/supplementary_quantity',
  },
  {
    id: 'unit',
    label: 'review.col.unit',
    kind: 'code',
    width: 56,
    path: '/supplementary_unit',
    clean: upper,
  },
  {
    id: 'unit_price',
    label: 'review.col.unitPrice',
    kind: 'number',
    width: 90,
    path: '/unit_price',
  },
  {
    id: 'total_price',
    label: 'review.col.amount',
    kind: 'number',
    width: 100,
    path: '/total_price',
  },
  {
    id: 'currency',
    label: 'review.col.currency',
    kind: 'code',
    width: 64,
    path: '/currency',
    clean: upper,
  },
  { id: 'gross_mass', label: 'review.col.gross', kind: 'number', width: 88, path: '/gross_mass' },
  { id: 'net_mass', label: 'review.col.net', kind: 'number', width: 88, path: '/net_mass' },
  {
    id: 'packages',
    label: 'review.col.packages',
    kind: 'number',
    width: 64,
    path: '/packages/0/quantity',
    whole: true,
  },
  {
    id: 'package_type',
    label: 'review.col.packageKind',
    kind: 'code',
    width: 56,
    path: '/packages/0/type',
    clean: upper,
  },
  // Packed goods (not bulk, not unpacked) are filed with their marks (rule ALL-PACKAGING-KIND).
  {
    id: 'shipping_marks',
    label: 'review.col.marks',
    kind: 'text',
    width: 140,
    path: '/packages/0/shipping_marks',
  },
];

export const COLUMN_IDS: readonly string[] = GRID_COLUMNS.map((column) => column.id);

export const columnById = new Map(GRID_COLUMNS.map((column) => [column.id as string, column]));

/** A goods item's value of a column, as stored. */
export const cellValue = (item: GoodsItem, column: GridColumn): unknown => {
  let node: unknown = item;
  for (const segment of column.path.split('/').slice(1))
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[segment]
        : undefined;
  return node;
};

/** How a number is typed on this page: a decimal comma in Dutch and French, a point in English. */
export type DecimalSeparator = ',' | '.';

/** The text an editor starts from: a number with the page's decimal separator and no grouping. */
export const editText = (value: unknown, separator: DecimalSeparator): string => {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number') return String(value).replace('.', separator);
  return valueText(value);
};

/**
 * What a typed or pasted text stores. A number that does not read stays as typed, so the
 * service's check names it on its cell rather than the page dropping it; an ambiguous "1.234" is
 * read as the page's language writes numbers.
 */
export const storedValue = (
  text: string,
  column: GridColumn,
  separator: DecimalSeparator,
): unknown => {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (column.kind !== 'number') return column.clean ? column.clean(trimmed) : trimmed;
  const read = readDecimal(trimmed);
  if ('value' in read) return read.value;
  if ('ambiguous' in read) return separator === ',' ? read.ambiguous[0] : read.ambiguous[1];
  return trimmed;
};
