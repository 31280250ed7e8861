import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import { DEFAULT_READING_LIMITS } from '../reading-limits.ts';
import { readSpreadsheet } from './index.ts';

type Row = readonly ExcelJS.CellValue[];

const xlsx = async (rows: readonly Row[]) => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Facture');
  rows.forEach((row, index) => (sheet.getRow(index + 1).values = [...row]));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
};

const read = (bytes: Uint8Array, format: 'xlsx' | 'csv' = 'xlsx') =>
  readSpreadsheet(bytes, format, 't.xlsx', DEFAULT_READING_LIMITS);

describe('the totals under the goods', () => {
  it('tells the net total, the VAT and the amount payable apart by their labels', async () => {
    const { header, lines } = await read(
      await xlsx([
        ['Désignation', 'Quantité', 'Prix unitaire', 'Montant', 'Poids net'],
        ['Chaise', 4, 250, 1000, 30],
        ['Total HT', null, null, 1000, 30],
        ['TVA 20 %', null, null, 200],
        ['Total TTC', null, null, 1200],
        ['Poids brut total', '36,5 kg'],
      ]),
    );
    assert.equal(lines.length, 1);
    assert.equal(header.netAmount?.value, 1000);
    assert.equal(header.netAmount?.confidence, 0.95, 'under the amount column');
    assert.equal(header.vatAmount?.value, 200);
    assert.equal(header.vatAmount?.source?.cell, 'D4');
    assert.equal(header.totalAmount?.value, 1200);
    assert.equal(header.totalNetMass?.value, 30);
    assert.equal(header.totalGrossMass?.value, 36.5, 'by its label: no column holds it');
    assert.equal(header.totalGrossMass?.confidence, 0.6);
  });

  it('reads a German footer beside the amount column and a count of packages with its kind', async () => {
    const { header, lines } = await read(
      await xlsx([
        ['Bezeichnung', 'Menge', 'Betrag', 'Packstücke'],
        ['Bremsbeläge', 4, 100, '2 Kartons'],
        ['Filter', 10, 50, '12 ctns'],
        ['Summe netto', null, 150],
        ['MwSt. 19%', null, 28.5],
        ['Gesamtbetrag', null, 178.5],
        ['Total: 14 Kartons'],
      ]),
    );
    assert.equal(lines[1]?.packages?.value, 12);
    assert.equal(lines[1]?.packageType?.value, 'CT');
    assert.equal(lines[1]?.packageTypeText?.value, 'ctns');
    assert.equal(header.netAmount?.value, 150);
    assert.equal(header.vatAmount?.value, 28.5);
    assert.equal(header.totalAmount?.value, 178.5);
    assert.equal(header.totalPackages?.value, 14);
    assert.equal(header.packageType?.value, 'CT');
    assert.equal(header.packageTypeText?.value, 'Kartons');
    assert.equal(header.packageTypeText?.source?.cell, 'A7');
  });

  it('reads a CSV separated by semicolons with decimal commas, title block and totals', async () => {
    const csv = [
      'Factuurnummer;F26/0093;;Factuurdatum;04-03-2026',
      'Valuta;EUR;;Incoterm;CIF Antwerpen',
      '',
      'Omschrijving;Aantal;Eenheidsprijs;Bedrag;Nettogewicht',
      'Bouten M8;1.000;0,50;500,00;12,5',
      'Moeren M8;1.000;0,25;250,00;7,5',
      'Totaal excl. BTW;;;750,00;20,0',
      'BTW 21%;;;157,50;',
      'Te betalen;;;907,50;',
      'Totaal bruto;;;;23,4 kg',
    ].join('\r\n');
    const { header, lines } = await read(new TextEncoder().encode(csv), 'csv');
    assert.equal(lines.length, 2);
    assert.equal(lines[0]?.quantity?.value, 1000);
    assert.equal(header.invoiceNumber?.value, 'F26/0093');
    assert.equal(header.invoiceDate?.value, '2026-03-04');
    assert.equal(header.currency?.value, 'EUR');
    assert.equal(header.incoterm?.value, 'CIF');
    assert.equal(header.incotermPlace?.value, 'Antwerpen');
    assert.equal(header.netAmount?.value, 750);
    assert.equal(header.vatAmount?.value, 157.5);
    assert.equal(header.totalAmount?.value, 907.5);
    assert.equal(header.totalNetMass?.value, 20);
    assert.equal(header.totalGrossMass?.value, 23.4, '"Totaal bruto" with its kilograms');
  });

  it('gives one total as both net and payable when the sheet has no VAT', async () => {
    const { header } = await read(
      await xlsx([
        ['Description', 'Qty', 'Amount', 'Gross weight'],
        ['Widgets', 10, 25, 3],
        ['Total', null, 25, 3],
        ['Total net weight', '2,5 kg'],
      ]),
    );
    assert.equal(header.netAmount?.value, 25);
    assert.equal(header.totalAmount?.value, 25);
    assert.equal(header.totalGrossMass?.value, 3);
    assert.equal(header.totalNetMass?.value, 2.5);
  });

  it('reads totals beside an unmapped amount column by their labels, the last "Totaal" payable', async () => {
    const { header, lines } = await read(
      await xlsx([
        ['Omschrijving', 'Aantal', 'Prijs', 'Regeltotaal'],
        ['Honing', 10, 2, 20],
        [null, 'Totaal', null, '31021,74'],
        [],
        [null, 'Maatstaf van heffing', null, '31021,74'],
        [null, 'BTW 0%', null, '0,00'],
        [null, 'Totaal', null, '31021,74'],
        [],
        ['Aantal colli:', '282 kartons'],
      ]),
    );
    assert.equal(lines.length, 1, 'a row that starts with a label and its colon is no line');
    assert.equal(header.netAmount?.value, 31021.74);
    assert.equal(header.vatAmount?.value, 0);
    assert.equal(header.totalAmount?.value, 31021.74);
    assert.equal(header.totalAmount?.source?.cell, 'D7', 'the "Totaal" under the VAT');
    assert.equal(header.totalPackages?.value, 282);
    assert.equal(header.packageType?.value, 'CT');
  });
});
