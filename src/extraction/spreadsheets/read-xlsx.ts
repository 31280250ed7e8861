import ExcelJS from 'exceljs';
import { MAX_ROWS, type Sheet, type SheetCell, type SheetRow } from './sheet.ts';
import { SpreadsheetUnreadableError } from './spreadsheet-errors.ts';

/** Every worksheet of an xlsx file as rows of cells; exceljs keeps formulas' cached results. */
export const readXlsx = async (bytes: Uint8Array): Promise<Sheet[]> => {
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs types its argument as an ArrayBuffer; JSZip below it reads one as well.
    await workbook.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
  } catch (error) {
    throw new SpreadsheetUnreadableError(`not an xlsx workbook (${(error as Error).message})`);
  }
  return workbook.worksheets.map((worksheet, position) => toSheet(worksheet, position + 1));
};

const toSheet = (worksheet: ExcelJS.Worksheet, index: number): Sheet => {
  const rows: SheetRow[] = [];
  let truncated = false;
  worksheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (rows.length >= MAX_ROWS) {
      truncated = true;
      return;
    }
    const cells: (SheetCell | undefined)[] = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      const read = readCell(cell);
      if (read) cells[column - 1] = read;
    });
    rows.push({ number, cells });
  });
  return { name: worksheet.name, index, rows, truncated };
};

const readCell = (cell: ExcelJS.Cell): SheetCell | undefined => {
  // A merged range shows its value once: across a row that is one header or one description,
  // so the cells right of the first stay empty; down a column it is the value of every row.
  if (cell.isMerged && cell.master.address !== cell.address) {
    if (Number(cell.master.row) === Number(cell.row)) return undefined;
    return fromValue(cell.master.value, cell.address);
  }
  return fromValue(cell.value, cell.address);
};

const fromValue = (value: ExcelJS.CellValue, ref: string): SheetCell | undefined => {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return { text: String(value), number: value, ref };
  if (typeof value === 'string') return { text: value.trim(), ref };
  if (typeof value === 'boolean') return { text: String(value), ref };
  if (value instanceof Date) return { text: value.toISOString().slice(0, 10), ref };
  if ('richText' in value)
    return {
      text: value.richText
        .map((part) => part.text)
        .join('')
        .trim(),
      ref,
    };
  if ('formula' in value || 'sharedFormula' in value) {
    // The value Excel computed when the file was saved; a file never opened in Excel has none.
    const result = (value as ExcelJS.CellFormulaValue).result;
    if (result === undefined || (typeof result === 'object' && result && 'error' in result))
      return undefined;
    return fromValue(result, ref);
  }
  if ('hyperlink' in value) return { text: String(value.text).trim(), ref };
  return undefined;
};
