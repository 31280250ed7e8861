import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { XMLParser } from 'fast-xml-parser';
import { parseDeclaration } from '../../src/canonical/index.ts';
import { completeDeclaration } from '../../src/ingestion/complete-declaration.ts';
import {
  buildDeclarationMessage,
  type BuiltMessage,
  type CustomsMetadata,
  type FilingProblem,
} from '../../src/regimes/index.ts';
import { companySettings, type CompanySettings } from '../../src/runtime-settings/index.ts';
import type { CustomsRate } from '../../src/valuation/index.ts';
import { BROKER_SETTINGS, DECLARANT_SETTINGS, filingSetup } from '../support/filing.ts';
import { exportAsCompleted, sample, sharedDir } from '../support/samples.ts';

// Decision 0039: the values of IE415B and CC515C customs would query.

type Json = Record<string, any>;

const company = companySettings({ ...BROKER_SETTINGS, ...DECLARANT_SETTINGS });

const build = (
  raw: Json,
  options: { company?: CompanySettings; metadata?: CustomsMetadata; rates?: CustomsRate[] } = {},
): BuiltMessage => {
  const parsed = parseDeclaration(raw);
  if (!parsed.ok) assert.fail(JSON.stringify(parsed.complaints));
  return buildDeclarationMessage(filingSetup(6), {
    dossierId: '3f2a7c10-5b6d-4e8f-9a01-23456789abcd',
    declaration: completeDeclaration(parsed.declaration, company, '2026-11-23'),
    company: options.company ?? company,
    metadata: options.metadata ?? {},
    messageId: '7d1c2f00-aaaa-4bbb-8ccc-000000000001',
    now: new Date('2026-11-23T09:15:00Z'),
    rates: options.rates ?? [],
  });
};

const parser = new XMLParser({
  isArray: (name) => ['GoodsItem', 'AdditionsAndDeductions'].includes(name),
});
const messageOf = (built: BuiltMessage, root: 'idms:IE415B' | 'ecs:CC515C'): Json => {
  if (!built.ok) assert.fail(JSON.stringify(built.problems, null, 2));
  return (parser.parse(built.xml) as Json)[root];
};
const problemsOf = (built: BuiltMessage): readonly FilingProblem[] => {
  assert.equal(built.ok, false, 'refused');
  return (built as { problems: readonly FilingProblem[] }).problems;
};

/** The standard import as a declarant completes it in review: where the goods are, what kinds of number. */
const h1b = () => {
  const d = structuredClone(sample('im-h1b'));
  d.authorised_location_of_goods = {
    type_of_location: 'A',
    qualifier_of_identification: 'U',
    un_locode: 'BEANR',
  };
  d.transport.departure_means_type_code = '30';
  d.transport.border_means_type_code = '10';
  return d;
};
const ex = exportAsCompleted;

describe('IE415B preference (DE 4/17)', () => {
  const preferences = (origins: [string, boolean][]) => {
    const d = h1b();
    d.goods_items = origins.map(([origin, preferential], index) => ({
      ...d.goods_items[0],
      sequence_number: index + 1,
      country_of_origin: origin,
      preferential,
    }));
    d.totals = { gross_mass: 1500 * origins.length };
    d.shipment.total_invoice_amount = 30800 * origins.length;
    return messageOf(build(d), 'idms:IE415B').GoodsShipment.GoodsItem.map((item: Json) => [
      item.Origin.countryOfOrigin,
      item.Origin.communityPreference,
    ]);
  };

  it('is 400 for the customs union partners, 300 for any other preferential origin, 100 without a claim', () => {
    assert.deepEqual(
      preferences([
        ['TR', true],
        ['AD', true],
        ['SM', true],
        ['CH', true],
        ['KR', true],
        ['TR', false],
        ['CN', false],
      ]),
      [
        ['TR', 400],
        ['AD', 400],
        ['SM', 400],
        ['CH', 300],
        ['KR', 300],
        ['TR', 100],
        ['CN', 100],
      ],
    );
  });
});

