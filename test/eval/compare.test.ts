import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ExtractedDocument } from '../../src/extraction/extracted.ts';
import { foldName, parseNumber, sameValue } from '../../scripts/eval/compare.ts';
import type { EvalDocument } from '../../scripts/eval/documents.ts';
import { parseExpected } from '../../scripts/eval/expected.ts';
import { fromInvoice2data } from '../../scripts/eval/invoice2data.ts';
import { scoreDocument } from '../../scripts/eval/score-document.ts';
import { headerRight, tally } from '../../scripts/eval/tally.ts';

const found = <T>(value: T) => ({ value, confidence: 0.9 });

describe('numbers', () => {
  it('reads a Belgian "12.345,60" as the expected 12345.6', () => {
    assert.equal(parseNumber('12.345,60'), 12345.6);
    assert.ok(sameValue('number', 12345.6, '12.345,60'));
    assert.ok(sameValue('number', '12.345,60', 12345.6));
  });

  it('reads English thousands, spaced thousands, currency signs and a trailing minus', () => {
    assert.equal(parseNumber('12,345.60'), 12345.6);
    assert.equal(parseNumber('1 234,5'), 1234.5);
    assert.equal(parseNumber('€ 3,50'), 3.5);
    assert.equal(parseNumber('1.234.567'), 1234567);
    assert.equal(parseNumber('40,00-'), -40);
    assert.equal(parseNumber('n/a'), undefined);
  });

  it('compares amounts to the cent, not closer and not looser', () => {
    assert.ok(sameValue('number', 4.11, 4.111));
    assert.ok(sameValue('number', 0.1 + 0.2, 0.3));
    assert.ok(!sameValue('number', 4.11, 4.12));
    assert.ok(!sameValue('number', 4.11, -4.11));
  });

  it('compares masses within 0.05 kg', () => {
    assert.ok(sameValue('mass', 345.6, 345.65));
    assert.ok(sameValue('mass', 345.6, 345.56));
    assert.ok(!sameValue('mass', 345.6, 345.7));
  });
});

describe('strings and codes', () => {
  it('folds case, accents, spacing and trailing punctuation', () => {
    assert.ok(sameValue('text', 'Beeswax XL\nAcme beeswax', 'beeswax  xl acme BEESWAX.'));
    assert.ok(sameValue('text', 'Industriestraße 12', 'INDUSTRIESTRASSE 12'));
    assert.ok(sameValue('text', 'Désignation', 'designation'));
    assert.ok(!sameValue('text', 'Oak chair 4', 'Oak chair 5'));
  });

  it('compares shipping marks by their words: a line break is layout, a mark and its slashes are not', () => {
    const expected = 'MIDWEST INDUSTRIAL / COLUMBUS / 788800 / 1/16';
    assert.ok(sameValue('marks', expected, 'MIDWEST / INDUSTRIAL / COLUMBUS / 788800 / 1/16'));
    assert.ok(sameValue('marks', expected, 'Midwest Industrial\nColumbus\n788800\n1/16'));
    assert.ok(!sameValue('marks', expected, 'MIDWEST INDUSTRIAL / COLUMBUS / 788800 / 1 16'));
    assert.ok(!sameValue('marks', expected, 'MIDWEST INDUSTRIAL / COLUMBUS / 788800'));
    assert.ok(!sameValue('marks', expected, 'COLUMBUS / MIDWEST INDUSTRIAL / 788800 / 1/16'));
    assert.ok(!sameValue('marks', 'HOORNAERT / BRUGES', 'HOORNAERT | BRUGES'));
  });

  it('takes legal forms with or without their dots and commas, but not another form', () => {
    assert.ok(sameValue('name', 'Coolblue B.V.', 'COOLBLUE BV'));
    assert.ok(sameValue('name', 'Amazon Web Services, Inc.', 'Amazon Web Services Inc'));
    assert.ok(sameValue('name', 'Dupont S.A.R.L.', 'Dupont SARL'));
    assert.ok(sameValue('name', 'Müller Maschinenbau GmbH', 'Muller Maschinenbau GmbH'));
    assert.ok(!sameValue('name', 'Coolblue B.V.', 'Coolblue N.V.'));
    assert.equal(foldName('  Acme,  Benelux B.V. '), 'acme benelux bv');
  });

  it('wants dates exactly as yyyy-MM-dd', () => {
    assert.ok(sameValue('date', '2026-03-04', '2026-03-04'));
    assert.ok(!sameValue('date', '2026-03-04', '2026-04-03'));
    assert.ok(!sameValue('date', '2026-03-04', '04/03/2026'));
  });

  it('compares codes upper case and identifiers without spaces or dots', () => {
    assert.ok(sameValue('code', 'FCA', 'fca'));
    assert.ok(!sameValue('code', 'CT', 'PX'));
    assert.ok(sameValue('identifier', 'DE232446240', 'DE 232.446.240'));
    assert.ok(sameValue('digits', '84137081', '8413 70 81'));
    assert.ok(sameValue('postcode', '3012 CN', '3012cn'));
  });

  it('never counts an absent or empty read value right', () => {
    assert.ok(!sameValue('text', 'x', undefined));
    assert.ok(!sameValue('number', 0, undefined));
    assert.ok(!sameValue('text', '', ''));
  });
});

