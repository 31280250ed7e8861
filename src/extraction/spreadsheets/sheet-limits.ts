import { DocumentOverLimitError, figure, type ReadingLimits } from '../reading-limits.ts';

/**
 * The refusals of the spreadsheet readers, worded for a declarant: which sheet, row or cell, and
 * the limit it crossed. `where` is `sheet 1 "Goods"` or `the CSV file`.
 */
export const sheetPlace = (index: number, name: string): string => `sheet ${index} "${name}"`;

export const CSV_PLACE = 'the CSV file';

export const tooManyRows = (where: string, limits: ReadingLimits) =>
  new DocumentOverLimitError(
    'maxSheetRows',
    `${where} has more than ${figure(limits.maxSheetRows)} rows`,
  );

/** `row` is the row's number, or `line 4` where only the line is known. */
export const tooManyColumns = (where: string, row: string, limits: ReadingLimits) =>
  new DocumentOverLimitError(
    'maxSheetColumns',
    `${row} of ${where} uses more than ${figure(limits.maxSheetColumns)} columns`,
  );

export const tooManyCells = (where: string, limits: ReadingLimits) =>
  new DocumentOverLimitError(
    'maxSheetCells',
    `${where} has more than ${figure(limits.maxSheetCells)} cells with a value`,
  );

/** `what` names the cell ("cell B7 of sheet 1 "Goods"") or the text ("a field on line 1 of ..."). */
export const textTooLong = (what: string, limits: ReadingLimits) =>
  new DocumentOverLimitError(
    'maxCellCharacters',
    `${what} holds more than ${figure(limits.maxCellCharacters)} characters`,
  );

export const tooMuchInflated = (limits: ReadingLimits) =>
  new DocumentOverLimitError(
    'maxInflatedBytes',
    `the workbook unpacks to more than ${megabytes(limits.maxInflatedBytes)}`,
  );

const megabytes = (bytes: number): string =>
  bytes % (1024 * 1024) === 0 ? `${figure(bytes / (1024 * 1024))} MB` : `${figure(bytes)} bytes`;
