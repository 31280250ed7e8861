import ExcelJS from 'exceljs';
import { DEFAULT_READING_LIMITS } from '../reading-limits.ts';
import { readSpreadsheet } from './index.ts';

// Shared by the title block's tests: a one-sheet workbook and a goods table under its title block.

export type Row = readonly ExcelJS.CellValue[];

/** A workbook of one sheet, its rows from row 1. */
export const xlsx = async (rows: readonly Row[]) => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Invoice');
  rows.forEach((row, index) => (sheet.getRow(index + 1).values = [...row]));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
};

export const read = async (bytes: Uint8Array) =>
  (await readSpreadsheet(bytes, 'xlsx', 'inv.xlsx', DEFAULT_READING_LIMITS)).header;

export const GOODS: readonly Row[] = [
  ['Description', 'Quantity', 'Unit price', 'Amount'],
  ['Steel bolts M8', 100, 0.5, 50],
  ['Brake pads', 4, 25, 100],
];
