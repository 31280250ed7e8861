import type { Db } from '../../db/index.ts';
import { DomainError } from '../../errors/index.ts';
import { checkRateEntry, readRatesCsv, type RateEntry } from './rates-csv.ts';
import { listRates, putRates, type StoredRate } from './rates-store.ts';

/** A rate typed by hand this many times above or below its currency's nearest month is a typo. */
const FAR = 10;

/**
 * The same currency's rate of the nearest other month, when a hand-typed rate is more than ten
 * times off it: `10712` for `1,0712` (a comma left out) would make every euro amount of the month
 * wrong by ten thousand. A currency that really moved so far (a redenomination) comes in a file.
 */
const farFromNeighbour = async (db: Db, entry: RateEntry): Promise<StoredRate | undefined> => {
  const others = (await listRates(db, { currency: entry.currency })).filter(
    (rate) => rate.validFrom.slice(0, 7) !== entry.month,
  );
  const distance = (rate: StoredRate) =>
    Math.abs(Date.parse(rate.validFrom) - Date.parse(`${entry.month}-01`));
  const nearest = others.sort((a, b) => distance(a) - distance(b))[0];
  const ratio = nearest ? Number(entry.perEuro) / nearest.perEuro : 1;
  return ratio > FAR || ratio < 1 / FAR ? nearest : undefined;
};

/**
 * A month's rate of one currency entered by hand (CLI, API, /Admin/ExchangeRates): checked,
 * compared with its currency's nearest month, stored, audited with the reason given.
 */
export const setRate = async (
  db: Db,
  entry: RateEntry,
  actor: string,
  options: { readonly reason?: string } = {},
): Promise<StoredRate> => {
  const checked = checkRateEntry(entry);
  if (!checked.ok)
    throw new DomainError('invalid', 'validation', `The rate is refused: ${checked.message}`, [
      { path: `/${checked.field}`, message: checked.message, keyword: `rate-${checked.field}` },
    ]);
  const far = await farFromNeighbour(db, checked.entry);
  if (far) {
    const message = `${checked.entry.perEuro} ${checked.entry.currency} per euro is more than ${FAR} times off the rate of ${far.validFrom.slice(0, 7)} (${far.perEuro}); a separator left out? A redenominated currency is imported from a file`;
    throw new DomainError('invalid', 'validation', `The rate is refused: ${message}`, [
      {
        path: '/perEuro',
        message,
        keyword: 'rate-far',
        params: { month: far.validFrom.slice(0, 7), perEuro: far.perEuro },
      },
    ]);
  }
  const reason = options.reason?.trim();
  const [stored] = await putRates(db, [checked.entry], {
    actor,
    source: 'manual',
    ...(reason ? { reason } : {}),
  });
  return stored!;
};

/** A CSV of rates (README "Customs exchange rates"): all of it stored, or nothing. */
export const importRates = async (db: Db, csv: string, actor: string): Promise<StoredRate[]> => {
  const read = readRatesCsv(csv);
  if (!read.ok)
    throw new DomainError(
      'invalid',
      'validation',
      `The file is refused, nothing was imported: ${read.complaints.length} complaint(s)`,
      read.complaints.map((complaint) => ({
        path: `line ${complaint.line}`,
        message: complaint.message,
      })),
    );
  return putRates(db, read.entries, { actor, source: 'csv' });
};
