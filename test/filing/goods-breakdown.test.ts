import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { XMLParser } from 'fast-xml-parser';
import { parseDeclaration, type CanonicalGoodsItem } from '../../src/canonical/index.ts';
import { completeDeclaration } from '../../src/ingestion/complete-declaration.ts';
import { buildDeclarationMessage } from '../../src/regimes/index.ts';
import { goodsBreakdown, suggestItemNumbers } from '../../src/regimes/messages/goods-breakdown.ts';
import { companySettings } from '../../src/runtime-settings/index.ts';
import { filingSetup } from '../support/filing.ts';
import { sample } from '../support/samples.ts';

const line = (values: Partial<CanonicalGoodsItem>, sequence = 1): CanonicalGoodsItem => ({
  sequence_number: sequence,
  commodity_code: '9405119000',
  country_of_origin: 'CN',
  preferential: false,
  ...values,
});

describe('the goods breakdown', () => {
  it('suggests one item per tariff line, origin and preference, numbered as they first come', () => {
    const lines = [
      line({ description: 'panels' }),
      line({ commodity_code: '8504409590' }),
      line({ description: 'more panels' }),
      line({ preferential: true }),
      line({ country_of_origin: 'VN' }),
      line({ commodity_code: '8504409590' }),
    ];
    assert.deepEqual(suggestItemNumbers('IM', lines), [1, 2, 1, 3, 4, 2]);
    // An export has no preference to keep apart; a transit keeps its house consignments apart.
    assert.deepEqual(suggestItemNumbers('EX', lines), [1, 2, 1, 1, 3, 2]);
    assert.deepEqual(
      suggestItemNumbers('T1', [
        line({ house_consignment_sequence: 1 }),
        line({ house_consignment_sequence: 2 }),
        line({ house_consignment_sequence: 1 }),
      ]),
      [1, 2, 1],
    );
  });

  it('keeps lines without item numbers as they were sent, one item each', () => {
    const { items, conflicts } = goodsBreakdown('IM', [line({}), line({}, 2)]);
    assert.deepEqual(
      items.map((item) => [item.number, item.lines]),
      [
        [1, [0]],
        [2, [1]],
      ],
    );
    assert.deepEqual(conflicts, []);
  });

  it('adds up the lines of one item exactly, lists their packages and drops what differs', () => {
    const { items } = goodsBreakdown('IM', [
      line({
        declaration_goods_item_number: 1,
        description: 'panels',
        gross_mass: 0.1,
        net_mass: 0.1,
        total_price: 10.1,
        statistical_value: 10.1,
        unit_price: 1.01,
        supplementary_quantity: 10,
        packages: [{ type: 'CT', quantity: 4, shipping_marks: 'A 1-4' }],
        containers: [{ container_number: 'MSKU1234565' }],
      }),
      line({ declaration_goods_item_number: 2, commodity_code: '8504409590' }, 2),
      line(
        {
          declaration_goods_item_number: 1,
          description: 'panels, white',
          gross_mass: 0.2,
          net_mass: 0.2,
          total_price: 20.2,
          statistical_value: 20.2,
          unit_price: 2.02,
          supplementary_quantity: 20,
          packages: [{ type: 'PX', quantity: 1 }],
          containers: [{ container_number: 'MSKU1234565' }],
        },
        3,
      ),
    ]);
    assert.deepEqual(
      items.map((item) => [item.number, item.lines]),
      [
        [1, [0, 2]],
        [2, [1]],
      ],
    );
    const merged = items[0]!.item;
    assert.equal(merged.gross_mass, 0.3);
    assert.equal(merged.net_mass, 0.3);
    assert.equal(merged.total_price, 30.3);
    assert.equal(merged.statistical_value, 30.3);
    assert.equal(merged.supplementary_quantity, 30);
    assert.equal(merged.unit_price, undefined);
    assert.equal(merged.description, 'panels; panels, white');
    assert.deepEqual(merged.packages, [
      { type: 'CT', quantity: 4, shipping_marks: 'A 1-4' },
      { type: 'PX', quantity: 1 },
    ]);
    assert.deepEqual(merged.containers, [{ container_number: 'MSKU1234565' }]);
    // Two lines of four cartons with the same marks are eight cartons, not four.
    const alike = { type: 'CT', quantity: 4, shipping_marks: 'A 1-4' };
    const twice = goodsBreakdown('IM', [
      line({ declaration_goods_item_number: 1, packages: [alike] }),
      line({ declaration_goods_item_number: 1, packages: [alike] }, 2),
    ]).items[0]!.item;
    assert.deepEqual(twice.packages, [alike, alike]);
  });

  it('reports lines put together that differ in what one item must share', () => {
    const { conflicts } = goodsBreakdown('IM', [
      line({ declaration_goods_item_number: 7 }),
      line({ declaration_goods_item_number: 7, preferential: true, country_of_origin: 'VN' }),
    ]);
    assert.deepEqual(
      conflicts.map((conflict) => [
        conflict.line,
        conflict.field,
        conflict.firstLine,
        conflict.number,
      ]),
      [
        [1, 'country_of_origin', 0, 7],
        [1, 'preferential', 0, 7],
      ],
    );
  });
});

