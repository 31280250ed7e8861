import type { Word } from '../document-text.ts';
import type { ExtractedHeader, Found } from '../extracted.ts';
import {
  foldAccents,
  findCurrency,
  findDates,
  parseAmount,
  parseMass,
  type CurrencyMatch,
  type DecimalSeparator,
} from '../text-values/index.ts';
import { BY_LABEL, foundIn, GUESSED, textOf, withoutAbsent, type Place } from './found-words.ts';
import {
  ANY_DATE,
  BARE_NUMBER,
  TITLE_COLUMN,
  CURRENCY,
  GROSS_WEIGHT,
  INVOICE_DATE,
  INVOICE_NUMBER,
  NET_AMOUNT,
  NET_WEIGHT,
  PACKAGES,
  PAYABLE,
  VAT_AMOUNT,
} from './header-labels.ts';
import {
  findLabelled,
  type Labelled,
  type LabelledValue,
  type PageLine,
  type PageLines,
} from './label-values.ts';
import { dateOrder } from './date-order.ts';
import { readIncoterm } from './incoterm.ts';
import { readPackagesTotal, readShippingMarks } from './packing-fields.ts';
import { readParties } from './parties.ts';
import type { TableTotals } from './table-totals.ts';
import { netVatGross, type Figure } from './total-triple.ts';

// "Total" alone closes the amounts; "Total gross weight" or "Total packages" is another field.
const TOTAL =
  /^(?:total|totaal|summe|montant total|gesamt)\b(?!\s*(?:net\s+w|gross|weight|packages|pkgs|colli|colis|cartons|ctns|gewicht|poids|quantit|qty|pieces|pcs|stuks|stuck|volume|number|no\b|nombre|aantal|anzahl|brut|netto|bruto|kg))/;

// A total's label reaches its figure anywhere right of it on its line.
const MONEY_REACH = Infinity;

export interface HeaderInputs {
  readonly lines: readonly PageLine[];
  /** The same lines page by page, for blocks read down a column. */
  readonly pages: readonly PageLines[];
  readonly document: string;
  readonly decimal?: DecimalSeparator;
  /** Currencies printed with the table's amounts. */
  readonly currencies: readonly CurrencyMatch[];
  /** The figures of the line that closed a goods table ("Total … 820,00 24,5 28,2"). */
  readonly totals: TableTotals;
  /** The marks a goods table prints in a column of their own. */
  readonly marks?: Found<string>;
}