const documentOf = (raw: unknown): EvalDocument => ({
  set: 'test',
  name: 'doc.pdf',
  contentType: 'application/pdf',
  image: false,
  ...(({ expected, problems }) => ({ expected, problems }))(parseExpected(raw)),
});

const read = (extracted: Partial<ExtractedDocument>): ExtractedDocument => ({
  document: 'doc.pdf',
  kind: 'invoice',
  extractor: 'pdf_text_table_invoice',
  header: {},
  lines: [],
  charges: [],
  notices: [],
  ...extracted,
});

describe('what counts as found', () => {
  it('counts a field found only where the expected values have it', () => {
    const document = documentOf({
      language: 'de',
      kinds: ['invoice'],
      header: { invoice_number: 'RE-1', total_amount: 10, seller: { name: 'Acme GmbH' } },
    });
    const score = scoreDocument(document, {
      extracted: read({
        header: {
          invoiceNumber: found('RE-1'),
          currency: found('EUR'),
          buyer: { name: found('Someone') },
        },
      }),
      ocr: false,
      durationMs: 1,
    });
    const t = tally([score]);
    assert.deepEqual(Object.keys(t.header), ['invoice_number', 'total_amount', 'seller.name']);
    assert.deepEqual(t.header.total_amount, { expected: 1, found: 0, correct: 0 });
    assert.deepEqual(t.header['seller.name'], { expected: 1, found: 0, correct: 0 });
    assert.deepEqual(headerRight(t), { expected: 3, found: 1, correct: 1 });
  });

  it('scores the lines only when the expected values give them', () => {
    const reading = {
      extracted: read({ lines: [{ description: found('Oak chair') }] }),
      ocr: false,
      durationMs: 1,
    };
    const without = scoreDocument(documentOf({ language: 'en', header: {} }), reading);
    assert.equal(without.lines, undefined);
    assert.equal(tally([without]).lines.read, 0);
    const none = scoreDocument(documentOf({ language: 'en', header: {}, lines: [] }), reading);
    assert.deepEqual(tally([none]).lines, { documents: 1, expected: 0, read: 1, matched: 0 });
  });

  it('takes a scan from the expected values, an image or a page read by OCR', () => {
    const reading = { extracted: read({}), ocr: false, durationMs: 1 };
    assert.equal(scoreDocument(documentOf({ header: {} }), reading).medium, 'digital');
    assert.equal(scoreDocument(documentOf({ header: {}, scan: true }), reading).medium, 'scan');
    assert.equal(
      scoreDocument(documentOf({ header: {} }), { ...reading, ocr: true }).medium,
      'scan',
    );
  });

  it('compares the kinds as a set', () => {
    const document = documentOf({ header: {}, kinds: ['packing_list', 'invoice'] });
    const both = scoreDocument(document, {
      extracted: read({ kinds: ['invoice', 'packing_list'] }),
      ocr: false,
      durationMs: 1,
    });
    assert.equal(both.kinds?.correct, true);
    const one = scoreDocument(document, { extracted: read({}), ocr: false, durationMs: 1 });
    assert.equal(one.kinds?.correct, false);
  });
});

describe('expected values', () => {
  it('names a misspelt member and a number written as text, and keeps the rest', () => {
    const { expected, problems } = parseExpected({
      language: 'nl',
      header: { invoice_no: 'X', total_amount: '1.234,50', currency: 'EUR' },
      lines: [{ description: 'Bolt', qty: 3 }],
    });
    assert.equal(expected.header.total_amount, 1234.5);
    assert.equal(expected.header.currency, 'EUR');
    assert.equal(problems.length, 3);
    assert.ok(problems.some((problem) => problem.includes('invoice_no')));
    assert.ok(problems.some((problem) => problem.includes('lines[0].qty')));
  });

  it("takes invoice2data's partner as the seller and a price without quantity as the amount", () => {
    const expected = fromInvoice2data('AmazonWebServices', [
      {
        invoice_number: '#42',
        partner_name: 'Amazon Web Services, Inc.',
        vat: 'DE 232 446 240',
        country_code: 'us',
        amount: 4.11,
        lines: [{ name: 'Glacier', price_unit: '2.22' }, { sectionheader: '---' }],
      },
    ]);
    assert.equal(expected?.language, 'en');
    assert.equal(expected?.header.invoice_number, '42');
    assert.equal(expected?.header['seller.identification'], 'DE232446240');
    assert.equal(expected?.header['seller.country'], 'US');
    assert.deepEqual(expected?.lines, [{ description: 'Glacier', amount: 2.22 }]);
  });
});
