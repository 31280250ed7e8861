import { readFileSync } from 'node:fs';
import { createLocalOcr } from '../src/extraction/documents/local-ocr.ts';
import { readPdfText } from '../src/extraction/documents/pdf-text.ts';
import { drawPages } from '../src/extraction/documents/render-page.ts';
import { sharedDir } from '../test/support/samples.ts';
import type { Row } from './foundation.ts';

// The real samples in ../shared/samples/invoices (README.md there says which have a text layer).
const TEXT_LAYER = [
  '02_commercial-invoice_fedex-form_CA_text.pdf',
  '12_invoice_synthetic-plumbing_US_text.pdf',
  '13_invoice_synthetic-minimal_US_text.pdf',
  'AmazonWebServices.pdf',
  'AzureInterior.pdf',
  'FlipkartInvoice.pdf',
  'NetpresseInvoice.pdf',
  'QualityHosting.pdf',
  'SammyMaystoneLinesTest.pdf',
  'coolblue1.pdf',
  'coolblue2.pdf',
  'free_fiber.pdf',
  'oyo.pdf',
  'saeco.pdf',
];
const IMAGE_ONLY = [
  '14_invoice_edf-energy-stained_FR_scanned.pdf',
  '15_invoice_google_US_imageonly.pdf',
  '16_invoice_lg-electronics_US_imageonly.pdf',
];
const DPI = 300;

const sample = (name: string): Buffer => readFileSync(`${sharedDir}samples/invoices/${name}`);

/** The text layer of every text sample, one after the other, for at least `seconds`. */
const textLayer = async (seconds: number): Promise<Row> => {
  const files = TEXT_LAYER.map(sample);
  for (const bytes of files) await readPdfText(bytes); // pdf.js's first load, not measured
  let pages = 0;
  let rounds = 0;
  const started = performance.now();
  while (performance.now() - started < seconds * 1000) {
    for (const bytes of files) pages += (await readPdfText(bytes)).pages.length;
    rounds += 1;
  }
  const elapsed = (performance.now() - started) / 1000;
  const rate = Math.round(pages / elapsed);
  return {
    scenario: `text layer (pdf.js): ${TEXT_LAYER.length} text samples, ${rounds} rounds, one at a time`,
    database: '-',
    figures: `${rate} pages/s (${((elapsed * 1000) / pages).toFixed(1)} ms a page)`,
    rate,
  };
};

/** Local OCR of every image-only sample page: drawn at 300 dpi, then read by Tesseract. */
const localOcr = async (): Promise<Row[]> => {
  const ocr = createLocalOcr();
  try {
    const warm = performance.now();
    await ocr.readImage(sample('17_packing-list_barcode_image.png')); // starts the worker
    const startMs = Math.round(performance.now() - warm);
    let pages = 0;
    let drawMs = 0;
    let readMs = 0;
    for (const name of IMAGE_ONLY) {
      const bytes = sample(name);
      const numbers = (await readPdfText(bytes)).pages.map((page) => page.number);
      let before = performance.now();
      for await (const drawn of drawPages(bytes, numbers, DPI)) {
        const drawnAt = performance.now();
        drawMs += drawnAt - before;
        await ocr.ocrImage(drawn.png, drawn.number, drawn.widthPt, drawn.heightPt);
        before = performance.now();
        readMs += before - drawnAt;
        pages += 1;
      }
    }
    const perPage = (drawMs + readMs) / 1000 / pages;
    return [
      {
        scenario: `local OCR: ${pages} image-only sample pages, drawn at ${DPI} dpi + Tesseract (eng, LSTM), one worker`,
        database: '-',
        figures: `${perPage.toFixed(2)} s a page (drawing ${(drawMs / 1000 / pages).toFixed(2)} s, Tesseract ${(readMs / 1000 / pages).toFixed(2)} s)`,
        rate: Math.round((1 / perPage) * 1000) / 1000,
      },
      {
        scenario: 'local OCR: worker start (model read) + first small image',
        database: '-',
        figures: `${startMs} ms`,
      },
    ];
  } finally {
    await ocr.terminate();
  }
};

/** `npm run bench documents`: reading documents into positioned words, without any service. */
export const documentScenarios = async (): Promise<Row[]> => [
  await textLayer(10),
  ...(await localOcr()),
];
