import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { DocumentText, PageText } from '../../src/extraction/document-text.ts';
import {
  buildTransitSkeleton,
  classifyDocument,
  createModelClient,
  extractTransit,
  extractWithModel,
  extractWithVision,
  type ModelClient,
} from '../../src/extraction/model/index.ts';
import { readingFromText } from '../../src/extraction/reader/reading-from-text.ts';
import { loadSettings } from '../../src/settings/index.ts';
import {
  fencedAnswer,
  jsonAnswer,
  refusalAnswer,
  startOpenAiStandIn,
  truncatedAnswer,
  type OpenAiStandIn,
} from '../support/openai-stand-in.ts';

/** The document as a reader process hands it over: its pages' text. */
const readingOf = (doc: DocumentText) => readingFromText(doc, 'doc.pdf', {});

/** A page of text lines as positioned words (12 pt lines, words 40 pt apart). */
const page = (number: number, lines: string[]): PageText => ({
  number,
  width: 595,
  height: 842,
  reader: 'pdf-text',
  imageOnly: lines.length === 0,
  words: lines.flatMap((line, row) =>
    line.split(' ').map((text, column) => ({
      text,
      box: { x: 40 + column * 60, y: 40 + row * 14, width: 50, height: 10 },
      confidence: 1,
    })),
  ),
});
const documentOf = (...pages: string[][]): DocumentText => ({
  pages: pages.map((lines, index) => page(index + 1, lines)),
});

const line = (description: string, extra: Record<string, unknown> = {}) => ({
  description,
  commodity_code: null,
  country_of_origin: null,
  quantity: null,
  unit: null,
  unit_price: null,
  total_price: null,
  currency: null,
  net_mass: null,
  gross_mass: null,
  packages: null,
  package_type: null,
  article_number: null,
  page: null,
  ...extra,
});
const located = (value: unknown, page: number) => ({ value, page });

