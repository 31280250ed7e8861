import { findCurrency, type CurrencyMatch } from './currency.ts';
import { parseNumber, type NumberOptions } from './parse-number.ts';

export interface Amount {
  readonly value: number;
  /** The currency printed beside the amount, when there is one. */
  readonly currency?: CurrencyMatch;
}

/**
 * A money amount as printed: "1.234,56", "1,234.56", "1 234,56", "€ 3,50", "3,50 EUR", "-12.00",
 * "12.00-", "(12.00)". Undefined when anything but the amount and its currency is in the text.
 */
export const parseAmount = (text: string, options: NumberOptions = {}): Amount | undefined => {
  const currency = findCurrency(text);
  const bare = text
    .replace(/(?<![A-Za-z])[A-Z]{3}(?![A-Za-z])/g, (word) =>
      currency && word.replace('RMB', 'CNY') === currency.code ? ' ' : word,
    )
    .replace(/US\$|CA\$|AU\$|HK\$|[CA]\$|[€$£₹¥₺]|zł|\b(?:SFr|Fr|Rs)\.?(?=\s|\d|$)/gi, ' ')
    .trim();
  const value = parseNumber(bare, options);
  if (value === undefined) return undefined;
  return currency ? { value, currency } : { value };
};
