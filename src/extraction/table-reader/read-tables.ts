import type { DocumentText } from '../document-text.ts';
import { linesOf, type TextLine } from '../documents/index.ts';
import type { ExtractedCharge, ExtractedDocument, ExtractedLine, Found } from '../extracted.ts';
import {
  chargeKind,
  countryOfName,
  detectDecimalSeparator,
  findCurrency,
  foldAccents,
  parseAmount,
  type CurrencyMatch,
  type DecimalSeparator,
} from '../text-values/index.ts';
import { documentKinds } from './classify-document.ts';
import { foundIn, GUESSED, IN_COLUMN, textOf, type Place } from './found-words.ts';
import {
  CURRENCY,
  GROSS_WEIGHT,
  NET_AMOUNT,
  NET_WEIGHT,
  ORIGIN,
  PACKAGES,
  PAYABLE,
  VAT_AMOUNT,
} from './header-labels.ts';
import { findLabelled } from './label-values.ts';
import { readHeaderFields } from './header-fields.ts';
import { INCOTERM_LABEL } from './incoterm.ts';
import { isTotalsStrip, readHeaderLine, type TableHeader } from './header-line.ts';
import { readStackedHeader } from './stacked-header.ts';
import { noLinesNotice, pageNotRead, type FoundHeader } from './table-notices.ts';
import type { CodedNotice } from '../extraction-notice.ts';
import { retitleByValues } from './header-by-values.ts';
import type { PageLine } from './label-values.ts';
import { readRowGoods } from './row-lines.ts';
import { readTableBody } from './table-rows.ts';
import { marksInTable } from './table-marks.ts';
import { totalsOf, type TableTotals } from './table-totals.ts';

/**
 * The deterministic reader of a digital PDF's text (SPEC.md point 4 without a model; DECISIONS.md
 * 11): the goods table found by its column titles, its lines, the charges beside them, and the
 * header fields by their labels. A value it does not find is absent, never guessed into place.
 */
export const readTables = (text: DocumentText, document: string): ExtractedDocument => {
  const pages = text.pages.map((page) => ({ page, lines: linesOf(page) }));
  const all = pages.flatMap(({ lines }) => lines);
  const decimal = detectDecimalSeparator(all.map((line) => line.text));
  const lines: ExtractedLine[] = [];
  const charges: ExtractedCharge[] = [];
  const currencies: CurrencyMatch[] = [];
  const notices: string[] = [];
  const inTables = new Set<TextLine>();
  const coded: CodedNotice[] = [];
  const headers: FoundHeader[] = [];
  let totals: TableTotals = {};
  let marks: Found<string> | undefined;
  for (const { page, lines: pageLines } of pages) {
    if (page.imageOnly && page.words.length === 0) {
      coded.push(pageNotRead(page.number));
      continue;
    }
    const place = { document, page: page.number };
    for (let at = 0; at < pageLines.length; at++) {
      const line = pageLines[at];
      const found = line && readStackedHeader(pageLines, at);
      if (!found) continue;
      const body = readTableBody(
        pageLines,
        found,
        (other) => !!readHeaderLine(other, 0) || isTotalsStrip(other),
      );
      const header = retitleByValues(found, body.rows);
      headers.push({ page: page.number, header });
      const goods = readRowGoods(body.rows, header, place, decimal);
      marks ??= marksInTable(body.rows, header, place);
      lines.push(...goods.lines);
      charges.push(...goods.charges, ...chargesBelow(body.after, place, decimal));
      currencies.push(...goods.currencies, ...titleCurrencies(header));
      // A row under the goods that starts with a header field's label ("Aantal colli 108 dozen",
      // "Incoterm: DAP Ghent") is the header's, whatever the table made of it.
      const rows = body.rows.map((row) => row.line).filter((row) => !startsWithHeaderLabel(row));
      for (const taken of [line, ...rows]) inTables.add(taken);
      // The totals line stays for the header's labels: "Exclusief BTW € 593,36  Subtotaal …".
      if (body.endedBy) {
        totals = { ...totalsOf(body.endedBy, header, place, decimal), ...totals };
      }
      at = header.at + body.rows.length;
    }
  }
  if (lines.length === 0) coded.push(noLinesNotice(text, pages, headers));
  notices.push(...coded.map((notice) => notice.message));
  const firstLines = (pages[0]?.lines ?? []).slice(0, 15);
  const headerLines = withPages(pages).filter((at) => !inTables.has(at.line));
  const header = readHeaderFields({
    lines: headerLines,
    pages: pages.map(({ page, lines: pageLines }) => ({
      page: page.number,
      lines: pageLines.filter((line) => !inTables.has(line)),
    })),
    document,
    decimal,
    currencies,
    totals,
    marks,
  });
  const { kind, kinds } = documentKinds(firstLines, { lines, header });
  const origin = documentOrigin(headerLines, document);
  return {
    document,
    kind,
    kinds,
    extractor: kind === 'packing_list' ? 'pdf_text_table_packing_list' : 'pdf_text_table_invoice',
    header,
    // An origin printed once for the whole document is every line's that names none.
    lines: origin
      ? lines.map((line) => (line.countryOfOriginText ? line : { ...line, ...origin }))
      : lines,
    charges,
    notices,
    ...(coded.length > 0 ? { codedNotices: coded } : {}),
  };
};

