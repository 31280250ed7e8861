export { readSpreadsheet } from './read-spreadsheet.ts';
export type { SheetProgress } from './sheet.ts';
export { readSheetGrids } from './sheet-grid.ts';
export { GRID_CAPS } from './sheet-grid-caps.ts';
export type { GridCaps, SheetGrid } from './sheet-grid-caps.ts';
export { SpreadsheetUnreadableError } from './spreadsheet-errors.ts';
