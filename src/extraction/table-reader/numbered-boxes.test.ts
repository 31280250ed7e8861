import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { textPdf, type PlacedText } from '../../../test/support/text-pdf.ts';
import { readPdfText } from '../documents/index.ts';
import { readTables } from './index.ts';

const readPlaced = async (texts: readonly PlacedText[]) =>
  readTables(await readPdfText(textPdf([texts], 700)), 'p.pdf');

// A customs-style form whose goods table titles are numbered boxes, as Turkish and Chinese
// exporters print them, with the marks in the table's first column.
const numberedForm: PlacedText[] = [
  { text: 'COMMERCIAL INVOICE', x: 34, y: 40 },
  { text: '11. Shipping Marks', x: 34, y: 263, size: 7 },
  { text: '12. Pkgs', x: 102, y: 263, size: 7 },
  { text: 'Type', x: 140, y: 263, size: 7 },
  { text: '13. Description of goods', x: 190, y: 263, size: 7 },
  { text: '14. Commodity Code', x: 330, y: 263, size: 7 },
  { text: '16. Qty', x: 420, y: 263, size: 7 },
  { text: '17. Price/Unit', x: 480, y: 263, size: 7 },
  { text: '18. Total Value', x: 580, y: 263, size: 7 },
  { text: 'MAES & PEETERS', x: 34, y: 284, size: 7 },
  { text: '24', x: 110, y: 284, size: 7 },
  { text: 'pallets', x: 140, y: 284, size: 7 },
  { text: 'Porcelain floor tiles, glazed', x: 190, y: 284, size: 7 },
  { text: '6907 21 00', x: 330, y: 284, size: 7 },
  { text: '1.105,92', x: 420, y: 284, size: 7 },
  { text: '10,99', x: 490, y: 284, size: 7 },
  { text: '12.154,06', x: 590, y: 284, size: 7 },
  { text: 'AARTSELAAR', x: 34, y: 294, size: 7 },
  { text: 'NO. 1-37', x: 34, y: 304, size: 7 },
  { text: '13', x: 110, y: 322, size: 7 },
  { text: 'ds', x: 140, y: 322, size: 7 },
  { text: 'Porcelain floor tiles, white', x: 190, y: 322, size: 7 },
  { text: '6907 21 00', x: 330, y: 322, size: 7 },
  { text: '599,04', x: 420, y: 322, size: 7 },
  { text: '7,52', x: 490, y: 322, size: 7 },
  { text: '4.504,78', x: 590, y: 322, size: 7 },
  { text: '19. Total Packages', x: 34, y: 357, size: 7 },
  { text: '20. Total N.W.', x: 190, y: 357, size: 7 },
  { text: '21. Total G.W.', x: 330, y: 357, size: 7 },
  { text: '37 pallets', x: 34, y: 367, size: 7 },
  { text: '42.273,8 kg', x: 190, y: 367, size: 7 },
  { text: '43.198,8 kg', x: 330, y: 367, size: 7 },
];

describe('a form whose boxes are numbered', () => {
  it('reads the goods table under numbered titles, and the box numbers as no totals', async () => {
    const read = await readPlaced(numberedForm);
    assert.equal(read.lines.length, 2);
    const [tiles, white] = read.lines;
    assert.equal(tiles?.commodityCode?.value, '69072100');
    assert.equal(tiles?.amount?.value, 12154.06);
    assert.equal(white?.amount?.value, 4504.78);
    assert.notEqual(read.header.totalPackages?.value, 19);
    assert.notEqual(read.header.totalNetMass?.value, 20);
  });

  it('codes the kind printed under "Type" right after the count of packages', async () => {
    const [tiles, white] = (await readPlaced(numberedForm)).lines;
    assert.equal(tiles?.packages?.value, 24);
    assert.equal(tiles?.packageType?.value, 'PX');
    assert.equal(white?.packageType?.value, 'CT', 'Dutch "ds" (doos) is a carton');
    assert.equal(white?.packageTypeText?.value, 'ds');
  });

  it('takes the marks from the first column, one mark a line', async () => {
    const read = await readPlaced(numberedForm);
    assert.equal(read.header.shippingMarks?.value, 'MAES & PEETERS / AARTSELAAR / NO. 1-37');
  });

  it('leaves a "Type" that is not after a count of packages to the goods', async () => {
    const read = await readPlaced([
      { text: 'Description', x: 40, y: 100 },
      { text: 'Type', x: 200, y: 100 },
      { text: 'Qty', x: 300, y: 100 },
      { text: 'Amount', x: 400, y: 100 },
      { text: 'Gear pump', x: 40, y: 114 },
      { text: 'Case', x: 200, y: 114 },
      { text: '4', x: 300, y: 114 },
      { text: '120,00', x: 400, y: 114 },
    ]);
    assert.equal(read.lines.length, 1);
    assert.equal(read.lines[0]?.packageType, undefined);
    assert.equal(read.lines[0]?.packageTypeText, undefined);
  });
});

