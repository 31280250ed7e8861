import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { createCanvas } from '@napi-rs/canvas';
import { sharedDir } from '../../../test/support/samples.ts';
import { imagePageSize, imageSize } from './image-size.ts';

const blank = (type: 'png' | 'jpeg'): Promise<Buffer> => {
  const canvas = createCanvas(300, 200);
  return type === 'png' ? canvas.encode('png') : canvas.encode('jpeg');
};

/** A pHYs chunk (pixels per metre, unit 1) put after IHDR; the CRC is not checked here. */
const withPhys = (png: Buffer, dpi: number): Buffer => {
  const chunk = Buffer.alloc(21);
  chunk.writeUInt32BE(9, 0);
  chunk.write('pHYs', 4, 'latin1');
  chunk.writeUInt32BE(Math.round(dpi / 0.0254), 8);
  chunk.writeUInt32BE(Math.round(dpi / 0.0254), 12);
  chunk[16] = 1;
  return Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
};

describe('the size of an image, from its header', () => {
  it('reads a PNG photo of a packing list: its pixels, at 72 dpi when it does not say', () => {
    const size = imageSize(
      readFileSync(`${sharedDir}samples/invoices/17_packing-list_barcode_image.png`),
    );
    assert.ok(size);
    assert.equal(size.type, 'image/png');
    assert.ok(size.widthPx > 100 && size.heightPx > 100);
    const page = imagePageSize(size);
    assert.equal(page.widthPt, (size.widthPx * 72) / (size.dpi ?? 72));
  });

  it('takes the DPI a PNG records in pHYs', async () => {
    const size = imageSize(withPhys(await blank('png'), 300));
    assert.deepEqual(size, { type: 'image/png', widthPx: 300, heightPx: 200, dpi: 300 });
    assert.deepEqual(imagePageSize(size), { widthPt: 72, heightPt: 48 });
  });

  it('reads a JPEG, and the DPI of its JFIF header when given in dots per inch', async () => {
    const jpeg = await blank('jpeg');
    assert.deepEqual(imageSize(jpeg), { type: 'image/jpeg', widthPx: 300, heightPx: 200 });
    const inches = Buffer.from(jpeg);
    inches[13] = 1;
    inches.writeUInt16BE(150, 14);
    assert.deepEqual(imageSize(inches), {
      type: 'image/jpeg',
      widthPx: 300,
      heightPx: 200,
      dpi: 150,
    });
  });

  it('knows nothing of other files or headers cut short', async () => {
    assert.equal(imageSize(new TextEncoder().encode('%PDF-1.7')), undefined);
    assert.equal(imageSize((await blank('png')).subarray(0, 20)), undefined);
    assert.equal(imageSize((await blank('jpeg')).subarray(0, 40)), undefined);
  });
});
