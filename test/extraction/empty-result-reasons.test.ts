import assert from 'node:assert/strict';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, it } from 'node:test';
import {
  extractFiles,
  extractionSetup,
  OFFLINE_LOOKUPS,
  rawExtractionOf,
  type ExtractionSetup,
  type InputFile,
} from '../../src/extraction/index.ts';
import { testSettings } from '../support/app.ts';
import { blankScan } from '../support/hostile-pdfs.ts';
import { sharedDir } from '../support/samples.ts';

const invoices = join(sharedDir, 'samples/invoices');
const sample = (name: string, contentType = 'application/pdf'): InputFile => ({
  document: name,
  fileName: name,
  path: join(invoices, name),
  contentType,
  slot: 'invoice',
});
const built = (name: string, bytes: Buffer): InputFile => ({
  document: name,
  fileName: name,
  bytes,
  contentType: 'application/pdf',
  slot: 'invoice',
});

// Issue point 7: every empty result says why, precisely. The documents are read as the service
// reads them, in reader processes with Tesseract and no language model (a fresh clone).
describe('why a document gave no goods line', () => {
  const setups: ExtractionSetup[] = [];
  const setupWith = (env: NodeJS.ProcessEnv = {}) => {
    const setup = extractionSetup(
      testSettings({ Processing__MaxConcurrentJobs: '1', ...env }),
      undefined,
    );
    setups.push(setup);
    return setup;
  };
  const read = async (setup: ExtractionSetup, file: InputFile) => {
    const outcome = await extractFiles([file], setup.reading, setup.model, OFFLINE_LOOKUPS, {
      mode: 'standard',
      today: '2026-11-27',
    });
    const raw = rawExtractionOf(outcome, { attempt: 1, mode: 'standard', at: new Date() });
    return { outcome, document: raw.documents[0]! };
  };
  after(async () => {
    await Promise.all(setups.map((setup) => setup.close()));
  });

  it('names the image-only page, what local OCR read on it, the table not found and what read it', async () => {
    const setup = setupWith();
    const { outcome, document } = await read(
      setup,
      sample('16_invoice_lg-electronics_US_imageonly.pdf'),
    );
    assert.equal(outcome.merged.lines.length, 0);
    assert.equal(document.lineCount, 0);
    const [ocr, table, model, ...rest] = document.reasons;
    assert.deepEqual(rest, [], JSON.stringify(document.reasons));
    // Tesseract's count moves a little between versions; the invoice has some hundred words.
    assert.equal(ocr!.code, 'ocr-page');
    assert.equal(ocr!.params!.page, 1);
    const words = Number(ocr!.params!.words);
    assert.ok(words > 50 && words < 200, `OCR read ${words} words`);
    assert.equal(
      ocr!.message,
      `page 1 has no text layer: local OCR read ${words} words on it, ${ocr!.params!.confidence} % sure on average`,
    );
    assert.equal(table!.code, 'no-goods-table');
    assert.equal(table!.params!.pages, '1');
    assert.match(table!.message, /^No goods table found on page 1: no line of column titles/);
    assert.equal(model!.code, 'no-model-no-lines');
    assert.match(
      model!.message,
      /^no language model is configured \(AI:\*\): only the table reader/,
    );
    // The sentences stay as they were for the CLI and the API, in the same order.
    assert.deepEqual(
      document.notices,
      document.reasons.map((reason) => reason.message),
    );
  });

  it('reads the goods of a scan whose column titles are white on a dark bar', async () => {
    const setup = setupWith();
    const { outcome, document } = await read(setup, sample('15_invoice_google_US_imageonly.pdf'));
    assert.equal(outcome.merged.lines.length, 6);
    assert.deepEqual(
      document.reasons.map((reason) => reason.code),
      ['ocr-page', 'no-model'],
    );
  });

  it('reads a French scan with the French data: no word of English-only OCR', async () => {
    const setup = setupWith();
    const { document } = await read(setup, sample('14_invoice_edf-energy-stained_FR_scanned.pdf'));
    const codes = document.reasons.map((reason) => reason.code);
    assert.deepEqual(codes.slice(0, 2), ['ocr-page', 'ocr-page']);
    assert.deepEqual(
      document.reasons.slice(0, 2).map((reason) => reason.params!.page),
      [1, 2],
    );
    assert.ok(!codes.includes('ocr-language'), codes.join(', '));
  });

  it('says a photo was read by OCR, and what it gave', async () => {
    const setup = setupWith();
    const { document } = await read(
      setup,
      sample('17_packing-list_barcode_image.png', 'image/png'),
    );
    assert.equal(document.reasons[0]!.code, 'ocr-image');
    assert.ok(Number(document.reasons[0]!.params!.words) > 0);
  });

  it('says the lines came from the e-invoice a PDF carries, not from the table reader', async () => {
    const setup = setupWith();
    const { outcome, document } = await read(setup, {
      document: 'warenrechnung.pdf',
      fileName: 'warenrechnung.pdf',
      path: fileURLToPath(
        new URL('../../eval/corpus/public/de-zugferd1-warenrechnung.pdf', import.meta.url),
      ),
      contentType: 'application/pdf',
      slot: 'invoice',
    });
    assert.equal(outcome.merged.lines.length, 6);
    assert.equal(outcome.merged.header.invoiceNumber?.value, 'R87654321012345');
    const codes = document.reasons.map((reason) => reason.code);
    assert.ok(codes.includes('e-invoice'), codes.join(', '));
    assert.ok(!codes.includes('no-model'), codes.join(', '));
  });

  it('says a blank scan gave no word at all', async () => {
    const setup = setupWith();
    const { document } = await read(setup, built('blank.pdf', blankScan(1)));
    assert.equal(document.reasons[0]!.code, 'ocr-page');
    assert.deepEqual(document.reasons[0]!.params, { page: 1, words: 0, confidence: 0 });
    assert.match(
      document.reasons[0]!.message,
      /^page 1 has no text layer, and local OCR read no word on it/,
    );
  });

  it('says a scan over Processing:MaxOcrPages was not read, with its figures, beside a document that was', async () => {
    const setup = setupWith({ Processing__MaxOcrPages: '1' });
    const outcome = await extractFiles(
      [built('scan-2.pdf', blankScan(2)), sample('13_invoice_synthetic-minimal_US_text.pdf')],
      setup.reading,
      setup.model,
      OFFLINE_LOOKUPS,
      { mode: 'standard', today: '2026-11-27' },
    );
    const raw = rawExtractionOf(outcome, { attempt: 1, mode: 'standard', at: new Date() });
    const scan = raw.documents[0]!;
    assert.equal(scan.status, 'failed');
    assert.equal(
      scan.error,
      'the PDF has 2 pages without text; at most 1 is read by OCR (Processing:MaxOcrPages)',
    );
    assert.deepEqual(scan.reasons, [
      { code: 'ocr-page-limit', params: { pages: 2, max: 1 }, message: scan.error },
    ]);
    assert.ok(raw.documents[1]!.lineCount > 0);
  });
});
