/**
 * Currencies as printed: ISO 4217 codes, symbols and a few words. "$" alone is read as USD, the
 * usual meaning on invoices reaching Belgium; the caller lowers its confidence (`ambiguous`).
 */
export interface CurrencyMatch {
  readonly code: string;
  /** The text could mean another currency too ("$" is also CAD, AUD ...; "kr" SEK, NOK, DKK). */
  readonly ambiguous: boolean;
}

/** Codes seen on goods invoices; a closed list, so "BOX" or "PCS" never read as a currency. */
const CODES = new Set(
  (
    'EUR USD GBP CHF JPY CNY RMB HKD TWD KRW INR CAD AUD NZD SEK NOK DKK ISK PLN CZK HUF RON BGN ' +
    'TRY RUB UAH AED SAR ILS ZAR BRL MXN SGD MYR THB IDR VND PHP PKR BDT EGP MAD TND'
  ).split(' '),
);

const SYMBOLS: ReadonlyArray<readonly [RegExp, string, boolean]> = [
  [/€/, 'EUR', false],
  [/US\$|U\.S\.\$/i, 'USD', false],
  [/C\$|CA\$/, 'CAD', false],
  [/A\$|AU\$/, 'AUD', false],
  [/HK\$/, 'HKD', false],
  [/\$/, 'USD', true],
  [/£/, 'GBP', false],
  [/₹/, 'INR', false],
  [/¥|元/, 'CNY', true],
  [/₺/, 'TRY', false],
  [/zł/i, 'PLN', false],
  [/\b(?:euros?)\b/i, 'EUR', false],
  [/\b(?:us dollars?|dollars?)\b/i, 'USD', true],
  [/\b(?:pounds? sterling)\b/i, 'GBP', false],
  [/\b(?:Fr\.|SFr\.?)(?=\s|\d|$)/, 'CHF', false],
  [/\bRs\.?(?=\s|\d)/, 'INR', false],
];

/** The first currency a text names: "EUR", "€ 3,50", "USD 1,234.00", "Currency: eur". */
export const findCurrency = (text: string): CurrencyMatch | undefined => {
  for (const match of text.matchAll(/(?<![A-Za-z])([A-Za-z]{3})(?![A-Za-z])/g)) {
    const word = match[1] ?? '';
    // Lower-case three-letter words ("eur") count only when the whole text is that word.
    if (word !== word.toUpperCase() && text.trim().length !== 3) continue;
    const code = word.toUpperCase();
    if (CODES.has(code)) return { code: code === 'RMB' ? 'CNY' : code, ambiguous: false };
  }
  for (const [pattern, code, ambiguous] of SYMBOLS)
    if (pattern.test(text)) return { code, ambiguous };
  return undefined;
};
