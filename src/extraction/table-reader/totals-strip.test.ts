import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { textPdf, type PlacedText } from '../../../test/support/text-pdf.ts';
import { readPdfText } from '../documents/index.ts';
import { readTables } from './index.ts';

const read = async (texts: readonly PlacedText[]) =>
  readTables(await readPdfText(textPdf([texts])), 't.pdf');

// A form's goods table, then its totals as titles over one row of figures.
const FORM: readonly PlacedText[] = [
  { text: 'Description', x: 40, y: 100 },
  { text: 'Colis', x: 260, y: 100 },
  { text: 'Quantite', x: 320, y: 100 },
  { text: 'Poids net', x: 390, y: 100 },
  { text: 'Montant', x: 500, y: 100 },
  { text: 'Roulement a billes 6000-ZZ', x: 40, y: 114 },
  { text: '5 crt', x: 260, y: 114 },
  { text: '500', x: 320, y: 114 },
  { text: '22,00', x: 390, y: 114 },
  { text: '755,00', x: 500, y: 114 },
  { text: 'Ressort de compression', x: 40, y: 128 },
  { text: '7 crt', x: 260, y: 128 },
  { text: '6 120', x: 320, y: 128 },
  { text: '161,57', x: 390, y: 128 },
  { text: '3 225,24', x: 500, y: 128 },
  { text: 'Nombre de colis', x: 40, y: 150 },
  { text: 'Poids net total', x: 170, y: 150 },
  { text: 'Poids brut total', x: 300, y: 150 },
  { text: 'Total à payer', x: 430, y: 150 },
  { text: '12 crt', x: 40, y: 162 },
  { text: '183,57 kg', x: 170, y: 162 },
  { text: '191,07 kg', x: 300, y: 162 },
  { text: '3 980,24 EUR', x: 430, y: 162 },
];

describe('totals printed as titles over one row of figures', () => {
  it('ends the goods table and reads each figure under its title', async () => {
    const document = await read(FORM);
    assert.equal(document.lines.length, 2);
    assert.equal(document.header.totalPackages?.value, 12);
    assert.equal(document.header.totalNetMass?.value, 183.57);
    // "total" of "Poids net total" is no part of the gross label beside it.
    assert.equal(document.header.totalGrossMass?.value, 191.07);
    assert.equal(document.header.totalAmount?.value, 3980.24);
  });

  it('keeps a header of goods titles that says "total" a goods table', async () => {
    const document = await read([
      { text: 'Description', x: 40, y: 100 },
      { text: 'Qty', x: 300, y: 100 },
      { text: 'Total', x: 400, y: 100 },
      { text: 'Steel bolts M8', x: 40, y: 114 },
      { text: '100', x: 300, y: 114 },
      { text: '50,00', x: 400, y: 114 },
    ]);
    assert.equal(document.lines.length, 1);
    assert.equal(document.lines[0]?.amount?.value, 50);
  });
});

describe('shipping marks wrapped in a narrow box', () => {
  it('goes on after a spaced dash with a space, after a dash on a figure straight on', async () => {
    for (const [first, second, joined] of [
      ['VANDAMME INDUSTRIAL -', 'KORTRIJK - NO. 1-5', 'VANDAMME INDUSTRIAL - KORTRIJK - NO. 1-5'],
      ['BROOKLYN / C/NO. 1-', '193', 'BROOKLYN / C/NO. 1-193'],
      ['ACME', 'ANTWERP', 'ACME / ANTWERP'],
    ]) {
      const document = await read([
        { text: 'Shipping Marks', x: 300, y: 60 },
        { text: first!, x: 300, y: 72 },
        { text: second!, x: 300, y: 84 },
      ]);
      assert.equal(document.header.shippingMarks?.value, joined);
    }
  });
});
