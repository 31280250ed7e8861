import { parseMassUnit, toKilograms } from './mass.ts';
import { parseNumber, type NumberOptions } from './parse-number.ts';

export interface Quantity {
  readonly value: number;
  /** The unit as printed, upper case ("PCS", "KG", "M2"); absent when none is printed. */
  readonly unit?: string;
}

// A number, then an optional unit of letters (with an optional ² or digit: M2, M³) and a dot.
const QUANTITY = /^(.*?\d)\s*([A-Za-zÀ-ÿ]{1,12}\.?[23²³]?)?$/;

/** "12 PCS" → 12 PCS; "3,5 kg" → 3.5 KG; "1.000 st." → 1000 ST; "12" → 12. */
export const parseQuantity = (text: string, options: NumberOptions = {}): Quantity | undefined => {
  const match = QUANTITY.exec(text.trim());
  if (!match) return undefined;
  const value = parseNumber(match[1] ?? '', options);
  if (value === undefined) return undefined;
  const unit = match[2]?.replace(/\.$/, '').toUpperCase();
  return unit ? { value, unit } : { value };
};

/**
 * A mass in kilograms from a cell or a printed value: "12,5 kg", "27.5 lbs", "1,2 t"; a bare
 * number is in `defaultUnit` (the column header's unit), or kilograms when the header says none.
 */
export const parseMass = (
  text: string,
  defaultUnit: Parameters<typeof toKilograms>[1] = 'kg',
  options: NumberOptions = {},
): number | undefined => {
  const quantity = parseQuantity(text, options);
  if (!quantity) return undefined;
  if (quantity.unit === undefined) return toKilograms(quantity.value, defaultUnit);
  const unit = parseMassUnit(quantity.unit);
  return unit ? toKilograms(quantity.value, unit) : undefined;
};
