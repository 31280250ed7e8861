/**
 * Numbers as invoices print them. Belgian, Dutch, French and German documents write "1.234,56";
 * English ones "1,234.56"; French ones often "1 234,56". A single separator followed by exactly
 * three digits ("1,234" or "1.234") cannot be told apart from the number alone: the caller passes
 * the separator the rest of the document uses (`detectDecimalSeparator`), otherwise it is read as
 * a thousands separator, the more common case on invoices (amounts and counts above 999).
 */
export type DecimalSeparator = ',' | '.';

export interface NumberOptions {
  /** The document's decimal separator, when known; settles "1,234" and "1.234". */
  readonly decimal?: DecimalSeparator;
}

// Spaces (also no-break and narrow no-break) and apostrophes (Swiss "1'234.50") group thousands.
const GROUPING = /[\s\u00a0\u202f'’]/g;
const NUMBER = /^[+-]?\d[\d.,]*$/;

/** "1.234,56" → 1234.56; "12.00-" → -12; "(5.00)" → -5; undefined when it is no plain number. */
export const parseNumber = (text: string, options: NumberOptions = {}): number | undefined => {
  let body = text.trim();
  let negative = false;
  if (/^\(.*\)$/.test(body)) {
    negative = true;
    body = body.slice(1, -1).trim();
  }
  // A trailing minus is how SAP and many ERP exports print a credit ("12.00-").
  if (/\d\s*-$/.test(body)) {
    negative = true;
    body = body.replace(/\s*-$/, '');
  }
  body = body.replace(/^([+-])\s+/, '$1');
  // Spaces group thousands only in threes: "1 234,56" is a number, "916 44 10" a phone number.
  const groups = body.split(GROUPING);
  if (groups.slice(1).some((group) => !/^\d{3}(?!\d)/.test(group))) return undefined;
  body = groups.join('');
  if (!NUMBER.test(body) || /[.,]{2}|[.,]$/.test(body)) return undefined;
  if (body.startsWith('-')) {
    negative = !negative;
    body = body.slice(1);
  } else if (body.startsWith('+')) body = body.slice(1);
  const normalized = normalizeSeparators(body, options.decimal);
  if (normalized === undefined) return undefined;
  const value = Number(normalized);
  if (!Number.isFinite(value)) return undefined;
  return negative ? -value : value;
};

/** Digits and at most one '.', or undefined when the separators contradict each other. */
const normalizeSeparators = (body: string, hint?: DecimalSeparator): string | undefined => {
  const lastComma = body.lastIndexOf(',');
  const lastPoint = body.lastIndexOf('.');
  if (lastComma < 0 && lastPoint < 0) return body;
  if (lastComma >= 0 && lastPoint >= 0) {
    // Both: the last one is the decimal separator, the other must only group thousands.
    const decimal = lastComma > lastPoint ? ',' : '.';
    const grouping = decimal === ',' ? '.' : ',';
    const [whole = '', fraction = ''] = splitLast(body, decimal);
    if (whole.includes(decimal) || !groupsOfThree(whole, grouping)) return undefined;
    return `${whole.replaceAll(grouping, '')}.${fraction}`;
  }
  const separator = lastComma >= 0 ? ',' : '.';
  const parts = body.split(separator);
  if (parts.length > 2) return groupsOfThree(body, separator) ? parts.join('') : undefined;
  const [whole = '', fraction = ''] = parts;
  const looksGrouped = fraction.length === 3 && whole.length <= 3 && whole !== '0';
  const isDecimal = hint ? hint === separator || !looksGrouped : !looksGrouped;
  return isDecimal ? `${whole}.${fraction}` : `${whole}${fraction}`;
};

const splitLast = (text: string, separator: string): [string, string] => {
  const at = text.lastIndexOf(separator);
  return [text.slice(0, at), text.slice(at + 1)];
};

/** "1.234.567" grouped by '.': a first group of one to three digits, then groups of three. */
const groupsOfThree = (text: string, separator: string): boolean => {
  const [first = '', ...rest] = text.split(separator);
  if (rest.length === 0) return /^\d+$/.test(first);
  return /^\d{1,3}$/.test(first) && rest.every((group) => /^\d{3}$/.test(group));
};

/**
 * The decimal separator most numbers of a document agree on, counting only the numbers that say
 * it unambiguously ("1.234,56", "3,5", "12.00"); undefined when none does or they tie.
 */
export const detectDecimalSeparator = (texts: Iterable<string>): DecimalSeparator | undefined => {
  let comma = 0;
  let point = 0;
  for (const text of texts) {
    for (const match of text.matchAll(/\d[\d.,\s\u00a0']*[.,]\d+/g)) {
      const token = match[0].replace(GROUPING, '');
      const last = Math.max(token.lastIndexOf(','), token.lastIndexOf('.'));
      const separator = token[last];
      const fraction = token.length - last - 1;
      const bothKinds = token.includes(',') && token.includes('.');
      if (!bothKinds && fraction === 3) continue;
      if (separator === ',') comma++;
      else point++;
    }
  }
  if (comma === point) return undefined;
  return comma > point ? ',' : '.';
};
