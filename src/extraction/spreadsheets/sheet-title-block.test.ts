import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import { GOODS, read, xlsx } from './title-block-fixtures.ts';

describe('the title block of a goods sheet', () => {
  it('reads a value in the next cell right of its label, past empty cells', async () => {
    const header = await read(
      await xlsx([
        ['Invoice no.', null, 'INV-2026-17'],
        ['Invoice date', new Date(Date.UTC(2026, 2, 4))],
        ['Currency', 'EUR', null, 'Incoterms 2020', 'FCA Antwerp'],
        [],
        ...GOODS,
      ]),
    );
    assert.equal(header.invoiceNumber?.value, 'INV-2026-17');
    assert.deepEqual(header.invoiceNumber?.source, { document: 'inv.xlsx', page: 1, cell: 'C1' });
    assert.equal(header.invoiceNumber?.confidence, 0.6);
    assert.equal(header.invoiceDate?.value, '2026-03-04', 'a date cell');
    assert.equal(header.currency?.value, 'EUR');
    assert.equal(header.incoterm?.value, 'FCA');
    assert.equal(header.incotermPlace?.value, 'Antwerp');
    assert.equal(header.incotermPlace?.source?.cell, 'E3');
  });

  it('reads a value in the cell under its label, where a row of labels stands over its values', async () => {
    const header = await read(
      await xlsx([
        ['Rechnungsnummer', 'Rechnungsdatum', 'Kundennummer', 'Lieferbedingungen'],
        ['RE-4471', '4. März 2026', 'K-0098', 'DAP Hamburg'],
        [],
        ['Bezeichnung', 'Menge', 'Einzelpreis', 'Betrag'],
        ['Bremsbeläge', 4, 25, 100],
      ]),
    );
    assert.equal(header.invoiceNumber?.value, 'RE-4471');
    assert.equal(header.invoiceNumber?.source?.cell, 'A2');
    assert.equal(header.invoiceDate?.value, '2026-03-04', 'a German text date');
    assert.equal(header.incoterm?.value, 'DAP');
    assert.equal(header.incotermPlace?.value, 'Hamburg');
  });

  it('reads a value after a colon in the label cell, and text dates in Dutch and French', async () => {
    const dutch = await read(
      await xlsx([
        ['Factuurnummer: F26/0093'],
        ['Factuurdatum: 4 maart 2026'],
        ['Leveringsvoorwaarden: EXW Gent'],
        [],
        ['Omschrijving', 'Aantal', 'Eenheidsprijs', 'Bedrag'],
        ['Bouten', 100, 0.5, 50],
      ]),
    );
    assert.equal(dutch.invoiceNumber?.value, 'F26/0093');
    assert.equal(dutch.invoiceNumber?.source?.cell, 'A1');
    assert.equal(dutch.invoiceDate?.value, '2026-03-04');
    assert.equal(dutch.incoterm?.value, 'EXW');
    assert.equal(dutch.incotermPlace?.value, 'Gent');
    const french = await read(
      await xlsx([
        ['Facture n°', 'FA-2026-118', 'Date', '4 mars 2026'],
        [],
        ['Désignation', 'Quantité', 'Prix unitaire', 'Montant'],
        ['Chaise', 4, 50, 200],
      ]),
    );
    assert.equal(french.invoiceNumber?.value, 'FA-2026-118');
    assert.equal(french.invoiceDate?.value, '2026-03-04');
  });

  it('invents nothing for a sheet without a title block', async () => {
    const header = await read(await xlsx([...GOODS, ['Total', null, null, 150]]));
    assert.deepEqual(Object.keys(header).sort(), ['netAmount', 'totalAmount']);
    assert.equal(header.totalAmount?.confidence, 0.95);
  });

  it('takes nothing for a label whose value cell is empty, not the next label or its value', async () => {
    const header = await read(
      await xlsx([
        ['Invoice no.', null, 'Order no.', 'PO-778'],
        ['Invoice date', null, null, 'Due date', '2026-04-30'],
        ['Incoterm', '', 'Currency', 'EUR'],
        ['Customer no.', 'C-77'],
        [],
        ...GOODS,
      ]),
    );
    assert.equal(header.invoiceNumber, undefined);
    assert.equal(header.invoiceDate, undefined);
    assert.equal(header.incoterm, undefined);
    assert.equal(header.currency?.value, 'EUR');
  });

  it('never takes a label or a goods header as a value', async () => {
    const header = await read(
      await xlsx([
        ['INVOICE'],
        ['Incoterm'],
        ['Date:'],
        ['Shipping marks', 'Description'],
        ...GOODS,
      ]),
    );
    assert.equal(header.invoiceNumber, undefined);
    assert.equal(header.incoterm, undefined);
    assert.equal(header.invoiceDate, undefined);
    assert.equal(header.shippingMarks, undefined);
  });

  it('reads a title block beside the goods table, and shipping marks', async () => {
    const header = await read(
      await xlsx([
        ['Description', 'Quantity', 'Amount', null, 'Invoice no.', 'INV-9'],
        ['Bolts', 100, 50, null, 'Marks & numbers', 'ACME\nANTWERP\n1-12'],
        ['Nuts', 100, 20],
      ]),
    );
    assert.equal(header.invoiceNumber?.value, 'INV-9');
    assert.equal(header.shippingMarks?.value, 'ACME ANTWERP 1-12');
    assert.equal(header.shippingMarks?.source?.cell, 'F2');
  });

  it('fills in from a cover sheet what the goods sheet lacks', async () => {
    const workbook = new ExcelJS.Workbook();
    const cover = workbook.addWorksheet('Cover');
    cover.getRow(1).values = ['Invoice number', 'INV-55'];
    cover.getRow(2).values = ['Invoice date', '2026-03-04'];
    const goods = workbook.addWorksheet('Goods');
    goods.getRow(1).values = ['Invoice number', 'INV-56'];
    GOODS.forEach((row, index) => (goods.getRow(index + 3).values = [...row]));
    const header = await read(new Uint8Array(await workbook.xlsx.writeBuffer()));
    assert.equal(header.invoiceNumber?.value, 'INV-56', "the goods sheet's own first");
    assert.equal(header.invoiceNumber?.source?.page, 2);
    assert.equal(header.invoiceDate?.value, '2026-03-04');
    assert.equal(header.invoiceDate?.source?.page, 1);
  });
});
