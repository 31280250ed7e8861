import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { XMLParser } from 'fast-xml-parser';
import { parseDeclaration, type CanonicalDeclaration } from '../../src/canonical/index.ts';
import {
  buildDeclarationMessage,
  type BuiltMessage,
  type CustomsMetadata,
} from '../../src/regimes/index.ts';
import { completeDeclaration } from '../../src/ingestion/complete-declaration.ts';
import { companySettings, type CompanySettings } from '../../src/runtime-settings/index.ts';
import { filingSetup } from '../support/filing.ts';
import type { CustomsRate } from '../../src/valuation/index.ts';
import { repoRoot } from '../support/processes.ts';
import { sample } from '../support/samples.ts';

const company = companySettings({
  'declarations:sender_gln': '5412345000013',
  'declarations:declarant_eori': 'BE0403000158',
  'declarations:declarant_name': 'Scheldt Forwarding NV',
  'declarations:declarant_street': 'Noorderlaan 147',
  'declarations:declarant_postcode': '2030',
  'declarations:declarant_city': 'Antwerpen',
  'declarations:warehouse': 'R-BE-0403000111-01',
  'declarations:supervising_customs_office': 'BE212000',
});

const stored = (raw: unknown): CanonicalDeclaration => {
  const parsed = parseDeclaration(raw);
  if (!parsed.ok) assert.fail(JSON.stringify(parsed.complaints));
  return completeDeclaration(parsed.declaration, {} as never, '2026-11-23');
};

const build = (
  raw: unknown,
  options: { company?: CompanySettings; metadata?: CustomsMetadata; rates?: CustomsRate[] } = {},
): BuiltMessage =>
  buildDeclarationMessage(filingSetup(6), {
    dossierId: '3f2a7c10-5b6d-4e8f-9a01-23456789abcd',
    declaration: stored(raw),
    company: options.company ?? company,
    metadata: options.metadata,
    messageId: '7d1c2f00-aaaa-4bbb-8ccc-000000000001',
    now: new Date('2026-11-23T09:15:00Z'),
    ...(options.rates ? { rates: options.rates } : {}),
  });

const parser = new XMLParser({
  isArray: (name) =>
    [
      'GoodsItem',
      'Packaging',
      'DangerousGoods',
      'SupportingDocument',
      'AdditionsAndDeductions',
    ].includes(name),
});
const tree = (built: BuiltMessage, root: string) => {
  if (!built.ok) assert.fail(JSON.stringify(built.problems, null, 2));
  return (parser.parse(built.xml) as Record<string, Record<string, any>>)[root]!;
};
const problemsOf = (built: BuiltMessage) => {
  assert.equal(built.ok, false);
  return (built as { problems: readonly { path: string; message: string }[] }).problems;
};

/**
 * The export sample names no location of goods and not what kind of number its truck's is; a
 * declarant adds both before filing.
 */
const ex = () => {
  const d = structuredClone(sample('ex')) as Record<string, any>;
  d.transport.departure_means_type_code = '30';
  d.authorised_location_of_goods = {
    type_of_location: 'B',
    qualifier_of_identification: 'U',
    un_locode: 'BEKRT',
  };
  return d;
};
const h1b = () => structuredClone(sample('im-h1b')) as Record<string, any>;
const h2b = () => structuredClone(sample('im-h2b')) as Record<string, any>;

