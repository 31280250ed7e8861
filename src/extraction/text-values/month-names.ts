/**
 * Month names and their abbreviations in English, Dutch, French and German, accents off and lower
 * case (compare with `foldAccents`). "mrt" (Dutch), "mär"/"mrz" (German), "févr" and "juil"
 * (French) are the forms printed on Belgian invoices beside the English ones.
 */
const NAMES: readonly (readonly string[])[] = [
  ['january', 'jan', 'januari', 'janvier', 'janv', 'januar', 'jänner', 'janner'],
  ['february', 'feb', 'febr', 'februari', 'fevrier', 'fevr', 'fev', 'februar'],
  ['march', 'mar', 'maart', 'mrt', 'mars', 'marz', 'mrz'],
  ['april', 'apr', 'avril', 'avr'],
  ['may', 'mei', 'mai'],
  ['june', 'jun', 'juni', 'juin'],
  ['july', 'jul', 'juli', 'juillet', 'juil'],
  ['august', 'aug', 'augustus', 'aout'],
  ['september', 'sep', 'sept', 'septembre'],
  ['october', 'oct', 'oktober', 'okt', 'octobre'],
  ['november', 'nov', 'novembre'],
  ['december', 'dec', 'decembre', 'dezember', 'dez'],
];

/** "é" → "e", "ä" → "a", lower case. */
export const foldAccents = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const MONTHS = new Map<string, number>(
  NAMES.flatMap((names, index) => names.map((name) => [foldAccents(name), index + 1] as const)),
);

/** 1 to 12 for a month name or abbreviation ("avril", "Mrt.", "März"), else undefined. */
export const monthNumber = (word: string): number | undefined =>
  MONTHS.get(foldAccents(word).replace(/\.$/, ''));

/** Every month word, longest first, for building a pattern that prefers "juillet" over "juil". */
export const monthWords = (): readonly string[] =>
  [...MONTHS.keys()].sort((a, b) => b.length - a.length);
