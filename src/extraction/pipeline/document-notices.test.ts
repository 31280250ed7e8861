import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ReadPage } from '../document-reading.ts';
import { DocumentOverLimitError } from '../reading-limits.ts';
import { RefusedReadingError } from '../reader/refused-reading.ts';
import { failureNotice, ocrLanguageNotice, ocrNotices, pageRanges } from './document-notices.ts';

const page = (number: number, words: number, extra: Partial<ReadPage> = {}): ReadPage => ({
  number,
  width: 595,
  height: 842,
  reader: 'tesseract',
  imageOnly: true,
  text: Array.from({ length: words }, () => 'word').join(' '),
  words,
  ...(words > 0 ? { confidence: 0.873 } : {}),
  ...extra,
});

describe('what the pipeline says of how a document was read', () => {
  it('names each scanned page and what local OCR read on it; a text page says nothing', () => {
    const notices = ocrNotices(
      [page(1, 0, { reader: 'pdf-text', imageOnly: false }), page(2, 312), page(3, 0)],
      false,
    );
    assert.deepEqual(notices, [
      {
        code: 'ocr-page',
        params: { page: 2, words: 312, confidence: 87 },
        message: 'page 2 has no text layer: local OCR read 312 words on it, 87 % sure on average',
      },
      {
        code: 'ocr-page',
        params: { page: 3, words: 0, confidence: 0 },
        message:
          'page 3 has no text layer, and local OCR read no word on it: a blank page, or print too faint or small to read',
      },
    ]);
  });

  it('sums a long scan in one notice, naming the pages OCR found nothing on', () => {
    const pages = [1, 2, 3, 5, 6].map((number) => page(number, number === 5 ? 0 : 1000));
    assert.deepEqual(ocrNotices(pages, false), [
      {
        code: 'ocr-pages',
        params: { pages: '1–3, 5–6', count: 5, words: 4000, empty: '5', emptyCount: 1 },
        message:
          'pages 1–3, 5–6 (5) have no text layer: local OCR read 4,000 words on them, none on page 5',
      },
    ]);
    assert.equal(pageRanges([7, 1, 2]), '1–2, 7');
  });

  it('counts the words of a reading kept before they were counted', () => {
    const { words: _words, ...older } = page(1, 3);
    assert.equal(ocrNotices([older], true)[0]!.params.words, 3);
    assert.equal(ocrNotices([older], true)[0]!.code, 'ocr-image');
  });

  it('warns of no scan in a language local OCR has data for: French, Dutch, German, English', () => {
    const french =
      'Facture du mois pour votre contrat. Le montant de la facture est prélevé sur le compte et les taxes sont dans le total des prix par mois avec la TVA.';
    assert.deepEqual(ocrLanguageNotice([page(1, 30, { text: french })]), []);
    const english =
      'Thank you for your order. The total of this invoice is due to our bank with the reference from your order and the date of the invoice, by transfer.';
    assert.deepEqual(ocrLanguageNotice([page(1, 30, { text: english })]), []);
    // The PDF's own text is not OCR's: its language needs no warning.
    assert.deepEqual(ocrLanguageNotice([page(1, 30, { text: french, reader: 'pdf-text' })]), []);
  });

  it('codes the refusal of a scan over Processing:MaxOcrPages, in the reader or across its channel', () => {
    const error = new DocumentOverLimitError('maxOcrPages', 'the PDF has 60 pages without text', {
      pages: 60,
      max: 50,
    });
    const expected = {
      code: 'ocr-page-limit',
      params: { pages: 60, max: 50 },
      message: 'the PDF has 60 pages without text (Processing:MaxOcrPages)',
    };
    assert.deepEqual(failureNotice(error), expected);
    const crossed = new RefusedReadingError({
      kind: 'unparseable',
      code: error.code,
      message: error.message,
      params: error.params,
    });
    assert.deepEqual(failureNotice(crossed), expected);
    assert.equal(
      failureNotice(new DocumentOverLimitError('maxPages', 'the PDF has 5,000 pages')),
      undefined,
    );
  });
});
