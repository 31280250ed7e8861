import ExcelJS from 'exceljs';
import type { Doc } from '../model.ts';
import type { Grid } from './grid.ts';
import { fixZipTimes } from './zip-time.ts';

/** Writes a grid as an .xlsx workbook, with real dates, number formats and cached formula results. */

const FIXED_TIME = new Date(Date.UTC(2026, 0, 1, 9, 0, 0));

export const writeXlsx = async (doc: Doc, grid: Grid): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = doc.seller.name;
  workbook.lastModifiedBy = doc.seller.name;
  workbook.created = FIXED_TIME;
  workbook.modified = FIXED_TIME;
  const sheet = workbook.addWorksheet(grid.name);
  grid.widths.forEach((width, index) => {
    sheet.getColumn(index + 1).width = width;
  });
  grid.rows.forEach((row, r) => {
    row.forEach((cell, c) => {
      if (!cell) return;
      const target = sheet.getCell(r + 1, c + 1);
      const value = cell.value;
      if (typeof value === 'object' && 'date' in value) {
        target.value = new Date(Date.UTC(value.date.y, value.date.m - 1, value.date.d));
      } else if (typeof value === 'object') {
        target.value = { formula: value.formula, result: value.result };
      } else {
        target.value = value;
      }
      if (cell.format) target.numFmt = cell.format;
      if (cell.bold || cell.size)
        target.font = { bold: cell.bold ?? false, ...(cell.size ? { size: cell.size } : {}) };
      if (cell.header)
        target.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE7EDF3' } };
      if (cell.border) {
        const thin = { style: 'thin' as const, color: { argb: 'FF999999' } };
        target.border = { top: thin, bottom: thin, left: thin, right: thin };
      }
      if (cell.align) target.alignment = { horizontal: cell.align };
      if (cell.span && cell.span > 1) sheet.mergeCells(r + 1, c + 1, r + 1, c + cell.span);
    });
  });
  sheet.pageSetup = {
    paperSize: 9,
    orientation: 'landscape',
    fitToPage: true,
    fitToWidth: 1,
    fitToHeight: 0,
  };
  const data = await workbook.xlsx.writeBuffer();
  return fixZipTimes(Buffer.from(data));
};
