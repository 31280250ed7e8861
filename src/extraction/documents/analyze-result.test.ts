import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { documentTextFromAnalyzeResult } from './analyze-result.ts';
import { UnreadableDocumentError } from './unreadable-document.ts';

const word = (content: string, polygon: number[], confidence = 0.98) => ({
  content,
  polygon,
  confidence,
  span: { offset: 0, length: content.length },
});

const pdfResult = {
  apiVersion: '2024-11-30',
  modelId: 'prebuilt-layout',
  content: 'Invoice 42\nTotal',
  pages: [
    {
      pageNumber: 2,
      width: 8.5,
      height: 11,
      unit: 'inch',
      words: [word('Total', [1, 3, 1.5, 3, 1.5, 3.2, 1, 3.2])],
      spans: [],
    },
    {
      pageNumber: 1,
      width: 8.5,
      height: 11,
      unit: 'inch',
      words: [
        word('42', [2, 1, 2.5, 1, 2.5, 1.25, 2, 1.25], 0.5),
        word('Invoice', [1, 1.01, 1.8, 1.01, 1.8, 1.24, 1, 1.24]),
      ],
      spans: [],
    },
  ],
};

describe("converting Document Intelligence's analyzeResult", () => {
  it('turns inches into points, polygons into boxes, and orders pages and words', () => {
    const doc = documentTextFromAnalyzeResult(pdfResult);
    assert.deepEqual(
      doc.pages.map((page) => [page.number, page.width, page.height, page.reader, page.imageOnly]),
      [
        [1, 612, 792, 'document-intelligence', false],
        [2, 612, 792, 'document-intelligence', false],
      ],
    );
    const [invoice, number] = doc.pages[0]!.words;
    assert.equal(invoice!.text, 'Invoice');
    assert.equal(number!.text, '42');
    assert.deepEqual(number!.box, { x: 144, y: 72, width: 36, height: 18 });
    assert.equal(number!.confidence, 0.5);
    assert.strictEqual(doc.raw, pdfResult);
  });

  it('takes pixels of an image as points (72 dpi), as local OCR does', () => {
    const doc = documentTextFromAnalyzeResult({
      pages: [
        {
          pageNumber: 1,
          width: 1000,
          height: 800,
          unit: 'pixel',
          words: [word('Paris', [100, 200, 160, 200, 160, 220, 100, 220])],
        },
      ],
    });
    assert.deepEqual([doc.pages[0]!.width, doc.pages[0]!.height], [1000, 800]);
    assert.deepEqual(doc.pages[0]!.words[0]!.box, { x: 100, y: 200, width: 60, height: 20 });
  });

  it('accepts the whole operation answer and keeps only its analyzeResult as raw', () => {
    const doc = documentTextFromAnalyzeResult({ status: 'succeeded', analyzeResult: pdfResult });
    assert.strictEqual(doc.raw, pdfResult);
    assert.deepEqual(doc, documentTextFromAnalyzeResult(pdfResult));
  });

  it('marks a page without words image-only and skips words it cannot place', () => {
    const doc = documentTextFromAnalyzeResult({
      pages: [
        {
          pageNumber: 1,
          width: 8.5,
          height: 11,
          unit: 'inch',
          words: [{ content: 'lost', confidence: 1 }, word(' ', [0, 0, 1, 0, 1, 1, 0, 1])],
        },
      ],
    });
    assert.deepEqual([doc.pages[0]!.imageOnly, doc.pages[0]!.words], [true, []]);
  });

  it('refuses an answer that is not an analyzeResult, saying where', () => {
    for (const raw of [null, 'text', { pages: [{ pageNumber: 1, unit: 'cm' }] }]) {
      assert.throws(
        () => documentTextFromAnalyzeResult(raw),
        (error: unknown) =>
          error instanceof UnreadableDocumentError &&
          /^the Document Intelligence answer cannot be read: /.test(error.message),
      );
    }
  });
});
