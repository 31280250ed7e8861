import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import {
  createDocumentIntelligenceReader,
  DocumentIntelligenceError,
  documentTextFromAnalyzeResult,
  plainText,
  textPages,
  readDocument,
  readPdfText,
} from '../../src/extraction/documents/index.ts';
import { startDocumentIntelligenceStandIn } from '../support/document-intelligence-stand-in.ts';
import { sharedDir } from '../support/samples.ts';

const invoice = (name: string): Buffer => readFileSync(`${sharedDir}samples/invoices/${name}`);

type StandIn = Awaited<ReturnType<typeof startDocumentIntelligenceStandIn>>;

const readerFor = (standIn: StandIn, apiKey = 'the-key') =>
  createDocumentIntelligenceReader({
    endpoint: `${standIn.endpoint}/`,
    modelId: 'prebuilt-layout',
    apiKey,
    useKeylessAuth: false,
    pollIntervalMs: 5,
  });

describe('Azure Document Intelligence through its wire protocol', () => {
  let standIn: StandIn;
  before(async () => {
    standIn = await startDocumentIntelligenceStandIn({ apiKey: 'the-key', runningPolls: 2 });
  });
  after(() => standIn.close());

  it('posts the PDF to prebuilt-layout, polls the operation until it succeeds and reads its words', async () => {
    const bytes = invoice('coolblue1.pdf');
    const doc = await readerFor(standIn).read(bytes, 'application/pdf');
    const [post, ...polls] = standIn.requests;
    assert.equal(post!.method, 'POST');
    assert.equal(
      post!.url,
      '/documentintelligence/documentModels/prebuilt-layout:analyze?api-version=2024-11-30',
    );
    assert.equal(post!.headers['content-type'], 'application/pdf');
    assert.equal(post!.headers['ocp-apim-subscription-key'], 'the-key');
    assert.ok(post!.body.equals(bytes));
    // Two `running` answers, then `succeeded`.
    assert.equal(polls.length, 3);
    assert.ok(
      polls.every((poll) => poll.method === 'GET' && poll.url.includes('/analyzeResults/')),
    );
    const page = doc.pages[0]!;
    assert.equal(page.reader, 'document-intelligence');
    assert.ok(Math.abs(page.width - 595) < 1 && Math.abs(page.height - 842) < 1);
    const number = page.words.find((word) => word.text === '993548900');
    assert.ok(number);
    // Where the text layer puts it, to the precision of inches with four decimals.
    const fromText = (await readPdfText(bytes)).pages[0]!.words.find(
      (word) => word.text === '993548900',
    )!;
    assert.ok(Math.abs(number.box.x - fromText.box.x) < 0.05);
    assert.ok(Math.abs(number.box.y - fromText.box.y) < 0.05);
    assert.equal(number.confidence, 0.99);
    assert.match(plainText(textPages(doc)), /Factuurnummer: 993548900/);
  });

  it('keeps the raw analyzeResult, which converts again to the same document without a call', async () => {
    const doc = await readerFor(standIn).read(invoice('QualityHosting.pdf'), 'application/pdf');
    const raw = doc.raw as { modelId: string; pages: unknown[] };
    assert.equal(raw.modelId, 'prebuilt-layout');
    assert.equal(raw.pages.length, 2);
    const stored: unknown = JSON.parse(JSON.stringify(doc.raw));
    const calls = standIn.requests.length;
    assert.deepEqual(documentTextFromAnalyzeResult(stored), doc);
    assert.deepEqual(
      await readDocument(invoice('QualityHosting.pdf'), 'application/pdf', {
        dpi: 300,
        cachedRaw: stored,
        documentIntelligence: readerFor(standIn),
      }),
      doc,
    );
    assert.equal(standIn.requests.length, calls);
  });

  it('is what readDocument uses for a PDF when it is configured', async () => {
    const doc = await readDocument(
      invoice('13_invoice_synthetic-minimal_US_text.pdf'),
      'application/pdf',
      {
        dpi: 300,
        documentIntelligence: readerFor(standIn),
      },
    );
    assert.equal(doc.pages[0]!.reader, 'document-intelligence');
    assert.ok(doc.pages[0]!.words.some((word) => word.text === 'INVOICE:'));
  });

  it("refuses a wrong key with the service's own answer", async () => {
    await assert.rejects(
      readerFor(standIn, 'a-wrong-key').read(invoice('coolblue1.pdf'), 'application/pdf'),
      (error: unknown) =>
        error instanceof DocumentIntelligenceError &&
        /refused the document \(HTTP 401\): 401: Access denied due to invalid subscription key/.test(
          error.message,
        ),
    );
  });

  it('stops polling when the caller aborts', async () => {
    const controller = new AbortController();
    const reading = readerFor(standIn).read(
      invoice('coolblue1.pdf'),
      'application/pdf',
      controller.signal,
    );
    controller.abort();
    await assert.rejects(reading, { name: 'AbortError' });
  });
});

describe('a failed Document Intelligence operation', () => {
  let standIn: StandIn;
  before(async () => {
    standIn = await startDocumentIntelligenceStandIn({ apiKey: 'the-key', outcome: 'failed' });
  });
  after(() => standIn.close());

  it("is an error that says the analysis failed, with the service's code and reason", async () => {
    await assert.rejects(
      readerFor(standIn).read(invoice('coolblue1.pdf'), 'application/pdf'),
      (error: unknown) => {
        assert.ok(error instanceof DocumentIntelligenceError);
        assert.equal(error.code, 'document-intelligence-failed');
        assert.match(error.message, /^Document Intelligence could not read the document: /);
        assert.match(error.message, /failed/);
        assert.match(error.message, /The file is corrupted or format is unsupported/);
        return true;
      },
    );
    assert.equal(standIn.requests.filter((request) => request.method === 'GET').length, 2);
  });
});

describe('Document Intelligence settings', () => {
  it('needs an API key when keyless authentication is off', () => {
    assert.throws(
      () =>
        createDocumentIntelligenceReader({
          endpoint: 'https://example.cognitiveservices.azure.com',
          modelId: 'prebuilt-layout',
          useKeylessAuth: false,
        }),
      /needs DocumentIntelligence:ApiKey when UseKeylessAuth is false/,
    );
  });
});
