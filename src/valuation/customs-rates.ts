/** A customs exchange rate: how many units of `currency` one euro buys, valid over whole days. */
export interface CustomsRate {
  readonly currency: string;
  /** Units of the currency per euro, as the ECB and the customs authorities publish it. */
  readonly perEuro: number;
  /** First and last day of validity, ISO dates (yyyy-mm-dd), both included. */
  readonly validFrom: string;
  readonly validTo: string;
}

const iso = (date: Date) => date.toISOString().slice(0, 10);
const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day));

/** The second-to-last Wednesday of a month (month 1..12), the day the ECB rate is taken on. */
export const penultimateWednesday = (year: number, month: number): string => {
  const last = utc(year, month, 0);
  const back = (last.getUTCDay() - 3 + 7) % 7;
  return iso(utc(year, month - 1, last.getUTCDate() - back - 7));
};

/**
 * The EU's customs valuation rule (UCC-IA Art. 146): the rate of the penultimate Wednesday of a
 * month applies throughout the following month. The month a rate taken on `day` is valid for.
 */
export const validityOfRateTakenOn = (day: string): { validFrom: string; validTo: string } => {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return monthDays(iso(utc(year, month, 1)).slice(0, 7));
};

/** The first and last day of a month given as yyyy-mm. */
export const monthDays = (month: string): { validFrom: string; validTo: string } => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return { validFrom: `${month}-01`, validTo: iso(utc(year, number, 0)) };
};

/** The rate of `currency` valid on `day`; the newest entry when corrections overlap. */
export const rateOn = (
  rates: readonly CustomsRate[],
  currency: string,
  day: string,
): CustomsRate | undefined =>
  rates
    .filter((rate) => rate.currency === currency && rate.validFrom <= day && day <= rate.validTo)
    .sort((a, b) => b.validFrom.localeCompare(a.validFrom))[0];

export type Converted =
  | {
      readonly euro: number;
      /** Euro per unit of the currency, as it was applied. */
      readonly eurPerUnit: number;
      readonly source: 'euro' | 'sender' | 'customs';
      readonly rate?: CustomsRate;
    }
  | { readonly euro: undefined; readonly missing: string };

/**
 * To the cent, half up, as the amount reads in decimals: 1.005 is 1.01, though its binary double
 * times 100 is 100.49999…; the shortest decimal of the double is shifted, not the double scaled.
 */
export const cents = (value: number): number => {
  const text = String(value);
  if (text.includes('e')) return Math.round(value * 100) / 100;
  return Number(`${Math.round(Number(`${text}e2`))}e-2`);
};

/**
 * An amount in euro, to the cent: euro as it is; a rate the sender gave (`exchange_rate_to_eur`,
 * euro per unit) wins and is said to be the sender's; otherwise the customs rate valid on the
 * declaration's date. No rate is a reason, never a guess.
 */
export const toEuro = (
  amount: number,
  currency: string,
  day: string,
  rates: readonly CustomsRate[],
  senderEurPerUnit?: number,
): Converted => {
  if (currency === 'EUR') return { euro: cents(amount), eurPerUnit: 1, source: 'euro' };
  if (senderEurPerUnit !== undefined && senderEurPerUnit > 0)
    return {
      euro: cents(amount * senderEurPerUnit),
      eurPerUnit: senderEurPerUnit,
      source: 'sender',
    };
  const rate = rateOn(rates, currency, day);
  if (!rate)
    return { euro: undefined, missing: `no customs exchange rate for ${currency} valid on ${day}` };
  return {
    euro: cents(amount / rate.perEuro),
    eurPerUnit: 1 / rate.perEuro,
    source: 'customs',
    rate,
  };
};
