import { foldAccents, monthNumber, monthWords } from './month-names.ts';

/**
 * Dates as invoices print them, to yyyy-MM-dd. Numeric dates are read day first ("04.05.2014" is
 * 4 May), as Belgian and most European documents write them, unless the caller says the document
 * is month first or the first number cannot be a month's day order (13/04 vs 04/13).
 */
export interface DateOptions {
  readonly order?: 'dmy' | 'mdy';
}

export interface DateMatch {
  /** yyyy-MM-dd */
  readonly value: string;
  /** Where the date starts and ends in the text. */
  readonly start: number;
  readonly end: number;
  /** Numeric day and month both 12 or below: the reading depends on the assumed order. */
  readonly ambiguous: boolean;
}

const MONTH = `(${monthWords().join('|')})\\.?`;
const PATTERNS: ReadonlyArray<readonly [RegExp, 'ymd' | 'numeric' | 'dMy' | 'Mdy']> = [
  [/\b(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\b/g, 'ymd'],
  [/\b(\d{1,2})[./-](\d{1,2})[./-](\d{4}|\d{2})\b/g, 'numeric'],
  // "18 april 2014", "1er mars 2014", "19. April 2014", "19-Apr-2014", "19 Apr 14"; not the
  // "1 - July 31" of "July 1 - July 31, 2014", where a year follows the two digits.
  [
    new RegExp(
      `\\b(\\d{1,2})(?:er|st|nd|rd|th)?\\.?[\\s-]*${MONTH}[\\s,-]*(\\d{4}|\\d{2}(?![\\s,]{0,4}\\d{4}))\\b`,
      'g',
    ),
    'dMy',
  ],
  // "Apr 19, 2014", "April 19th 2014", "August 3 , 2014"
  [
    new RegExp(`\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\s{0,3},?\\s{1,3}(\\d{4})\\b`, 'g'),
    'Mdy',
  ],
];

/** Every date in a text, in order of position. */
export const findDates = (text: string, options: DateOptions = {}): DateMatch[] => {
  const folded = foldAccents(text);
  const found: DateMatch[] = [];
  for (const [pattern, form] of PATTERNS) {
    for (const match of folded.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (found.some((other) => start < other.end && end > other.start)) continue;
      const date = toDate(match, form, options);
      if (date) found.push({ ...date, start, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
};

/** The date a whole text is ("19.04.2014", "18 april 2014"), or undefined. */
export const parseDate = (text: string, options: DateOptions = {}): string | undefined => {
  const trimmed = text.trim();
  const [only] = findDates(trimmed, options);
  return only && only.start === 0 && only.end >= foldAccents(trimmed).replace(/[.,]$/, '').length
    ? only.value
    : undefined;
};

const toDate = (
  match: RegExpMatchArray,
  form: 'ymd' | 'numeric' | 'dMy' | 'Mdy',
  options: DateOptions,
): { value: string; ambiguous: boolean } | undefined => {
  const [, a = '', b = '', c = ''] = match;
  if (form === 'ymd') return build(Number(a), Number(b), Number(c), false);
  if (form === 'dMy') return build(year(c), monthNumber(b), Number(a), false);
  if (form === 'Mdy') return build(Number(c), monthNumber(a), Number(b), false);
  const first = Number(a);
  const second = Number(b);
  const ambiguous = first <= 12 && second <= 12 && first !== second;
  const monthFirst = second > 12 || (options.order === 'mdy' && first <= 12);
  return monthFirst
    ? build(year(c), first, second, ambiguous)
    : build(year(c), second, first, ambiguous);
};

/** Two-digit years are this century's: invoices are recent. */
const year = (text: string): number => (text.length === 2 ? 2000 + Number(text) : Number(text));

const build = (
  y: number,
  m: number | undefined,
  d: number,
  ambiguous: boolean,
): { value: string; ambiguous: boolean } | undefined => {
  if (m === undefined || m < 1 || m > 12 || d < 1 || y < 1900 || y > 2199) return undefined;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCDate() !== d) return undefined;
  return { value: date.toISOString().slice(0, 10), ambiguous };
};
