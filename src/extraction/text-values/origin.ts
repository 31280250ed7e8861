/**
 * The country of origin named inside a text ("Origin: CN", "Made in China", "Country of origin:
 * Vietnam", "Oorsprong: CN", "Origine : Chine", "Ursprungsland: China"). The printed name is
 * returned as is; turning it into a code is country resolution's job (SPEC.md reference data).
 */
const LABELLED =
  /\b(?:country\s+of\s+origin|origin|c\.?o\.?o\.?|land\s+van\s+oorsprong|oorsprong|pays\s+d['’]origine|origine|ursprungsland|ursprung|herkunftsland|herkunft)\b\s*[:.-]?\s*([A-Za-zÀ-ÿ][A-Za-zÀ-ÿ .'-]{1,40}?)(?=\s*(?:[,;)|/]|$|\s{2,}|\s+(?:hs|cn|taric|gn)\b))/i;
const MADE_IN =
  /\b(?:made\s+in|fabriqu[ée]e?s?\s+en|fabriqu[ée]e?s?\s+au|gemaakt\s+in|hergestellt\s+in)\s+([A-Za-zÀ-ÿ][A-Za-zÀ-ÿ .'-]{1,40}?)(?=\s*(?:[,;)|/]|$|\s{2,}))/i;

export interface OriginMatch {
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

export const findOrigin = (text: string): OriginMatch | undefined => {
  const match = LABELLED.exec(text) ?? MADE_IN.exec(text);
  const name = match?.[1]?.trim();
  if (!match || !name) return undefined;
  return { text: name, start: match.index, end: match.index + match[0].length };
};

/** The printed origin as an ISO 3166-1 alpha-2 code when it already is one ("CN", "de"). */
export const originCode = (printed: string): string | undefined => {
  const trimmed = printed.trim();
  return /^[A-Za-z]{2}$/.test(trimmed) ? trimmed.toUpperCase() : undefined;
};
