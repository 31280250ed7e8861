import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fromBufferPromise } from 'yauzl';
import {
  csvOfRows,
  workbookParts,
  writeXlsx,
  xlsxOfColumns,
  xlsxOfInlineText,
  xlsxOfRepeatedString,
  xlsxOfRows,
  xlsxOfSharedStrings,
} from '../../../test/support/hostile-spreadsheets.ts';
import {
  DEFAULT_READING_LIMITS,
  DocumentOverLimitError,
  type ReadingLimits,
} from '../reading-limits.ts';
import { readSpreadsheet } from './index.ts';

const limits: ReadingLimits = {
  ...DEFAULT_READING_LIMITS,
  maxSheetRows: 50,
  maxSheetColumns: 8,
  maxCellCharacters: 40,
};

const xlsx = (bytes: Uint8Array, given = limits) => readSpreadsheet(bytes, 'xlsx', 'l.xlsx', given);
const csv = (text: string, given = limits) =>
  readSpreadsheet(new TextEncoder().encode(text), 'csv', 'l.csv', given);

const refused = (reading: Promise<unknown>, limit: keyof ReadingLimits, reason: RegExp) =>
  assert.rejects(reading, (error: unknown) => {
    assert.ok(error instanceof DocumentOverLimitError, String(error));
    assert.equal(error.limit, limit);
    assert.match(error.message, reason);
    return true;
  });

const sheet = (rows: string, after = '') =>
  writeXlsx(
    workbookParts(
      `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData>${after}</worksheet>`,
    ),
  );

