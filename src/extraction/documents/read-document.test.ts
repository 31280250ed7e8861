import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, describe, it } from 'node:test';
import { sharedDir } from '../../../test/support/samples.ts';
import type { DocumentText, PageText } from '../document-text.ts';
import type { DocumentIntelligenceReader } from './document-intelligence.ts';
import { imageSize } from './image-size.ts';
import { createLocalOcr, type LocalOcr } from './local-ocr.ts';
import { readDocument } from './read-document.ts';
import { UnreadableDocumentError } from './unreadable-document.ts';

const invoice = (name: string): Buffer => readFileSync(`${sharedDir}samples/invoices/${name}`);

/** Local OCR that records what it is given and reads one word per page. */
const recordingOcr = () => {
  const calls: { page: number; widthPx: number; widthPt: number; heightPt: number }[] = [];
  const ocr: LocalOcr = {
    async ocrImage(image, pageNumber, widthPt, heightPt): Promise<PageText> {
      calls.push({ page: pageNumber, widthPx: imageSize(image)!.widthPx, widthPt, heightPt });
      const word = {
        text: `seen-${pageNumber}`,
        box: { x: 1, y: 1, width: 9, height: 9 },
        confidence: 0.9,
      };
      return {
        number: pageNumber,
        width: widthPt,
        height: heightPt,
        words: [word],
        reader: 'tesseract',
        imageOnly: true,
      };
    },
    readImage: () => Promise.reject(new Error('not expected')),
    terminate: () => Promise.resolve(),
  };
  return { ocr, calls };
};

const neverCalled: DocumentIntelligenceReader = {
  read: () => Promise.reject(new Error('Document Intelligence must not be called')),
};

describe('reading a document without Document Intelligence', () => {
  it('reads a text PDF from its text layer, without OCR', async () => {
    const { ocr, calls } = recordingOcr();
    const doc = await readDocument(invoice('coolblue1.pdf'), 'application/pdf', { dpi: 300, ocr });
    assert.equal(doc.pages[0]!.reader, 'pdf-text');
    assert.ok(doc.pages[0]!.words.some((word) => word.text === '993548900'));
    assert.deepEqual(calls, []);
    assert.equal(doc.raw, undefined);
  });

  it('draws each image-only page at the DPI asked and gives it to local OCR', async () => {
    const { ocr, calls } = recordingOcr();
    const doc = await readDocument(
      invoice('14_invoice_edf-energy-stained_FR_scanned.pdf'),
      'application/pdf; charset=binary',
      { dpi: 72, ocr },
    );
    assert.deepEqual(
      calls.map((call) => call.page),
      [1, 2],
    );
    assert.ok(calls.every((call) => call.widthPx === Math.round(call.widthPt)));
    assert.deepEqual(
      doc.pages.map((page) => [page.reader, page.words[0]?.text]),
      [
        ['tesseract', 'seen-1'],
        ['tesseract', 'seen-2'],
      ],
    );
  });

  it('reads the pages after a French one in French at once', async () => {
    const languages: (string | undefined)[] = [];
    const french = 'Facture montant livraison commande colis poids brut'.split(' ');
    const ocr: LocalOcr = {
      async ocrImage(_image, pageNumber, widthPt, heightPt, language): Promise<PageText> {
        languages.push(language);
        const words = (pageNumber === 1 ? french : ['Total']).map((text, at) => ({
          text,
          box: { x: 10 + at * 50, y: 10, width: 40, height: 9 },
          confidence: 0.9,
        }));
        return {
          number: pageNumber,
          width: widthPt,
          height: heightPt,
          words,
          reader: 'tesseract',
          imageOnly: true,
        };
      },
      readImage: () => Promise.reject(new Error('not expected')),
      terminate: () => Promise.resolve(),
    };
    await readDocument(invoice('14_invoice_edf-energy-stained_FR_scanned.pdf'), 'application/pdf', {
      dpi: 72,
      ocr,
    });
    assert.deepEqual(languages, [undefined, 'fr']);
  });

  it('leaves image-only pages without words when there is no local OCR', async () => {
    const doc = await readDocument(
      invoice('15_invoice_google_US_imageonly.pdf'),
      'application/pdf',
      { dpi: 300 },
    );
    assert.deepEqual([doc.pages[0]!.imageOnly, doc.pages[0]!.words.length], [true, 0]);
  });

  it('refuses a type it cannot read as text, and a damaged PDF, in plain words', async () => {
    await assert.rejects(
      readDocument(new Uint8Array(4), 'application/zip', { dpi: 300 }),
      /a document of type application\/zip cannot be read as text/,
    );
    await assert.rejects(
      readDocument(new TextEncoder().encode('%PDF-1.7 garbage'), 'application/pdf', { dpi: 300 }),
      (error: unknown) =>
        error instanceof UnreadableDocumentError && /^the PDF cannot be read/.test(error.message),
    );
  });
});

