import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { textPdf, type PlacedText } from '../../../test/support/text-pdf.ts';
import { readPdfText } from '../documents/index.ts';
import { readTables } from './index.ts';

const read = async (texts: readonly PlacedText[]) =>
  readTables(await readPdfText(textPdf([texts])), 't.pdf');

const totalsRow = (figures: readonly string[]): PlacedText[] => [
  { text: 'Facture n°562044387 du 02/07/2015', x: 40, y: 60 },
  { text: 'Montant EUR HT', x: 300, y: 100 },
  { text: 'Montant TVA', x: 400, y: 100 },
  { text: 'Montant EUR TTC', x: 490, y: 100 },
  { text: 'Abonnements et options', x: 40, y: 120 },
  { text: '24.99', x: 320, y: 120 },
  { text: '5.00', x: 420, y: 120 },
  { text: '29.99', x: 510, y: 120 },
  { text: 'Total facture', x: 40, y: 140 },
  ...figures.map((text, index) => ({ text, x: 320 + index * 100, y: 140 })),
];

describe("a total's line of three figures", () => {
  it('reads net, VAT and gross where the third is the sum of the first two', async () => {
    const { header } = await read(totalsRow(['24.99', '5.00', '29.99']));
    assert.equal(header.totalAmount?.value, 29.99);
    assert.equal(header.netAmount?.value, 24.99);
    assert.equal(header.vatAmount?.value, 5);
  });

  it('leaves three figures that do not add up as they were read', async () => {
    const { header } = await read(totalsRow(['24.99', '5.00', '31.00']));
    assert.equal(header.totalAmount?.value, 24.99);
    assert.equal(header.vatAmount, undefined);
  });
});

describe('German payable labels', () => {
  it('reads "Endsumme" as the amount payable', async () => {
    const { header } = await read([
      { text: 'Rechnung RE1001', x: 40, y: 60 },
      { text: 'Zwischensumme', x: 300, y: 100 },
      { text: '809,34 €', x: 480, y: 100 },
      { text: 'Endsumme', x: 300, y: 114 },
      { text: '963,12 €', x: 480, y: 114 },
    ]);
    assert.equal(header.totalAmount?.value, 963.12);
    assert.equal(header.netAmount?.value, 809.34);
  });
});
