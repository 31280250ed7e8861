import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { loadImage } from '@napi-rs/canvas';
import { sharedDir } from '../../../test/support/samples.ts';
import { renderPage, renderPages } from './render-page.ts';
import { UnreadableDocumentError } from './unreadable-document.ts';

const invoice = (name: string): Buffer => readFileSync(`${sharedDir}samples/invoices/${name}`);

/** The share of pixels that are not near-white in a grid of samples: ink on the page. */
const inkShare = async (png: Buffer): Promise<number> => {
  const image = await loadImage(png);
  const { createCanvas } = await import('@napi-rs/canvas');
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const { data } = context.getImageData(0, 0, image.width, image.height);
  let ink = 0;
  let seen = 0;
  for (let index = 0; index < data.length; index += 4 * 97) {
    seen += 1;
    if (data[index]! < 200) ink += 1;
  }
  return ink / seen;
};

describe('drawing a PDF page as a PNG', () => {
  it('draws a letter page at 150 dpi as 1275 x 1650 pixels, ink on white', async () => {
    const png = await renderPage(invoice('13_invoice_synthetic-minimal_US_text.pdf'), 1, 150);
    assert.deepEqual([...png.subarray(1, 4)], [...Buffer.from('PNG')]);
    const image = await loadImage(png);
    assert.deepEqual([image.width, image.height], [1275, 1650]);
    const ink = await inkShare(png);
    assert.ok(ink > 0.005 && ink < 0.3, `ink ${ink}`);
  });

  it('draws the scanned image of an image-only page', async () => {
    const [page] = await renderPages(invoice('15_invoice_google_US_imageonly.pdf'), [1], 100);
    assert.deepEqual([page!.number, page!.widthPt, page!.heightPt, page!.dpi], [1, 612, 792, 100]);
    assert.ok((await inkShare(page!.png)) > 0.01);
  });

  it('refuses a page the PDF does not have, and a DPI out of range', async () => {
    await assert.rejects(
      renderPage(invoice('coolblue1.pdf'), 2, 72),
      (error: unknown) =>
        error instanceof UnreadableDocumentError &&
        /has 1 page\(s\): there is no page 2/.test(error.message),
    );
    await assert.rejects(renderPage(invoice('coolblue1.pdf'), 1, 0), RangeError);
  });

  it('refuses bytes that are not a PDF in plain words', async () => {
    await assert.rejects(
      renderPage(new TextEncoder().encode('nope'), 1, 72),
      UnreadableDocumentError,
    );
  });
});
