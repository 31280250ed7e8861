import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseDeclaration } from '../../canonical/index.ts';
import type { Found } from '../extracted.ts';
import { mergeDocuments } from './merge-documents.ts';
import { toCanonical } from './to-canonical.ts';

const f = <T>(value: T): Found<T> => ({ value, confidence: 0.9 });

describe('extraction into the canonical declaration', () => {
  it('keeps only values the contract accepts, and the rest stays with the extraction', () => {
    const merged = mergeDocuments([
      {
        document: 'a.pdf',
        kind: 'invoice',
        extractor: 'pdf_text_table_invoice',
        header: {
          invoiceNumber: f('INV-7'),
          invoiceDate: f('2026-11-02'),
          currency: f('EUR'),
          totalAmount: f(120),
          incoterm: f('FCA'),
          seller: { name: f('Acme GmbH'), identification: f('DE 123456789'), country: f('DE') },
        },
        lines: [
          {
            description: f('x'.repeat(600)),
            commodityCode: f('84713000'),
            countryOfOrigin: f('CN'),
            amount: f(100),
            netMass: f(2.5),
            grossMass: f(3),
            packages: f(2),
            packageType: f('CT'),
          },
          { description: f('Cable'), commodityCode: f('854442'), amount: f(-3) },
        ],
        charges: [
          { kind: 'freight', label: 'Freight', amount: f(20) },
          { kind: 'discount', label: 'Korting', amount: f(5) },
        ],
        notices: [],
      },
    ]);
    const { read: canonical, dropped } = toCanonical(merged);
    assert.deepEqual(dropped, []);
    assert.deepEqual(canonical.goods_items?.[0], {
      sequence_number: 1,
      description: 'x'.repeat(512),
      commodity_code: '84713000',
      country_of_origin: 'CN',
      invoice_number: 'INV-7',
      gross_mass: 3,
      net_mass: 2.5,
      total_price: 100,
      packages: [{ quantity: 2, type: 'CT' }],
    });
    assert.deepEqual(canonical.goods_items?.[1], {
      sequence_number: 2,
      description: 'Cable',
      invoice_number: 'INV-7',
    });
    assert.deepEqual(canonical.costs, [{ code: 'FRT', amount: 20 }]);
    assert.deepEqual(canonical.parties?.seller, {
      name: 'Acme GmbH',
      country: 'DE',
      eori: 'DE123456789',
    });
    const result = parseDeclaration({ declaration_type: 'IM', ...canonical });
    assert.ok(result.ok, JSON.stringify(result));
  });

  it('cleans control characters, cuts at a character, keeps at most 9,999 items and leaves out what the contract refuses', () => {
    const line = (description: string, amount = 1) => ({
      description: { value: description, confidence: 0.9 },
      amount: { value: amount, confidence: 0.9 },
    });
    const merged = mergeDocuments([
      {
        document: 'a.csv',
        kind: 'invoice',
        extractor: 'csv_goods',
        header: {},
        lines: [
          line('Bell\u0007 and\u0000 whistle'),
          line(`${'a'.repeat(511)}😀 tail`),
          line('Huge', 1e30),
          ...Array.from({ length: 10_000 }, (_, index) => line(`item ${index}`)),
        ],
        charges: [],
        notices: [],
      },
    ]);
    const { read, dropped } = toCanonical(merged);
    assert.equal(read.goods_items?.length, 9_999);
    assert.equal(read.goods_items?.[0]?.description, 'Bell and whistle');
    assert.equal(read.goods_items?.[1]?.description, `${'a'.repeat(511)}😀`);
    assert.equal(read.goods_items?.[2]?.total_price, undefined);
    assert.deepEqual(
      dropped.map((finding) => `${finding.code} ${finding.path}`),
      ['too-many-goods-items /goods_items', 'value-refused /goods_items/2/total_price'],
    );
    assert.ok(parseDeclaration({ declaration_type: 'IM', ...read }).ok);
  });
});
