import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { createLocalOcr } from './local-ocr.ts';

// The machines have Debian's DejaVu and Liberation fonts; without either, canvas draws no text.
const font = ['DejaVu Sans', 'Liberation Sans'].find((family) =>
  GlobalFonts.families.some((known) => known.family === family),
);

type Drawing = ReturnType<ReturnType<typeof createCanvas>['getContext']>;

/** A page of A4 at 300 dpi with the given lines drawn on it. */
const page = async (draw: (drawing: Drawing) => void): Promise<Buffer> => {
  const canvas = createCanvas(2480, 3508);
  const drawing = canvas.getContext('2d');
  drawing.fillStyle = '#ffffff';
  drawing.fillRect(0, 0, 2480, 3508);
  draw(drawing);
  return canvas.encode('png');
};

const A4 = [595.92, 842.88] as const;

const texts = async (png: Buffer, language?: 'fr'): Promise<string[]> =>
  (await ocr.ocrImage(png, 1, A4[0], A4[1], language)).words.map((word) => word.text);

const ocr = createLocalOcr();

describe(
  'local OCR with Tesseract (slow)',
  { timeout: 180_000, skip: !font && 'no font to draw text with' },
  () => {
    after(() => ocr.terminate());

    it('reads white titles on a black band once the band is turned dark on white', async () => {
      const png = await page((drawing) => {
        drawing.font = `44px "${font}"`;
        drawing.fillStyle = '#000000';
        drawing.fillText('Commercial invoice 2026-0415 from Atelier Dupont', 200, 300);
        drawing.fillStyle = '#111111';
        drawing.fillRect(150, 880, 2200, 100);
        drawing.fillStyle = '#ffffff';
        for (const [title, x] of [
          ['Description', 200],
          ['Quantity', 1300],
          ['Price', 1750],
          ['Amount', 2050],
        ] as const)
          drawing.fillText(title, x, 945);
        drawing.fillStyle = '#000000';
        drawing.fillText('Steel bolts M12', 200, 1080);
        drawing.fillText('1200', 1300, 1080);
      });
      const read = await texts(png);
      for (const title of ['Description', 'Quantity', 'Price', 'Amount'])
        assert.ok(read.includes(title), `${title} in ${read.join(' ')}`);
    });

    it('reads a French page again with the French data: its accents come out', async () => {
      const png = await page((drawing) => {
        drawing.font = `46px "${font}"`;
        drawing.fillStyle = '#000000';
        [
          'Facture n° F2026-1154 pour votre commande du 3 juin',
          'Règlement à réception de la facture, par virement',
          'Désignation des marchandises : boîte métal, façon ancienne',
          'Livraison à Perth, le montant est payé par le client',
        ].forEach((line, at) => drawing.fillText(line, 200, 400 + at * 120));
      });
      const read = await texts(png);
      // Tesseract's English data has no è, à, î or ç: "Reglement", "boite".
      for (const word of ['Règlement', 'à', 'boîte', 'métal,', 'façon'])
        assert.ok(read.includes(word), `${word} in ${read.join(' ')}`);
    });

    it('reads a page in the language an earlier page was in, at once', async () => {
      const png = await page((drawing) => {
        drawing.font = `46px "${font}"`;
        drawing.fillStyle = '#000000';
        drawing.fillText('Conditions de règlement', 200, 400);
      });
      // Too few words to tell French by, yet read with the French data.
      assert.ok((await texts(png, 'fr')).includes('règlement'));
      assert.ok(!(await texts(png)).includes('règlement'));
    });
  },
);
