import countries from 'i18n-iso-countries';

/** Lower case, accents off, one space: "  Côte  d'Ivoire " and "cote d'ivoire" compare equal. */
export const normalizeName = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Every English, Dutch, French and German name of every country (official, short and usual forms, such as
 * "Koninkrijk België", "België", "USA"), from i18n-iso-countries, with the EU's own English
 * descriptions (CL008) for the codes that package lacks (XI, XC, XL, XS, EU, QP-QZ ...).
 */
export const countryNames = (
  codes: ReadonlySet<string>,
  euDescriptions: ReadonlyMap<string, string>,
): ReadonlyMap<string, ReadonlySet<string>> => {
  const names = new Map<string, Set<string>>();
  const add = (code: string, name: string) => {
    if (!codes.has(code)) return;
    const key = normalizeName(name);
    if (!key) return;
    const known = names.get(key) ?? new Set<string>();
    known.add(code);
    names.set(key, known);
  };
  for (const language of ['en', 'nl', 'fr', 'de'])
    for (const [code, given] of Object.entries(countries.getNames(language, { select: 'all' })))
      for (const name of given) add(code, name);
  for (const [code, description] of euDescriptions) add(code, description);
  return names;
};
