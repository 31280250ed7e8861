import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { goodsAnswerToExtracted } from './goods-answer.ts';
import {
  classifySchema,
  goodsSchema,
  transitHeaderSchema,
  transitItemsSchema,
} from './goods-schema.ts';

type Node = Record<string, any>;

/** What OpenAI's strict structured output refuses, listed by path. */
const strictFaults = (node: Node, path = ''): string[] => {
  const faults: string[] = [];
  for (const keyword of ['pattern', 'maxLength', 'minimum', 'maximum', 'format', 'default'])
    if (keyword in node) faults.push(`${path}: ${keyword}`);
  const types = ([] as string[]).concat(node.type ?? []);
  if (types.includes('object')) {
    if (node.additionalProperties !== false) faults.push(`${path}: additionalProperties`);
    if (JSON.stringify(node.required) !== JSON.stringify(Object.keys(node.properties ?? {})))
      faults.push(`${path}: not every property required`);
    for (const [name, child] of Object.entries(node.properties as Node))
      faults.push(...strictFaults(child as Node, `${path}/${name}`));
  }
  if (types.includes('array')) faults.push(...strictFaults(node.items as Node, `${path}[]`));
  return faults;
};

describe('the structured-output schemas', () => {
  for (const { name, schema } of [
    goodsSchema,
    transitHeaderSchema,
    transitItemsSchema,
    classifySchema,
  ])
    it(`${name} is accepted by strict mode: every property required, closed objects, no limits`, () => {
      assert.deepEqual(strictFaults(schema), []);
    });

  it('takes each goods-line type from the canonical goods item and lets every value be null', () => {
    const line = (goodsSchema.schema as Node).properties.lines.items.properties as Node;
    assert.deepEqual(line.total_price.type, ['number', 'null']);
    assert.deepEqual(line.packages.type, ['integer', 'null']);
    assert.deepEqual(line.commodity_code.type, ['string', 'null']);
    assert.deepEqual(line.page.type, ['integer', 'null']);
  });
});

describe('a model answer as an extracted document', () => {
  const context = {
    document: 'invoice.pdf',
    kind: 'invoice',
    extractor: 'pdf_di_hybrid_invoice',
  } as const;

  it('gives every value its confidence and its page', () => {
    const extracted = goodsAnswerToExtracted(
      {
        header: {
          seller: {
            name: 'Acme GmbH',
            street: null,
            postcode: null,
            city: 'Köln',
            country: 'Germany',
            identification: 'DE123456789',
            page: 1,
          },
          buyer: null,
          invoice_number: { value: 'INV-42', page: 1 },
          invoice_date: { value: '2026-11-02', page: 1 },
          currency: { value: 'eur', page: 1 },
          total_amount: { value: 1250.5, page: 3 },
          incoterm: { value: null, page: null },
        },
        lines: [
          {
            description: 'Steel bolts M8',
            commodity_code: '7318.15 90',
            country_of_origin: 'DE',
            quantity: 100,
            unit: 'PCS',
            unit_price: 2.5,
            total_price: '250.00',
            currency: null,
            net_mass: 12.3,
            gross_mass: null,
            packages: 2,
            package_type: 'CT',
            article_number: 'B-M8',
            page: 2,
          },
          { description: null, total_price: null, page: 2 },
          { description: 'Nuts', country_of_origin: 'China', total_price: 'about 5', page: 'two' },
        ],
        charges: [
          { kind: 'freight', label: 'Freight', amount: 50, currency: 'EUR', page: 3 },
          { kind: 'tax', label: 'Environmental fee', amount: 2, currency: null, page: 3 },
          { kind: 'freight', label: 'Freight', amount: null, currency: null, page: 3 },
        ],
      },
      context,
    );
    assert.equal(extracted.header.invoiceNumber?.value, 'INV-42');
    assert.deepEqual(extracted.header.totalAmount, {
      value: 1250.5,
      confidence: 0.8,
      source: { document: 'invoice.pdf', page: 3 },
    });
    assert.equal(extracted.header.currency?.value, 'EUR');
    assert.equal(extracted.header.incoterm, undefined, 'null is not found');
    assert.equal(extracted.header.buyer, undefined);
    assert.equal(extracted.header.seller?.city?.source?.page, 1);
    assert.equal(extracted.lines.length, 2, 'the empty line is dropped');
    const [bolts, nuts] = extracted.lines;
    assert.equal(bolts?.commodityCode?.value, '73181590');
    assert.equal(bolts?.amount?.value, 250);
    assert.equal(bolts?.countryOfOrigin?.value, 'DE');
    assert.equal(bolts?.packages?.source?.page, 2);
    assert.equal(nuts?.countryOfOrigin, undefined, 'a name waits for country resolution');
    assert.equal(nuts?.countryOfOriginText?.value, 'China');
    assert.equal(nuts?.amount, undefined, 'a value of the wrong type is left out');
    assert.equal(nuts?.description?.source, undefined, 'no page, no source');
    assert.deepEqual(
      extracted.charges.map((charge) => [charge.kind, charge.label, charge.amount.value]),
      [
        ['freight', 'Freight', 50],
        ['other', 'Environmental fee', 2],
      ],
    );
  });

  it('reads nothing from an answer that is not the schema', () => {
    for (const data of [null, [], 'text', { lines: 'many' }]) {
      const extracted = goodsAnswerToExtracted(data, context);
      assert.deepEqual([extracted.header, extracted.lines, extracted.charges], [{}, [], []]);
    }
  });
});
