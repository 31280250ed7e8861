import { eq, sql } from 'drizzle-orm';
import { schema, type Db } from '../db/index.ts';
import { DomainError } from '../errors/index.ts';
import { embeddedCountries, normalizeName } from '../reference/index.ts';
import { readRuntimeSettings, setRuntimeSetting } from '../runtime-settings/index.ts';

export interface CountryAlias {
  readonly alias: string;
  /** ISO 3166-1 alpha-2 of CL008. */
  readonly country: string;
  /** CL008's English name of the country. */
  readonly name: string;
}

const SETTING = 'CountryAliases';
// One number for the read-change-write of the aliases: two people adding at once both keep theirs.
const ALIAS_LOCK = 0x434f554e54525931n; // "COUNTRY1"

/** The aliases as the resolution reads them, by alias. */
export const listCountryAliases = async (db: Db): Promise<CountryAlias[]> => {
  const { CountryAliases: aliases } = await readRuntimeSettings(db);
  const countries = embeddedCountries();
  return Object.entries(aliases)
    .map(([alias, country]) => ({ alias, country, name: countries.get(country) ?? country }))
    .sort((a, b) => a.alias.localeCompare(b.alias));
};

/** Who last changed the aliases and when, or nulls before anyone did. */
export const aliasesChanged = async (db: Db) => {
  const [row] = await db
    .select()
    .from(schema.runtimeSettings)
    .where(eq(schema.runtimeSettings.key, SETTING));
  return { updated_by: row?.updatedBy ?? null, updated_at: row?.updatedAt.toISOString() ?? null };
};

/**
 * Changes the CountryAliases setting through the use case `customs settings set` runs (validated,
 * audited as setting.changed under `actor`), the current map read and written under one lock.
 */
const changeAliases = (
  db: Db,
  actor: string,
  change: (aliases: Record<string, string>) => Record<string, string>,
) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ALIAS_LOCK.toString()}::bigint)`);
    const { CountryAliases: current } = await readRuntimeSettings(tx);
    await setRuntimeSetting(tx, SETTING, JSON.stringify(change({ ...current })), actor);
  });

/** The alias the map holds under the same name, case and accents aside (the resolver's key). */
const sameAlias = (aliases: Record<string, string>, alias: string) =>
  Object.keys(aliases).find((name) => normalizeName(name) === normalizeName(alias));

/**
 * A name the documents use for a country (`Holland`, `Bundesrepublik`), for a code of CL008: the
 * resolution reads it at its next call. An alias of the same name (case and accents aside)
 * is replaced; a two-letter code of CL008 is never an alias (the code wins before aliases).
 */
export const addCountryAlias = async (
  db: Db,
  input: { readonly alias: string; readonly country: string },
  actor: string,
): Promise<CountryAlias> => {
  const alias = input.alias.trim().replace(/\s+/g, ' ');
  const country = input.country.trim().toUpperCase();
  const countries = embeddedCountries();
  const complaints = [];
  if (!normalizeName(alias) || /\p{Cc}/u.test(alias))
    complaints.push({ path: '/alias', message: 'must be a name', keyword: 'alias-empty' });
  else if (/^[A-Za-z]{2}$/.test(alias) && countries.has(alias.toUpperCase()))
    complaints.push({
      path: '/alias',
      message: `${alias.toUpperCase()} is a country code of CL008 itself; the code is read before any alias`,
      keyword: 'alias-is-code',
      params: { code: alias.toUpperCase() },
    });
  if (!/^[A-Z]{2}$/.test(country) || !countries.has(country))
    complaints.push({
      path: '/country',
      message: `${country} is not a two-letter country code of CL008`,
      keyword: 'country',
      params: { value: country },
    });
  if (complaints.length > 0)
    throw new DomainError(
      'invalid',
      'validation',
      `The alias is refused: ${complaints.map((c) => c.message).join('; ')}`,
      complaints,
    );
  await changeAliases(db, actor, (aliases) => {
    const same = sameAlias(aliases, alias);
    if (same) delete aliases[same];
    return { ...aliases, [alias]: country };
  });
  return { alias, country, name: countries.get(country) ?? country };
};

/** Removes an alias (case and accents aside); 404, and nothing written, when there is none. */
export const removeCountryAlias = (db: Db, alias: string, actor: string): Promise<void> =>
  changeAliases(db, actor, (aliases) => {
    const same = sameAlias(aliases, alias);
    // Thrown inside the transaction: nothing is written, not even an audit entry.
    if (!same)
      throw new DomainError('not-found', 'country-alias-unknown', `There is no alias ${alias}`);
    delete aliases[same];
    return aliases;
  });
