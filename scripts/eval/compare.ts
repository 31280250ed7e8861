/** A value as an expected file or the reader gives it. */
export type Value = string | number;

/**
 * How a field's values are compared. `text`: folded words; `name`: folded words without the dots
 * and commas of legal forms; `code`: an ISO or EU code; `identifier`: a VAT number or EORI;
 * `digits`: a commodity code; `postcode`; `date`: yyyy-MM-dd; `number`: to two decimals; `mass`:
 * kilograms to 0.05; `marks`: shipping marks, as `text` with the breaks between their lines folded.
 */
export type Comparison =
  | 'text'
  | 'name'
  | 'code'
  | 'identifier'
  | 'digits'
  | 'postcode'
  | 'date'
  | 'number'
  | 'mass'
  | 'marks';

const TRAILING_PUNCTUATION = /[\s.,;:]+$/u;

/**
 * Case and accents folded for the comparison only (OCR drops accents a declarant would keep, and
 * "Straße" is typed "Strasse" as often as not); whitespace, line breaks included, collapsed.
 */
export const foldText = (value: string): string =>
  value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(TRAILING_PUNCTUATION, '');

/** "Coolblue B.V." and "Coolblue BV", "Amazon Web Services, Inc." and "... Inc" are one name. */
export const foldName = (value: string): string =>
  foldText(value).replace(/[.,]/g, '').replace(/\s+/g, ' ').trim();

/**
 * Shipping marks by their words in order. " / " stands for a printed line break (the header's one
 * field holds the lines so), and like every line break `text` folds, it is layout: a box 24 mm
 * wide wraps "MIDWEST INDUSTRIAL" where the packages carry it on one line, no reader can tell the
 * two apart, and the declaration's marks (CC015C shippingMarks, an..512) hold no lines. A slash
 * inside a mark ("1/16", "BE/PO/26") is the mark's own and stays.
 */
export const foldMarks = (value: string): string => foldText(value.replace(/\s+\/(?=\s)/g, ' '));

/**
 * A number as printed or typed: "12.345,60", "12,345.60", "1 234,5", "€ 3,50", "$4.11". With both
 * separators the last one is the decimal mark; one kind repeated groups thousands; a single one is
 * the decimal mark (a European "1,5" is more common on these documents than an English "1,500").
 */
export const parseNumber = (value: Value): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const negative = /^\s*-|^\s*\(.*\)\s*$|-\s*$/.test(value);
  const digits = value.replace(/[^\d.,]/g, '');
  if (!/\d/.test(digits)) return undefined;
  const lastDot = digits.lastIndexOf('.');
  const lastComma = digits.lastIndexOf(',');
  let plain: string;
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const thousands = decimal === '.' ? ',' : '.';
    plain = digits.split(thousands).join('').replace(decimal, '.');
  } else {
    const separator = lastDot >= 0 ? '.' : lastComma >= 0 ? ',' : undefined;
    if (separator === undefined) plain = digits;
    else if (digits.split(separator).length > 2) plain = digits.split(separator).join('');
    else plain = digits.replace(separator, '.');
  }
  const parsed = Number(plain);
  if (!Number.isFinite(parsed)) return undefined;
  return negative ? -parsed : parsed;
};

const cents = (value: number) => Math.round((value + Math.sign(value) * 1e-9) * 100);

/** The form a value is compared in: a string key, or a number for the numeric comparisons. */
export const normalise = (comparison: Comparison, value: Value): Value | undefined => {
  switch (comparison) {
    case 'number':
    case 'mass':
      return parseNumber(value);
    case 'text':
      return foldText(String(value));
    case 'name':
      return foldName(String(value));
    case 'marks':
      return foldMarks(String(value));
    case 'code':
      return String(value).replace(/\s+/g, '').toUpperCase();
    case 'identifier':
      return String(value)
        .replace(/[\s.\-/]/g, '')
        .toUpperCase();
    case 'digits':
      return String(value).replace(/\D/g, '');
    case 'postcode':
      return foldText(String(value)).replace(/\s/g, '');
    case 'date':
      return String(value).trim();
  }
};

/** Whether the reader's value is the expected one; an absent read value never is. */
export const sameValue = (
  comparison: Comparison,
  expected: Value,
  read: Value | undefined,
): boolean => {
  if (read === undefined) return false;
  const want = normalise(comparison, expected);
  const got = normalise(comparison, read);
  if (want === undefined || got === undefined) return false;
  if (typeof want === 'number' && typeof got === 'number')
    return comparison === 'mass' ? Math.abs(want - got) <= 0.05 + 1e-9 : cents(want) === cents(got);
  return want === got && want !== '';
};

/** A value as the verbose listing shows it: a string with its line breaks made visible. */
export const shown = (value: Value | undefined): string =>
  value === undefined ? '(nothing)' : `"${String(value).replace(/\s*\n\s*/g, ' / ')}"`;
