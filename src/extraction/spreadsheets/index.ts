export { readSpreadsheet } from './read-spreadsheet.ts';
export type { SheetProgress } from './sheet.ts';
export { SpreadsheetUnreadableError } from './spreadsheet-errors.ts';
