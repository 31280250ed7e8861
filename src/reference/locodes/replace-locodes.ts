import { sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import type { LocodeEntry } from './locode-entry.ts';
import { LocodeFileError } from './read-locode-csv.ts';

/** Rows per INSERT: one JSON document each, read by jsonb_to_recordset (as client batches are). */
const ROWS_PER_INSERT = 5000;
const FORM_SEPARATOR = ' / ';

export interface Replaced {
  /** Locations stored: one per code. */
  readonly locations: number;
  /** Rows that named a code already read (a second name: Bruxelles (Brussel) beside Brussel (Bruxelles)). */
  readonly merged: number;
}

const insertRows = async (tx: Db, rows: readonly LocodeEntry[]) => {
  await tx.execute(sql`
    insert into locodes (code, country, location, name, name_without_diacritics, search_name,
      subdivision, functions, status, iata, latitude, longitude)
    select code, country, location, name, name_without_diacritics, search_name,
      subdivision, functions, status, iata, latitude, longitude
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as row(code text, country text,
      location text, name text, name_without_diacritics text, search_name text, subdivision text,
      functions text, status text, iata text, latitude double precision, longitude double precision)`);
};

const updateSearchNames = async (
  tx: Db,
  rows: readonly { code: string; search_name: string }[],
) => {
  await tx.execute(sql`
    update locodes set search_name = row.search_name
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as row(code text, search_name text)
    where locodes.code = row.code`);
};

const merge = (first: string, more: string) =>
  [...new Set([...first.split(FORM_SEPARATOR), ...more.split(FORM_SEPARATOR)])].join(
    FORM_SEPARATOR,
  );

/**
 * Replaces every row of `locodes` with the entries, inside the caller's transaction: readers
 * keep seeing the previous list until it commits, and nothing of it is lost if it does not.
 * A code listed twice is stored once, under its first name, searchable by both.
 */
export const replaceLocodes = async (
  tx: Db,
  entries: AsyncIterable<LocodeEntry>,
): Promise<Replaced> => {
  // Imports take turns; searches (plain reads) go on meanwhile.
  await tx.execute(sql`lock table locodes in share row exclusive mode`);
  await tx.execute(sql`delete from locodes`);
  const searchNames = new Map<string, string>();
  const renamed = new Map<string, string>();
  let batch = new Map<string, LocodeEntry>();
  let merged = 0;
  // The next batch is read while the database writes the previous one.
  let writing: Promise<unknown> = Promise.resolve();
  let failure: { error: unknown } | undefined;
  const flush = async () => {
    await writing;
    if (failure) throw failure.error;
    const rows = [...batch.values()];
    batch = new Map();
    writing = insertRows(tx, rows).catch((error: unknown) => {
      failure = { error };
    });
  };
  try {
    for await (const entry of entries) {
      const known = searchNames.get(entry.code);
      if (known !== undefined) {
        merged++;
        const both = merge(known, entry.search_name);
        searchNames.set(entry.code, both);
        const pending = batch.get(entry.code);
        if (pending) batch.set(entry.code, { ...pending, search_name: both });
        else renamed.set(entry.code, both);
        continue;
      }
      searchNames.set(entry.code, entry.search_name);
      batch.set(entry.code, entry);
      if (batch.size >= ROWS_PER_INSERT) await flush();
    }
  } catch (error) {
    // The statement in flight ends before the transaction is rolled back.
    await writing;
    throw error;
  }
  if (batch.size > 0) await flush();
  await writing;
  if (failure) throw failure.error;
  if (searchNames.size === 0) throw new LocodeFileError('the file holds no location rows');
  if (renamed.size > 0)
    await updateSearchNames(
      tx,
      [...renamed].map(([code, search_name]) => ({ code, search_name })),
    );
  return { locations: searchNames.size, merged };
};
