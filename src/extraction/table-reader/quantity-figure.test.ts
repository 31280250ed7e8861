import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { textPdf, type PlacedText } from '../../../test/support/text-pdf.ts';
import { readPdfText } from '../documents/index.ts';
import { readTables } from './index.ts';

const read = async (texts: readonly PlacedText[]) =>
  readTables(await readPdfText(textPdf([texts])), 't.pdf');

describe('a quantity printed with its unit under a short title', () => {
  it('takes its figure back from the packages beside it ("20 ctns 1,580 sets")', async () => {
    const document = await read([
      { text: 'Product', x: 40, y: 100 },
      { text: 'Pkgs', x: 260, y: 100 },
      { text: 'Qty', x: 335, y: 100 },
      { text: 'Total USD', x: 420, y: 100 },
      { text: 'DUVET COVER SET, 100 % COTTON', x: 40, y: 114 },
      { text: '79 ctns 1,580 sets', x: 260, y: 114 },
      { text: '24,031.80', x: 420, y: 114 },
      { text: 'TERRY TOWEL, 100 % COTTON', x: 40, y: 128 },
      { text: '43 ctns 2,150 pc', x: 268, y: 128 },
      { text: '2,322.00', x: 420, y: 128 },
    ]);
    assert.equal(document.lines.length, 2);
    assert.deepEqual(
      document.lines.map((line) => [
        line.packages?.value,
        line.packageType?.value,
        line.quantity?.value,
      ]),
      [
        [79, 'CT', 1580],
        [43, 'CT', 2150],
      ],
    );
  });

  it('takes a figure grouped by spaces whole ("3 000 pièces")', async () => {
    const document = await read([
      { text: 'Désignation', x: 40, y: 100 },
      { text: 'Origine', x: 250, y: 100 },
      { text: 'Qté', x: 338, y: 100 },
      { text: 'Montant', x: 420, y: 100 },
      { text: 'T-shirt homme, 100 % coton', x: 40, y: 114 },
      { text: 'BE', x: 250, y: 114 },
      { text: '3 000 pièces', x: 300, y: 114 },
      { text: '10 170,00', x: 420, y: 114 },
    ]);
    assert.equal(document.lines[0]?.quantity?.value, 3000);
    assert.equal(document.lines[0]?.countryOfOrigin?.value, 'BE');
  });
});
