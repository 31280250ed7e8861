import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import { DEFAULT_READING_LIMITS } from '../reading-limits.ts';
import { readSpreadsheet, SpreadsheetUnreadableError } from './index.ts';

const limits = DEFAULT_READING_LIMITS;

const xlsx = async (fill: (sheet: ExcelJS.Worksheet, workbook: ExcelJS.Workbook) => void) => {
  const workbook = new ExcelJS.Workbook();
  fill(workbook.addWorksheet('Factuur'), workbook);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
};

/** windows-1252, as Excel on a Belgian Windows writes "CSV (separated by semicolons)". */
const windows1252 = (text: string): Uint8Array =>
  Uint8Array.from(
    [...text].map((character) => (character === '€' ? 0x80 : character.charCodeAt(0))),
  );

describe('a goods spreadsheet read without any model', () => {
  it('finds a Dutch header on row 3 and reads text decimals, a formula and a totals row', async () => {
    const bytes = await xlsx((sheet) => {
      sheet.getCell('A1').value = 'Factuur 2024-118';
      sheet.getCell('A2').value = 'Klant: Janssens BV';
      sheet.addRow([]);
      sheet.getRow(3).values = [
        'Artikelnummer',
        'Omschrijving',
        'GN-code',
        'Oorsprong',
        'Aantal',
        'Eenheidsprijs',
        'Bedrag',
        'Nettogewicht (lbs)',
        'Opmerking',
      ];
      sheet.getRow(4).values = [
        'A-1',
        'Laptop',
        '8471 30 00',
        'CN',
        2,
        '1.234,50',
        null,
        '10,5',
        'x',
      ];
      sheet.getCell('G4').value = { formula: 'E4*1234.5', result: 2469 };
      sheet.getRow(5).values = ['B-7', 'Koffie', 9012100, 'Brazilië', '3', '12,00', '36,00', '22'];
      sheet.addRow([]);
      sheet.getRow(7).values = [
        '',
        'Totaal',
        '',
        '',
        '',
        '',
        { formula: 'SUM(G4:G5)', result: 2505 },
      ];
    });
    const read = await readSpreadsheet(bytes, 'xlsx', 'goods.xlsx', limits);

    assert.equal(read.extractor, 'xlsx_goods');
    assert.equal(read.kind, 'invoice');
    assert.equal(read.lines.length, 2, 'the totals row is no line');
    const [laptop, coffee] = read.lines;
    assert.equal(laptop?.description?.value, 'Laptop');
    assert.equal(laptop?.articleNumber?.value, 'A-1');
    assert.equal(laptop?.commodityCode?.value, '84713000');
    assert.equal(laptop?.countryOfOrigin?.value, 'CN');
    assert.equal(laptop?.quantity?.value, 2);
    assert.equal(laptop?.unitPrice?.value, 1234.5, 'a decimal comma in a text cell');
    assert.equal(laptop?.amount?.value, 2469, "the formula's cached result");
    assert.equal(laptop?.netMass?.value, 4.76272, '10,5 lbs in kilograms');
    assert.deepEqual(laptop?.description?.source, { document: 'goods.xlsx', page: 1, cell: 'B4' });
    assert.equal(laptop?.description?.confidence, 0.95);
    assert.equal(coffee?.commodityCode?.value, '09012100', 'the leading zero given back');
    assert.equal(coffee?.countryOfOrigin, undefined, 'a name is left to country resolution');
    assert.equal(coffee?.countryOfOriginText?.value, 'Brazilië');
    assert.equal(read.header.totalAmount?.value, 2505);
    assert.equal(read.header.totalAmount?.source?.cell, 'G7');
    assert.deepEqual(read.notices, ['Sheet 1 "Factuur": columns not used: Opmerking.']);
  });

  it('keeps freight and discounts out of the lines, as charges', async () => {
    const bytes = await xlsx((sheet) => {
      sheet.addRow(['Description', 'Qty', 'Unit price', 'Amount (EUR)']);
      sheet.addRow(['Widgets', 10, 2.5, 25]);
      sheet.addRow(['Subtotal', null, null, 25]);
      sheet.addRow(['Freight', null, null, 12]);
      sheet.addRow(['Discount', null, null, -2]);
      sheet.addRow(['Total', null, null, 35]);
    });
    const read = await readSpreadsheet(bytes, 'xlsx', 'w.xlsx', limits);
    assert.deepEqual(
      read.lines.map((line) => line.description?.value),
      ['Widgets'],
    );
    assert.deepEqual(
      read.charges.map((charge) => [charge.kind, charge.amount.value]),
      [
        ['freight', 12],
        ['discount', -2],
      ],
    );
    assert.equal(read.header.netAmount?.value, 25, 'the subtotal: the goods');
    assert.equal(read.header.totalAmount?.value, 35, 'the total after freight and discount');
    assert.equal(read.header.currency?.value, 'EUR', 'from "Amount (EUR)"');
  });

  it('reads header cells merged across columns once', async () => {
    const bytes = await xlsx((sheet) => {
      sheet.addRow(['Description', null, 'Quantity', 'Amount']);
      sheet.mergeCells('A1:B1');
      sheet.addRow(['Bolts', null, 100, 5]);
      sheet.mergeCells('A2:B2');
    });
    const read = await readSpreadsheet(bytes, 'xlsx', 'm.xlsx', limits);
    assert.equal(read.lines.length, 1);
    assert.equal(read.lines[0]?.quantity?.value, 100);
    assert.deepEqual(read.notices, []);
  });

  it('reads a windows-1252 CSV separated by semicolons with decimal commas', async () => {
    const csv =
      'Désignation;Quantité;Prix unitaire;Montant;Poids net;Code SH;Origine\r\n' +
      'Chaise en hêtre;4;1.250,00;5.000,00;12,5 kg;9401 61 00;FR\r\n' +
      'Table;1;€ 300,00;300;30;9403 60 10;IT\r\n' +
      'Total;;;5.300,00;;;\r\n';
    const read = await readSpreadsheet(windows1252(csv), 'csv', 'goods.csv', limits);
    assert.equal(read.extractor, 'csv_goods');
    assert.equal(read.lines.length, 2);
    assert.equal(read.lines[0]?.description?.value, 'Chaise en hêtre');
    assert.equal(read.lines[0]?.unitPrice?.value, 1250);
    assert.equal(read.lines[0]?.netMass?.value, 12.5);
    assert.equal(read.lines[1]?.unitPrice?.value, 300);
    assert.equal(read.lines[1]?.commodityCode?.value, '94036010');
    assert.equal(read.header.totalAmount?.value, 5300);
    assert.equal(read.lines[0]?.description?.source?.cell, 'A2');
  });

  it('reads a UTF-8 CSV with a byte-order mark, commas and quoted fields', async () => {
    const csv = '\ufeffItem description,Qty,Price,Total\n"Screws, steel",1000,0.05,50.00\n';
    const read = await readSpreadsheet(new TextEncoder().encode(csv), 'csv', 'u.csv', limits);
    assert.equal(read.lines[0]?.description?.value, 'Screws, steel');
    assert.equal(read.lines[0]?.quantity?.value, 1000);
    assert.equal(read.lines[0]?.amount?.value, 50);
  });

  it('names the columns of a sheet it cannot map, without throwing', async () => {
    const bytes = await xlsx((sheet) => {
      sheet.addRow(['Kleur', 'Maat', 'Opmerking']);
      sheet.addRow(['rood', 'XL', 'snel']);
    });
    const read = await readSpreadsheet(bytes, 'xlsx', 'u.xlsx', limits);
    assert.deepEqual(read.lines, []);
    assert.match(read.notices[0] ?? '', /columns not understood: Kleur, Maat, Opmerking/);
  });

  it('says which column a header lacks', async () => {
    const csv = 'Artikel;Kleur\nStoel;rood\n';
    const read = await readSpreadsheet(new TextEncoder().encode(csv), 'csv', 'x.csv', limits);
    assert.deepEqual(read.lines, []);
    assert.match(read.notices[0] ?? '', /no row of goods column headers found/);
    const priced = await readSpreadsheet(
      new TextEncoder().encode('Price;Amount;Kleur\n1;2;rood\n'),
      'csv',
      'y.csv',
      limits,
    );
    assert.match(priced.notices[0] ?? '', /has no column for a description; .*Kleur/);
  });

  it('refuses corrupt bytes with a clear error', async () => {
    await assert.rejects(
      readSpreadsheet(new TextEncoder().encode('not a zip'), 'xlsx', 'c.xlsx', limits),
      (error: unknown) =>
        error instanceof SpreadsheetUnreadableError &&
        /^the spreadsheet cannot be read: /.test(error.message),
    );
    await assert.rejects(
      readSpreadsheet(
        Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0, 1, 2]),
        'csv',
        'c.csv',
        limits,
      ),
      SpreadsheetUnreadableError,
    );
  });
});
