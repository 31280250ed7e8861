import type { TextLine } from '../documents/index.ts';
import type { DocumentKind, ExtractedDocument } from '../extracted.ts';
import { foldAccents } from '../text-values/index.ts';
import { cellsOf } from './line-cells.ts';
import { partyLabelAt } from './party-labels.ts';

const PACKING_LIST =
  /\b(?:packing\s*list|packing\s*slip|packing\s*note|paklijst|pakbon|paklijst|colisage|liste\s+de\s+colisage|bordereau\s+de\s+colisage|note\s+de\s+colisage|packliste|packzettel|packschein|lieferschein|delivery\s+note|leveringsbon|packing\s+specification|colli-?\s?specificatie|specification\s+de\s+colisage|packstuckliste|gewichtsliste|weight\s+list)\b/;
const INVOICE =
  /\b(?:invoice|factuur|facture|rechnung|proforma|pro\s+forma|credit\s+note|creditnota|avoir|gutschrift)\b/;
// A title line: the kind's word with little else ("COMMERCIAL INVOICE", "Rechnung Nr. 4471").
const TITLE_WORDS = 6;

/**
 * Invoice or packing list, by the words a packing list is titled with (EN, NL, FR, DE). Anything
 * else is read as an invoice: the table reader looks for the same goods columns in both.
 */
export const classifyDocument = (firstPageText: string): DocumentKind =>
  PACKING_LIST.test(foldAccents(firstPageText)) ? 'packing_list' : 'invoice';

type Kinds = Exclude<DocumentKind, 'unknown'>[];

/**
 * What a read document is, by several cues: the titles on its first lines, whether its goods
 * lines carry prices, and whether they carry packages. An invoice that gives weights stays an
 * invoice; one that gives its packages and their gross weight, or says it is also a packing
 * list, is both.
 */
export const documentKinds = (
  firstLines: readonly TextLine[],
  read: Pick<ExtractedDocument, 'lines' | 'header'>,
): { kind: DocumentKind; kinds: Kinds } =>
  // A title stands alone or beside one other block (the letterhead); a row of three cells or
  // more is a header's labels ("Rechnungs-Nr.  Datum  Lieferschein").
  kindsByTitles(
    firstLines
      .map(cellsOf)
      .filter((cells) => cells.length <= 2)
      .flatMap((cells) => cells.map((cell) => cell.text)),
    read,
  );

/** The same cues where the titles are a spreadsheet's cells above its goods. */
export const kindsByTitles = (
  texts: readonly string[],
  read: Pick<ExtractedDocument, 'lines' | 'header'>,
): { kind: DocumentKind; kinds: Kinds } => {
  // "Invoice to" names a party, not the document.
  const titles = texts
    .map(foldAccents)
    .filter((text) => text.split(/\s+/).length <= TITLE_WORDS && !partyLabelAt(text));
  const packingTitle = titles.some((line) => PACKING_LIST.test(line));
  // A title, not a reference to one: "Invoice No.: 4711" on a packing list names its invoice.
  const invoiceTitle = titles.some(
    (line) =>
      INVOICE.test(line) &&
      !/(?:\b(?:no|nr|number|nummer|numero|date|datum|ref)\b|n°|#|:)/.test(line),
  );
  const priced = read.lines.filter((line) => line.unitPrice ?? line.amount).length;
  const packed = read.lines.filter(
    (line) => line.packages ?? line.packageType ?? line.packageTypeText,
  ).length;
  const weighed = read.lines.filter((line) => line.grossMass).length;
  const prices =
    read.lines.length > 0 ? priced * 2 >= read.lines.length : !!read.header.totalAmount;
  const invoice =
    invoiceTitle ||
    (prices && !packingTitle) ||
    (prices && priced === read.lines.length && read.lines.length > 0);
  // Packages and their gross weight, line by line or for the shipment, are what a packing list
  // gives: an invoice that gives both serves as one. A net weight alone is the goods', not the
  // packages'.
  const half = (count: number) => count > 0 && count * 2 >= read.lines.length;
  const packages = !!read.header.totalPackages || half(packed);
  const gross = !!read.header.totalGrossMass || half(weighed);
  const packing = packingTitle || (invoice && packages && gross);
  if (invoice && packing) return { kind: 'invoice', kinds: ['invoice', 'packing_list'] };
  if (packing) return { kind: 'packing_list', kinds: ['packing_list'] };
  return { kind: 'invoice', kinds: ['invoice'] };
};