describe('each spreadsheet limit holds at its setting exactly', () => {
  it('reads a sheet of Processing:MaxSheetRows rows and refuses one row more', async () => {
    await xlsx(await xlsxOfRows(50));
    await refused(
      xlsx(await xlsxOfRows(51)),
      'maxSheetRows',
      /^sheet 1 "Goods" has more than 50 rows/,
    );
    await csv(csvOfRows(50).toString());
    await refused(
      csv(csvOfRows(51).toString()),
      'maxSheetRows',
      /^the CSV file has more than 50 rows/,
    );
  });

  it('reads a row of Processing:MaxSheetColumns columns and refuses one column more', async () => {
    await xlsx(await xlsxOfColumns(8));
    await refused(
      xlsx(await xlsxOfColumns(9)),
      'maxSheetColumns',
      /^row 1 of sheet 1 "Goods" uses more than 8 columns/,
    );
    await csv('1;2;3;4;5;6;7;8\n');
    await refused(
      csv('1;2;3;4;5;6;7;8;9\n'),
      'maxSheetColumns',
      /^row 1 of the CSV file uses more than 8 columns/,
    );
    await csv('Description;Amount;;;;;;;;;;;;\n', limits);
  });

  it('reads a sheet of Processing:MaxSheetCells cells with a value and refuses one cell more', async () => {
    // Two cells a row in the workbook, three in the CSV file.
    const cells = (maxSheetCells: number) => ({ ...limits, maxSheetCells });
    await xlsx(await xlsxOfRows(20), cells(40));
    await refused(
      xlsx(await xlsxOfRows(20), cells(39)),
      'maxSheetCells',
      /^sheet 1 "Goods" has more than 39 cells with a value/,
    );
    await csv(csvOfRows(13).toString(), cells(39));
    await refused(
      csv(csvOfRows(13).toString(), cells(38)),
      'maxSheetCells',
      /^the CSV file has more than 38 cells with a value/,
    );
  });

  it('reads a cell of Processing:MaxCellCharacters characters and refuses one character more', async () => {
    await xlsx(await xlsxOfRepeatedString(40, 3));
    await refused(
      xlsx(await xlsxOfRepeatedString(41, 3)),
      'maxCellCharacters',
      /^a text of the workbook holds more than 40 characters/,
    );
    await xlsx(await xlsxOfInlineText(40));
    await refused(
      xlsx(await xlsxOfInlineText(41)),
      'maxCellCharacters',
      /^cell A1 of sheet 1 "Goods" holds more than 40 characters/,
    );
    await csv(`Description;Amount\n${'x'.repeat(40)};1\n`);
    await refused(
      csv(`Description;Amount\n${'x'.repeat(41)};1\n`),
      'maxCellCharacters',
      /^cell A2 of the CSV file holds more than 40 characters/,
    );
    // 40 quotes, each written twice inside quotes: 82 characters of CSV for 40 of text.
    await csv(`Description;Amount\n"${'""'.repeat(40)}";1\n`);
  });

  it('refuses a line that runs on without a delimiter as soon as no field could be that long', async () => {
    await refused(
      csv(`Description;Amount\n${'x'.repeat(83)}`),
      'maxCellCharacters',
      /^a field on line 2 of the CSV file holds more than 40 characters/,
    );
    await refused(
      csv(`Description;Amount\n${'1;'.repeat(49)}`),
      'maxSheetColumns',
      /^line 2 of the CSV file uses more than 8 columns/,
    );
  });

  it('reads a workbook that unpacks to Processing:MaxInflatedMegabytes and refuses one byte less', async () => {
    const bytes = await xlsxOfRows(20);
    const zip = await fromBufferPromise(bytes, { lazyEntries: true });
    let unpacked = 0;
    for await (const entry of zip.eachEntry())
      if (entry.fileName !== '[Content_Types].xml') unpacked += entry.uncompressedSize;
    await xlsx(bytes, { ...limits, maxInflatedBytes: unpacked });
    await refused(
      xlsx(bytes, { ...limits, maxInflatedBytes: unpacked - 1 }),
      'maxInflatedBytes',
      new RegExp(
        `^the workbook unpacks to more than ${(unpacked - 1).toLocaleString('en-GB')} bytes`,
      ),
    );
  });

  it('reads as many different shared texts as 5 per allowed row, and refuses one more', async () => {
    const few = { ...limits, maxSheetRows: 2 };
    await xlsx(await xlsxOfSharedStrings(10), few);
    await refused(
      xlsx(await xlsxOfSharedStrings(11), few),
      'maxSheetRows',
      /^the workbook holds more than 10 different texts, 5 for each row a sheet may have/,
    );
  });

  it('lets merged cells repeat a value into as many cells as a sheet may have rows, no more', async () => {
    const few = { ...limits, maxSheetRows: 10 };
    const bolts = '<row r="1"><c r="B1" t="inlineStr"><is><t>Bolts</t></is></c></row>';
    const read = await xlsx(
      await sheet(bolts, '<mergeCells><mergeCell ref="B1:C6"/></mergeCells>'),
      few,
    );
    // Rows 2 to 6 are made for the range, each showing "Bolts" in B and C.
    assert.deepEqual(read.notices, [
      'Sheet 1 "Goods": no row of goods column headers found; columns not understood: Bolts, Bolts.',
    ]);
    await refused(
      xlsx(
        await sheet(
          bolts,
          '<mergeCells><mergeCell ref="B1:C6"/><mergeCell ref="E1:E2"/></mergeCells>',
        ),
        few,
      ),
      'maxSheetRows',
      /^sheet 1 "Goods" has merged cells repeating a value into more than 10 cells/,
    );
    await refused(
      xlsx(await sheet(bolts, '<mergeCells><mergeCell ref="A1:XFD1048576"/></mergeCells>'), few),
      'maxSheetRows',
      /merged cells repeating a value into more than 10 cells/,
    );
  });

  it('tells where it is: each sheet as it starts, then every 5,000 rows', async () => {
    const seen: { sheet: number; row: number }[] = [];
    await readSpreadsheet(
      await xlsxOfRows(12_000),
      'xlsx',
      'p.xlsx',
      DEFAULT_READING_LIMITS,
      (where) => seen.push(where),
    );
    assert.deepEqual(seen, [
      { sheet: 1, row: 0 },
      { sheet: 1, row: 5000 },
      { sheet: 1, row: 10_000 },
    ]);
    seen.length = 0;
    await readSpreadsheet(csvOfRows(5000), 'csv', 'p.csv', DEFAULT_READING_LIMITS, (where) =>
      seen.push(where),
    );
    assert.deepEqual(seen, [
      { sheet: 1, row: 0 },
      { sheet: 1, row: 5000 },
    ]);
  });
});
