import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { XMLParser } from 'fast-xml-parser';
import { parseDeclaration, type CanonicalDeclaration } from '../../src/canonical/index.ts';
import { completeDeclaration } from '../../src/ingestion/complete-declaration.ts';
import { buildDeclarationMessage, type BuiltMessage } from '../../src/regimes/index.ts';
import { companySettings } from '../../src/runtime-settings/index.ts';
import type { CustomsRate } from '../../src/valuation/index.ts';
import { BROKER_SETTINGS, DECLARANT_SETTINGS, filingSetup } from '../support/filing.ts';
import { exportAsCompleted, sample } from '../support/samples.ts';

type Json = Record<string, any>;

const company = companySettings({ ...BROKER_SETTINGS, ...DECLARANT_SETTINGS });

const stored = (raw: Json): CanonicalDeclaration => {
  const parsed = parseDeclaration(raw);
  if (!parsed.ok) assert.fail(JSON.stringify(parsed.complaints));
  return completeDeclaration(parsed.declaration, company, '2026-11-23');
};

const build = (
  declaration: CanonicalDeclaration,
  options: { rates?: CustomsRate[]; now?: string } = {},
): BuiltMessage =>
  buildDeclarationMessage(filingSetup(6), {
    dossierId: '3f2a7c10-5b6d-4e8f-9a01-23456789abcd',
    declaration,
    company,
    messageId: '7d1c2f00-aaaa-4bbb-8ccc-000000000001',
    now: new Date(options.now ?? '2026-11-23T09:15:00Z'),
    rates: options.rates ?? [],
  });

const parser = new XMLParser({ isArray: (name) => name === 'GoodsItem' });
const valuesOf = (built: BuiltMessage, root: 'idms:IE415B' | 'ecs:CC515C') => {
  if (!built.ok) assert.fail(JSON.stringify(built.problems, null, 2));
  const items = (parser.parse(built.xml) as Json)[root].GoodsShipment.GoodsItem as Json[];
  return items.map((item) => item.statisticalValue as number | undefined);
};
const valueNotices = (built: BuiltMessage) => {
  assert.ok(built.ok);
  return built.notices.filter((notice) => notice.path.endsWith('/statistical_value'));
};

const h1b = () => structuredClone(sample('im-h1b'));
/** The import sample without the sender's rate: the customs rate must do. */
const h1bWithoutRate = () => {
  const d = h1b();
  delete d.shipment.exchange_rate_to_eur;
  return d;
};
const ex = exportAsCompleted;

const usd = (perEuro: number, validFrom: string, validTo: string): CustomsRate => ({
  currency: 'USD',
  perEuro,
  validFrom,
  validTo,
});
const RATES = [
  usd(1.0854, '2026-10-01', '2026-10-31'),
  usd(1.0712, '2026-11-01', '2026-11-30'),
  usd(1.0823, '2026-12-01', '2026-12-31'),
];