describe('extraction by a language model (against the chat-completions stand-in)', () => {
  let standIn: OpenAiStandIn;
  let client: ModelClient;
  before(async () => {
    standIn = await startOpenAiStandIn({ apiKey: 'sk-test' });
    const { settings } = loadSettings({
      configDir: '/nonexistent',
      env: { AI__OpenAI__ApiKey: 'sk-test', AI__BaseUrl: standIn.openAiBaseUrl },
    });
    client = createModelClient(settings, { timeoutMs: 5_000, maxRetries: 1 })!;
  });
  after(() => standIn?.close());
  beforeEach(() => standIn.requests.splice(0));
  const userText = (index: number): string => standIn.requests[index]?.body.messages[1].content;

  it('asks again in halves when the answer is cut at the token limit, and joins a line split at the page break', async () => {
    const doc = documentOf(
      ['INVOICE 42', 'Bolts 100 2.50 250.00'],
      ['Nuts 50 1.00 50.00', 'Washers, zinc'],
      ['plated, M8 20 0.10 2.00', 'Total 302.00'],
    );
    standIn.enqueue(
      truncatedAnswer({ lines: [line('Bolts')] }, 30),
      jsonAnswer(
        {
          header: { invoice_number: located('42', 1), total_amount: located(300, 2) },
          lines: [
            line('Bolts', { quantity: 100, total_price: 250, page: 1 }),
            line('Nuts', { quantity: 50, total_price: 50, page: 2 }),
            line('Washers, zinc', { quantity: 20, total_price: 2, page: 2 }),
          ],
          charges: [],
        },
        { promptTokens: 500, completionTokens: 100 },
      ),
      fencedAnswer({
        header: { total_amount: located(302, 3) },
        lines: [line('plated, M8', { page: 3 })],
        charges: [{ kind: 'freight', label: 'Freight', amount: 10, currency: 'EUR', page: 3 }],
      }),
    );
    const result = await extractWithModel(
      client,
      'Read the invoice.',
      readingOf(doc),
      'invoice',
      'inv.pdf',
    );
    assert.equal(standIn.requests.length, 3);
    assert.match(userText(0), /--- page 1 ---[\s\S]*--- page 3 ---/);
    assert.match(userText(1), /--- page 2 ---/);
    assert.doesNotMatch(userText(1), /--- page 3 ---/);
    assert.match(userText(2), /^--- page 3 ---\nplated, M8/);
    assert.equal(standIn.requests[0]?.body.messages[0].content, 'Read the invoice.');
    assert.equal(standIn.requests[0]?.body.response_format.json_schema.name, 'goods_document');
    assert.deepEqual(
      result.extracted.lines.map((found) => [found.description?.value, found.amount?.value]),
      [
        ['Bolts', 250],
        ['Nuts', 50],
        ['Washers, zinc plated, M8', 2],
      ],
    );
    assert.equal(result.extracted.header.invoiceNumber?.value, '42');
    assert.equal(result.extracted.header.totalAmount?.value, 302, 'the last page holds the total');
    assert.equal(result.extracted.charges[0]?.amount.value, 10);
    assert.equal(result.rawResponses.length, 3);
    assert.deepEqual(result.usage, {
      model: 'gpt-4.1-mini-2025-04-14',
      promptTokens: 2500,
      completionTokens: 500,
    });
    assert.equal(result.recovered, false);
    assert.deepEqual(
      (result.data as { parts: { pages: number[] }[] }).parts.map((part) => part.pages),
      [[1, 2], [3]],
    );
  });

  it('keeps the other pages when one page is refused, and says so', async () => {
    const doc = documentOf(['Bolts 1 1.00 1.00'], ['private letter']);
    standIn.enqueue(
      refusalAnswer('no'),
      jsonAnswer({ header: {}, lines: [line('Bolts', { total_price: 1, page: 1 })], charges: [] }),
      refusalAnswer('Not an invoice'),
    );
    const result = await extractWithModel(client, 'p', readingOf(doc), 'invoice', 'inv.pdf');
    assert.equal(standIn.requests.length, 3);
    assert.deepEqual(
      result.extracted.lines.map((found) => found.description?.value),
      ['Bolts'],
    );
    assert.deepEqual(result.extracted.notices, ['page 2: the model refused (Not an invoice)']);
    assert.deepEqual(result.rawResponses, [
      'refusal: no',
      result.rawResponses[1],
      'refusal: Not an invoice',
    ]);
  });

  it('closes a single page cut at the token limit at its last whole line, flagged as recovered', async () => {
    const data = {
      header: {},
      lines: [line('A', { page: 1 }), line('B', { page: 1 }), line('C', { page: 1 })],
      charges: [],
    };
    const json = JSON.stringify(data);
    standIn.enqueue(truncatedAnswer(data, json.indexOf('"C"')));
    const result = await extractWithModel(
      client,
      'p',
      readingOf(documentOf(['A', 'B', 'C'])),
      'packing_list',
      'pl.pdf',
    );
    assert.deepEqual(
      result.extracted.lines.map((found) => found.description?.value),
      ['A', 'B'],
    );
    assert.equal(result.recovered, true);
    assert.equal(result.extracted.extractor, 'pdf_di_hybrid_packing_list');
    assert.match(result.extracted.notices.join(), /repaired/);
  });

  it('classifies a document from its text, and an answer that is no kind as unknown', async () => {
    standIn.enqueue(jsonAnswer({ kind: 'packing_list' }), refusalAnswer());
    const listed = await classifyDocument(client, 'Which kind?', 'PACKING LIST ...');
    assert.equal(listed.kind, 'packing_list');
    assert.equal(standIn.requests[0]?.body.response_format.json_schema.name, 'document_kind');
    assert.equal((await classifyDocument(client, 'Which kind?', 'x')).kind, 'unknown');
  });

  it('reads a page image on the vision path, sent as an image part', async () => {
    standIn.enqueue(
      jsonAnswer({ header: { currency: located('USD', 4) }, lines: [], charges: [] }),
    );
    const result = await extractWithVision(
      client,
      'Look.',
      [{ number: 4, png: Buffer.from('png') }],
      'invoice',
      'scan.pdf',
    );
    const content = standIn.requests[0]?.body.messages[1].content;
    assert.deepEqual(content[0], { type: 'text', text: 'Page 4' });
    assert.equal(
      content[1].image_url.url,
      `data:image/png;base64,${Buffer.from('png').toString('base64')}`,
    );
    assert.equal(result.extracted.extractor, 'pdf_vision_invoice');
    assert.equal(result.extracted.header.currency?.source?.page, 4);
  });
});