/** "Totaal(EUR)", "Price (USD)": the currency a price or amount column's title names. */
const titleCurrencies = (header: TableHeader): CurrencyMatch[] =>
  header.cells.flatMap((cell) => {
    const column = cell.match?.column;
    const currency =
      (column === 'unitPrice' || column === 'amount') && findCurrency(textOf(cell.words));
    // A sign two currencies share ("$", "¥") says nothing in a title on its own.
    return currency && !currency.ambiguous ? [currency] : [];
  });

/** "Country of origin: Germany" in the header: one resolved country for the document. */
const documentOrigin = (
  lines: readonly PageLine[],
  document: string,
): Pick<ExtractedLine, 'countryOfOrigin' | 'countryOfOriginText'> | undefined => {
  for (const labelled of findLabelled(lines, ORIGIN))
    for (const words of [labelled.beside, labelled.under]) {
      const text = textOf(words).replace(/^[:\s]+/, '');
      const code = text && countryOfName(text);
      if (!code) continue;
      const printed = foundIn(text, words, { document, page: labelled.at.page }, GUESSED);
      return { countryOfOriginText: printed, countryOfOrigin: { ...printed, value: code } };
    }
  return undefined;
};

const HEADER_LABELS = [
  PACKAGES,
  GROSS_WEIGHT,
  NET_WEIGHT,
  PAYABLE,
  NET_AMOUNT,
  VAT_AMOUNT,
  CURRENCY,
  INCOTERM_LABEL,
];

const startsWithHeaderLabel = (line: TextLine): boolean => {
  const text = foldAccents(line.text);
  return HEADER_LABELS.some((label) => label.exec(text)?.index === 0);
};

const withPages = (pages: readonly { page: { number: number }; lines: TextLine[] }[]): PageLine[] =>
  pages.flatMap(({ page, lines }) =>
    lines.map((line, index) => ({
      page: page.number,
      line,
      below: lines[index + 1],
      further: lines.slice(index + 2, index + 4),
    })),
  );

/** Below a subtotal: "Freight 120,00", "Discount -5,00": a charge label, then an amount. */
const chargesBelow = (
  lines: readonly TextLine[],
  place: Place,
  decimal: DecimalSeparator | undefined,
): ExtractedCharge[] =>
  lines.flatMap((line) => {
    const firstNumber = line.words.findIndex((word) => /\d/.test(word.text));
    if (firstNumber <= 0) return [];
    const label = textOf(line.words.slice(0, firstNumber))
      .replace(/[:€$£]+$/, '')
      .trim();
    const kind = chargeKind(label);
    const words = line.words.slice(
      firstNumber - (/^[€$£]$/.test(line.words[firstNumber - 1]?.text ?? '') ? 1 : 0),
    );
    const amount = parseAmount(textOf(words), { decimal });
    if (!kind || !amount) return [];
    return [{ kind, label, amount: foundIn(amount.value, words, place, IN_COLUMN - 0.2) }];
  });