describe('IE415B additions and deductions (DE 4/9)', () => {
  const costsOf = (built: BuiltMessage) =>
    messageOf(built, 'idms:IE415B').GoodsShipment.AdditionsAndDeductions.map((cost: Json) => [
      cost.code,
      cost.amount,
      cost.currency,
    ]);
  const costNotices = (built: BuiltMessage) => {
    assert.ok(built.ok);
    return built.notices
      .filter((notice) => notice.path.startsWith('/costs/'))
      .map((notice) => [notice.path, notice.message]);
  };

  it('adds freight and insurance, both AK, into one AK: summed in dollars, converted once, each told', () => {
    const built = build(h1b());
    // (1850 + 96.50) USD x 0.9213 = 1793.31 EUR; apart they would make 1704.41 + 88.91 = 1793.32.
    assert.deepEqual(costsOf(built), [['AK', 1793.31, 'EUR']]);
    assert.deepEqual(costNotices(built), [
      [
        '/costs/0/amount',
        'is declared with cost 2 as one AK, their sum: customs takes one amount per DE 4/9 code',
      ],
      [
        '/costs/1/amount',
        'is declared with cost 1 as one AK, their sum: customs takes one amount per DE 4/9 code',
      ],
      [
        '/costs/0/amount',
        "1946.5 USD is declared as 1793.31 EUR, at the sender's rate 0.9213 EUR per USD",
      ],
    ]);
    assert.ok(built.ok);
    assert.deepEqual(
      built.notices.find((notice) => notice.params?.euro !== undefined)?.params?.code,
      'AK',
      'the page names the conversion by its code',
    );
  });

  it('keeps one group per code in the order codes come, and converts each currency at its own rate', () => {
    const d = h1b();
    delete d.shipment.exchange_rate_to_eur;
    d.costs = [
      { code: 'FRT', amount: 1850, currency: 'USD' },
      { code: 'AD', amount: 120, currency: 'EUR' },
      { code: 'INS', amount: 96.5, currency: 'GBP' },
      { code: 'AD', amount: 30.25, currency: 'EUR' },
      { code: 'BA', amount: 200, currency: 'EUR' },
    ];
    const rates: CustomsRate[] = [
      { currency: 'USD', perEuro: 1.0712, validFrom: '2026-11-01', validTo: '2026-11-30' },
      { currency: 'GBP', perEuro: 0.8731, validFrom: '2026-11-01', validTo: '2026-11-30' },
    ];
    const built = build(d, { rates });
    // 1850 / 1.0712 = 1727.04 and 96.50 / 0.8731 = 110.53: 1837.57 EUR.
    assert.deepEqual(costsOf(built), [
      ['AK', 1837.57, 'EUR'],
      ['AD', 150.25, 'EUR'],
      ['BA', 200, 'EUR'],
    ]);
    assert.deepEqual(
      costNotices(built).map(([path, message]) => `${path} ${message!.split(':')[0]}`),
      [
        '/costs/0/amount is declared with cost 3 as one AK, their sum',
        '/costs/2/amount is declared with cost 1 as one AK, their sum',
        '/costs/0/amount 1850 USD is declared as 1727.04 EUR, at the customs rate of 2026-11, 1.0712 USD per euro',
        '/costs/2/amount 96.5 GBP is declared as 110.53 EUR, at the customs rate of 2026-11, 0.8731 GBP per euro',
        '/costs/1/amount is declared with cost 4 as one AD, their sum',
        '/costs/3/amount is declared with cost 2 as one AD, their sum',
      ],
    );
  });

  it('refuses a cost without its amount, at that cost, and one without a rate at its currency', () => {
    const d = h1b();
    delete d.shipment.exchange_rate_to_eur;
    d.costs = [
      { code: 'AD', amount: 120, currency: 'EUR' },
      { code: 'AD', currency: 'EUR' },
      { code: 'FRT', amount: 1850, currency: 'USD' },
    ];
    d.goods_items.forEach((item: Json) => (item.currency = 'EUR'));
    d.shipment.currency = 'EUR';
    const problems = problemsOf(build(d));
    assert.deepEqual(
      problems.map((problem) => [problem.element, problem.path]),
      [
        ['GoodsShipment/AdditionsAndDeductions[1]/amount', '/costs/1/amount'],
        ['GoodsShipment/AdditionsAndDeductions[2]', '/costs/2/currency'],
      ],
    );
  });
});

