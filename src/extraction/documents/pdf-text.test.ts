import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { sharedDir } from '../../../test/support/samples.ts';
import type { DocumentText, Word } from '../document-text.ts';
import { readPdfText } from './pdf-text.ts';
import { UnreadableDocumentError } from './unreadable-document.ts';

const invoice = (name: string): Buffer => readFileSync(`${sharedDir}samples/invoices/${name}`);

const wordOn = (doc: DocumentText, page: number, text: string): Word => {
  const word = doc.pages[page - 1]?.words.find((candidate) => candidate.text === text);
  assert.ok(word, `"${text}" on page ${page}`);
  return word;
};

/** A PDF of the given objects (1 is the catalog), with a correct cross-reference table. */
const buildPdf = (objects: readonly string[], trailer = ''): Uint8Array => {
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailer}>>\n`;
  body += `startxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
};

const hex = (bytes: number): string => `<${'ab'.repeat(bytes)}>`;

/** One page with an /Encrypt dictionary whose empty user password does not open it. */
const encryptedPdf = (): Uint8Array =>
  buildPdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
      `<< /Filter /Standard /V 1 /R 2 /O ${hex(32)} /U ${hex(32)} /P -4 >>`,
    ],
    `/Encrypt 4 0 R /ID [${hex(16)} ${hex(16)}] `,
  );

