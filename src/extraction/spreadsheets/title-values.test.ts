import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import { DEFAULT_READING_LIMITS } from '../reading-limits.ts';
import { readSpreadsheet } from './index.ts';

type Row = readonly ExcelJS.CellValue[];

/** A workbook of one sheet, its rows from row 1. */
const xlsx = async (rows: readonly Row[]) => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Invoice');
  rows.forEach((row, index) => (sheet.getRow(index + 1).values = [...row]));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
};

const read = async (bytes: Uint8Array) =>
  (await readSpreadsheet(bytes, 'xlsx', 'inv.xlsx', DEFAULT_READING_LIMITS)).header;

const GOODS: readonly Row[] = [
  ['Description', 'Quantity', 'Unit price', 'Amount'],
  ['Steel bolts M8', 100, 0.5, 50],
  ['Brake pads', 4, 25, 100],
];

describe('the values a title-block label gives', () => {
  it('reads a date stored as a bare serial number beside a date label, day first as text', async () => {
    const header = await read(
      await xlsx([['Invoice date', 46085], ['Datum', '04.03.2026'], [], ...GOODS]),
    );
    assert.equal(header.invoiceDate?.value, '2026-03-04');
    assert.equal(header.invoiceDate?.source?.cell, 'B1', '"Invoice date" over a bare "Datum"');
    const dutch = await read(await xlsx([['Datum', '04.03.2026'], [], ...GOODS]));
    assert.equal(dutch.invoiceDate?.value, '2026-03-04');
  });

  it('reads a labelled incoterm with a sign in its label and words after its place', async () => {
    const header = await read(
      await xlsx([
        ['Incoterms® 2020:', 'DAP Perth gemäß Incoterms® 2020'],
        ['Gesamtanzahl Colli:', '46 Kartons'],
        [],
        ...GOODS,
      ]),
    );
    assert.equal(header.incoterm?.value, 'DAP');
    assert.equal(header.incotermPlace?.value, 'Perth');
    assert.equal(header.totalPackages?.value, 46);
    assert.equal(header.packageTypeText?.value, 'Kartons');
  });
});