describe('the statistical value, declared in euro', () => {
  it("converts the invoice's dollars at the sender's rate, and tells it at each item", () => {
    const declaration = stored(h1b());
    const built = build(declaration);
    assert.deepEqual(valuesOf(built, 'idms:IE415B'), [28376.04, 16076.69]);
    assert.deepEqual(
      valueNotices(built).map((notice) => [notice.path, notice.message, notice.params]),
      [
        [
          '/goods_items/0/statistical_value',
          "30800 USD is declared as 28376.04 EUR, at the sender's rate 0.9213 EUR per USD",
          {
            item: 1,
            amount: 30800,
            currency: 'USD',
            euro: 28376.04,
            source: 'sender',
            eurPerUnit: 0.9213,
          },
        ],
        [
          '/goods_items/1/statistical_value',
          "17450 USD is declared as 16076.69 EUR, at the sender's rate 0.9213 EUR per USD",
          {
            item: 2,
            amount: 17450,
            currency: 'USD',
            euro: 16076.69,
            source: 'sender',
            eurPerUnit: 0.9213,
          },
        ],
      ],
    );
    // Only the message carries euro: the declaration keeps the sender's figures.
    assert.deepEqual(
      declaration.goods_items?.map((item) => item.statistical_value),
      [30800, 17450],
    );
  });

  it('without it, takes the customs rate of the month of filing, on its first and its last day', () => {
    // 00:30 in Brussels on 1 November is still 31 October in UTC: Brussels' day decides.
    for (const now of ['2026-10-31T23:30:00Z', '2026-11-30T22:59:00Z']) {
      const built = build(stored(h1bWithoutRate()), { rates: RATES, now });
      assert.deepEqual(valuesOf(built, 'idms:IE415B'), [28752.8, 16290.14], now);
      const [first] = valueNotices(built);
      assert.equal(
        first?.message,
        '30800 USD is declared as 28752.8 EUR, at the customs rate of 2026-11, 1.0712 USD per euro',
      );
      assert.deepEqual(
        [first?.params?.source, first?.params?.month, first?.params?.perEuro],
        ['customs', '2026-11', 1.0712],
      );
    }
    // A minute later it is December's rate that applies.
    const december = build(stored(h1bWithoutRate()), { rates: RATES, now: '2026-11-30T23:00:00Z' });
    assert.deepEqual(valuesOf(december, 'idms:IE415B'), [28457.91, 16123.07]);
  });

  it('refuses the message without a rate, at each item, saying which rate is missing', () => {
    const built = build(stored(h1bWithoutRate()), { rates: RATES.slice(0, 1) });
    assert.equal(built.ok, false);
    const problems = (built as { problems: readonly Json[] }).problems.filter((problem) =>
      problem.path.startsWith('/goods_items/'),
    );
    assert.deepEqual(
      problems.map((problem) => [problem.path, problem.element]),
      [
        ['/goods_items/0/statistical_value', 'GoodsShipment/GoodsItem[1]/statisticalValue'],
        ['/goods_items/1/statistical_value', 'GoodsShipment/GoodsItem[2]/statisticalValue'],
      ],
    );
    assert.equal(
      problems[0]!.message,
      "is in USD, and customs wants euro: no customs exchange rate for USD valid on 2026-11-23 (import the month's rates: customs rates import, or give shipment.exchange_rate_to_eur)",
    );
  });

  it('leaves a value in euro, or in no currency named, as it is', () => {
    assert.deepEqual(valuesOf(build(stored(ex())), 'ecs:CC515C'), [118000, 8400]);
    assert.deepEqual(valueNotices(build(stored(ex()))), []);
    const unnamed = ex();
    delete unnamed.shipment.currency;
    assert.deepEqual(valuesOf(build(stored(unnamed)), 'ecs:CC515C'), [118000, 8400]);
  });

  it('converts an export invoiced in dollars too, each line in its own currency where it has one', () => {
    const d = ex();
    d.shipment.currency = 'USD';
    d.shipment.exchange_rate_to_eur = 0.9213;
    d.goods_items[1].currency = 'EUR';
    const built = build(stored(d));
    assert.deepEqual(valuesOf(built, 'ecs:CC515C'), [108713.4, 8400]);
    assert.deepEqual(
      valueNotices(built).map((notice) => notice.path),
      ['/goods_items/0/statistical_value'],
    );
  });

  it("converts a grouped item's lines added up, and tells it at the item's first line", () => {
    const d = h1b();
    // The masses and packages are not split: no totals to add up to.
    delete d.totals;
    const part = { ...structuredClone(d.goods_items[0]), sequence_number: 3 };
    // 1000.05 USD at 0.9213 is 921.346065: 921.35 a line, 1842.70 for two; the item's
    // 2000.10 USD is 1842.69213, declared as 1842.69.
    Object.assign(part, { statistical_value: 1000.05, total_price: 1000.05 });
    Object.assign(d.goods_items[0], { statistical_value: 1000.05, total_price: 1000.05 });
    d.goods_items.push(part);
    d.goods_items.forEach((item: Json, index: number) => {
      item.declaration_goods_item_number = [1, 2, 1][index];
    });
    const built = build(stored(d));
    assert.deepEqual(valuesOf(built, 'idms:IE415B'), [1842.69, 16076.69]);
    assert.deepEqual(
      valueNotices(built).map((notice) => [notice.path, notice.params?.item, notice.params?.euro]),
      [
        ['/goods_items/0/statistical_value', 1, 1842.69],
        ['/goods_items/1/statistical_value', 2, 16076.69],
      ],
    );
  });
});
