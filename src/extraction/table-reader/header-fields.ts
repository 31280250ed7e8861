import type { Word } from '../document-text.ts';
import type { ExtractedHeader, Found } from '../extracted.ts';
import {
  findCurrency,
  findDates,
  parseAmount,
  parseMass,
  parseNumber,
  type CurrencyMatch,
  type DecimalSeparator,
} from '../text-values/index.ts';
import { BY_LABEL, foundIn, GUESSED, textOf, withoutAbsent, type Place } from './found-words.ts';
import { findLabelled, type Labelled, type PageLine } from './label-values.ts';
import { readIncoterm } from './incoterm.ts';
import { readParties } from './parties.ts';
import type { TableTotals } from './table-totals.ts';

// Labels in EN, NL, FR, DE, accents off and lower case (label-values.ts folds the line).
const INVOICE_NUMBER =
  /\b(?:invoice\s*(?:no|nr|number|num|#)\.?|factuur\s*(?:nummer|nr)\.?|factuurnummer|factuurnr\.?|n[°o]\s*(?:de\s+)?facture|numero\s+de\s+facture|facture\s+n[°o]?|rechnungs?-?\s*(?:nummer|nr)\.?|invoice\s*:)/;
const INVOICE_DATE =
  /\b(?:invoice\s*date|date\s+of\s+invoice|factuurdatum|factuur\s*datum|date\s+(?:de\s+(?:la\s+)?)?facture|rechnungsdatum)\b/;
const ANY_DATE =
  /(?<!(?:due|order|delivery|verval|lever|echeance|liefer|bestell)\s?)\b(?:date|datum)\b/;
const CURRENCY = /\b(?:currency|valuta|devise|wahrung)\b/;
const PAYABLE =
  /\b(?:total\s+(?:due|amount|incl|invoice|to\s+pay|ttc)|amount\s+due|balance\s+due|grand\s+total|invoice\s+total|te\s+betalen|totaal\s+(?:incl|te\s+betalen|bedrag|eur)|factuur\s*totaal|net\s+a\s+payer|montant\s+(?:total|ttc|a\s+payer)|gesamtbetrag|rechnungsbetrag|endbetrag|zu\s+zahlen)/;
const TOTAL = /^(?:total|totaal|summe|montant total|gesamt)\b/;
const NET_WEIGHT =
  /\b(?:total\s+)?(?:net\s+weight|nettogewicht|netto\s*gewicht|poids\s+net|net\s+wt)\b/;
const GROSS_WEIGHT =
  /\b(?:total\s+)?(?:gross\s+weight|brutogewicht|bruttogewicht|brutto\s*gewicht|poids\s+brut|gross\s+wt)\b/;
const PACKAGES =
  /\b(?:total\s+)?(?:number\s+of\s+packages|packages|aantal\s+colli|colli|nombre\s+de\s+colis|colis|packstucke)\b/;

export interface HeaderInputs {
  readonly lines: readonly PageLine[];
  readonly document: string;
  readonly decimal?: DecimalSeparator;
  /** Currencies printed with the table's amounts. */
  readonly currencies: readonly CurrencyMatch[];
  /** The figures of the line that closed a goods table ("Total … 820,00 24,5 28,2"). */
  readonly totals: TableTotals;
}

/** The invoice's header fields by their labels; a field without a label that names it is absent. */
export const readHeaderFields = (inputs: HeaderInputs): ExtractedHeader => {
  const { lines, decimal } = inputs;
  const place = (labelled: Labelled): Place => ({
    document: inputs.document,
    page: labelled.at.page,
  });
  const valueOf = <T>(
    label: RegExp,
    read: (words: readonly Word[]) => T | undefined,
  ): Found<T> | undefined => {
    for (const labelled of findLabelled(lines, label))
      for (const words of [labelled.beside, labelled.under]) {
        const value = words.length > 0 ? read(words) : undefined;
        if (value !== undefined) return foundIn(value, words, place(labelled), BY_LABEL);
      }
    return undefined;
  };
  return withoutAbsent({
    ...readParties(lines, inputs.document),
    invoiceNumber: valueOf(INVOICE_NUMBER, referenceIn),
    invoiceDate: valueOf(INVOICE_DATE, dateIn) ?? valueOf(ANY_DATE, dateIn) ?? firstDate(inputs),
    currency:
      valueOf(CURRENCY, (words) => findCurrency(textOf(words))?.code) ?? tableCurrency(inputs),
    ...readIncoterm(lines, inputs.document),
    totalAmount:
      valueOf(PAYABLE, (words) => lastAmount(words, decimal)) ??
      inputs.totals.totalAmount ??
      lastTotal(inputs),
    totalNetMass:
      valueOf(NET_WEIGHT, (words) => parseMass(textOf(words), 'kg', { decimal })) ??
      inputs.totals.totalNetMass,
    totalGrossMass:
      valueOf(GROSS_WEIGHT, (words) => parseMass(textOf(words), 'kg', { decimal })) ??
      inputs.totals.totalGrossMass,
    totalPackages:
      valueOf(PACKAGES, (words) => {
        const count = parseNumber(words[0]?.text ?? '', { decimal });
        return count !== undefined && Number.isInteger(count) ? count : undefined;
      }) ?? inputs.totals.totalPackages,
  });
};

/** The first word with a digit that is no date, skipping "No." and "#" between label and value. */
const referenceIn = (words: readonly Word[]): string | undefined => {
  for (const word of words.slice(0, 3)) {
    if (/^(?:no\.?|nr\.?|n°|#|:)$/i.test(word.text)) continue;
    if (/\d/.test(word.text) && findDates(word.text).length === 0)
      return word.text.replace(/^:/, '');
    return undefined;
  }
  return undefined;
};

const dateIn = (words: readonly Word[]): string | undefined => findDates(textOf(words))[0]?.value;

/** No label: the first date printed on page 1 is most often the invoice's. */
const firstDate = (inputs: HeaderInputs): Found<string> | undefined => {
  for (const { line, page } of inputs.lines.filter((at) => at.page === 1)) {
    const date = findDates(line.text)[0];
    if (date) return foundIn(date.value, line.words, { document: inputs.document, page }, GUESSED);
  }
  return undefined;
};

const tableCurrency = (inputs: HeaderInputs): Found<string> | undefined => {
  const [first] = inputs.currencies;
  if (!first || inputs.currencies.some((currency) => currency.code !== first.code))
    return undefined;
  return { value: first.code, confidence: first.ambiguous ? GUESSED : BY_LABEL };
};

/** The rightmost amount of a group of words: "Total € 717,97" → 717.97. */
const lastAmount = (words: readonly Word[], decimal?: DecimalSeparator): number | undefined => {
  for (let start = words.length - 1; start >= 0; start--) {
    const amount = parseAmount(textOf(words.slice(start)), { decimal });
    const wider = start > 0 ? parseAmount(textOf(words.slice(start - 1)), { decimal }) : undefined;
    if (amount && !wider) return amount.value;
  }
  return undefined;
};

/** Without a "total due" label, the last line that starts with "Total". */
const lastTotal = (inputs: HeaderInputs): Found<number> | undefined => {
  const totals = findLabelled(inputs.lines, TOTAL).reverse();
  for (const labelled of totals) {
    const value = lastAmount(labelled.beside, inputs.decimal);
    const place = { document: inputs.document, page: labelled.at.page };
    if (value !== undefined) return foundIn(value, labelled.beside, place, GUESSED + 0.1);
  }
  return undefined;
};