describe('reading a document with Document Intelligence', () => {
  const answer: DocumentText = { pages: [], raw: { pages: [] } };

  it('sends PDFs and images to it, with their content type', async () => {
    const seen: string[] = [];
    const reader: DocumentIntelligenceReader = {
      read: async (_bytes, contentType) => (seen.push(contentType), answer),
    };
    assert.strictEqual(
      await readDocument(invoice('coolblue1.pdf'), 'application/pdf', {
        dpi: 300,
        documentIntelligence: reader,
      }),
      answer,
    );
    await readDocument(invoice('oyo.png'), 'image/png', { dpi: 300, documentIntelligence: reader });
    assert.deepEqual(seen, ['application/pdf', 'image/png']);
  });

  it('converts a stored answer again instead of calling it', async () => {
    const raw = { pages: [{ pageNumber: 1, width: 8.5, height: 11, unit: 'inch', words: [] }] };
    const doc = await readDocument(invoice('coolblue1.pdf'), 'application/pdf', {
      dpi: 300,
      documentIntelligence: neverCalled,
      cachedRaw: raw,
    });
    assert.deepEqual([doc.pages[0]!.width, doc.raw], [612, raw]);
  });
});

describe('local OCR with Tesseract (slow)', { timeout: 180_000 }, () => {
  const ocr = createLocalOcr();
  after(() => ocr.terminate());

  it('reads the words of an image-only invoice page drawn at 300 dpi, in points', async () => {
    const doc = await readDocument(
      invoice('15_invoice_google_US_imageonly.pdf'),
      'application/pdf',
      { dpi: 300, ocr },
    );
    const page = doc.pages[0]!;
    assert.deepEqual([page.reader, page.width, page.height], ['tesseract', 612, 792]);
    const texts = page.words.map((word) => word.text);
    for (const known of ['23413561D', 'Laptop', 'Ergonomic', 'Keyboard'])
      assert.ok(texts.includes(known), known);
    // The column titles, white on a dark bar, read once the bar is turned dark on white.
    for (const title of ['Item', 'Quantity', 'Rate', 'Amount'])
      assert.ok(texts.includes(title), title);
    const number = page.words.find((word) => word.text === '23413561D')!;
    // Top right of a letter page.
    assert.ok(
      number.box.x > 400 && number.box.x < 612 && number.box.y < 120,
      JSON.stringify(number.box),
    );
    assert.ok(number.confidence > 0.5 && number.confidence <= 1);
    const laptop = page.words.find((word) => word.text === 'Laptop')!;
    assert.ok(laptop.box.x < 100 && laptop.box.y > number.box.y);
  });

  it('reads a PNG photo of a packing list directly, with the same worker', async () => {
    const doc = await readDocument(invoice('17_packing-list_barcode_image.png'), 'image/png', {
      dpi: 300,
      ocr,
    });
    const texts = doc.pages[0]!.words.map((word) => word.text);
    for (const known of ['Packing', 'Paris', 'FRANCE']) assert.ok(texts.includes(known), known);
  });
});
