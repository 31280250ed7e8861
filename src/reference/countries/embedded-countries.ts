import { embeddedSnapshot } from '../code-lists/index.ts';
import { countryResolver, type CountryResolver } from './resolve-country.ts';

let countries: ReadonlyMap<string, string> | undefined;

/** CL008 (country codes full list, phase 6) of the embedded snapshot: code -> English name. */
export const embeddedCountries = (): ReadonlyMap<string, string> =>
  (countries ??= new Map(
    embeddedSnapshot()
      .sets.find((set) => set.domain === 'transit' && set.phase === 6)
      ?.lists.find((list) => list.list === 'CL008')
      ?.entries.filter((entry) => entry.state === 'valid')
      .map((entry) => [entry.code, entry.description ?? entry.code]) ?? [],
  ));

let plain: CountryResolver | undefined;

/** The resolver over CL008 with the given CountryAliases (none: steps 1, 3, 4 and 5 only). */
export const resolverWithAliases = (aliases: Readonly<Record<string, string>>): CountryResolver =>
  Object.keys(aliases).length === 0
    ? (plain ??= countryResolver({ countries: embeddedCountries(), aliases: {} }))
    : countryResolver({ countries: embeddedCountries(), aliases });
