import { ApiError } from '../../../api/api-error.ts';
import type { MonthRate } from '../../../api/exchange-rate-queries.ts';
import type { Formats } from '../../../i18n/formats.ts';
import type { useT } from '../../../i18n/use-t.ts';

type T = ReturnType<typeof useT>;

/** A rate as a Belgian reads it: 1,0712 / 17.512,25, up to the six decimals customs publishes. */
export const shownRate = (formats: Formats, value: number) => formats.number(value, 6);

/** A rate to edit: the language's decimal mark and no thousands mark (1.071 would be ambiguous). */
export const typedRate = (value: number, separator: ',' | '.') =>
  String(value).replace('.', separator);

/** "November 2026" in the page's language. */
export const monthName = (month: string, locale: string) => {
  const first = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(first.getTime())
    ? month
    : new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        first,
      );
};

/** The server's refusal of a rate, in the page's language where it names what failed. */
export const rateFault = (error: unknown, t: T, formats: Formats): Record<string, string> => {
  if (!(error instanceof ApiError)) return {};
  const faults: Record<string, string> = {};
  for (const complaint of error.errors) {
    const field = complaint.path.replace(/^\//, '');
    const params = complaint.params ?? {};
    faults[field] ??=
      complaint.keyword === 'rate-perEuro'
        ? t('fault.rate-perEuro', { example: formats.number(1.0712, 6) })
        : complaint.keyword === 'rate-far'
          ? t('fault.rate-far', {
              month: String(params.month),
              rate: shownRate(formats, Number(params.perEuro)),
            })
          : complaint.keyword === 'rate-currency'
            ? t('fault.rate-currency')
            : complaint.keyword === 'required' || complaint.keyword === 'minLength'
              ? t('fault.required')
              : complaint.message;
  }
  return faults;
};

/** The last correction by hand of a rate, if it is one: what it was and why it changed. */
export const lastCorrection = (rate: MonthRate) =>
  rate.source === 'manual' ? rate.history[0] : undefined;
