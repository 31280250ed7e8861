import { LOCALES, type Language } from './languages.ts';

/**
 * How the app writes dates, numbers, amounts and masses in a language (issue 26): dates dd/MM/yyyy
 * everywhere, in Brussels time; numbers in the language's Belgian CLDR format (nl-BE 1.234,56,
 * fr-BE 1 234,56 with a narrow no-break space); amounts with their currency code; masses in kg with
 * up to three decimals.
 */
/** The currency's decimals (JPY none, EUR two, BHD three); two for a code ICU does not know. */
const currencyDigits = (currency: string): number => {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
};

export const formatsFor = (language: Language) => {
  const locale = LOCALES[language];
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Brussels',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const numbers = new Map<number, Intl.NumberFormat>();
  const numberFormat = (maximumFractionDigits: number) => {
    let format = numbers.get(maximumFractionDigits);
    if (!format) {
      format = new Intl.NumberFormat(locale, { maximumFractionDigits });
      numbers.set(maximumFractionDigits, format);
    }
    return format;
  };
  const dateParts = (iso: string) => {
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return undefined;
    return Object.fromEntries(parts.formatToParts(date).map((part) => [part.type, part.value]));
  };
  return {
    /** 26/11/2026 14:05, Brussels time. */
    dateTime: (iso: string | null | undefined): string => {
      const part = iso ? dateParts(iso) : undefined;
      return part
        ? `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`
        : (iso ?? '');
    },
    /** A day as sent (yyyy-MM-dd) or a moment, as 26/11/2026. */
    day: (value: string | null | undefined): string => {
      if (!value) return '';
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
      if (match) return `${match[3]}/${match[2]}/${match[1]}`;
      const part = dateParts(value);
      return part ? `${part.day}/${part.month}/${part.year}` : value;
    },
    number: (value: number | null | undefined, maximumFractionDigits = 3): string =>
      value === null || value === undefined
        ? ''
        : numberFormat(maximumFractionDigits).format(value),
    /** 1.234,56 EUR / 1 234,56 EUR, with its code; without a known code, the figure and the code as sent. */
    amount: (value: number | null | undefined, currency: string | null | undefined): string => {
      if (value === null || value === undefined) return '';
      if (currency && /^[A-Z]{3}$/.test(currency)) {
        // Built from the language's number format rather than ICU's currency pattern: browsers
        // ship en-BE's numbers but not its currency pattern, and wrote EUR 1,075.00 beside 2.150 kg.
        const digits = currencyDigits(currency);
        const figure = new Intl.NumberFormat(locale, {
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        }).format(value);
        return language === 'fr' ? `${figure}\u00a0${currency}` : `${currency}\u00a0${figure}`;
      }
      return `${numberFormat(2).format(value)}${currency ? ` ${currency}` : ''}`;
    },
    /** 1.234,5 kg: up to three decimals. */
    mass: (kg: number | null | undefined): string =>
      kg === null || kg === undefined ? '' : `${numberFormat(3).format(kg)} kg`,
    /** French counts octets: 12 Ko, 1,5 Mo. */
    bytes: (bytes: number): string => {
      const [b, kb, mb] = language === 'fr' ? ['o', 'Ko', 'Mo'] : ['B', 'KB', 'MB'];
      return bytes < 1024
        ? `${numberFormat(0).format(bytes)} ${b}`
        : bytes < 1024 * 1024
          ? `${numberFormat(0).format(bytes / 1024)} ${kb}`
          : `${numberFormat(1).format(bytes / 1024 / 1024)} ${mb}`;
    },
  };
};

export type Formats = ReturnType<typeof formatsFor>;
