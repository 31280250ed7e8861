/** The languages the service's documents come in: Belgian trade writes Dutch, French, German, English. */
export type TextLanguage = 'en' | 'nl' | 'fr' | 'de';

// Short words each language writes on every page and the others do not: a word two of them share
// ("de", "en", "is", "die") tells nothing and is left out. They survive English-only OCR, which
// misreads accents but not "les" or "voor".
// prettier-ignore
const COMMON: Readonly<Record<TextLanguage, readonly string[]>> = {
  en: ['the', 'and', 'of', 'to', 'for', 'with', 'your', 'this', 'are', 'you', 'by', 'from', 'will', 'our', 'please', 'thank', 'not', 'be', 'we'],
  nl: ['het', 'een', 'van', 'voor', 'op', 'met', 'uw', 'zijn', 'niet', 'aan', 'bij', 'dit', 'deze', 'wij', 'te', 'door', 'naar', 'ook', 'om', 'wordt'],
  fr: ['le', 'la', 'les', 'des', 'du', 'et', 'un', 'une', 'pour', 'sur', 'votre', 'vos', 'est', 'au', 'aux', 'par', 'avec', 'ce', 'cette', 'dans', 'nous', 'qui', 'que', 'sont'],
  de: ['der', 'das', 'und', 'den', 'dem', 'ein', 'eine', 'für', 'fur', 'mit', 'zu', 'ist', 'nicht', 'auf', 'im', 'ihre', 'sie', 'wir', 'sind', 'oder'],
};

const LANGUAGE_OF = new Map(
  (Object.entries(COMMON) as [TextLanguage, readonly string[]][]).flatMap(([language, words]) =>
    words.map((word) => [word, language] as const),
  ),
);

/** Fewer common words than this is too little text to say (a label, a barcode sheet). */
const ENOUGH = 8;

/**
 * The language a text is most likely written in, by its common short words; undefined when the
 * text is too short or two languages are close (a French name on an English form).
 */
export const guessLanguage = (text: string): TextLanguage | undefined => {
  const counts = new Map<TextLanguage, number>();
  for (const word of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
    const language = LANGUAGE_OF.get(word);
    if (language) counts.set(language, (counts.get(language) ?? 0) + 1);
  }
  const [first, second] = [...counts].sort((a, b) => b[1] - a[1]);
  if (!first || first[1] < ENOUGH) return undefined;
  return !second || first[1] >= 2 * second[1] ? first[0] : undefined;
};
