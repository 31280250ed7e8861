import { readDecimal } from '../../../i18n/read-decimal.ts';

/** A pasted cell read as a number: its value, nothing, or the text that is not a number. */
export type PastedNumber =
  { readonly value: number } | { readonly empty: true } | { readonly invalid: string };

type Separator = ',' | '.';

/** One cell read on its own, before the column settles what its ambiguous cells mean. */
type CellReading =
  | { readonly empty: true }
  | { readonly invalid: string }
  /** shows: the separator the cell shows as its decimal one beyond doubt, if any. */
  | { readonly value: number; readonly shows: Separator | undefined }
  | {
      readonly ambiguous: Separator;
      readonly grouped: number;
      readonly decimal: number;
    };

// "EUR 12", "US$ 12", "€12": a currency before the number. Three letters only in capitals, so
// that a word ("Line 12") is not taken for one.
const CURRENCY = String.raw`(?:[A-Z]{0,3}\p{Sc}|[A-Z]{3})`;
// "12 EUR", "12,50 €/kg", "1 234,5 kg", "3 m³", "40 pcs.": a currency or a unit after it. Only
// metres take a digit ("m3"), so that "1e3" is not read as 1 "e3".
const UNIT = String.raw`(?:\p{Sc}|[cdkm]?m[23²³]|\p{L}{1,12}[²³]?\.?)`;
const SUFFIX = String.raw`${UNIT}(?:\s*\/\s*${UNIT})?`;

/** What may be around the number, each taken off once, outside in; `negative` marks a sign. */
const WRAPPERS: readonly { readonly pattern: RegExp; readonly negative: boolean }[] = [
  { pattern: /^[-\u2212]\s*(.*)$/su, negative: true },
  { pattern: /^\+\s*(.*)$/su, negative: false },
  // Accounting: a debit in parentheses, as Excel's accounting formats show it.
  { pattern: /^\((.*)\)$/su, negative: true },
  // A trailing minus, as SAP exports a credit ("12,50-").
  { pattern: /^(.*?)\s*[-\u2212]$/su, negative: true },
  { pattern: new RegExp(String.raw`^${CURRENCY}\s*(.*)$`, 'su'), negative: false },
  { pattern: new RegExp(String.raw`^(.*?)\s*${SUFFIX}$`, 'su'), negative: false },
];

const NUMBER = /^[\d.,\s'\u00a0\u202f]*\d[\d.,\s'\u00a0\u202f]*$/;
// No amount, mass or quantity, with its currency or unit, is longer; longer text is not read.
const LONGEST = 60;
// A space or an apostrophe only groups thousands: "12 34" is two numbers, not 1234.
const LOOSE_GROUP = /[\s'\u00a0\u202f](?!\d{3}(?:\D|$))/;

type Wrapper = (typeof WRAPPERS)[number];

const peel = (text: string, wrappers: ReadonlySet<Wrapper>) => {
  for (const wrapper of wrappers) {
    const inner = wrapper.pattern.exec(text)?.[1];
    if (inner !== undefined) return { wrapper, inner: inner.trim() };
  }
  return undefined;
};

/** The digits of a cell and whether it is negative, or undefined when more than a number is there. */
const unwrap = (
  text: string,
): { readonly digits: string; readonly negative: boolean } | undefined => {
  let rest = text.trim();
  let negatives = 0;
  const unused = new Set(WRAPPERS);
  for (let peeled = peel(rest, unused); peeled; peeled = peel(rest, unused)) {
    rest = peeled.inner;
    if (peeled.wrapper.negative) negatives += 1;
    unused.delete(peeled.wrapper);
  }
  if (negatives > 1 || !NUMBER.test(rest) || LOOSE_GROUP.test(rest)) return undefined;
  return { digits: rest.replace(/[\s'\u00a0\u202f]/g, ''), negative: negatives === 1 };
};

const count = (text: string, separator: Separator) => text.split(separator).length - 1;

/** The separator a cell read as one number shows as its decimal one, if any. */
const decimalShown = (digits: string): Separator | undefined => {
  const commas = count(digits, ',');
  const points = count(digits, '.');
  if (commas > 0 && points > 0)
    return digits.lastIndexOf(',') > digits.lastIndexOf('.') ? ',' : '.';
  // "1.234.567": a separator seen twice groups thousands, so the other one is the decimal one.
  if (commas > 1 || points > 1) return commas > 1 ? '.' : ',';
  if (commas === 1) return ',';
  if (points === 1) return '.';
  return undefined;
};

const readCell = (text: string): CellReading => {
  if (text.trim() === '') return { empty: true };
  const unwrapped = text.length <= LONGEST ? unwrap(text) : undefined;
  if (!unwrapped) return { invalid: text };
  const { digits, negative } = unwrapped;
  // "(0,00)" is nothing owed, not minus zero.
  const signed = (number: number) => (negative && number !== 0 ? -number : number);
  // readDecimal's ambiguity is about a point; a comma alone is read the same way, swapped.
  const commaOnly = digits.includes(',') && !digits.includes('.');
  const read = readDecimal(commaOnly ? digits.replaceAll(',', '.') : digits);
  if ('invalid' in read) return { invalid: text };
  if ('value' in read) return { value: signed(read.value), shows: decimalShown(digits) };
  const [grouped, decimal] = read.ambiguous;
  // "0.125" cannot be a hundred and twenty-five: no group of thousands starts with a zero.
  if (digits.startsWith('0')) return { value: signed(decimal), shows: commaOnly ? ',' : '.' };
  return { ambiguous: commaOnly ? ',' : '.', grouped: signed(grouped), decimal: signed(decimal) };
};

/** The decimal separator the column shows, when all its cells that show one agree. */
const columnDecimal = (readings: readonly CellReading[]): Separator | undefined => {
  const shown = new Set(
    readings.map((reading) => ('shows' in reading ? reading.shows : undefined)),
  );
  shown.delete(undefined);
  return shown.size === 1 ? [...shown][0] : undefined;
};

/**
 * A column pasted from a spreadsheet, read as a whole: "1.234" means what the other cells of the
 * column say the point is ("12,5" or "1.234,56" make it a thousands point), and otherwise what it
 * means on the page (a thousands point with a decimal comma, a decimal point in English).
 */
export const readPastedColumn = (
  texts: readonly string[],
  decimalSeparator: Separator,
): PastedNumber[] => {
  const readings = texts.map(readCell);
  const decimal = columnDecimal(readings) ?? decimalSeparator;
  return readings.map((reading) => {
    if ('ambiguous' in reading)
      return { value: reading.ambiguous === decimal ? reading.decimal : reading.grouped };
    if ('value' in reading) return { value: reading.value };
    return reading;
  });
};
