import type {
  ExtractedCharge,
  ExtractedDocument,
  ExtractedHeader,
  ExtractedLine,
} from '../extracted.ts';
import type { ReadingLimits } from '../reading-limits.ts';
import { kindsByTitles } from '../table-reader/classify-document.ts';
import { detectDecimalSeparator } from '../text-values/index.ts';
import type { CellContext } from './cell-values.ts';
import { findHeader, likelyHeaderTexts, missingColumns, type SheetHeader } from './find-header.ts';
import { readCsv } from './read-csv.ts';
import { readXlsx } from './read-xlsx.ts';
import { aroundGoods, wholeSheet, type SheetArea } from './sheet-area.ts';
import { columnCurrency, documentCurrency, sheetHeader, withMissing } from './sheet-header.ts';
import { readSheetGoods } from './sheet-lines.ts';
import { readSheetParties } from './sheet-parties.ts';
import { readTitleBlock } from './sheet-title-block.ts';
import type { SheetTotals } from './sheet-totals.ts';
import type { SheetProgress, Sheet } from './sheet.ts';
import type { TitleContext } from './title-values.ts';

/**
 * A goods spreadsheet read without any model (SPEC.md "What the service does" point 1): every
 * sheet whose header row names goods columns gives lines; a sheet it cannot map is told in the
 * notices with the header texts it did not understand. The header fields are the first mapped
 * sheet's, by the labels of its title block and the totals under its goods, with what a sheet
 * without goods (a cover sheet) adds. Sheets are read one at a time and each is let go once its
 * lines and labels are taken. Bytes that are no spreadsheet throw SpreadsheetUnreadableError;
 * a file asking for more than `limits` allow throws DocumentOverLimitError as soon as it does.
 * `progress` hears now and then which sheet and row the reader is at.
 */
export const readSpreadsheet = async (
  bytes: Uint8Array,
  format: 'xlsx' | 'csv',
  document: string,
  limits: ReadingLimits,
  progress?: SheetProgress,
): Promise<ExtractedDocument> => {
  const sheets =
    format === 'xlsx' ? readXlsx(bytes, limits, progress) : csvSheets(bytes, limits, progress);
  const lines: ExtractedLine[] = [];
  const charges: ExtractedCharge[] = [];
  const notices: string[] = [];
  let header: ExtractedHeader | undefined;
  const titles: string[] = [];
  // Title blocks of sheets without goods (a cover sheet) fill in what the goods sheet lacks.
  const covers: ExtractedHeader[] = [];
  let count = 0;
  // A sheet without a header is told at the end, once it is known whether another sheet had goods.
  const headerless: { sheet: Sheet; texts: string[] }[] = [];
  for await (const sheet of sheets) {
    count++;
    notices.push(...(sheet.notices ?? []));
    const found = findHeader(sheet);
    const missing = found ? missingColumns(found.columns) : [];
    if (!found || missing.length > 0) {
      covers.push(titleHeader(wholeSheet(sheet.rows), { document, page: sheet.index }));
      if (found) notices.push(missingNotice(sheet, found, missing));
      else headerless.push({ sheet: { ...sheet, rows: [] }, texts: likelyHeaderTexts(sheet) });
      continue;
    }
    const context: CellContext = { document, page: sheet.index, decimal: decimalOf(sheet, found) };
    const goods = readSheetGoods(sheet.rows, found, context);
    if (!header) titles.push(...titlesAbove(sheet, found));
    lines.push(...goods.lines);
    charges.push(...goods.charges);
    // The header is the first mapped sheet's: a second sheet is usually a summary.
    header ??= titleHeader(
      aroundGoods(sheet.rows, found, goods.footerAt),
      { ...context, prefers: prefersOf(found) },
      goods.totals,
      found,
    );
    if (found.unknown.length > 0)
      notices.push(`${name(sheet)}: columns not used: ${found.unknown.join(', ')}.`);
  }
  for (const { sheet, texts } of headerless) {
    notices.push(
      header
        ? `${name(sheet)}: no goods table found; the sheet was skipped.`
        : `${name(sheet)}: no row of goods column headers found; columns not understood: ${
            texts.length > 0 ? texts.join(', ') : '(the sheet is empty)'
          }.`,
    );
  }
  const merged = covers.reduce(withMissing, header ?? {});
  if (count === 0) notices.push('The workbook has no sheets.');
  const read = { header: { ...merged, ...documentCurrency(merged, lines) }, lines };
  return {
    document,
    ...kindsByTitles(titles, read),
    extractor: format === 'xlsx' ? 'xlsx_goods' : 'csv_goods',
    header: read.header,
    lines,
    charges,
    notices,
  };
};

async function* csvSheets(bytes: Uint8Array, limits: ReadingLimits, progress?: SheetProgress) {
  yield await readCsv(bytes, limits, progress);
}

/** The cells of the rows above the goods that stand alone or in pairs: the sheet's titles. */
const titlesAbove = (sheet: Sheet, found: SheetHeader): string[] =>
  sheet.rows
    .slice(0, found.at)
    .slice(0, 15)
    .map((row) => row.cells.flatMap((cell) => (cell?.text.trim() ? [cell.text.trim()] : [])))
    .filter((texts) => texts.length <= 2)
    .flat();

const name = (sheet: Sheet): string => `Sheet ${sheet.index} "${sheet.name}"`;

const missingNotice = (sheet: Sheet, header: SheetHeader, missing: readonly string[]): string =>
  `${name(sheet)}: the header in row ${header.row.number} has no column for ${missing.join(
    ' or ',
  )}; columns not understood: ${header.unknown.join(', ') || '(none)'}.`;

/** The decimal separator the sheet's text numbers agree on (CSV has only text numbers). */
const decimalOf = (sheet: Sheet, header: SheetHeader) => {
  const texts = sheet.rows.slice(header.at + 1).flatMap((row) =>
    [...header.columns.keys()].flatMap((column) => {
      const cell = row.cells[column];
      return cell && cell.number === undefined ? [cell.text] : [];
    }),
  );
  return detectDecimalSeparator(texts);
};

/** A sheet's title block, its parties, and the totals under its goods, as one header. */
const titleHeader = (
  area: SheetArea,
  context: TitleContext,
  totals: SheetTotals = {},
  found?: SheetHeader,
): ExtractedHeader => {
  const parties = readSheetParties(area, context);
  const title = readTitleBlock(area, context, parties.used);
  const currency = found && columnCurrency(found, context);
  return sheetHeader({ totals, title, parties, ...(currency ? { currency } : {}) });
};

/** What a bare "Totaal netto" counts: money on an invoice, kilograms on a packing list. */
const prefersOf = (found: SheetHeader): TitleContext['prefers'] => {
  const kinds = new Set([...found.columns.values()].map((match) => match.column));
  const money = kinds.has('amount') || kinds.has('unitPrice');
  const mass = kinds.has('netMass') || kinds.has('grossMass');
  return money === mass ? undefined : money ? 'money' : 'mass';
};
