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

describe("a form's numbered total boxes", () => {
  it("reads each figure under its box's number and label, a mixed count without a kind", async () => {
    for (const [labels, values] of [
      [
        [
          '19. Aantal colli',
          '20. Totaal nettogewicht',
          '21. Brutogewicht',
          '22. Totale factuurwaarde',
        ],
        ['38 (35 dozen, 3 pallets)', '700,2 kg', '797,5 kg', 'USD 24.065,12'],
      ],
      [
        ['19. Total Packages', '20. Total N.W.', '21. Total G.W.', '22. Total invoice value'],
        ['38 (35 cartons, 3 pallets)', '700.2 kg', '797.5 kg', 'USD 24,065.12'],
      ],
      [
        [
          '18. Colli gesamt',
          '19. Reingewicht',
          '20. Gesamtbruttogewicht',
          '21. Rechnungsbetrag gesamt',
        ],
        ['38 (35 Kartons, 3 Paletten)', '700,2 kg', '797,5 kg', 'USD 24.065,12'],
      ],
    ]) {
      const at = [40, 200, 330, 460];
      const document = await read([
        ...labels!.map((text, index) => ({ text, x: at[index]!, y: 150 })),
        ...values!.map((text, index) => ({ text, x: at[index]!, y: 166 })),
      ]);
      const { header } = document;
      assert.equal(header.totalPackages?.value, 38, labels![0]);
      assert.equal(header.packageType, undefined, labels![0]);
      assert.equal(header.totalNetMass?.value, 700.2, labels![1]);
      assert.equal(header.totalGrossMass?.value, 797.5, labels![2]);
      assert.equal(header.totalAmount?.value, 24065.12, labels![3]);
    }
  });

  it('ends the goods table at the title of what is payable, its figure under it', async () => {
    const document = await read([
      { text: 'Description of goods', x: 40, y: 100 },
      { text: 'Qty.', x: 300, y: 100 },
      { text: 'Value', x: 480, y: 100 },
      { text: 'Programmable logic controller', x: 40, y: 114 },
      { text: '10', x: 300, y: 114 },
      { text: '5,824.80', x: 480, y: 114 },
      { text: 'module - 24 DI / 16 DO', x: 40, y: 126 },
      { text: 'Place and date, Signature', x: 40, y: 150 },
      { text: 'Total invoice value', x: 420, y: 150 },
      { text: 'I/We hereby certify that this invoice is true', x: 40, y: 162 },
      { text: 'USD 5,824.80', x: 420, y: 162 },
    ]);
    assert.equal(document.lines.length, 1);
    assert.equal(document.header.totalAmount?.value, 5824.8);
    assert.equal(document.header.currency?.value, 'USD');
  });
});

describe('an invoice that prints its prices with VAT, and its VAT as a table under the goods', () => {
  it('reads the number under the title word, the base as net and the VAT under its title', async () => {
    const document = await read([
      { text: 'Klant', x: 44, y: 280 },
      { text: 'Order', x: 144, y: 280 },
      { text: 'Factuur datum', x: 315, y: 280 },
      { text: 'Factuur', x: 432, y: 280 },
      { text: 'Vervaldatum', x: 500, y: 280 },
      { text: 'SCONL0303006280999', x: 44, y: 292 },
      { text: 'SCONL000000444', x: 144, y: 292 },
      { text: '8-9-2022', x: 338, y: 292 },
      { text: 'VF1005193039', x: 409, y: 292 },
      { text: '22-9-2022', x: 512, y: 292 },
      { text: 'Artikel', x: 40, y: 340 },
      { text: 'Omschrijving', x: 100, y: 340 },
      { text: 'Prijs', x: 330, y: 340 },
      { text: 'Hoeveelheid', x: 400, y: 340 },
      { text: 'Bedrag', x: 500, y: 340 },
      { text: 'E103184', x: 40, y: 352 },
      { text: 'Onderhoudsset CA6707/10', x: 100, y: 352 },
      { text: '49,99', x: 330, y: 352 },
      { text: '1 PCS', x: 400, y: 352 },
      { text: '49,99', x: 500, y: 352 },
      { text: 'Prijzen zijn inclusief BTW', x: 40, y: 368 },
      { text: 'Factuur totaal EUR', x: 380, y: 368 },
      { text: '49,99', x: 500, y: 368 },
      { text: 'BTW %', x: 348, y: 436 },
      { text: 'Grondslag', x: 394, y: 436 },
      { text: 'BTW bedrag', x: 444, y: 436 },
      { text: 'Totaal', x: 524, y: 436 },
      { text: '21 %', x: 358, y: 447 },
      { text: '41,31', x: 414, y: 447 },
      { text: '8,68', x: 476, y: 447 },
      { text: '49,99', x: 529, y: 447 },
    ]);
    assert.equal(document.lines.length, 1);
    assert.equal(document.header.invoiceNumber?.value, 'VF1005193039');
    assert.equal(document.header.totalAmount?.value, 49.99);
    assert.equal(document.header.netAmount?.value, 41.31);
    assert.equal(document.header.vatAmount?.value, 8.68);
  });
});

describe('the currency a column title names', () => {
  it('is the document\'s where nothing else names one; "$" alone says nothing', async () => {
    for (const [title, code] of [
      ['Totaal(EUR)', 'EUR'],
      ['Amount ($)', undefined],
    ]) {
      const document = await read([
        { text: 'Omschrijving', x: 40, y: 100 },
        { text: 'Aantal', x: 300, y: 100 },
        { text: title!, x: 450, y: 100 },
        { text: 'HTC Hero Absolute White', x: 40, y: 114 },
        { text: '80,00', x: 300, y: 114 },
        { text: '20.592,00', x: 450, y: 114 },
      ]);
      assert.equal(document.lines.length, 1, title);
      assert.equal(document.header.currency?.value, code, title);
    }
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
