export { readSpreadsheet } from './read-spreadsheet.ts';
export { SpreadsheetUnreadableError } from './spreadsheet-errors.ts';
