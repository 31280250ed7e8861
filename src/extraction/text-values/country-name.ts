import countries from 'i18n-iso-countries';
import { foldAccents } from './month-names.ts';

const LANGUAGES = ['en', 'nl', 'fr', 'de'] as const;
const fold = (text: string) =>
  foldAccents(text.replace(/ß/g, 'ss'))
    .replace(/[.,;:]+$/, '')
    .replace(/[’']/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

// Names trade documents print that the ISO list does not give (folded, as `fold` leaves them).
const PRINTED_NAMES: Readonly<Record<string, string>> = {
  'u.k': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'grande-bretagne': 'GB',
  'grande bretagne': 'GB',
  holland: 'NL',
  'etats-unis': 'US',
  'etats unis': 'US',
  'vr china': 'CN',
  'volksrepublik china': 'CN',
  'volksrepubliek china': 'CN',
  'pr china': 'CN',
  'p.r. china': 'CN',
  'p.r.china': 'CN',
  prc: 'CN',
  'p.r.c': 'CN',
  'chine populaire': 'CN',
  'viet nam': 'VN',
};

let names: ReadonlyMap<string, string> | undefined;

/**
 * Every name of every country in the four languages of Belgian trade documents, from
 * i18n-iso-countries ("Deutschland", "Allemagne", "Duitsland", "Germany", "USA"); a name two
 * countries share is left out, so it is never read as either.
 */
const countryNames = (): ReadonlyMap<string, string> => {
  if (names) return names;
  const found = new Map<string, Set<string>>();
  for (const language of LANGUAGES)
    for (const [code, given] of Object.entries(countries.getNames(language, { select: 'all' })))
      for (const name of given) {
        const key = fold(name);
        const codes = found.get(key) ?? new Set<string>();
        codes.add(code);
        found.set(key, codes);
      }
  names = new Map([
    ...[...found].flatMap(([name, codes]) =>
      codes.size === 1 && name.length > 2 ? [[name, [...codes][0]!] as const] : [],
    ),
    ...Object.entries(PRINTED_NAMES),
  ]);
  return names;
};

/**
 * The ISO 3166-1 alpha-2 code of a text that is a country and nothing else: its name in English,
 * Dutch, French or German, or its code in capitals ("DE"; a lower-case "de" is a word). For an
 * address's country line, where a near miss must stay unread.
 */
export const countryOfName = (text: string): string | undefined => {
  const trimmed = text.trim().replace(/[.,;:]+$/, '');
  if (/^[A-Z]{2}$/.test(trimmed))
    return countries.isValid(trimmed) ? trimmed : trimmed === 'UK' ? 'GB' : undefined;
  return countryNames().get(fold(trimmed));
};
