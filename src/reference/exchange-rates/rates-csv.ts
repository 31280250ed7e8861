import { parse } from 'csv-parse/sync';

/** One rate as a CSV line or a person gives it: the month it is valid for and its value. */
export interface RateEntry {
  readonly currency: string;
  /** Units of the currency per euro. */
  readonly perEuro: string;
  /** yyyy-mm: the calendar month the rate is valid for. */
  readonly month: string;
}

export interface RateComplaint {
  readonly line: number;
  readonly message: string;
}

const CURRENCY = /^[A-Z]{3}$/;
// Years the database and the calendar agree on; customs rates start long after 1900.
const MONTH = /^(19|2\d)\d{2}-(0[1-9]|1[0-2])$/;
// Up to 12 digits before the decimal separator and 6 after, as the column keeps them.
const RATE = /^\d{1,12}(\.\d{1,6})?$/;

/**
 * A rate as a Belgian types or a spreadsheet saves it, in decimal-point form: `1,0712` and
 * `1.0712` alike; with both marks (`17.500,12`, `17,500.12`) the last separates the decimals and
 * the other groups thousands by three. One mark alone is always the decimal one: a rate is never
 * written with thousands alone. Anything else is left for the pattern to refuse.
 */
const decimalText = (typed: string): string => {
  const text = typed.replace(/[\s\u00a0\u202f]/g, '');
  const comma = text.lastIndexOf(',');
  const point = text.lastIndexOf('.');
  if (comma < 0 || point < 0) return text.replace(',', '.');
  const [decimal, grouping] = comma > point ? [',', '.'] : ['.', ','];
  const at = text.lastIndexOf(decimal);
  const groups = text.slice(0, at).split(grouping);
  if (groups[0]!.length > 3 || groups.slice(1).some((group) => group.length !== 3)) return text;
  return `${groups.join('')}.${text.slice(at + 1)}`;
};

/** What is wrong with one entry, or its normalised form (decimal point, upper-case code). */
export const checkRateEntry = (
  entry: RateEntry,
):
  | { ok: true; entry: RateEntry }
  | { ok: false; field: 'currency' | 'perEuro' | 'month'; message: string } => {
  const currency = entry.currency.trim().toUpperCase();
  const perEuro = decimalText(entry.perEuro);
  const month = entry.month.trim();
  if (!CURRENCY.test(currency))
    return {
      ok: false,
      field: 'currency',
      message: `currency ${JSON.stringify(entry.currency)} is not an ISO 4217 code such as USD`,
    };
  if (currency === 'EUR')
    return { ok: false, field: 'currency', message: 'the euro has no exchange rate to itself' };
  if (!RATE.test(perEuro) || Number(perEuro) <= 0)
    return {
      ok: false,
      field: 'perEuro',
      message: `rate ${JSON.stringify(entry.perEuro)} is not a positive number with at most 6 decimals (units of ${currency} per euro)`,
    };
  if (!MONTH.test(month))
    return {
      ok: false,
      field: 'month',
      message: `month ${JSON.stringify(entry.month)} is not a month such as 2026-11`,
    };
  return { ok: true, entry: { currency, perEuro, month } };
};

/**
 * The documented CSV of customs rates (README "Customs exchange rates"): a header naming the
 * columns currency, per_euro and month (in any order, other columns ignored), separated by
 * commas or semicolons as a Belgian spreadsheet saves them, decimal point or comma. Every line is
 * checked; one bad line refuses the file (nothing half imported), each complaint with its line.
 */
export const readRatesCsv = (
  text: string,
): { ok: true; entries: RateEntry[] } | { ok: false; complaints: RateComplaint[] } => {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = firstLine.includes(';') ? ';' : ',';
  let rows: Record<string, string>[];
  try {
    rows = parse(text.replace(/^\uFEFF/, ''), {
      delimiter,
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
    });
  } catch (error) {
    return {
      ok: false,
      complaints: [{ line: 0, message: `not a CSV file: ${(error as Error).message}` }],
    };
  }
  const missing = ['currency', 'per_euro', 'month'].filter(
    (column) =>
      !firstLine
        .toLowerCase()
        .split(delimiter)
        .map((name) => name.trim())
        .includes(column),
  );
  if (missing.length > 0)
    return {
      ok: false,
      complaints: [{ line: 1, message: `the header names no ${missing.join(', ')} column` }],
    };
  const entries: RateEntry[] = [];
  const complaints: RateComplaint[] = [];
  const seen = new Map<string, number>();
  rows.forEach((row, index) => {
    const line = index + 2;
    const checked = checkRateEntry({
      currency: row.currency ?? '',
      perEuro: row.per_euro ?? '',
      month: row.month ?? '',
    });
    if (!checked.ok) return complaints.push({ line, message: checked.message });
    const key = `${checked.entry.currency} ${checked.entry.month}`;
    const earlier = seen.get(key);
    if (earlier !== undefined)
      return complaints.push({ line, message: `${key} is given on line ${earlier} already` });
    seen.set(key, line);
    entries.push(checked.entry);
  });
  if (entries.length === 0 && complaints.length === 0)
    complaints.push({ line: 1, message: 'the file holds no rate' });
  return complaints.length > 0 ? { ok: false, complaints } : { ok: true, entries };
};