/** A letter page turned by /Rotate, with "Hello World" in Helvetica 12 at (72, 700) from the bottom left. */
const turnedPdf = (rotate: number): Uint8Array => {
  const stream = 'BT /F1 12 Tf 72 700 Td (Hello World) Tj ET';
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Rotate ${rotate} /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>`,
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);
};

describe("reading a PDF's own text layer", () => {
  it('finds the invoice number of the minimal US invoice on page 1, top right, in points from the top left', async () => {
    const doc = await readPdfText(invoice('13_invoice_synthetic-minimal_US_text.pdf'));
    assert.equal(doc.pages.length, 1);
    const page = doc.pages[0]!;
    assert.deepEqual([page.number, page.width, page.height], [1, 612, 792]);
    assert.equal(page.reader, 'pdf-text');
    assert.equal(page.imageOnly, false);
    // "INVOICE: NO. 001" sits right of the middle, near the top (its baseline is 655.5 from the bottom).
    const number = wordOn(doc, 1, '001');
    assert.ok(number.box.x > 510 && number.box.x < 560, `x ${number.box.x}`);
    assert.ok(number.box.y > 120 && number.box.y < 140, `y ${number.box.y}`);
    assert.ok(number.box.height > 9 && number.box.height < 15, `height ${number.box.height}`);
    assert.ok(number.box.width > 10 && number.box.width < 25, `width ${number.box.width}`);
    assert.equal(number.confidence, 1);
    // The label and its value share a baseline, the label to the left.
    const label = wordOn(doc, 1, 'INVOICE:');
    assert.ok(Math.abs(label.box.y - number.box.y) < 1);
    assert.ok(label.box.x + label.box.width <= number.box.x);
  });

  it('joins a word cut into two text items ("INVOICE" and ": NO. 001") as pdftotext prints it', async () => {
    const doc = await readPdfText(invoice('13_invoice_synthetic-minimal_US_text.pdf'));
    const texts = doc.pages[0]!.words.map((word) => word.text);
    assert.ok(texts.includes('INVOICE:'));
    assert.ok(texts.includes('DATE:'));
    assert.ok(!texts.includes(':'));
  });

  it('finds the Coolblue invoice number 993548900 right of "Factuurnummer:" on A4', async () => {
    const doc = await readPdfText(invoice('coolblue1.pdf'));
    const page = doc.pages[0]!;
    assert.ok(Math.abs(page.width - 595) < 1 && Math.abs(page.height - 842) < 1);
    const label = wordOn(doc, 1, 'Factuurnummer:');
    const number = wordOn(doc, 1, '993548900');
    assert.ok(Math.abs(label.box.y - number.box.y) < 1);
    assert.ok(number.box.x > label.box.x + label.box.width);
    assert.ok(number.box.y > 100 && number.box.y < 250, `y ${number.box.y}`);
  });

  it('keeps words in reading order: top to bottom, left to right within a line', async () => {
    const doc = await readPdfText(invoice('coolblue1.pdf'));
    const words = doc.pages[0]!.words;
    const at = (text: string): number => words.findIndex((word) => word.text === text);
    assert.ok(at('FACTUUR.') < at('Factuurnummer:'));
    assert.equal(at('993548900'), at('Factuurnummer:') + 1);
    assert.ok(at('Factuurnummer:') < at('Klantnummer:'));
  });

  it('reads every page of a two-page PDF', async () => {
    const doc = await readPdfText(invoice('QualityHosting.pdf'));
    assert.deepEqual(
      doc.pages.map((page) => [page.number, page.imageOnly, page.words.length > 50]),
      [
        [1, false, true],
        [2, false, true],
      ],
    );
  });

  it('places words on a page turned a quarter clockwise as it is shown: text running down near the top right', async () => {
    const upright = (await readPdfText(turnedPdf(0))).pages[0]!;
    assert.deepEqual(
      upright.words.map((word) => [word.text, word.box.x, Math.round(word.box.y)]),
      [
        ['Hello', 72, 81],
        ['World', upright.words[1]!.box.x, 81],
      ],
    );
    const turned = (await readPdfText(turnedPdf(90))).pages[0]!;
    assert.deepEqual([turned.width, turned.height], [792, 612]);
    const [hello, world] = turned.words;
    assert.deepEqual([hello!.text, world!.text], ['Hello', 'World']);
    assert.ok(hello!.box.x > 690 && hello!.box.x < 710, `x ${hello!.box.x}`);
    assert.equal(hello!.box.y, 72);
    assert.ok(hello!.box.height > hello!.box.width, 'a word running down is taller than wide');
    assert.ok(world!.box.y > hello!.box.y + hello!.box.height);
  });

  it('marks pages without a text layer image-only, with no words', async () => {
    for (const name of [
      '15_invoice_google_US_imageonly.pdf',
      '14_invoice_edf-energy-stained_FR_scanned.pdf',
    ]) {
      const doc = await readPdfText(invoice(name));
      assert.ok(doc.pages.length >= 1);
      for (const page of doc.pages) {
        assert.deepEqual([page.imageOnly, page.words.length, page.reader], [true, 0, 'pdf-text']);
        assert.ok(page.width > 500 && page.height > 700);
      }
    }
  });

  it("leaves the caller's bytes usable (pdf.js is given a copy)", async () => {
    const bytes = new Uint8Array(invoice('13_invoice_synthetic-minimal_US_text.pdf'));
    await readPdfText(bytes);
    assert.ok(bytes.byteLength > 0);
    assert.equal((await readPdfText(bytes)).pages[0]!.words.length > 10, true);
  });
});

describe('a PDF that cannot be read', () => {
  const refuses = async (bytes: Uint8Array, why: RegExp): Promise<void> => {
    await assert.rejects(readPdfText(bytes), (error: unknown) => {
      assert.ok(error instanceof UnreadableDocumentError);
      assert.match(error.message, /^the PDF cannot be read: /);
      assert.match(error.message, why);
      assert.equal(error.code, 'document-unreadable');
      return true;
    });
  };

  it('refuses bytes that are not a PDF', async () => {
    await refuses(new TextEncoder().encode('hello, not a PDF'), /not a PDF, or it is damaged/);
    await refuses(new Uint8Array(0), /not a PDF/);
  });

  it('refuses a PDF cut short', async () => {
    await refuses(invoice('coolblue1.pdf').subarray(0, 3000), /damaged/);
  });

  it('refuses a PDF whose page content is overwritten, naming the page', async () => {
    const damaged = Buffer.from(invoice('coolblue1.pdf'));
    damaged.fill(0x41, 1000, 40000);
    await refuses(damaged, /page 1/);
  });

  it('refuses a PDF protected by a password', async () => {
    await refuses(encryptedPdf(), /protected by a password/);
  });
});