describe('CC515C, the export declaration', () => {
  it('builds a valid message from the export sample, with the region of dispatch on every item', () => {
    const message = tree(build(ex()), 'ecs:CC515C');
    assert.equal(message.messageType, 'CC515C');
    assert.equal(message.ExportOperation.security, 3);
    assert.equal(message.CustomsOfficeOfExport.referenceNumber, 'BE212000');
    assert.equal(message.CustomsOfficeOfExitDeclared.referenceNumber, 'BE101000');
    assert.equal(message.Exporter.identificationNumber, 'BE0412345614');
    // The broker files as its client's direct representative (decision 0019).
    assert.equal(message.Declarant.identificationNumber, 'BE0412345614', 'the exporter');
    assert.equal(message.Representative.identificationNumber, 'BE0403000158', 'the broker');
    assert.equal(message.Representative.status, 2);
    const items = message.GoodsShipment.GoodsItem;
    assert.equal(items.length, 2);
    for (const item of items) assert.equal(item.Origin.originRegionCode, 2);
    assert.equal(items[1].Commodity.DangerousGoods[0].UNNumber, 3082);
    assert.equal(items[0].Procedure.requestedProcedure, 10);
    // The parser reads 000 as the number 0; the XML says 000.
    const built = build(ex());
    assert.ok(built.ok);
    assert.equal(
      built.xml.match(/<additionalProcedure>000<\/additionalProcedure>/g)?.length,
      2,
      'DE 1/11: none applies, on both items',
    );
    assert.equal(message.GoodsShipment.Consignment.PlaceOfLoading.UNLocode, 'BEANR');
    assert.equal(message.GoodsShipment.Consignment.TransportEquipment.numberOfSeals, 1);
  });

  it('writes the additional procedures an item gives, in order', () => {
    const d = ex();
    d.goods_items[0].additional_procedures = ['C07', '1CG'];
    const item = tree(build(d), 'ecs:CC515C').GoodsShipment.GoodsItem[0];
    assert.deepEqual(item.Procedure.additionalProcedure, ['C07', '1CG']);
  });

  it('represents the exporter indirectly when the setting says 3, and not at all when the broker exports itself', () => {
    const indirect = tree(
      build(ex(), {
        company: { ...company, 'declarations:representative_status': 3 },
      }),
      'ecs:CC515C',
    );
    assert.equal(indirect.Representative.status, 3);
    assert.equal(indirect.Declarant.identificationNumber, 'BE0412345614');
    const own = ex();
    own.parties.exporter.eori = 'BE0403000158';
    const itself = tree(build(own), 'ecs:CC515C');
    assert.equal(itself.Declarant.identificationNumber, 'BE0403000158');
    assert.equal(itself.Representative, undefined);
  });

  it('refuses the export sample as sent: no location of goods, a truck without its kind of number', () => {
    const d = structuredClone(sample('ex')) as Record<string, any>;
    const problems = problemsOf(build(d));
    assert.deepEqual(
      problems.map((problem) => [(problem as { rule?: string }).rule, problem.path]),
      [
        ['EX-LOCATION-OF-GOODS', '/authorised_location_of_goods'],
        [undefined, '/transport/departure_means_type_code'],
      ],
    );
  });

  it('builds one with many items, a declarant of its own and an item without a commodity code', () => {
    const d = ex();
    delete d.totals;
    d.authorised_location_of_goods = {
      type_of_location: 'B',
      qualifier_of_identification: 'U',
      un_locode: 'BEKOR',
    };
    d.parties.declarant = { eori: 'BE0999999922', name: 'Own Declarant BV' };
    d.goods_items = Array.from({ length: 120 }, (_, index) => ({
      ...d.goods_items[0],
      sequence_number: index + 1,
      commodity_code: index === 5 ? undefined : d.goods_items[0].commodity_code,
    }));
    const message = tree(build(d), 'ecs:CC515C');
    assert.equal(message.Declarant.identificationNumber, 'BE0999999922');
    assert.equal(message.GoodsShipment.Consignment.LocationOfGoods.UNLocode, 'BEKOR');
    assert.equal(message.GoodsShipment.GoodsItem.length, 120);
  });

  it('lists what is missing: offices, exporter, declarant, region, procedure, destination', () => {
    const d = ex();
    delete d.customs_offices;
    delete d.parties.exporter;
    delete d.shipment.region_of_dispatch;
    delete d.shipment.country_of_destination;
    delete d.goods_items[0].requested_procedure;
    const paths = problemsOf(
      build(d, { company: companySettings({ 'declarations:sender_gln': '5412345000013' }) }),
    ).map((problem) => problem.path);
    for (const expected of [
      '/customs_offices/export',
      '/customs_offices/exit',
      '/parties/exporter',
      'settings:declarations:declarant_eori',
      '/shipment/region_of_dispatch',
      '/shipment/country_of_destination',
      '/goods_items/0/requested_procedure',
    ])
      assert.ok(paths.includes(expected), `${expected} in ${paths.join(', ')}`);
  });

  it('refuses an exit office without the exit role', () => {
    const d = ex();
    d.customs_offices.exit = 'BE000001';
    assert.ok(
      problemsOf(build(d)).some(
        (problem) => problem.message === 'BE000001 is a customs office without the role EXT',
      ),
    );
  });
});