/** The invoice's header fields by their labels; a field without a label that names it is absent. */
export const readHeaderFields = (inputs: HeaderInputs): ExtractedHeader => {
  const { lines, decimal } = inputs;
  const place = (labelled: Labelled): Place => ({
    document: inputs.document,
    page: labelled.at.page,
  });
  // Later labels on the same line ("Total 100,00 VAT 21,00") end the words a value may take.
  const valueIn = <T>(
    found: readonly Labelled[],
    read: (words: readonly Word[]) => T | undefined,
  ) => {
    for (const labelled of found)
      for (const words of [labelled.beside, labelled.under, ...labelled.further]) {
        const value = words.length > 0 ? read(words) : undefined;
        if (value !== undefined) return foundIn(value, words, place(labelled), BY_LABEL);
      }
    return undefined;
  };
  const valueOf: LabelledValue = (label, read) => valueIn(findLabelled(lines, label), read);
  // Totals close a document: a subtotal per section comes before the one of the whole. Their
  // figures stand right-aligned, often far right of the label.
  const lastValueOf: LabelledValue = (label, read) =>
    valueIn(findLabelled(lines, label, { reach: MONEY_REACH }).reverse(), read);
  const amount = (words: readonly Word[]) => lastAmount(words, decimal);
  const mass = (words: readonly Word[]) => parseMass(massText(words), 'kg', { decimal });
  const parties = readParties(inputs.pages, inputs.document);
  const order = dateOrder(lines, parties.seller);
  const dateIn = (words: readonly Word[]) => findDates(textOf(words), { order })[0]?.value;
  const payableRead = lastValueOf(PAYABLE, amount) ?? lastTotal(inputs);
  // A total's line may print net, VAT and gross side by side: the label's first figure is the net.
  const tripleAt = findLabelled(lines, PAYABLE, { reach: MONEY_REACH })
    .reverse()
    .map((labelled) => ({ labelled, triple: netVatGross(labelled, decimal) }))
    .find(({ triple }) => triple && triple.net.value === payableRead?.value);
  const triple = tripleAt?.triple;
  const tripled = (figure: Figure) =>
    foundIn(figure.value, figure.words, place(tripleAt!.labelled), BY_LABEL);
  const payable = triple ? tripled(triple.gross) : payableRead;
  const net =
    lastValueOf(NET_AMOUNT, amount) ??
    inputs.totals.totalAmount ??
    (triple ? tripled(triple.net) : undefined);
  // VAT is a part of what is payable: a figure above it is something else read by mistake.
  const vatRead = lastValueOf(VAT_AMOUNT, amount) ?? (triple ? tripled(triple.vat) : undefined);
  const vat = vatRead && payable && vatRead.value >= payable.value ? undefined : vatRead;
  const noVat = vat === undefined || vat.value === 0;
  return withoutAbsent({
    ...parties,
    invoiceNumber: valueOf(INVOICE_NUMBER, referenceIn) ?? valueIn(bareNumbers(lines), referenceIn),
    invoiceDate:
      valueOf(INVOICE_DATE, dateIn) ?? valueOf(ANY_DATE, dateIn) ?? firstDate(inputs, order),
    currency:
      valueOf(CURRENCY, (words) => findCurrency(textOf(words))?.code) ??
      amountCurrency(payable, net, lines, parties.seller?.country?.value) ??
      tableCurrency(inputs),
    ...readIncoterm(lines, inputs.document),
    // Without VAT, or at 0 %, the one total is both what the goods cost and what is payable.
    netAmount: net ?? (noVat ? payable : undefined),
    vatAmount: vat,
    totalAmount: payable ?? (noVat ? net : undefined),
    totalNetMass: valueOf(NET_WEIGHT, mass) ?? inputs.totals.totalNetMass,
    totalGrossMass: valueOf(GROSS_WEIGHT, mass) ?? inputs.totals.totalGrossMass,
    ...readPackagesTotal(valueOf, PACKAGES, decimal, inputs.totals.totalPackages),
    shippingMarks: readShippingMarks(inputs.pages, inputs.document) ?? inputs.marks,
  });
};

/**
 * "Nummer" in a cell of its own beside, above or under the "Datum" one: the document's number,
 * as a header of two labels prints it. Elsewhere the word is any number's ("Btw-nummer").
 */
const bareNumbers = (lines: readonly PageLine[]): Labelled[] =>
  [BARE_NUMBER, TITLE_COLUMN].flatMap((label) =>
    findLabelled(lines, label, { startsCell: true }).filter(nearDate(lines)),
  );

const nearDate =
  (lines: readonly PageLine[]) =>
  (labelled: Labelled): boolean => {
    const at = lines.indexOf(labelled.at);
    const near = [lines[at - 1], labelled.at, lines[at + 1]].filter(
      (line) => line?.page === labelled.at.page,
    );
    return near.some((line) => ANY_DATE.test(foldAccents(line!.line.text)));
  };

/** "24,5 kg", "24.5 KGS", "kg 24,5": the first figure with its unit, or bare. */
const massText = (words: readonly Word[]) => {
  const text = textOf(words.slice(0, 3));
  return /\d/.test(text) ? text.replace(/^(kgs?|kilos?)\s+(.*)$/i, '$2 $1') : text;
};

/**
 * The first word with a digit that is no date, skipping "No." and "#" between label and value;
 * a short prefix in capitals printed apart belongs to it ("AR 26/4648", "RE 2026-0577").
 */
