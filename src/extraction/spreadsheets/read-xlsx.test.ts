import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import { workbookParts, writeXlsx } from '../../../test/support/hostile-spreadsheets.ts';
import { DEFAULT_READING_LIMITS } from '../reading-limits.ts';
import { readXlsx } from './read-xlsx.ts';
import type { Sheet } from './sheet.ts';
import { SpreadsheetUnreadableError } from './spreadsheet-errors.ts';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE = 'http://schemas.openxmlformats.org/package/2006/relationships';

const sheetsOf = async (bytes: Uint8Array): Promise<Sheet[]> => {
  const sheets: Sheet[] = [];
  for await (const sheet of readXlsx(bytes, DEFAULT_READING_LIMITS)) sheets.push(sheet);
  return sheets;
};

/** Each row as its number and the texts of its cells ("" where a cell is empty). */
const texts = (sheet: Sheet | undefined) =>
  sheet?.rows.map((row) => [row.number, ...Array.from(row.cells, (cell) => cell?.text ?? '')]);

const exceljs = async (fill: (sheet: ExcelJS.Worksheet, workbook: ExcelJS.Workbook) => void) => {
  const workbook = new ExcelJS.Workbook();
  fill(workbook.addWorksheet('Factuur'), workbook);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
};

describe('an xlsx read as it inflates', () => {
  it('reads dates by their number format, the 1904 date system, booleans, rich text and links', async () => {
    const bytes = await exceljs((sheet, workbook) => {
      workbook.properties.date1904 = true;
      sheet.getCell('A1').value = new Date(Date.UTC(2024, 2, 15));
      sheet.getCell('A1').numFmt = 'dd/mm/yyyy';
      sheet.getCell('B1').value = 45_000;
      sheet.getCell('B1').numFmt = '#,##0.00 "EUR"';
      sheet.getCell('C1').value = true;
      sheet.getCell('D1').value = {
        richText: [{ text: ' Rich ', font: { bold: true } }, { text: 'text ' }],
      };
      sheet.getCell('E1').value = { text: 'example.com', hyperlink: 'https://example.com' };
      sheet.getCell('F1').value = { text: '42', hyperlink: 'https://example.com/42' };
    });
    const [sheet] = await sheetsOf(bytes);
    assert.deepEqual(texts(sheet), [
      [1, '2024-03-15', '45000', 'true', 'Rich text', 'example.com', '42'],
    ]);
    assert.equal(sheet?.rows[0]?.cells[1]?.number, 45_000);
    assert.equal(sheet?.rows[0]?.cells[0]?.number, undefined, 'a date is text');
  });

  it("reads a formula's cached result, and nothing for an error or a formula never calculated", async () => {
    const bytes = await exceljs((sheet) => {
      sheet.getCell('A1').value = { formula: '1+1', result: 2 };
      sheet.getCell('B1').value = { formula: '"a"&"b"', result: 'ab' };
      sheet.getCell('C1').value = { formula: '1/0', result: { error: '#DIV/0!' } };
      sheet.getCell('D1').value = { formula: 'A1*2', date1904: false };
      sheet.getCell('E1').value = { formula: 'A1>0', result: true };
    });
    const [sheet] = await sheetsOf(bytes);
    assert.deepEqual(texts(sheet), [[1, '2', 'ab', '', '', 'true']]);
  });

  it('shows a merged value once across a row and in every row down a column, adding the rows', async () => {
    const bytes = await exceljs((sheet) => {
      sheet.getCell('A1').value = 'Description';
      sheet.getCell('B1').value = 'ignored under the merge';
      sheet.mergeCells('A1:B1');
      sheet.getCell('A3').value = 'Nuts';
      sheet.mergeCells('A3:A5');
      sheet.getCell('B4').value = 7;
    });
    const [sheet] = await sheetsOf(bytes);
    assert.deepEqual(texts(sheet), [
      [1, 'Description'],
      [3, 'Nuts'],
      [4, 'Nuts', '7'],
      [5, 'Nuts'],
    ]);
    assert.equal(sheet?.rows[2]?.cells[0]?.ref, 'A4');
  });

  it('finds the parts by their relationships: sheet order, names, prefixes and missing references', async () => {
    const bytes = await writeXlsx({
      '_rels/.rels': `<Relationships xmlns="${PACKAGE}"><Relationship Id="r1" Type="${RELATIONSHIPS}/officeDocument" Target="/book/main.xml"/></Relationships>`,
      // Stored before the workbook and before the strings it needs: order in the zip is no matter.
      'book/parts/Second.xml': `<x:worksheet xmlns:x="${MAIN}"><x:sheetData><x:row><x:c t="s"><x:v>1</x:v></x:c><x:c><x:v>2</x:v></x:c></x:row></x:sheetData></x:worksheet>`,
      'book/main.xml': `<x:workbook xmlns:x="${MAIN}" xmlns:rel="${RELATIONSHIPS}"><x:workbookPr/><x:sheets><x:sheet name="First" sheetId="1" rel:id="a"/><x:sheet name="Chart" sheetId="2" rel:id="c"/><x:sheet name="Second" sheetId="3" rel:id="b"/></x:sheets></x:workbook>`,
      'book/_rels/main.xml.rels': `<Relationships xmlns="${PACKAGE}"><Relationship Id="a" Type="${RELATIONSHIPS}/worksheet" Target="first%20sheet.xml"/><Relationship Id="b" Type="${RELATIONSHIPS}/worksheet" Target="parts/../parts/Second.xml"/><Relationship Id="c" Type="${RELATIONSHIPS}/chartsheet" Target="charts/c.xml"/><Relationship Id="s" Type="${RELATIONSHIPS}/sharedStrings" Target="words.xml"/></Relationships>`,
      'book/first sheet.xml': `<worksheet xmlns="${MAIN}"><sheetData><row r="2"><c r="B2" t="s"><v>0</v></c><c t="inlineStr"><is><t>Line_x000D_break</t><rPh><t>guide</t></rPh></is></c></row></sheetData></worksheet>`,
      'book/words.xml': `<sst xmlns="${MAIN}"><si><t xml:space="preserve"> Bolts </t></si><si><r><t>Nu</t></r><r><t>ts</t></r></si></sst>`,
    });
    const sheets = await sheetsOf(bytes);
    assert.deepEqual(
      sheets.map((sheet) => [sheet.index, sheet.name]),
      [
        [1, 'First'],
        [2, 'Second'],
      ],
    );
    assert.deepEqual(texts(sheets[0]), [[2, '', 'Bolts', 'Line\rbreak']]);
    assert.equal(
      sheets[0]?.rows[0]?.cells[2]?.ref,
      'C2',
      'a cell without reference follows the last',
    );
    assert.deepEqual(texts(sheets[1]), [[1, 'Nuts', '2']]);
  });

  it('refuses what is no xlsx with the reason', async () => {
    const refused = (bytes: Uint8Array, reason: RegExp) =>
      assert.rejects(sheetsOf(bytes), (error: unknown) => {
        assert.ok(error instanceof SpreadsheetUnreadableError, String(error));
        assert.match(error.message, reason);
        return true;
      });
    const ole = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    await refused(ole, /password-protected or in the Excel 97-2003 format/);
    const docx = await writeXlsx({
      '_rels/.rels': `<Relationships xmlns="${PACKAGE}"><Relationship Id="r1" Type="${RELATIONSHIPS}/officeDocument" Target="word/document.xml"/></Relationships>`,
      'word/document.xml': '<document/>',
    });
    await refused(docx, /not an xlsx workbook \(its main part holds a document, not a workbook\)/);
    await refused(
      await writeXlsx(workbookParts('<worksheet><sheetData><row></sheetData></worksheet>')),
      /xl\/worksheets\/sheet1\.xml is not well-formed XML/,
    );
    await refused(
      await writeXlsx(workbookParts(`<worksheet>${'<a>'.repeat(100)}`)),
      /xl\/worksheets\/sheet1\.xml nests its XML more than 64 deep/,
    );
  });
});
