import type { Lang, Ymd } from '../model.ts';

/** How one document writes numbers, dates and money. */

export interface NumberStyle {
  readonly decimal: ',' | '.';
  /** Thousands separator: '.', ',', ' ', no-break space, narrow no-break space, apostrophe or none. */
  readonly group: string;
}

export type MoneyStyle = 'code-before' | 'code-after' | 'symbol-before' | 'symbol-after';

const MONTHS: Readonly<Record<Lang, readonly string[]>> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
  nl: [
    'januari',
    'februari',
    'maart',
    'april',
    'mei',
    'juni',
    'juli',
    'augustus',
    'september',
    'oktober',
    'november',
    'december',
  ],
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
};

const SYMBOLS: Readonly<Record<string, string>> = {
  EUR: '€',
  USD: '$',
  GBP: '£',
  CHF: 'CHF',
  CNY: '¥',
};

const pad = (value: number): string => String(value).padStart(2, '0');

export const round = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON * Math.sign(value)) * factor) / factor;
};

/**
 * A date pattern: dd d mm m yyyy yy, MMMM (month name), MMM (three letters), Do (French "1er");
 * anything else is printed as it stands.
 */
export const formatDate = (date: Ymd, pattern: string, lang: Lang): string => {
  const month = MONTHS[lang][date.m - 1] ?? '';
  return pattern.replace(/yyyy|yy|MMMM|MMM|mm|m|dd|Do|d/g, (token) => {
    switch (token) {
      case 'yyyy':
        return String(date.y);
      case 'yy':
        return String(date.y % 100).padStart(2, '0');
      case 'MMMM':
        return month;
      case 'MMM':
        return month.slice(0, 3);
      case 'mm':
        return pad(date.m);
      case 'm':
        return String(date.m);
      case 'dd':
        return pad(date.d);
      case 'Do':
        return date.d === 1 && lang === 'fr' ? '1er' : String(date.d);
      default:
        return String(date.d);
    }
  });
};

export const iso = (date: Ymd): string => `${date.y}-${pad(date.m)}-${pad(date.d)}`;

export const addDays = (date: Ymd, days: number): Ymd => {
  const next = new Date(Date.UTC(date.y, date.m - 1, date.d + days));
  return { y: next.getUTCFullYear(), m: next.getUTCMonth() + 1, d: next.getUTCDate() };
};

export class Fmt {
  constructor(
    readonly lang: Lang,
    readonly numbers: NumberStyle,
    readonly datePattern: string,
    readonly money: MoneyStyle,
    readonly currency: string,
    readonly upperMonths = false,
  ) {}

  num(value: number, decimals: number): string {
    const rounded = round(Math.abs(value), decimals);
    const [whole = '0', fraction] = rounded.toFixed(decimals).split('.');
    const grouped = this.numbers.group
      ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, this.numbers.group)
      : whole;
    const sign = value < 0 && rounded !== 0 ? '-' : '';
    return `${sign}${grouped}${fraction !== undefined ? this.numbers.decimal + fraction : ''}`;
  }

  /** A quantity: whole numbers without decimals, others with as many as needed (at most 3). */
  qty(value: number, decimals?: number): string {
    if (decimals !== undefined) return this.num(value, decimals);
    if (Number.isInteger(value)) return this.num(value, 0);
    const text = String(round(value, 3));
    const places = text.includes('.') ? (text.split('.')[1]?.length ?? 0) : 0;
    return this.num(value, Math.max(places, 1));
  }

  amount(value: number): string {
    return this.num(value, 2);
  }

  symbol(): string {
    return SYMBOLS[this.currency] ?? this.currency;
  }

  /** The currency as this document marks it next to amounts (code or symbol). */
  mark(): string {
    return this.money.startsWith('symbol') ? this.symbol() : this.currency;
  }

  moneyText(value: number, decimals = 2): string {
    const amount = this.num(value, decimals);
    switch (this.money) {
      case 'code-before':
        return `${this.currency} ${amount}`;
      case 'code-after':
        return `${amount} ${this.currency}`;
      case 'symbol-before': {
        const symbol = this.symbol();
        return symbol.length === 1 && this.lang === 'en'
          ? `${symbol}${amount}`
          : `${symbol} ${amount}`;
      }
      case 'symbol-after':
        return `${amount} ${this.symbol()}`;
    }
  }

  date(date: Ymd, pattern = this.datePattern): string {
    const text = formatDate(date, pattern, this.lang);
    return this.upperMonths ? text.toUpperCase() : text;
  }

  /** Kilograms: "1.234,5 kg" with the decimals asked for. */
  kg(value: number, decimals: number, unit = 'kg'): string {
    return `${this.num(value, decimals)} ${unit}`;
  }

  percent(value: number): string {
    const text = Number.isInteger(value) ? String(value) : this.num(value, 1);
    return this.lang === 'en' ? `${text}%` : `${text} %`;
  }
}