const referenceIn = (words: readonly Word[]): string | undefined => {
  const texts = words
    .slice(0, 4)
    .map((word) => word.text.replace(/^[:#]/, '').replace(/[,;]$/, ''));
  for (const [index, text] of texts.entries()) {
    if (/^(?:no\.?|nr\.?|n°|#|:|number|nummer)?$/i.test(text)) continue;
    const next = texts[index + 1];
    if (/^[A-Z]{1,4}$/.test(text) && next && /^\d[\d/.-]*\d$/.test(next) && !findDates(next).length)
      return `${text} ${next}`;
    if (/\d/.test(text) && findDates(text).length === 0 && text.length >= 2) return text;
    return undefined;
  }
  return undefined;
};

/** No label: the first date printed on page 1 is most often the invoice's. */
const firstDate = (inputs: HeaderInputs, order: 'dmy' | 'mdy'): Found<string> | undefined => {
  for (const { line, page } of inputs.lines.filter((at) => at.page === 1)) {
    const date = findDates(line.text, { order })[0];
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

/** The currency printed beside the total ("Total EUR 1.234,00", "€ 717,97"). */
const amountCurrency = (
  ...args: [
    Found<number> | undefined,
    Found<number> | undefined,
    readonly PageLine[],
    string | undefined,
  ]
): Found<string> | undefined => {
  const [payable, net, lines, sellerCountry] = args;
  for (const total of [payable, net]) {
    const box = total?.source?.box;
    if (!box) continue;
    const line = lines.find(
      (at) =>
        at.page === total.source?.page &&
        at.line.box.y <= box.y + 1 &&
        at.line.box.y + at.line.box.height >= box.y + box.height - 1,
    );
    const currency = line && findCurrency(line.line.text);
    if (currency && !currency.ambiguous)
      return { value: currency.code, confidence: BY_LABEL, source: total.source };
    // "$" alone is the dollar of the seller's country: an American seller's is the US dollar.
    const dollar = sellerCountry && DOLLARS[sellerCountry];
    if (line && currency?.ambiguous && dollar && /\$/.test(line.line.text))
      return { value: dollar, confidence: GUESSED, source: total.source };
  }
  return undefined;
};

const DOLLARS: Readonly<Record<string, string>> = {
  US: 'USD',
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'NZD',
  HK: 'HKD',
  SG: 'SGD',
};

/** The rightmost amount of a group of words: "Total € 717,97" → 717.97. */
const lastAmount = (printed: readonly Word[], decimal?: DecimalSeparator): number | undefined => {
  // "29.99 € TTC", "1.000,00 EUR netto": what the amount is, said after it.
  let end = printed.length;
  while (end > 0 && TAX_WORD.test(printed[end - 1]!.text)) end -= 1;
  // An amount is a few words at most ("EUR 1 234 567,89"): a long line is not read back whole.
  const words = printed.slice(Math.max(0, end - 8), end);
  for (let start = words.length - 1; start >= 0; start--) {
    const text = textOf(words.slice(start));
    const amount = parseAmount(text, { decimal });
    // A dash printed apart is a leader ("Total — 12,384.04"), not a minus sign.
    const leader = /^[-–—.]+$/.test(words[start - 1]?.text ?? '');
    const wider =
      start > 0 && !leader ? parseAmount(textOf(words.slice(start - 1)), { decimal }) : undefined;
    // A total is printed with its cents or its currency: "2014" or a VAT number is none.
    if (amount && !wider)
      return amount.currency || /\d[.,]\d{2}(?!\d)/.test(text) ? amount.value : undefined;
  }
  return undefined;
};

const TAX_WORD =
  /^(?:ttc|ht|htva|tvac|incl\.?|excl\.?|btw|vat|tva|mwst|ust|net|netto|brutto|gross)$/i;

/** Without a "total due" label, the last line that starts with "Total". */
const lastTotal = (inputs: HeaderInputs): Found<number> | undefined => {
  const totals = findLabelled(inputs.lines, TOTAL, { reach: MONEY_REACH }).reverse();
  for (const labelled of totals) {
    const value = lastAmount(labelled.beside, inputs.decimal);
    const place = { document: inputs.document, page: labelled.at.page };
    if (value !== undefined) return foundIn(value, labelled.beside, place, GUESSED + 0.1);
  }
  return undefined;
};
