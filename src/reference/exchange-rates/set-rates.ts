import type { Db } from '../../db/index.ts';
import { DomainError } from '../../errors/index.ts';
import { checkRateEntry, readRatesCsv, type RateEntry } from './rates-csv.ts';
import { putRates, type StoredRate } from './rates-store.ts';

/** A month's rate of one currency entered by hand (CLI, API): checked, stored, audited. */
export const setRate = async (db: Db, entry: RateEntry, actor: string): Promise<StoredRate> => {
  const checked = checkRateEntry(entry);
  if (!checked.ok)
    throw new DomainError('invalid', 'validation', `The rate is refused: ${checked.message}`, [
      { path: '/perEuro', message: checked.message },
    ]);
  const [stored] = await putRates(db, [checked.entry], { actor, source: 'manual' });
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
