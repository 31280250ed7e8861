import type { ExtractedParty } from '../extracted.ts';
import type { PageLine } from './label-values.ts';

const NUMERIC_DATE = /\b(\d{1,2})[./-](\d{1,2})[./-](?:\d{4}|\d{2})\b/g;

/**
 * Whether 02/03/2026 is the 2nd of March or the 3rd of February: a document that prints another
 * date whose day cannot be a month ("01/18/2026", "20.01.2026") says it; where none does, an
 * American seller writes the month first and everyone else the day.
 */
export const dateOrder = (
  lines: readonly PageLine[],
  seller: ExtractedParty | undefined,
): 'dmy' | 'mdy' => {
  let dayFirst = false;
  let monthFirst = false;
  for (const { line } of lines)
    for (const [, first, second] of line.text.matchAll(NUMERIC_DATE)) {
      const [a, b] = [Number(first), Number(second)];
      if (a > 12 && a <= 31 && b >= 1 && b <= 12) dayFirst = true;
      if (b > 12 && b <= 31 && a >= 1 && a <= 12) monthFirst = true;
    }
  if (dayFirst !== monthFirst) return monthFirst ? 'mdy' : 'dmy';
  return seller?.country?.value === 'US' ? 'mdy' : 'dmy';
};