describe('IE415B, the import declaration', () => {
  it('builds H1B from the standard import sample: procedure 40, the exporter, preference 100', () => {
    const message = tree(build(h1b()), 'idms:IE415B');
    assert.equal(message.ImportOperation.dataSet, 'H1B');
    assert.equal(message.Exporter.name, 'Shenzhen Brightlight Co., Ltd.');
    assert.equal(message.Warehouse, undefined);
    assert.equal(message.SupervisingCustomsOffice, undefined, 'a warehouse office, H2B only');
    // FRT and INS on an FOB invoice: carriage the buyer pays up to the Union, DE 4/9 code AK,
    // one amount per code (decision 0039); in euro, at the sender's rate for the invoice's
    // dollars: (1850 + 96.50) USD x 0.9213 EUR per USD.
    assert.deepEqual(
      message.GoodsShipment.AdditionsAndDeductions.map((cost: any) => [
        cost.code,
        cost.amount,
        cost.currency,
      ]),
      [['AK', 1793.31, 'EUR']],
    );
    assert.equal(message.Declarant.identificationNumber, 'BE0456789133', 'the importer');
    assert.deepEqual(
      [message.Representative.identificationNumber, message.Representative.status],
      ['BE0403000158', 2],
    );
    const item = message.GoodsShipment.GoodsItem[0];
    assert.equal(item.Procedure.requestedProcedure, 40);
    assert.equal(item.Origin.communityPreference, 100);
    assert.equal(item.Commodity.CommodityCode.combinedNomenclatureCode, 90);
    assert.equal(item.Commodity.CommodityCode.taricCode, 0, 'the 10-digit code 9405119000 split');
    assert.equal(message.GoodsShipment.AdditionsAndDeductions.length, 1, 'freight and insurance');
  });

  it('declares additions in euro: the sender’s rate, else the customs rate of the day, never a guess', () => {
    const sent = build(h1b());
    assert.ok(sent.ok);
    assert.deepEqual(
      sent.notices
        .filter((notice) => notice.path.startsWith('/costs/'))
        .map((notice) => [notice.path, notice.message]),
      [
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
      ],
    );
    // Without the sender's rate, the customs rate valid on the day of filing (23 November), each
    // currency at its own: 1850 USD / 1.0712 + 96.50 GBP / 0.8731 = 1727.04 + 110.53.
    const d = h1b();
    delete d.shipment.exchange_rate_to_eur;
    d.costs[1].currency = 'GBP';
    const rates: CustomsRate[] = [
      { currency: 'USD', perEuro: 1.0854, validFrom: '2026-10-01', validTo: '2026-10-31' },
      { currency: 'USD', perEuro: 1.0712, validFrom: '2026-11-01', validTo: '2026-11-30' },
      { currency: 'GBP', perEuro: 0.8731, validFrom: '2026-11-01', validTo: '2026-11-30' },
    ];
    const customs = tree(build(d, { rates }), 'idms:IE415B');
    assert.deepEqual(
      customs.GoodsShipment.AdditionsAndDeductions.map((cost: any) => [cost.amount, cost.currency]),
      [[1837.57, 'EUR']],
    );
    // No rate for the day: refused at the cost's currency, saying what to do; the items'
    // statistical values, in the invoice's dollars too, with them.
    const missing = problemsOf(build(d, { rates: rates.slice(0, 1) }));
    assert.deepEqual(
      missing.map((problem) => problem.path),
      [
        '/costs/0/currency',
        '/costs/1/currency',
        '/goods_items/0/statistical_value',
        '/goods_items/1/statistical_value',
      ],
    );
    assert.match(
      missing[0]!.message,
      /no customs exchange rate for USD valid on 2026-11-23 .*customs rates import/,
    );
  });

  it('builds H2B from the warehouse sample: procedure 71, seller, warehouse and supervising office', () => {
    const message = tree(build(h2b()), 'idms:IE415B');
    assert.equal(message.ImportOperation.dataSet, 'H2B');
    assert.equal(message.Seller.name, 'Shenzhen Brightlight Co., Ltd.');
    assert.equal(message.Warehouse.identifier, 'R-BE-0403000111-01');
    assert.equal(message.SupervisingCustomsOffice.referenceNumber, 'BE212000');
    assert.equal(message.Exporter, undefined);
    assert.equal(message.GoodsShipment.GoodsItem[0].Procedure.requestedProcedure, 71);
  });

  it('writes preference 300 for a preferential origin outside the customs union, and follows the dossier metadata for H2B', () => {
    const d = h1b();
    d.goods_items[0].preferential = true;
    for (const item of d.goods_items) item.requested_procedure = '71';
    const message = tree(
      build(d, { metadata: { useH2b: true, supervisingCustomsOfficeRef: 'BE101000' } }),
      'idms:IE415B',
    );
    assert.equal(message.ImportOperation.dataSet, 'H2B');
    assert.equal(message.SupervisingCustomsOffice.referenceNumber, 'BE101000', 'the dossier wins');
    // China is no customs union partner: a preferential agreement's, 300 (decision 0039).
    assert.equal(message.GoodsShipment.GoodsItem[0].Origin.communityPreference, 300);
  });

  it('lists what an H2B lacks without its settings, and a procedure that does not fit the variant', () => {
    const d = h2b();
    d.goods_items[1].requested_procedure = '40';
    const problems = problemsOf(
      build(d, { company: companySettings({ 'declarations:sender_gln': '5412345000013' }) }),
    );
    const paths = problems.map((problem) => problem.path);
    for (const expected of [
      'settings:declarations:warehouse',
      'settings:declarations:supervising_customs_office',
      'settings:declarations:declarant_eori',
      '/goods_items/1/requested_procedure',
    ])
      assert.ok(paths.includes(expected), `${expected} in ${paths.join(', ')}`);
    assert.ok(problems.some((problem) => problem.message === 'must be 71 in an H2B declaration'));
  });

  it('requires the importer EORI, the presentation office and each item country of origin', () => {
    const d = h1b();
    delete d.parties.importer.eori;
    delete d.customs_offices;
    delete d.goods_items[0].country_of_origin;
    const paths = problemsOf(build(d)).map((problem) => problem.path);
    for (const expected of [
      '/parties/importer/eori',
      '/customs_offices/import',
      '/goods_items/0/country_of_origin',
    ])
      assert.ok(paths.includes(expected), `${expected} in ${paths.join(', ')}`);
  });
});

