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

// An invoice or a packing list has few sentences: its titles and labels tell its language as
// well, spelt as printed and as English OCR reads them (without accents). Words two languages
// share ("total", "date", "description", "netto", "Adresse") are left out.
// prettier-ignore
const TRADE: Readonly<Record<TextLanguage, readonly string[]>> = {
  en: ['invoice', 'amount', 'quantity', 'qty', 'price', 'due', 'bill', 'ship', 'customer', 'order', 'item', 'subtotal', 'tax', 'vat', 'weight', 'gross', 'payment', 'shipper', 'consignee', 'packing'],
  nl: ['factuur', 'totaal', 'subtotaal', 'aantal', 'omschrijving', 'bedrag', 'btw', 'bedankt', 'prijs', 'klant', 'levering', 'bestelling', 'bruto', 'verzending', 'betaling', 'vervaldatum'],
  fr: ['facture', 'montant', 'prix', 'livraison', 'commande', 'colis', 'poids', 'brut', 'tva', 'merci', 'quantité', 'quantite', 'désignation', 'unitaire', 'acheteur', 'vendeur', 'règlement', 'reglement'],
  de: ['rechnung', 'menge', 'preis', 'einzelpreis', 'gesamtpreis', 'betrag', 'steuer', 'mwst', 'ust', 'summe', 'zwischensumme', 'kunde', 'lieferung', 'bestellung', 'brutto', 'zahlung', 'vielen'],
};

// German and Dutch write "Rechnungsnummer", "Factuurdatum": a word starting with one of these is
// counted too.
const STEMS: ReadonlyArray<readonly [string, TextLanguage]> = [
  ['invoice', 'en'],
  ['factuur', 'nl'],
  ['facture', 'fr'],
  ['rechnung', 'de'],
];

const languageOfWords = (lists: Readonly<Record<TextLanguage, readonly string[]>>) =>
  (Object.entries(lists) as [TextLanguage, readonly string[]][]).flatMap(([language, words]) =>
    words.map((word) => [word, language] as const),
  );

const LANGUAGE_OF = new Map(languageOfWords(COMMON));
const TRADE_LANGUAGE_OF = new Map([...languageOfWords(COMMON), ...languageOfWords(TRADE)]);

/** Fewer common words than this is too little text to say (a label, a barcode sheet). */
const ENOUGH = 8;

export interface GuessOptions {
  /** Count the words of invoices and packing lists too ("facture", "Rechnungsnummer"). */
  readonly tradeWords?: boolean;
  /** Fewer words than this says nothing; 8 by default. */
  readonly enough?: number;
}

const languageOf = (word: string, trade: boolean): TextLanguage | undefined =>
  trade
    ? (TRADE_LANGUAGE_OF.get(word) ?? STEMS.find(([stem]) => word.startsWith(stem))?.[1])
    : LANGUAGE_OF.get(word);

/**
 * The language a text is most likely written in, by its common short words; undefined when the
 * text is too short or two languages are close (a French name on an English form).
 */
export const guessLanguage = (
  text: string,
  options: GuessOptions = {},
): TextLanguage | undefined => {
  const counts = new Map<TextLanguage, number>();
  const enough = options.enough ?? ENOUGH;
  for (const word of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
    const language = languageOf(word, options.tradeWords ?? false);
    if (language) counts.set(language, (counts.get(language) ?? 0) + 1);
  }
  const [first, second] = [...counts].sort((a, b) => b[1] - a[1]);
  if (!first || first[1] < enough) return undefined;
  return !second || first[1] >= 2 * second[1] ? first[0] : undefined;
};
