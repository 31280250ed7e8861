import type { ValueSource } from '../document-text.ts';
import type { Found } from '../extracted.ts';
import {
  commodityCodeFromNumber,
  parseCommodityCode,
  parseAmount,
  parseMass,
  parseQuantity,
  type DecimalSeparator,
  type MassUnit,
} from '../text-values/index.ts';
import type { SheetCell } from './sheet.ts';

/** A value under a recognised header: the column says what it is, the cell what it is worth. */
export const MAPPED = 0.95;
/** "1,234" in a file whose decimal separator is unknown: read, but a declarant should look. */
const AMBIGUOUS = 0.7;

export interface CellContext {
  readonly document: string;
  readonly page: number;
  readonly decimal?: DecimalSeparator;
}

export const sourceOf = (cell: SheetCell, context: CellContext): ValueSource => ({
  document: context.document,
  page: context.page,
  cell: cell.ref,
});

export const found = <T>(
  value: T,
  cell: SheetCell,
  context: CellContext,
  confidence = MAPPED,
): Found<T> => ({ value, confidence, source: sourceOf(cell, context) });

/** A stored number as is; a text number ("€ 1.250,00") by the sheet's decimal separator. */
export const numberOf = (cell: SheetCell, context: CellContext): Found<number> | undefined => {
  if (cell.number !== undefined) return found(cell.number, cell, context);
  const value = parseAmount(cell.text, { decimal: context.decimal })?.value;
  if (value === undefined) return undefined;
  return found(value, cell, context, isAmbiguous(cell.text, context) ? AMBIGUOUS : MAPPED);
};

/** A quantity and the unit printed with it ("12 PCS"). */
export const quantityOf = (
  cell: SheetCell,
  context: CellContext,
): { quantity: Found<number>; unit?: Found<string> } | undefined => {
  if (cell.number !== undefined) return { quantity: found(cell.number, cell, context) };
  const parsed = parseQuantity(cell.text, { decimal: context.decimal });
  if (!parsed) return undefined;
  const confidence = isAmbiguous(cell.text, context) ? AMBIGUOUS : MAPPED;
  const quantity = found(parsed.value, cell, context, confidence);
  return parsed.unit ? { quantity, unit: found(parsed.unit, cell, context) } : { quantity };
};

/** A mass in kilograms; a bare number is in the unit its column header names (kilograms if none). */
export const massOf = (
  cell: SheetCell,
  unit: MassUnit | undefined,
  context: CellContext,
): Found<number> | undefined => {
  const value =
    cell.number !== undefined
      ? parseMass(String(cell.number), unit ?? 'kg')
      : parseMass(cell.text, unit ?? 'kg', { decimal: context.decimal });
  return value === undefined ? undefined : found(value, cell, context);
};

export const commodityCodeOf = (
  cell: SheetCell,
  context: CellContext,
): Found<string> | undefined => {
  const code =
    cell.number !== undefined
      ? commodityCodeFromNumber(cell.number)
      : parseCommodityCode(cell.text);
  return code ? found(code, cell, context) : undefined;
};

/** One separator followed by three digits, and the sheet never said which separator it uses. */
const isAmbiguous = (text: string, context: CellContext): boolean =>
  context.decimal === undefined && /^[^.,]*\d[.,]\d{3}(?!\d)[^.,]*$/.test(text.trim());