describe('national schemas an operator supplies', () => {
  const official = 'urn:example:official:ie415b';
  const folder = mkdtempSync(join(tmpdir(), 'cds-national-'));
  after(() => rmSync(folder, { recursive: true, force: true }));
  const own = (name: string) => readFileSync(join(repoRoot, 'schemas/declarations', name), 'utf8');
  /** Our IE415B schema moved to another namespace, as the official one has its own. */
  const write = (name: string, change: (xsd: string) => string = (xsd) => xsd) => {
    writeFileSync(join(folder, 'common-types.xsd'), own('common-types.xsd'));
    const file = join(folder, name);
    writeFileSync(
      file,
      change(own('ie415b.xsd').replaceAll('urn:customs-declaration-service:idms:v1', official)),
    );
    return file;
  };
  const buildWith = (file: string) =>
    buildDeclarationMessage(
      {
        ...filingSetup(6),
        national: {
          cc515c: { file: '', namespace: 'http://ecs.dgtaxud.ec' },
          ie415b: { file, namespace: official },
        },
      },
      {
        dossierId: '3f2a7c10-5b6d-4e8f-9a01-23456789abcd',
        declaration: stored(h1b()),
        company,
        messageId: '7d1c2f00-aaaa-4bbb-8ccc-000000000001',
        now: new Date('2026-11-23T09:15:00Z'),
      },
    );

  it('writes the configured namespace and validates against the configured files', () => {
    const built = buildWith(write('official-ie415b.xsd'));
    assert.ok(built.ok, JSON.stringify(!built.ok && built.problems));
    assert.match(built.xml, new RegExp(`xmlns:idms="${official}"`));
  });

  it('names the element a stricter official schema refuses', () => {
    const built = buildWith(
      write('stricter-ie415b.xsd', (xsd) =>
        xsd.replace(
          '<xs:element name="Representative"',
          '<xs:element name="OfficialOnly" type="idms:Text35"/>\n      <xs:element name="Representative"',
        ),
      ),
    );
    assert.equal(built.ok, false);
    const problems = (
      built as { problems: readonly { element: string; path: string; message: string }[] }
    ).problems;
    assert.ok(
      problems.some(
        (problem) =>
          problem.element === 'Representative' &&
          problem.path === 'message:Representative' &&
          /national IE415B schema refuses it: .*OfficialOnly/.test(problem.message),
      ),
      JSON.stringify(problems, null, 1),
    );
  });
});