describe('transit documents', () => {
  const transitDoc = documentOf(
    ['TRANSIT DOCUMENT T1', 'Consignor Acme NV Antwerpen', 'Consignee Beta GmbH Köln'],
    [
      'Item Description Packages HS',
      '1 Laptops 10 CT 8471 30 00',
      '2 Monitors 5 PALLETS 852852',
      'Phone +32 3 123 45 67',
    ],
    ['3 Cables HS 8544.42.90 12 BX', 'Total 27 packages'],
  );

  it('builds the skeleton from the PDF text: item numbers, commodity codes and packages per line', () => {
    const skeleton = buildTransitSkeleton(transitDoc);
    assert.deepEqual(
      skeleton.items.map((item) => [
        item.itemNumber,
        item.commodityCode,
        item.packages,
        item.packageType,
        item.page,
      ]),
      [
        [1, '84713000', 10, 'CT', 2],
        [2, '852852', 5, 'PALLETS', 2],
        [3, '85444290', 12, 'BX', 3],
      ],
    );
    assert.match(skeleton.text, /--- page 2 ---\nItem Description Packages HS/);
  });

  let standIn: OpenAiStandIn;
  let client: ModelClient;
  before(async () => {
    standIn = await startOpenAiStandIn();
    const { settings } = loadSettings({
      configDir: '/nonexistent',
      env: { AI__BaseUrl: standIn.openAiBaseUrl },
    });
    client = createModelClient(settings, { timeoutMs: 5_000, maxRetries: 0 })!;
  });
  after(() => standIn?.close());

  it('asks the header from page 1 and the items from the continuation pages, filling the skeleton', async () => {
    standIn.enqueue(
      jsonAnswer({
        header: {
          seller: {
            name: 'Acme NV',
            street: null,
            postcode: null,
            city: 'Antwerpen',
            country: null,
            identification: null,
            page: 1,
          },
        },
      }),
      jsonAnswer({
        lines: [
          {
            item_number: 2,
            ...line('Monitors', { gross_mass: 40, commodity_code: '85285200', page: 2 }),
          },
          { item_number: 1, ...line('Laptops', { gross_mass: 25, page: 2 }) },
          { item_number: 3, ...line('Cables', { gross_mass: 3, page: 3 }) },
        ],
      }),
    );
    const result = await extractTransit(
      client,
      { header: 'Header please.', items: 'Items please.' },
      readingOf(transitDoc),
      buildTransitSkeleton(transitDoc),
      't1.pdf',
    );
    assert.equal(standIn.requests.length, 2);
    assert.match(standIn.requests[0]?.body.messages[1].content, /^--- page 1 ---/);
    assert.doesNotMatch(standIn.requests[0]?.body.messages[1].content, /page 2/);
    const itemsAsked = standIn.requests[1]?.body.messages[1].content as string;
    assert.match(
      itemsAsked,
      /^Skeleton:\n\[\{"item_number":1,"commodity_code":"84713000","packages":10/,
    );
    assert.doesNotMatch(itemsAsked, /--- page 1 ---/);
    assert.equal(result.extracted.extractor, 'pdf_di_hybrid_transit');
    assert.equal(result.extracted.header.seller?.name?.value, 'Acme NV');
    assert.deepEqual(
      result.extracted.lines.map((found) => [
        found.description?.value,
        found.commodityCode?.value,
        found.packages?.value,
        found.grossMass?.value,
      ]),
      [
        ['Laptops', '84713000', 10, 25],
        ['Monitors', '852852', 5, 40],
        ['Cables', '85444290', 12, 3],
      ],
      'in skeleton order; the text layer’s code and packages win over the model’s',
    );
    assert.equal(result.extracted.lines[0]?.commodityCode?.confidence, 0.95);
    assert.equal(result.rawResponses.length, 2);
    assert.equal(result.usage.promptTokens, 2000);
  });

  it('reads the header from the page image when page 1 has no text, and keeps the skeleton when items fail', async () => {
    const scanned = documentOf([], ['1 Laptops 10 CT 8471 30 00']);
    standIn.enqueue(
      jsonAnswer({ header: {} }),
      jsonAnswer({ header: { invoice_number: located('T1-99', 1) } }),
      refusalAnswer('no'),
    );
    let rendered = 0;
    const result = await extractTransit(
      client,
      { header: 'h', items: 'i', visionHeader: 'look at the page' },
      readingOf(scanned),
      buildTransitSkeleton(scanned),
      'scan.pdf',
      { renderFirstPage: () => Promise.resolve(Buffer.from(`page ${++rendered}`)) },
    );
    assert.equal(rendered, 1);
    const vision = standIn.requests.at(-2)?.body;
    assert.equal(vision.messages[0].content, 'look at the page');
    assert.equal(vision.messages[1].content[1].type, 'image_url');
    assert.equal(result.extracted.header.invoiceNumber?.value, 'T1-99');
    assert.deepEqual(
      result.extracted.lines.map((found) => found.commodityCode?.value),
      ['84713000'],
    );
    assert.match(result.extracted.notices.join(), /page 2: the model refused/);
    assert.equal(result.rawResponses.length, 3);
  });
});
