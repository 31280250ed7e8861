import type {
  ExtractedDocument,
  ExtractedHeader,
  ExtractedLine,
  ExtractedParty,
  Found,
} from '../extracted.ts';
import type { ValueSource } from '../document-text.ts';
import type { CodedNotice } from '../extraction-notice.ts';
import type { EInvoice, EInvoiceLine, EInvoiceParty } from './e-invoice.ts';

/**
 * Below 1: the XML is the invoice as its seller's system issued it, yet nothing checks here that
 * the printed page says the same, so a declarant's own correction still wins.
 */
const CONFIDENCE = 0.99;

/** The two disagree: shown to be checked, not taken on trust. */
const DISAGREEING = 0.5;

type Take = <T>(value: T | undefined) => Found<T> | undefined;

/** Values of the e-invoice, each pointing at its file. */
const takeFrom =
  (source: ValueSource): Take =>
  (value) =>
    value === undefined ? undefined : { value, confidence: CONFIDENCE, source };

/** A number, date or code as compared: spaces, dots, dashes and slashes off, upper case. */
const folded = (value: string | number) =>
  String(value)
    .replace(/[\s.\-/]/g, '')
    .toUpperCase();

const same = (printed: string | number, structured: string | number): boolean =>
  typeof printed === 'number' && typeof structured === 'number'
    ? Math.abs(printed - structured) < 0.005
    : folded(printed) === folded(structured);

/** Header fields read exactly from the page (by their labels) that an e-invoice also gives. */
const CHECKED = [
  'invoiceNumber',
  'invoiceDate',
  'currency',
  'incoterm',
  'netAmount',
  'vatAmount',
  'totalAmount',
] as const;

const PARTY_FIELDS = ['name', 'street', 'postcode', 'city', 'country', 'identification'] as const;

/** The printed party's values, each one the e-invoice gives replaced by it. */
const mergedParty = (
  printed: ExtractedParty | undefined,
  structured: EInvoiceParty | undefined,
  found: Take,
): ExtractedParty | undefined => {
  if (!structured) return printed;
  const party: Record<string, Found<string> | undefined> = { ...printed };
  for (const field of PARTY_FIELDS) party[field] = found(structured[field]) ?? printed?.[field];
  return party;
};

/** An e-invoice's goods line as the reader gives one; its unit code is left out (see 0045). */
const extractedLine = (
  line: EInvoiceLine,
  currency: string | undefined,
  found: Take,
): ExtractedLine =>
  Object.fromEntries(
    Object.entries({
      description: found(line.description),
      articleNumber: found(line.articleNumber),
      commodityCode: found(line.commodityCode),
      countryOfOrigin: found(line.origin),
      quantity: found(line.quantity),
      unitPrice: found(line.unitPrice),
      amount: found(line.amount),
      currency: found(currency),
      packages: found(line.packages),
      packageType: found(line.packageType),
    }).filter(([, value]) => value !== undefined),
  );

export const E_INVOICE_NOTICE = 'e-invoice';
export const E_INVOICE_DIFFERS = 'e-invoice-differs';

const FIELD_NAMES: Record<(typeof CHECKED)[number], string> = {
  invoiceNumber: 'the invoice number',
  invoiceDate: 'the invoice date',
  currency: 'the currency',
  incoterm: 'the incoterm',
  netAmount: 'the total before VAT',
  vatAmount: 'the VAT',
  totalAmount: 'the total payable',
};

/**
 * A document's reading with the header its embedded e-invoice gives (Factur-X, ZUGFeRD, UBL):
 * where the XML has a value, it is the value, read exactly instead of guessed from the page's
 * layout; the rest (goods lines, packages, masses, marks, which no invoice XML carries as a
 * declarant needs them) stays as the page gave it. A notice says which file it came from.
 */
export const withEInvoice = (
  reading: ExtractedDocument,
  invoice: EInvoice & { readonly file: string },
): ExtractedDocument => {
  const printed = reading.header;
  const found = takeFrom({ document: reading.document, page: 1, embedded: invoice.file });
  const header: ExtractedHeader = {
    ...printed,
    invoiceNumber: found(invoice.invoiceNumber) ?? printed.invoiceNumber,
    invoiceDate: found(invoice.invoiceDate) ?? printed.invoiceDate,
    currency: found(invoice.currency) ?? printed.currency,
    incoterm: found(invoice.incoterm) ?? printed.incoterm,
    netAmount: found(invoice.netAmount) ?? printed.netAmount,
    vatAmount: found(invoice.vatAmount) ?? printed.vatAmount,
    totalAmount: found(invoice.totalAmount) ?? printed.totalAmount,
    seller: mergedParty(printed.seller, invoice.seller, found),
    buyer: mergedParty(printed.buyer, invoice.buyer, found),
  };
  const differing: CodedNotice[] = [];
  const checked: Record<string, unknown> = { ...header };
  for (const field of CHECKED) {
    const ours = printed[field];
    const theirs = invoice[field];
    if (!ours || theirs === undefined || same(ours.value, theirs)) continue;
    checked[field] = { ...found(theirs), confidence: DISAGREEING };
    differing.push({
      code: E_INVOICE_DIFFERS,
      params: { field, printed: ours.value, structured: theirs },
      message: `The printed page gives ${ours.value} for ${FIELD_NAMES[field]} where the embedded e-invoice gives ${theirs}: check which is right.`,
    });
  }
  // The page's lines carry what no invoice XML does (packages, masses, marks): the XML's lines
  // are taken only where the page read fewer, so missed some.
  const fromXml = reading.lines.length < invoice.lines.length;
  const notice: CodedNotice = {
    code: E_INVOICE_NOTICE,
    params: { file: invoice.file, syntax: invoice.syntax, lines: fromXml ? 'e-invoice' : 'page' },
    message: `The invoice's header was read from the ${invoice.syntax} e-invoice embedded in the PDF (${invoice.file}); its goods lines from ${fromXml ? 'the e-invoice too' : 'the printed pages'}.`,
  };
  const kinds = reading.kinds ?? (reading.kind === 'unknown' ? [] : [reading.kind]);
  return {
    ...reading,
    kind: reading.kind === 'unknown' ? 'invoice' : reading.kind,
    ...(kinds.includes('invoice') ? {} : { kinds: [...kinds, 'invoice'] }),
    lines: fromXml
      ? invoice.lines.map((line) => extractedLine(line, invoice.currency, found))
      : reading.lines,
    header: Object.fromEntries(Object.entries(checked).filter(([, value]) => value !== undefined)),
    notices: [...reading.notices, notice.message, ...differing.map((one) => one.message)],
    codedNotices: [...(reading.codedNotices ?? []), notice, ...differing],
  };
};
