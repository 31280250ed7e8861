import type { ReadingLimits } from '../reading-limits.ts';
import type { SheetProgress, Sheet } from './sheet.ts';
import { sheetPlace } from './sheet-limits.ts';
import { SpreadsheetUnreadableError } from './spreadsheet-errors.ts';
import { openXlsxPackage } from './xlsx-package.ts';
import { readSharedStrings } from './xlsx-shared-strings.ts';
import { readDateStyles } from './xlsx-styles.ts';
import { readWorkbook } from './xlsx-workbook.ts';
import { readWorksheet } from './xlsx-worksheet.ts';

/**
 * Every worksheet of an xlsx file as rows of cells, one sheet at a time, read as the zip inflates
 * and checked against the limits as it is read (issue 24). exceljs's streaming reader was not
 * used: it gathers a shared string or a row whole before anything can be checked, cannot count
 * what its unzip inflates, writes sheets to temporary files when the zip stores them before the
 * shared strings, and ignores merged cells.
 */
export async function* readXlsx(
  bytes: Uint8Array,
  limits: ReadingLimits,
  progress?: SheetProgress,
): AsyncGenerator<Sheet> {
  const pkg = await openXlsxPackage(bytes, limits);
  try {
    const workbook = await readWorkbook(pkg, limits);
    // A workbook without styles or without shared strings is valid: no dates, no shared texts.
    const { styles, sharedStrings: strings } = workbook;
    const dateStyles =
      styles && pkg.has(styles) ? await readDateStyles(pkg, styles, limits) : new Set<number>();
    const sharedStrings =
      strings && pkg.has(strings) ? await readSharedStrings(pkg, strings, limits) : [];
    const context = { sharedStrings, dateStyles, date1904: workbook.date1904, limits, progress };
    for (const [position, { name, part }] of workbook.sheets.entries()) {
      const index = position + 1;
      if (part === undefined || !pkg.has(part))
        throw new SpreadsheetUnreadableError(
          `${sheetPlace(index, name)} is missing from the file${part ? ` (no part ${part})` : ''}`,
        );
      yield await readWorksheet(pkg, { index, name, part }, context);
    }
  } finally {
    pkg.close();
  }
}
