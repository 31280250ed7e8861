import {
  COUNTRY,
  LOCATION,
  parseDecimal,
  parseDegreesMinutes,
  parseFunctions,
  parseIata,
  parseStatus,
  parseSubdivision,
} from './locode-fields.ts';
import { searchText } from './search-text.ts';

/** One row's fields by name, whatever the form of the file (absent columns are empty). */
export interface LocodeFields {
  readonly change: string;
  readonly country: string;
  readonly location: string;
  readonly name: string;
  readonly nameWoDiacritics: string;
  readonly subdivision: string;
  readonly status: string;
  readonly function: string;
  readonly iata: string;
  /** UNECE form: `4230N 00131E`. */
  readonly coordinates: string;
  /** Geoapify form: decimal degrees. */
  readonly lat: string;
  readonly lon: string;
}

/** A row as the `locodes` table holds it. */
export interface LocodeEntry {
  readonly code: string;
  readonly country: string;
  readonly location: string;
  readonly name: string;
  readonly name_without_diacritics: string | null;
  readonly search_name: string;
  readonly subdivision: string | null;
  readonly functions: string | null;
  readonly status: string | null;
  readonly iata: string | null;
  readonly latitude: number | null;
  readonly longitude: number | null;
}

/** U+FFFD: a character a copy of the list lost in a wrong conversion (Li\uFFFDge, 12,000 names of the geoapify file). */
const LOST = '\uFFFD';

/**
 * The forms a name is searched by, each once: the name and its form without diacritics. A form
 * with a lost character is left out when another is whole, else searched without that character.
 */
export const searchForms = (...names: readonly string[]): string[] => {
  const given = names.filter(Boolean);
  const whole = given.filter((name) => !name.includes(LOST));
  const usable = whole.length > 0 ? whole : given.map((name) => name.replaceAll(LOST, ''));
  return [...new Set(usable.map(searchText).filter(Boolean))];
};

/** The entry, or what makes the row unusable (a required field: country, location, name). */
export const toEntry = (fields: LocodeFields): LocodeEntry | string => {
  const country = fields.country.trim().toUpperCase();
  const location = fields.location.trim().toUpperCase();
  if (!COUNTRY.test(country)) return `the country "${fields.country}" is not two letters`;
  if (!LOCATION.test(location))
    return `the location "${fields.location}" is not three letters or digits`;
  const written = fields.name.trim();
  const plain = fields.nameWoDiacritics.trim();
  // A name with a lost character is shown as its form without diacritics: Liege, not Li\uFFFDge.
  const name = written.includes(LOST) && plain && !plain.includes(LOST) ? plain : written;
  const forms = searchForms(written, plain);
  if (!name || forms.length === 0) return `${country}${location} has no name`;
  const coordinates =
    fields.lat || fields.lon
      ? parseDecimal(fields.lat, fields.lon)
      : parseDegreesMinutes(fields.coordinates);
  return {
    code: `${country}${location}`,
    country,
    location,
    name,
    name_without_diacritics: plain || null,
    search_name: forms.join(' / '),
    subdivision: parseSubdivision(fields.subdivision),
    functions: parseFunctions(fields.function),
    status: parseStatus(fields.status),
    iata: parseIata(fields.iata),
    latitude: coordinates?.latitude ?? null,
    longitude: coordinates?.longitude ?? null,
  };
};
