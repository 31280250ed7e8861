import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { textPdf, type PlacedText } from '../../../test/support/text-pdf.ts';
import { readPdfText } from '../documents/index.ts';
import { DEFAULT_READING_LIMITS } from '../reading-limits.ts';
import { readSpreadsheet } from '../spreadsheets/index.ts';
import { readTables } from './index.ts';

const readPlaced = async (texts: readonly PlacedText[]) =>
  readTables(await readPdfText(textPdf([texts])), 'k.pdf');

const goods = (packages: boolean, gross: boolean): PlacedText[] => [
  { text: 'Description', x: 40, y: 200 },
  { text: 'Qty', x: 250, y: 200 },
  ...(packages ? [{ text: 'Colli', x: 300, y: 200 }] : []),
  { text: 'Amount', x: 360, y: 200 },
  { text: 'Net kg', x: 430, y: 200 },
  ...(gross ? [{ text: 'Gross kg', x: 490, y: 200 }] : []),
  { text: 'Gear pump', x: 40, y: 214 },
  { text: '4', x: 250, y: 214 },
  ...(packages ? [{ text: '2', x: 300, y: 214 }] : []),
  { text: '480,00', x: 360, y: 214 },
  { text: '12,5', x: 430, y: 214 },
  ...(gross ? [{ text: '14,0', x: 490, y: 214 }] : []),
];

describe('what a document is, by more cues than its title', () => {
  it('takes "Lieferschein" in a row of header labels for a reference, not a title', async () => {
    const read = await readPlaced([
      { text: 'Pro-forma-Rechnung', x: 400, y: 30 },
      { text: 'Rechnungs-Nr.', x: 40, y: 80 },
      { text: 'Datum', x: 160, y: 80 },
      { text: 'Lieferschein', x: 260, y: 80 },
      { text: 'Währung', x: 380, y: 80 },
      ...goods(false, false),
    ]);
    assert.deepEqual(read.kinds, ['invoice']);
  });

  it('takes "Invoice to" for a party on a packing list', async () => {
    const read = await readPlaced([
      { text: 'PACKING LIST', x: 40, y: 30 },
      { text: 'INVOICE TO', x: 40, y: 80 },
      { text: 'Description', x: 40, y: 200 },
      { text: 'Qty', x: 250, y: 200 },
      { text: 'Gross kg', x: 360, y: 200 },
      { text: 'Gear pump', x: 40, y: 214 },
      { text: '4', x: 250, y: 214 },
      { text: '14,0', x: 360, y: 214 },
    ]);
    assert.deepEqual(read.kinds, ['packing_list']);
  });

  it('is an invoice and a packing list only when it gives packages and their gross weight', async () => {
    const both = await readPlaced([{ text: 'INVOICE', x: 40, y: 30 }, ...goods(true, true)]);
    assert.deepEqual(both.kinds, ['invoice', 'packing_list']);
    const netOnly = await readPlaced([{ text: 'INVOICE', x: 40, y: 30 }, ...goods(true, false)]);
    assert.deepEqual(netOnly.kinds, ['invoice'], 'a net weight is the goods’');
  });

  it('reads the title of a spreadsheet above its goods', async () => {
    const csv = new TextEncoder().encode(
      'Colli-specificatie;\n\nOmschrijving;Aantal;Colli;Bruto kg\nTegels;100;4;520\n',
    );
    const read = await readSpreadsheet(csv, 'csv', 'p.csv', DEFAULT_READING_LIMITS);
    assert.equal(read.lines.length, 1);
    assert.deepEqual(read.kinds, ['packing_list']);
    assert.equal(read.kind, 'packing_list');
  });
});
