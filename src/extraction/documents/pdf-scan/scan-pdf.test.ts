import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { formBomb, hugeImage, manyTextPages } from '../../../../test/support/hostile-pdfs.ts';
import { catalogAndPages, writePdf } from '../../../../test/support/pdf-writer.ts';
import { sharedDir } from '../../../../test/support/samples.ts';
import {
  DEFAULT_READING_LIMITS,
  DocumentOverLimitError,
  type ReadingLimits,
} from '../../reading-limits.ts';
import { readPdfText } from '../pdf-text.ts';
import { scanPdf } from './scan-pdf.ts';

const limits = (changed: Partial<ReadingLimits>): ReadingLimits => ({
  ...DEFAULT_READING_LIMITS,
  ...changed,
});

const refused = (
  bytes: Uint8Array,
  given: ReadingLimits,
  limit: keyof ReadingLimits,
  reason: RegExp,
) =>
  assert.throws(
    () => scanPdf(bytes, given),
    (error: unknown) => {
      assert.ok(error instanceof DocumentOverLimitError, String(error));
      assert.equal(error.limit, limit);
      assert.match(error.message, reason);
      return true;
    },
  );

const page = (content: string, resources = '<<>>') => [
  ...catalogAndPages([3]),
  {
    dict: `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources ${resources} /Contents 4 0 R >>`,
  },
  { dict: '<<>>', stream: Buffer.from(content) },
];

describe('the scan of a PDF before it is read', () => {
  it('passes every shared sample and counts the pages pdf.js counts', async () => {
    const folder = `${sharedDir}samples/invoices/`;
    for (const name of readdirSync(folder).filter((file) => file.endsWith('.pdf'))) {
      const bytes = new Uint8Array(readFileSync(folder + name));
      const scan = scanPdf(bytes, DEFAULT_READING_LIMITS);
      assert.equal(scan.pages, (await readPdfText(bytes)).pages.length, name);
    }
  });

  it('reads Processing:MaxPages pages and refuses one more, with the count', () => {
    scanPdf(manyTextPages(3), limits({ maxPages: 3 }));
    refused(
      manyTextPages(4),
      limits({ maxPages: 3 }),
      'maxPages',
      /^the PDF has 4 pages; at most 3 are read \(Processing:MaxPages\)$/,
    );
  });

  it('counts each form every time it is drawn, to the operator', () => {
    // Three draws of a form that draws a six-operator form three times: 3 x (1 + 3 x (1 + 6)).
    const bytes = formBomb(2, 3);
    assert.equal(scanPdf(bytes, DEFAULT_READING_LIMITS).maxOperators, 66);
    scanPdf(bytes, limits({ maxOperatorsPerPage: 66 }));
    refused(
      bytes,
      limits({ maxOperatorsPerPage: 65 }),
      'maxOperatorsPerPage',
      /^page 1 asks for 66 drawing operations; at most 65 are drawn/,
    );
  });

  it('reads forms nested Processing:MaxFormNesting deep and refuses one level more', () => {
    const bytes = formBomb(3, 1);
    assert.equal(scanPdf(bytes, DEFAULT_READING_LIMITS).maxNesting, 3);
    refused(
      bytes,
      limits({ maxFormNesting: 2 }),
      'maxFormNesting',
      /^page 1 draws forms nested 3 deep; at most 2/,
    );
  });

  it('refuses an image over Processing:MaxImagePixels by its declared size, whether drawn by name or inline', () => {
    scanPdf(hugeImage(10, 10), limits({ maxImagePixels: 100 }));
    refused(
      hugeImage(10, 10),
      limits({ maxImagePixels: 99 }),
      'maxImagePixels',
      /^page 1 draws an image of 10 × 10 pixels/,
    );
    const inline = writePdf(page('q BI /W 20000 /H 20000 /CS /G /BPC 8 ID \x00\x01\x02 EI Q'));
    refused(inline, DEFAULT_READING_LIMITS, 'maxImagePixels', /20,000 × 20,000 pixels/);
  });

  it('counts what the streams inflate to against Processing:MaxInflatedMegabytes, to the byte', () => {
    const bytes = writePdf([
      ...catalogAndPages([3]),
      { dict: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>' },
      { dict: '<<>>', stream: Buffer.alloc(5000, 0x20), deflate: true },
    ]);
    assert.equal(scanPdf(bytes, limits({ maxInflatedBytes: 5000 })).inflatedBytes, 5000);
    refused(
      bytes,
      limits({ maxInflatedBytes: 4999 }),
      'maxInflatedBytes',
      /compressed streams expand to more than/,
    );
  });

  it('ends on a form that draws itself and on a page tree that points back at itself', () => {
    const cycle = writePdf([
      ...catalogAndPages([3]),
      {
        dict: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /X 5 0 R >> >> /Contents 4 0 R >>',
      },
      { dict: '<<>>', stream: Buffer.from('/X Do') },
      {
        dict: '<< /Type /XObject /Subtype /Form /BBox [0 0 1 1] /Resources << /XObject << /X 5 0 R >> >> >>',
        stream: Buffer.from('/X Do /X Do'),
      },
    ]);
    assert.equal(scanPdf(cycle, DEFAULT_READING_LIMITS).pages, 1);
    const loop = writePdf([
      { dict: '<< /Type /Catalog /Pages 2 0 R >>' },
      { dict: '<< /Type /Pages /Kids [2 0 R 3 0 R] /Count 2 >>' },
      { dict: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>' },
    ]);
    assert.equal(scanPdf(loop, DEFAULT_READING_LIMITS).pages, 1);
  });

  it('finds the pages of objects kept in a compressed object stream', () => {
    // Objects 1 (the catalog) and 2 (the page tree) are in the stream, object 3; a writer that
    // updated the file put them there after their first, direct, definitions.
    const inside = [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [4 0 R 5 0 R] /Count 2 >>',
    ];
    const header = `1 0 2 ${inside[0]!.length + 1} `;
    const bytes = writePdf([
      { dict: '<< /Type /Unused >>' },
      { dict: '<< /Type /Unused >>' },
      {
        dict: `<< /Type /ObjStm /N 2 /First ${header.length} >>`,
        stream: Buffer.from(header + inside.join(' ')),
        deflate: true,
      },
      // Leaves without /Type: found only through the tree, not by the search for /Type /Page.
      { dict: '<< /Parent 2 0 R /MediaBox [0 0 595 842] >>' },
      { dict: '<< /Parent 2 0 R /MediaBox [0 0 595 842] >>' },
    ]);
    assert.equal(scanPdf(bytes, DEFAULT_READING_LIMITS).pages, 2);
  });

  it('counts the pages of an encrypted PDF but leaves its content to the reader', () => {
    const encrypted = Buffer.concat([
      formBomb(9),
      Buffer.from('trailer\n<< /Root 1 0 R /Encrypt << /Filter /Standard >> >>\n%%EOF\n'),
    ]);
    const scan = scanPdf(encrypted, DEFAULT_READING_LIMITS);
    assert.deepEqual([scan.pages, scan.encrypted, scan.maxOperators], [1, true, 0]);
  });

  it('passes what is no PDF at all, for pdf.js to refuse', () => {
    assert.equal(
      scanPdf(Buffer.from('%PDF-1.4\nnot really\n%%EOF'), DEFAULT_READING_LIMITS).pages,
      0,
    );
  });
});
