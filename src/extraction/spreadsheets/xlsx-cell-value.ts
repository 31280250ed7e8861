import type { SheetCell } from './sheet.ts';

/** One `<c>` element as read: its attributes and the texts of its value and inline string. */
export interface RawCell {
  ref: string;
  /** The `t` attribute: s (shared string), str, inlineStr, b, e, d, or n (the default). */
  type: string | undefined;
  /** The `s` attribute: which cell format, hence whether a number is a date. */
  style: number;
  value: string | undefined;
  inline: string | undefined;
  formula: boolean;
}

export interface CellValueContext {
  readonly sharedStrings: readonly (string | undefined)[];
  readonly dateStyles: ReadonlySet<number>;
  readonly date1904: boolean;
}

/**
 * The cell a `<c>` element shows, as the exceljs reader before gave it: strings trimmed, a
 * formula by its cached result (a file never opened in Excel has none), a date as yyyy-mm-dd, a
 * boolean as "true"; errors (#N/A) give nothing.
 */
export const cellValue = (cell: RawCell, context: CellValueContext): SheetCell | undefined => {
  const { type, value, ref } = cell;
  if (cell.formula) {
    if (!value) return undefined;
    if (type === 'str') return { text: value.trim(), ref };
    if (type === 'b') return booleanOf(value, ref);
    if (type === 'e') return undefined;
    return numberOf(cell, value, context);
  }
  if (cell.inline !== undefined) return { text: cell.inline.trim(), ref };
  if (value === undefined) return undefined;
  switch (type) {
    case 's': {
      const text = context.sharedStrings[Number.parseInt(value, 10)];
      return text === undefined ? undefined : { text, ref };
    }
    case 'str':
    case 'inlineStr':
      return { text: value.trim(), ref };
    case 'b':
      return booleanOf(value, ref);
    case 'e':
      return undefined;
    case 'd':
      // An ISO 8601 date (strict SpreadsheetML); exceljs read "2024-05-06T00:00:00Z" as 2024.
      return dateOf(new Date(value), ref) ?? { text: value.trim(), ref };
    default:
      return numberOf(cell, value, context);
  }
};

const booleanOf = (value: string, ref: string): SheetCell => ({
  text: String(Number.parseInt(value, 10) !== 0),
  ref,
});

const numberOf = (
  cell: RawCell,
  value: string,
  context: CellValueContext,
): SheetCell | undefined => {
  const number = Number.parseFloat(value);
  if (Number.isNaN(number)) return undefined;
  // Style 0 is the workbook's default format; exceljs never read it as a date.
  if (cell.style !== 0 && context.dateStyles.has(cell.style)) {
    const date = dateOf(excelDate(number, context.date1904), cell.ref);
    if (date) return date;
  }
  return { text: String(number), number, ref: cell.ref };
};

/** Days since 1899-12-30 (or 1904-01-01), as exceljs converts them. */
const excelDate = (days: number, date1904: boolean): Date =>
  new Date(Math.round((days - 25_569 + (date1904 ? 1462 : 0)) * 86_400_000));

const dateOf = (date: Date, ref: string): SheetCell | undefined =>
  Number.isNaN(date.getTime()) ? undefined : { text: date.toISOString().slice(0, 10), ref };