describe('IE415B location of goods and means of transport', () => {
  it('refuses the shared import sample as sent: no location of goods, means without their kind of number', () => {
    const raw = JSON.parse(
      readFileSync(`${sharedDir}samples/canonical/im-h1b.json`, 'utf8'),
    ) as Json;
    const problems = problemsOf(build(raw));
    assert.deepEqual(
      problems.map((problem) => [problem.rule, problem.path]),
      [
        ['IM-LOCATION-OF-GOODS', '/authorised_location_of_goods'],
        ['IM-ARRIVAL-MEANS-TYPE', '/transport/departure_means_type_code'],
        ['IM-BORDER-MEANS-TYPE', '/transport/border_means_type_code'],
      ],
    );
    assert.equal(
      problems[1]!.message,
      'is required with the arrival means’ number 1-ABC-123: what kind of number it is',
    );
  });

  it('writes the location and each means with its type: the truck it arrives on, the ship at the border', () => {
    const consignment = messageOf(build(h1b()), 'idms:IE415B').GoodsShipment.Consignment;
    assert.deepEqual(consignment.LocationOfGoods, {
      typeOfLocation: 'A',
      qualifierOfIdentification: 'U',
      UNLocode: 'BEANR',
    });
    assert.deepEqual(consignment.ArrivalTransportMeans, {
      typeOfIdentification: 30,
      identificationNumber: '1-ABC-123',
      nationality: 'BE',
    });
    assert.deepEqual(consignment.ActiveBorderTransportMeans, {
      typeOfIdentification: 10,
      identificationNumber: 9811002,
      nationality: 'DK',
    });
  });

  it('takes the broker’s declarations:location_of_goods when the dossier names none, by its UN/LOCODE at a designated location (decision 0040)', () => {
    const d = h1b();
    delete d.authorised_location_of_goods;
    const withDefault = companySettings({
      ...BROKER_SETTINGS,
      ...DECLARANT_SETTINGS,
      'declarations:location_of_goods': 'BEZEE',
    });
    assert.deepEqual(
      messageOf(build(d, { company: withDefault }), 'idms:IE415B').GoodsShipment.Consignment
        .LocationOfGoods,
      { typeOfLocation: 'A', qualifierOfIdentification: 'U', UNLocode: 'BEZEE' },
    );
    // The dossier's own location wins; one named by its UN/LOCODE alone is completed, not replaced.
    d.authorised_location_of_goods = { un_locode: 'BEANR' };
    assert.deepEqual(
      messageOf(build(d, { company: withDefault }), 'idms:IE415B').GoodsShipment.Consignment
        .LocationOfGoods,
      { typeOfLocation: 'A', qualifierOfIdentification: 'U', UNLocode: 'BEANR' },
    );
    d.authorised_location_of_goods = {
      type_of_location: 'B',
      qualifier_of_identification: 'Y',
      authorisation_number: 'BEACEBE0403000158-2021-TR01',
    };
    assert.deepEqual(
      messageOf(build(d, { company: withDefault }), 'idms:IE415B').GoodsShipment.Consignment
        .LocationOfGoods,
      {
        typeOfLocation: 'B',
        qualifierOfIdentification: 'Y',
        authorisationNumber: 'BEACEBE0403000158-2021-TR01',
      },
    );
  });

  it('requires the location in an H2B too', () => {
    const d = structuredClone(sample('im-h2b'));
    d.transport.departure_means_type_code = '30';
    d.transport.border_means_type_code = '10';
    delete d.authorised_location_of_goods;
    const problems = problemsOf(
      build(d, {
        company: companySettings({
          ...BROKER_SETTINGS,
          ...DECLARANT_SETTINGS,
          'declarations:warehouse': 'R-BE-0403000111-01',
          'declarations:supervising_customs_office': 'BE212000',
        }),
      }),
    );
    assert.deepEqual(
      problems.map((problem) => problem.rule),
      ['IM-LOCATION-OF-GOODS'],
    );
  });
});

describe('CC515C supervising office (DE 5/27)', () => {
  const withDefault = companySettings({
    ...BROKER_SETTINGS,
    ...DECLARANT_SETTINGS,
    'declarations:supervising_customs_office': 'BE212000',
  });

  it('names none on an ordinary export, and says so of the one set on the dossier', () => {
    const built = build(ex(), {
      company: withDefault,
      metadata: { supervisingCustomsOfficeRef: 'BE101000' },
    });
    assert.equal(messageOf(built, 'ecs:CC515C').SupervisingCustomsOffice, undefined);
    assert.ok(built.ok);
    assert.deepEqual(
      built.notices
        .filter((notice) => notice.element === 'SupervisingCustomsOffice')
        .map((notice) => [notice.path, notice.message]),
      [
        [
          'metadata:supervisingCustomsOfficeRef',
          'is not carried in the message: CC515C names a supervising office only under centralised clearance or a special procedure (DE 5/27)',
        ],
      ],
    );
  });

  it('names the dossier’s under centralised clearance, the default when an item leaves a warehouse', () => {
    const central = ex();
    central.authorisations = [{ type: 'C601', reference: 'BECCLBE0412345614-2026' }];
    assert.equal(
      messageOf(
        build(central, {
          company: withDefault,
          metadata: { supervisingCustomsOfficeRef: 'BE101000' },
        }),
        'ecs:CC515C',
      ).SupervisingCustomsOffice.referenceNumber,
      'BE101000',
    );
    const warehoused = ex();
    warehoused.goods_items[1].requested_procedure = '31';
    warehoused.goods_items[1].previous_procedure = '71';
    assert.equal(
      messageOf(build(warehoused, { company: withDefault }), 'ecs:CC515C').SupervisingCustomsOffice
        .referenceNumber,
      'BE212000',
    );
  });

  it('refuses an export under outward processing with no office, saying why', () => {
    const d = ex();
    d.goods_items[0].requested_procedure = '21';
    const problems = problemsOf(build(d)).filter(
      (problem) => problem.rule === 'EX-SUPERVISING-OFFICE',
    );
    assert.deepEqual(
      problems.map((problem) => [problem.path, problem.message]),
      [
        [
          'settings:declarations:supervising_customs_office',
          'is required: goods item 1 is exported under processing (procedure 21) (give it on the dossier, or set the default)',
        ],
      ],
    );
  });
});