describe('shipping marks after their label', () => {
  it('ends at a sentence, a count, and keeps no "/" of a wrapped line twice', async () => {
    const read = await readPlaced([
      { text: 'Markierungen:', x: 40, y: 100 },
      { text: 'SHANGHAI HUAMAO / SHANGHAI /', x: 140, y: 100 },
      { text: 'NO. 1-7', x: 140, y: 112 },
      { text: 'Gesamtanzahl', x: 40, y: 124 },
      { text: '7 (6 Europaletten, 1 Kiste)', x: 140, y: 124 },
      { text: 'Merken en nummers: DELVAUX TECHNIEK / GENT', x: 40, y: 300 },
      { text: '0% btw – intracommunautaire levering.', x: 40, y: 312 },
    ]);
    assert.equal(read.header.shippingMarks?.value, 'SHANGHAI HUAMAO / SHANGHAI / NO. 1-7');
  });

  it('takes no sentence for marks', async () => {
    const read = await readPlaced([
      { text: 'Merken en nummers: DELVAUX TECHNIEK / GENT / C/NO. 1-58', x: 40, y: 300 },
      { text: '0% btw – intracommunautaire levering.', x: 40, y: 312 },
    ]);
    assert.equal(read.header.shippingMarks?.value, 'DELVAUX TECHNIEK / GENT / C/NO. 1-58');
  });
});

describe('a totals line whose thousands group stands a space apart', () => {
  it('reads "26 169,27" whole', async () => {
    const read = await readPlaced([
      { text: 'Description', x: 40, y: 100 },
      { text: 'Qty', x: 300, y: 100 },
      { text: 'Amount', x: 500, y: 100 },
      { text: 'Tissu coton', x: 40, y: 114 },
      { text: '10', x: 300, y: 114 },
      { text: '26 169,27', x: 490, y: 114 },
      { text: 'Montant HT', x: 380, y: 128 },
      { text: '26', x: 460, y: 128 },
      { text: '169,27 USD', x: 472, y: 128 },
    ]);
    assert.equal(read.header.totalAmount?.value, 26169.27);
  });
});

describe('a totals line whose amount strays under a mass column', () => {
  it('takes no amount with its currency for a mass, and reads "Netto totaal" by its label', async () => {
    const read = await readPlaced([
      { text: 'Product', x: 40, y: 100 },
      { text: 'Aantal', x: 250, y: 100 },
      { text: 'Bedrag', x: 330, y: 100 },
      { text: 'Netto kg', x: 420, y: 100 },
      { text: 'Bruto kg', x: 500, y: 100 },
      { text: 'Boterkoekjes 200 g', x: 40, y: 114 },
      { text: '2.688', x: 250, y: 114 },
      { text: '1.234,50', x: 330, y: 114 },
      { text: '322,56', x: 420, y: 114 },
      { text: '378,56', x: 500, y: 114 },
      { text: 'Totaal', x: 250, y: 128 },
      { text: 'EUR 31670,50', x: 420, y: 128 },
      { text: 'Netto totaal', x: 40, y: 160 },
      { text: '2002,2 kg', x: 130, y: 160 },
      { text: 'Bruto totaal', x: 40, y: 172 },
      { text: '2126,1 kg', x: 130, y: 172 },
    ]);
    assert.equal(read.header.totalNetMass?.value, 2002.2);
    assert.equal(read.header.totalGrossMass?.value, 2126.1);
  });
});

describe('the count and kind of packages under a form’s combined title', () => {
  it('reads "Anzahl und Art der Packstücke" as count and kind, "crt" as cartons', async () => {
    const read = await readPlaced([
      { text: '12. Anzahl und Art der Packstücke', x: 34, y: 100, size: 7 },
      { text: '13. Warenbezeichnung', x: 200, y: 100, size: 7 },
      { text: '15. Mge.', x: 400, y: 100, size: 7 },
      { text: '17. Gesamt', x: 560, y: 100, size: 7 },
      { text: '4 Kisten', x: 34, y: 114, size: 7 },
      { text: 'Stirnradgetriebe', x: 200, y: 114, size: 7 },
      { text: '8', x: 400, y: 114, size: 7 },
      { text: '5.371,60', x: 560, y: 114, size: 7 },
      { text: '5 crt', x: 34, y: 128, size: 7 },
      { text: 'Roulements à billes', x: 200, y: 128, size: 7 },
      { text: '500', x: 400, y: 128, size: 7 },
      { text: '755,00', x: 560, y: 128, size: 7 },
      {
        text: 'Wir bestätigen, dass die Angaben in dieser Rechnung richtig sind.',
        x: 34,
        y: 142,
        size: 7,
      },
      { text: 'Frauenfeld, 08.04.2026', x: 34, y: 154, size: 7 },
    ]);
    assert.equal(read.lines.length, 2, 'a sentence and a date under the goods are no lines');
    const [gears, bearings] = read.lines;
    assert.equal(gears?.packages?.value, 4);
    assert.equal(gears?.packageType?.value, 'CS');
    assert.equal(bearings?.packageType?.value, 'CT');
  });
});

describe('a description wrapped at a hyphen', () => {
  it('joins the compound, keeps a suspended hyphen, and reads "Herkomst" as the origin', async () => {
    const read = await readPlaced([
      { text: 'Product', x: 40, y: 100 },
      { text: 'Herkomst', x: 200, y: 100 },
      { text: 'Aantal', x: 330, y: 100 },
      { text: 'Bedrag', x: 450, y: 100 },
      { text: 'Hydraulik-', x: 40, y: 114 },
      { text: 'Verenigd Koninkrijk', x: 200, y: 114 },
      { text: '16', x: 330, y: 114 },
      { text: '1.894,24', x: 450, y: 114 },
      { text: 'Zahnradpumpe, Rillenkugel-', x: 40, y: 124 },
      { text: 'lager, Ein- und Ausgang', x: 40, y: 134 },
    ]);
    assert.equal(
      read.lines[0]?.description?.value,
      'Hydraulik-Zahnradpumpe, Rillenkugellager, Ein- und Ausgang',
    );
    // The name is resolved to its code with the reference data, after the reader.
    assert.equal(read.lines[0]?.countryOfOriginText?.value, 'Verenigd Koninkrijk');
  });
});