describe('the message carries the breakdown', () => {
  const company = companySettings({
    'declarations:sender_gln': '5412345000013',
    'declarations:declarant_eori': 'BE0403000158',
    'declarations:declarant_name': 'Scheldt Forwarding NV',
    'declarations:declarant_street': 'Noorderlaan 147',
    'declarations:declarant_postcode': '2030',
    'declarations:declarant_city': 'Antwerpen',
  });
  const build = (raw: Record<string, any>) => {
    const parsed = parseDeclaration(raw);
    if (!parsed.ok) assert.fail(JSON.stringify(parsed.complaints));
    return buildDeclarationMessage(filingSetup(6), {
      dossierId: '3f2a7c10-5b6d-4e8f-9a01-23456789abcd',
      declaration: completeDeclaration(parsed.declaration, company, '2026-11-23'),
      company,
      messageId: '7d1c2f00-aaaa-4bbb-8ccc-000000000001',
      now: new Date('2026-11-23T09:15:00Z'),
    });
  };
  /** The import sample with its first line split in two: 600 + 200 pieces of the same panel. */
  const splitImport = () => {
    const d = structuredClone(sample('im-h1b')) as Record<string, any>;
    const [first, second] = d.goods_items;
    const part = {
      ...structuredClone(first),
      sequence_number: 3,
      gross_mass: 375,
      net_mass: 345,
      statistical_value: 7700,
      total_price: 7700,
      supplementary_quantity: 200,
      packages: [{ type: 'CT', quantity: 20, shipping_marks: 'SBL/ACME 61-80' }],
    };
    Object.assign(first, {
      gross_mass: 1125,
      net_mass: 1035,
      statistical_value: 23100,
      total_price: 23100,
      supplementary_quantity: 600,
      packages: [{ type: 'CT', quantity: 60, shipping_marks: 'SBL/ACME 1-60' }],
    });
    d.goods_items = [first, second, part];
    return d;
  };
  const goodsItems = (xml: string) =>
    (
      new XMLParser({ isArray: (name) => ['GoodsItem', 'Packaging'].includes(name) }).parse(
        xml,
      ) as Record<string, any>
    )['idms:IE415B'].GoodsShipment.GoodsItem as Record<string, any>[];

  it('as sent, one item per line; grouped, the lines of one item as one, valid', () => {
    const asSent = build(splitImport());
    assert.ok(asSent.ok, JSON.stringify(!asSent.ok && asSent.problems));
    assert.equal(goodsItems(asSent.xml).length, 3);

    const d = splitImport();
    const numbers = suggestItemNumbers('IM', d.goods_items);
    assert.deepEqual(numbers, [1, 2, 1]);
    d.goods_items.forEach((item: Record<string, unknown>, index: number) => {
      item.declaration_goods_item_number = numbers[index];
    });
    const grouped = build(d);
    assert.ok(grouped.ok, JSON.stringify(!grouped.ok && grouped.problems));
    const items = goodsItems(grouped.xml);
    assert.equal(items.length, 2);
    // The lines' 30,800 USD added up, then declared in euro at the sender's rate 0.9213.
    assert.equal(Number(items[0]!.statisticalValue), 28376.04);
    assert.equal(Number(items[0]!.Commodity.GoodsMeasure.grossMass), 1500);
    assert.equal(Number(items[0]!.Commodity.GoodsMeasure.supplementaryUnits), 800);
    assert.deepEqual(
      items[0]!.Packaging.map((packaging: Record<string, unknown>) => packaging.numberOfPackages),
      [60, 20],
    );
    // Every line's values went into the message: none of the third line's is "not carried".
    assert.ok(grouped.carried.includes('/goods_items/2/gross_mass'));
    assert.ok(grouped.carried.includes('/goods_items/0/gross_mass'));
  });

  it('refuses lines put together that differ in their tariff line, at the line that differs', () => {
    const d = splitImport();
    d.goods_items[1].declaration_goods_item_number = 1;
    d.goods_items[0].declaration_goods_item_number = 1;
    const built = build(d);
    assert.equal(built.ok, false);
    const problems = (built as { problems: readonly { path: string; message: string }[] }).problems;
    assert.ok(
      problems.some(
        (problem) =>
          problem.path === '/goods_items/1/commodity_code' &&
          /declaration item 1 with line 1/.test(problem.message),
      ),
      JSON.stringify(problems),
    );
  });
});
