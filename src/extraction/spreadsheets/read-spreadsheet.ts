import type {
  ExtractedCharge,
  ExtractedDocument,
  ExtractedHeader,
  ExtractedLine,
  Found,
} from '../extracted.ts';
import type { ReadingLimits } from '../reading-limits.ts';
import { detectDecimalSeparator, findCurrency } from '../text-values/index.ts';
import type { CellContext } from './cell-values.ts';
import { findHeader, likelyHeaderTexts, missingColumns, type SheetHeader } from './find-header.ts';
import { readCsv } from './read-csv.ts';
import { readXlsx } from './read-xlsx.ts';
import { readSheetGoods, type SheetTotals } from './sheet-lines.ts';
import type { SheetProgress, Sheet } from './sheet.ts';

/** A currency named in a column header ("Amount (EUR)"): sure of the code, less of its scope. */
const HEADER_CURRENCY = 0.9;

/**
 * A goods spreadsheet read without any model (SPEC.md "What the service does" point 1): every
 * sheet whose header row names goods columns gives lines; a sheet it cannot map is told in the
 * notices with the header texts it did not understand. Sheets are read one at a time and each is
 * let go once its lines are taken. Bytes that are no spreadsheet throw SpreadsheetUnreadableError;
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
  let count = 0;
  // A sheet without a header is told at the end, once it is known whether another sheet had goods.
  const headerless: { sheet: Sheet; texts: string[] }[] = [];
  for await (const sheet of sheets) {
    count++;
    notices.push(...(sheet.notices ?? []));
    const found = findHeader(sheet);
    if (!found) {
      headerless.push({ sheet: { ...sheet, rows: [] }, texts: likelyHeaderTexts(sheet) });
      continue;
    }
    const missing = missingColumns(found.columns);
    if (missing.length > 0) {
      notices.push(missingNotice(sheet, found, missing));
      continue;
    }
    const context: CellContext = { document, page: sheet.index, decimal: decimalOf(sheet, found) };
    const goods = readSheetGoods(sheet.rows, found, context);
    lines.push(...goods.lines);
    charges.push(...goods.charges);
    // The header totals are the first mapped sheet's: a second sheet is usually a summary.
    header ??= headerOf(goods.totals, found, context);
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
  if (count === 0) notices.push('The workbook has no sheets.');
  return {
    document,
    kind: 'invoice',
    extractor: format === 'xlsx' ? 'xlsx_goods' : 'csv_goods',
    header: { ...header, ...documentCurrency(header ?? {}, lines) },
    lines,
    charges,
    notices,
  };
};

async function* csvSheets(bytes: Uint8Array, limits: ReadingLimits, progress?: SheetProgress) {
  yield await readCsv(bytes, limits, progress);
}

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

const headerOf = (
  totals: SheetTotals,
  found: SheetHeader,
  context: CellContext,
): ExtractedHeader => {
  const currency = [...found.columns]
    .filter(([, match]) => match.column === 'amount' || match.column === 'unitPrice')
    .map(([column]) => found.row.cells[column])
    .flatMap((cell) => {
      const match = cell && findCurrency(cell.text);
      return match && cell ? [{ code: match.code, cell }] : [];
    })[0];
  return {
    ...(totals.amount ? { totalAmount: totals.amount } : {}),
    ...(totals.netMass ? { totalNetMass: totals.netMass } : {}),
    ...(totals.grossMass ? { totalGrossMass: totals.grossMass } : {}),
    ...(totals.packages ? { totalPackages: totals.packages } : {}),
    ...(currency
      ? {
          currency: {
            value: currency.code,
            confidence: HEADER_CURRENCY,
            source: { document: context.document, page: context.page, cell: currency.cell.ref },
          },
        }
      : {}),
  };
};

/** Without a currency in the headers, the one currency every line names is the document's. */
const documentCurrency = (
  header: ExtractedHeader,
  lines: readonly ExtractedLine[],
): { currency?: Found<string> } => {
  if (header.currency) return {};
  const named = lines.flatMap((line) => (line.currency ? [line.currency] : []));
  const codes = new Set(named.map((currency) => currency.value));
  return named[0] && codes.size === 1 && named.length === lines.length
    ? { currency: named[0] }
    : {};
};
