import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import { csvOfRows, xlsxOfRows } from '../../../test/support/hostile-spreadsheets.ts';
import type { Found } from '../extracted.ts';
import {
  DEFAULT_READING_LIMITS,
  DocumentOverLimitError,
  type ReadingLimits,
} from '../reading-limits.ts';
import {
  readSheetGrids,
  readSpreadsheet,
  SpreadsheetUnreadableError,
  type SheetGrid,
} from './index.ts';
import { gridOf } from './sheet-grid.ts';

const limits = DEFAULT_READING_LIMITS;

const workbook = async (fill: (workbook: ExcelJS.Workbook) => void) => {
  const book = new ExcelJS.Workbook();
  fill(book);
  return new Uint8Array(await book.xlsx.writeBuffer());
};

/** The text at an A1 reference of a grid, as the review page finds a value's source. */
const at = (grid: SheetGrid | undefined, ref: string): string => {
  const match = /^([A-Z]+)(\d+)$/.exec(ref);
  assert.ok(match && grid, ref);
  const column = [...match[1]!].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0);
  return grid.rows[Number(match[2]) - 1]?.[column - 1] ?? '';
};

/** Every value a reading found, with its source. */
const sourcesOf = (lines: readonly object[]) =>
  lines.flatMap((line) =>
    Object.values(line).filter((found): found is Found<unknown> => 'source' in Object(found)),
  );

describe('a spreadsheet as the sheet view shows it', () => {
  it('places every cell at its row and column, on sheets numbered as extraction numbers them', async () => {
    const bytes = await workbook((book) => {
      const invoice = book.addWorksheet('Invoice');
      invoice.getCell('A1').value = 'Invoice 2026-114';
      invoice.mergeCells('A1:C1');
      invoice.getCell('F1').value = new Date(Date.UTC(2026, 10, 2));
      invoice.getCell('F1').numFmt = 'dd/mm/yyyy';
      invoice.getRow(3).values = ['Description', 'HS code', 'Origin', 'Quantity', 'Amount'];
      invoice.getRow(4).values = ['Steel bolts', '73181595', 'CN', 120, 1250.5];
      invoice.getCell('E5').value = { formula: 'E4*2', result: 2501 };
      invoice.getCell('D7').value = 'Total';
      book.addWorksheet('Empty');
      book.addWorksheet('Packing').getCell('B2').value = 'Pallets';
    });
    const [invoice, empty, packing, ...rest] = await readSheetGrids(bytes, 'xlsx', limits);
    assert.equal(rest.length, 0);
    assert.deepEqual(
      [invoice, empty, packing].map((grid) => [
        grid?.number,
        grid?.name,
        grid?.columns,
        grid?.truncated,
      ]),
      [
        [1, 'Invoice', 6, false],
        [2, 'Empty', 0, false],
        [3, 'Packing', 2, false],
      ],
    );
    assert.deepEqual(invoice?.rows, [
      ['Invoice 2026-114', '', '', '', '', '2026-11-02'],
      [],
      ['Description', 'HS code', 'Origin', 'Quantity', 'Amount'],
      ['Steel bolts', '73181595', 'CN', '120', '1250.5'],
      ['', '', '', '', '2501'],
      [],
      ['', '', '', 'Total'],
    ]);
    assert.equal(at(invoice, 'D7'), 'Total');
    assert.deepEqual(empty?.rows, []);
    assert.equal(at(packing, 'B2'), 'Pallets');
  });

  it("shows at each value's source cell the text the value was read from, in xlsx and csv", async () => {
    const xlsx = await workbook((book) => {
      book.addWorksheet('Notes').getCell('A1').value = 'See the next sheet';
      const goods = book.addWorksheet('Goods');
      goods.addRow(['Invoice 7']);
      goods.addRow([]);
      goods.addRow(['Description', 'HS code', 'Origin', 'Quantity', 'Unit price', 'Amount']);
      goods.addRow(['Ball bearings', '84821010', 'CN', 120, 2.5, 300]);
      goods.addRow(['Gaskets', '40169300', 'DE', 40, 1.25, 50]);
    });
    const csv = new TextEncoder().encode(
      'Description;Quantity;Amount\n"Nuts, M8\nzinc plated";100;12,50\n\nBolts;50;7,00\n',
    );
    for (const [bytes, format] of [
      [xlsx, 'xlsx'],
      [csv, 'csv'],
    ] as const) {
      const read = await readSpreadsheet(bytes, format, 'doc', limits);
      const grids = await readSheetGrids(bytes, format, limits);
      const sources = sourcesOf(read.lines);
      assert.ok(sources.length >= 6, `${format}: ${sources.length} values`);
      for (const { value, source } of sources) {
        const text = at(grids[source!.page - 1], source!.cell!);
        assert.ok(text.length > 0, `${format} ${source!.page} ${source!.cell}`);
        if (typeof value === 'string') assert.equal(text, value, `${format} ${source!.cell}`);
      }
    }
  });

  it('numbers a CSV file’s rows by record, as its cell references do, a quoted line break inside one', async () => {
    const [grid] = await readSheetGrids(
      new TextEncoder().encode('a;b\n"two\nlines";x\n\n;;z\n'),
      'csv',
      limits,
    );
    assert.deepEqual(grid, {
      number: 1,
      name: 'csv',
      rows: [['a', 'b'], ['two\nlines', 'x'], [], ['', '', 'z']],
      columns: 3,
      truncated: false,
    });
  });

  it('keeps the first rows and columns of a large sheet, and says it was cut', async () => {
    const [rows] = await readSheetGrids(await xlsxOfRows(3000), 'xlsx', limits);
    assert.equal(rows?.rows.length, 2000);
    assert.equal(rows?.truncated, true);
    const wide = gridOf(
      {
        name: 'Wide',
        index: 1,
        rows: [
          {
            number: 1,
            cells: Array.from({ length: 80 }, (_, column) => ({ text: `c${column}`, ref: '' })),
          },
        ],
      },
      { rows: 2000, columns: 60, characters: 1_000_000 },
    );
    assert.equal(wide.columns, 60);
    assert.equal(wide.rows[0]?.at(-1), 'c59');
    assert.equal(wide.truncated, true);
  });

  it('stops at the answer’s characters, however little xlsx asks for them', async () => {
    const long = 'x'.repeat(1000);
    const sheet = (index: number) => ({
      name: `S${index}`,
      index,
      rows: Array.from({ length: 10 }, (_, row) => ({
        number: row + 1,
        cells: [{ text: long, ref: `A${row + 1}` }],
      })),
    });
    const grid = gridOf(sheet(1), { rows: 2000, columns: 60, characters: 4500 });
    assert.equal(grid.rows.length, 4);
    assert.equal(grid.truncated, true);
    const whole = gridOf(sheet(1), { rows: 2000, columns: 60, characters: 10_000 });
    assert.deepEqual([whole.rows.length, whole.truncated], [10, false]);
  });

  it('refuses what extraction refuses: a file over a limit, bytes that are no workbook', async () => {
    const small: ReadingLimits = { ...limits, maxSheetRows: 50 };
    await assert.rejects(
      readSheetGrids(await xlsxOfRows(51), 'xlsx', small),
      DocumentOverLimitError,
    );
    await assert.rejects(readSheetGrids(csvOfRows(51), 'csv', small), DocumentOverLimitError);
    await assert.rejects(
      readSheetGrids(new TextEncoder().encode('not a zip'), 'xlsx', limits),
      SpreadsheetUnreadableError,
    );
  });
});
