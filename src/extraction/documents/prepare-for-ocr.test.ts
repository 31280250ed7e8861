import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createCanvas } from '@napi-rs/canvas';
import { prepareForOcr, type PreparedImage } from './prepare-for-ocr.ts';

type Context = ReturnType<ReturnType<typeof createCanvas>['getContext']>;

const drawn = async (
  width: number,
  height: number,
  draw: (context: Context) => void,
): Promise<Buffer> => {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  draw(context);
  return canvas.encode('png');
};

/** Rows of letter-like strokes, 3 pixels wide and 24 high. */
const strokes = (context: Context, x: number, y: number, count: number, colour: string) => {
  context.fillStyle = colour;
  for (let n = 0; n < count; n++) context.fillRect(x + n * 10, y, 3, 24);
};

/** The red, green and blue of a pixel of a prepared image (a binary PPM). */
const pixel = (prepared: PreparedImage, x: number, y: number): number[] => {
  const header = prepared.image.toString('latin1', 0, 20).match(/^P6\n(\d+) (\d+)\n255\n/)!;
  const at = header[0].length + (y * prepared.widthPx + x) * 3;
  return [...prepared.image.subarray(at, at + 3)];
};

describe('preparing a page image for OCR', () => {
  it('turns white titles on a dark header bar into dark titles on white', async () => {
    const png = await drawn(2480, 3508, (context) => {
      strokes(context, 200, 300, 100, '#000000');
      context.fillStyle = '#333333';
      context.fillRect(150, 880, 2200, 90);
      strokes(context, 200, 913, 150, '#ffffff');
    });
    const prepared = (await prepareForOcr(png))!;
    assert.deepEqual([prepared.widthPx, prepared.heightPx], [2480, 3508]);
    assert.equal(prepared.image.toString('latin1', 0, 3), 'P6\n');
    // The bar's ground is white, its titles black, the page around as it was.
    assert.deepEqual(pixel(prepared, 160, 890), [255, 255, 255]);
    assert.deepEqual(pixel(prepared, 201, 920), [0, 0, 0]);
    assert.deepEqual(pixel(prepared, 201, 310), [0, 0, 0]);
    assert.deepEqual(pixel(prepared, 100, 100), [255, 255, 255]);
  });

  it('gives nothing for an ordinary page: it is read as it came', async () => {
    const png = await drawn(2480, 3508, (context) => {
      for (let line = 0; line < 40; line++) strokes(context, 200, 200 + line * 60, 150, '#000000');
    });
    assert.equal(await prepareForOcr(png), undefined);
  });

  it('draws a small screenshot larger, its letters too few pixels high', async () => {
    const png = await drawn(1200, 893, (context) => strokes(context, 100, 100, 50, '#000000'));
    const prepared = (await prepareForOcr(png))!;
    assert.ok(prepared.widthPx > 3000 && prepared.widthPx <= 3600, String(prepared.widthPx));
    assert.equal(prepared.heightPx, Math.round((893 * prepared.widthPx) / 1200));
  });

  it('clears the specks of a noisy scan, not the strokes of its letters', async () => {
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const png = await drawn(2480, 3508, (context) => {
      for (let line = 0; line < 30; line++) strokes(context, 200, 200 + line * 60, 150, '#000000');
      // A letter's thinnest stroke, in grey.
      context.fillStyle = '#606060';
      context.fillRect(2300, 1900, 1, 40);
      // A speckled scan: 0.7 to 1.9 % of its dark pixels are specks.
      context.fillStyle = '#202020';
      for (let n = 0; n < 3_000; n++)
        context.fillRect(Math.floor(random() * 2480), Math.floor(random() * 3508), 2, 2);
    });
    const prepared = (await prepareForOcr(png))!;
    let dark = 0;
    for (let y = 2000; y < 3500; y += 1)
      for (let x = 0; x < 2480; x += 1) if (pixel(prepared, x, y)[0]! < 128) dark++;
    // Of some 1,200 specks drawn there, the few left lay close to others.
    assert.ok(dark < 50, `${dark} dark pixels left below the text`);
    assert.ok(pixel(prepared, 2300, 1920)[0]! < 128);
    assert.deepEqual(pixel(prepared, 201, 210), [0, 0, 0]);
  });

  it('leaves an image it cannot size, or too large to prepare, as it came, undecoded', async () => {
    assert.equal(await prepareForOcr(Buffer.from('not an image')), undefined);
    // Only a header: decoding it would fail.
    const header = Buffer.alloc(33);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header);
    header.writeUInt32BE(13, 8);
    header.write('IHDR', 12, 'latin1');
    header.writeUInt32BE(10_000, 16);
    header.writeUInt32BE(10_000, 20);
    assert.equal(await prepareForOcr(header), undefined);
  });
});
