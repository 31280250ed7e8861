import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { parseDeclaration, type CanonicalDeclaration } from '../../src/canonical/index.ts';
import { completeDeclaration } from '../../src/ingestion/complete-declaration.ts';
import { buildDeclarationMessage, type FilingProblem } from '../../src/regimes/index.ts';
import { FILING_RULES, filingRulesMarkdown } from '../../src/regimes/rules/index.ts';
import { embeddedTariff } from '../../src/reference/tariff/index.ts';
import { companySettings } from '../../src/runtime-settings/index.ts';
import { filingSetup } from '../support/filing.ts';
import { exportAsCompleted, groupageAsFiled, sample, withCn2026Codes } from '../support/samples.ts';
import { IMPORT_EXPORT_CASES } from './rule-cases/import-export-cases.ts';
import { NCTS_MORE_CASES } from './rule-cases/ncts-more-cases.ts';
import type { Case, Data } from './rule-cases/rule-case.ts';
import { TARIFF_CASES } from './rule-cases/tariff-cases.ts';

/** The broker files as an authorised consignor; the date of every build is 2026-11-23. */
const broker = {
  'declarations:sender_gln': '5412345000013',
  'declarations:declarant_eori': 'BE0403000158',
  'declarations:declarant_name': 'Scheldt Forwarding NV',
  'declarations:declarant_street': 'Noorderlaan 147',
  'declarations:declarant_postcode': '2030',
  'declarations:declarant_city': 'Antwerpen',
};
const company = companySettings({
  ...broker,
  'declarations:auth_c521': 'BEACEBE0403000158-2021-TR01',
});
/** A broker that is no authorised consignor. */
const unauthorised = companySettings(broker);
const NOW = new Date('2026-11-23T09:15:00Z');

const valid: Record<Case['base'], () => Data> = {
  transit: () => withCn2026Codes(sample('t1-auto-dispatch')),
  export: () => withCn2026Codes(exportAsCompleted()),
  import: () => structuredClone(sample('im-h1b')),
};

const problemsOf = (raw: Data, metadata = {}, settings = company): readonly FilingProblem[] => {
  const parsed = parseDeclaration(raw);
  if (!parsed.ok) assert.fail(JSON.stringify(parsed.complaints));
  const declaration: CanonicalDeclaration = completeDeclaration(
    parsed.declaration,
    settings,
    '2026-11-23',
  );
  const built = buildDeclarationMessage(filingSetup(6), {
    dossierId: '3f2a7c10-5b6d-4e8f-9a01-23456789abcd',
    declaration,
    company: settings,
    metadata,
    messageId: '7d1c2f00-aaaa-4bbb-8ccc-000000000001',
    now: NOW,
    tariff: embeddedTariff('2026-11-23'),
  });
  return built.ok ? [] : built.problems;
};

const xmlOf = (raw: Data): string => {
  const parsed = parseDeclaration(raw);
  if (!parsed.ok) assert.fail(JSON.stringify(parsed.complaints));
  const built = buildDeclarationMessage(filingSetup(6), {
    dossierId: '3f2a7c10-5b6d-4e8f-9a01-23456789abcd',
    declaration: completeDeclaration(parsed.declaration, company, '2026-11-23'),
    company,
    messageId: '7d1c2f00-aaaa-4bbb-8ccc-000000000001',
    now: NOW,
  });
  if (!built.ok) assert.fail(JSON.stringify(built.problems));
  return built.xml;
};

/** One declaration per rule that breaks it and nothing else. */
const CASES: Record<string, Case> = {
  C0153: {
    base: 'transit',
    breaks: (d) => delete d.goods_items[1].commodity_code,
    path: '/goods_items/1/commodity_code',
  },
  R0473: {
    base: 'transit',
    breaks: (d) => (d.transport.departure_means_id = '1-xyz-987'),
    path: '/transport/departure_means_id',
  },
  R0076: {
    base: 'transit',
    breaks: (d) => {
      d.transport.border_means_type_code = '30';
      d.transport.border_means_id = '1-xyz-987';
    },
    path: '/transport/border_means_id',
  },
  R0472: {
    base: 'transit',
    // By road, a ship's IMO number (type 10) does not identify the lorry.
    breaks: (d) => (d.transport.departure_means_type_code = '10'),
    path: '/transport/departure_means_type_code',
  },
  R0474: {
    base: 'transit',
    // By road, the first means is the registration (30), not the trailer's (31).
    breaks: (d) => (d.transport.departure_means_type_code = '31'),
    path: '/transport/departure_means_type_code',
  },
  R0318: {
    base: 'transit',
    breaks: (d) => (d.guarantees[0].grn = '25BE0000000394345AB'),
    path: '/guarantees/0/grn',
  },
  R0107: {
    base: 'transit',
    // The third line in another container, closed with the first container's seal.
    breaks: (d) =>
      (d.goods_items[2].containers = [
        { container_number: 'CMAU3141590', seals: [d.goods_items[0].containers[0].seals[0]] },
      ]),
    path: '/goods_items/2/containers/0/seals/0',
  },
  C0086: {
    base: 'transit',
    // A cash deposit (type 3) has no GRN and so no access code.
    breaks: (d) =>
      (d.guarantees[0] = {
        sequence_number: 1,
        type: '3',
        other_reference: 'CASH-2026-114',
        access_code: '7Q2K',
        amount: 25000,
        currency: 'EUR',
      }),
    path: '/guarantees/0/access_code',
  },
  C0015: {
    base: 'transit',
    breaks: (d) =>
      (d.goods_items[0].additional_references = [{ sequence_number: 1, type: 'C651' }]),
    path: '/goods_items/0/additional_references/0/reference',
  },
  R0023: {
    base: 'transit',
    breaks: (d) =>
      (d.goods_items[0].additional_references = [
        { sequence_number: 1, type: 'C658', reference: '0' },
      ]),
    path: '/goods_items/0/additional_references/0/reference',
  },
  R0983: {
    base: 'transit',
    // Two houses, the second declared lighter than its one item (1200 kg).
    breaks: (d) => {
      d.house_consignments = [
        { sequence_number: 1, gross_mass: 2210 },
        { sequence_number: 2, gross_mass: 1100 },
      ];
      d.goods_items.forEach((item: Data, index: number) => {
        item.house_consignment_sequence = index < 2 ? 1 : 2;
      });
    },
    path: '/house_consignments/1/gross_mass',
  },
  C0403: {
    base: 'transit',
    breaks: (d) => delete d.loading_location,
    path: '/loading_location/loading_place_code',
  },
  C0387: {
    base: 'transit',
    breaks: (d) => (d.loading_location = { loading_place: 'Antwerpen, Churchilldok' }),
    path: '/loading_location/loading_place_code',
  },
  C0343: {
    base: 'transit',
    breaks: (d) => delete d.shipment.country_of_destination,
    path: '/shipment/country_of_destination',
  },
  C0909: {
    base: 'transit',
    breaks: (d) => delete d.shipment.country_of_dispatch,
    path: '/shipment/country_of_dispatch',
  },
  C0586: {
    base: 'transit',
    breaks: (d) => {
      d.binding_itinerary = true;
      delete d.transport.route;
    },
    path: '/transport/route',
  },
  R0906: {
    base: 'transit',
    breaks: (d) => {
      d.customs_offices.destination = 'AD000001';
      delete d.customs_offices.transit;
      d.transport.route = ['BE', 'FR', 'AD'];
    },
    path: '/customs_offices/transit',
  },
  R0909: {
    base: 'transit',
    breaks: (d) => {
      d.customs_offices.destination = 'SM000001';
      d.transport.route = ['BE', 'DE', 'AT', 'IT', 'SM'];
    },
    path: '/declaration_type',
  },
  R0220: {
    base: 'transit',
    breaks: (d) => (d.goods_items[0].packages = [{ sequence_number: 1, type: 'NE', quantity: 0 }]),
    path: '/goods_items/0/packages/0/quantity',
  },
  C0055: {
    base: 'transit',
    breaks: (d) => (d.goods_items[2].containers = [{ seals: ['BE-448899'] }]),
    path: '/goods_items/2/containers/0/container_number',
  },
  C0599: {
    base: 'transit',
    breaks: (d) => {
      d.security_code = 2;
      delete d.transport.mode_at_border;
    },
    path: '/transport/mode_at_border',
  },
  'ALL-ITEM-SEQUENCE': {
    base: 'import',
    breaks: (d) => (d.goods_items[1].sequence_number = 3),
    path: '/goods_items/1/sequence_number',
  },
  R0223: {
    base: 'export',
    breaks: (d) => (d.goods_items[0].net_mass = d.goods_items[0].gross_mass + 1),
    path: '/goods_items/0/net_mass',
  },
  'ALL-GROSS-MASS-TOTAL': {
    base: 'transit',
    breaks: (d) => (d.totals.gross_mass += 5),
    path: '/totals/gross_mass',
  },
  'ALL-NET-MASS-TOTAL': {
    base: 'export',
    breaks: (d) => (d.totals.net_mass += 10),
    path: '/totals/net_mass',
  },
  'ALL-INVOICE-TOTAL': {
    base: 'import',
    breaks: (d) => (d.totals.invoice_amount += 100),
    path: '/totals/invoice_amount',
  },
  'ALL-PACKAGES-TOTAL': {
    base: 'import',
    breaks: (d) => (d.totals.packages += 1),
    path: '/totals/packages',
  },
  'ALL-PACKAGING-KIND': {
    base: 'export',
    // VQ: bulk, liquefied gas; sent as if it were counted and marked packages.
    breaks: (d) => {
      d.goods_items[0].packages = [{ type: 'VQ', quantity: 4, shipping_marks: 'TANK 1-4' }];
      delete d.totals.packages;
    },
    path: '/goods_items/0/packages/0/quantity',
  },
  'ALL-DATE-NOT-FUTURE': {
    base: 'import',
    breaks: (d) => (d.shipment.invoice_date = '2026-12-28'),
    path: '/shipment/invoice_date',
  },
  'ALL-EORI': {
    base: 'import',
    // The enterprise number's check would be 33.
    breaks: (d) => (d.parties.importer.eori = 'BE0456789123'),
    path: '/parties/importer/eori',
  },
  'ALL-CONTAINER-NUMBER': {
    base: 'transit',
    breaks: (d) => (d.goods_items[1].containers[0].container_number = 'MSKU7654321'),
    path: '/goods_items/1/containers/0/container_number',
  },
  'ALL-UNLOCODE': {
    base: 'export',
    // Allowed by the contract (17 characters of text), filed as a UN/LOCODE.
    breaks: (d) => (d.loading_location.loading_place_code = 'ANTWERPEN'),
    path: '/loading_location/loading_place_code',
  },
  'ALL-CUSTOMS-OFFICE': {
    base: 'export',
    // An office of the list, but no office of exit.
    breaks: (d) => (d.customs_offices.exit = 'BE000001'),
    path: '/customs_offices/exit',
  },
  'TR-LIMIT-DATE': {
    base: 'transit',
    breaks: (d) => (d.limit_date = '2026-11-20'),
    path: '/limit_date',
  },
  'TR-DEPARTURE-BELGIUM': {
    base: 'transit',
    breaks: (d) => {
      d.customs_offices.departure = 'NL000396';
      d.transport.route = ['NL', 'BE', 'DE'];
    },
    path: '/customs_offices/departure',
  },
  R0900: {
    base: 'transit',
    breaks: (d) => {
      d.guarantees[0] = { sequence_number: 1, type: 'B', amount: 25000, currency: 'EUR' };
    },
    path: '/guarantees/0/type',
  },
  'TR-GUARANTEE-GRN': {
    base: 'transit',
    breaks: (d) => delete d.guarantees[0].grn,
    path: '/guarantees/0/grn',
  },
  'TR-GUARANTEE-OTHER-REFERENCE': {
    base: 'transit',
    breaks: (d) => {
      d.guarantees[0] = { sequence_number: 1, type: '3', amount: 25000, currency: 'EUR' };
    },
    path: '/guarantees/0/other_reference',
  },
  'TR-BORDER-OFFICE': {
    base: 'transit',
    breaks: (d) => {
      d.security_code = 2;
      d.transport.border_means_type_code = '30';
    },
    path: '/customs_offices/exit',
  },
  'TR-AUTHORISED-LOCATION': {
    base: 'transit',
    breaks: (d) => (d.authorisations = [{ type: 'C523', reference: 'BESSEBE0403000158' }]),
    path: '/authorisations',
    company: unauthorised,
  },
  'TR-ITINERARY': {
    base: 'transit',
    breaks: (d) => (d.transport.route = ['BE', 'NL']),
    path: '/transport/route',
  },
  'EX-PROCEDURE': {
    base: 'export',
    breaks: (d) => (d.goods_items[1].requested_procedure = '40'),
    path: '/goods_items/1/requested_procedure',
  },
  'EX-LOCATION-OF-GOODS': {
    base: 'export',
    breaks: (d) => delete d.authorised_location_of_goods,
    path: '/authorised_location_of_goods',
  },
  'IM-PROCEDURE': {
    base: 'import',
    breaks: (d) => (d.goods_items[0].requested_procedure = '71'),
    path: '/goods_items/0/requested_procedure',
  },
  'IM-ADDITIONS-DEDUCTIONS': {
    base: 'import',
    // A deduction sent as a negative amount of an addition code.
    breaks: (d) => (d.costs = [{ code: 'AK', amount: -350, currency: 'USD' }]),
    path: '/costs/0/amount',
  },
  'IM-ITEM-CURRENCY': {
    base: 'import',
    // 4,200 EUR on a USD invoice: it would otherwise be declared as 4,200 USD.
    breaks: (d) => {
      d.goods_items[1].currency = 'EUR';
      d.goods_items[1].total_price = 4200;
    },
    path: '/goods_items/1/currency',
  },
};

const ALL_CASES: Record<string, Case> = {
  ...CASES,
  ...NCTS_MORE_CASES,
  ...TARIFF_CASES,
  ...IMPORT_EXPORT_CASES,
};

describe('filing rules', () => {
  for (const [kind, make] of Object.entries(valid))
    it(`builds the valid ${kind} declaration the cases start from without a problem`, () => {
      assert.deepEqual(problemsOf(make()), []);
    });

  it('are documented in docs/filing-rules.md as the catalogue says', () => {
    const committed = readFileSync(new URL('../../docs/filing-rules.md', import.meta.url), 'utf8');
    assert.equal(committed, filingRulesMarkdown(FILING_RULES), 'run `npm run docs:filing-rules`');
  });

  it('has a case for every rule of the catalogue, and ids that are unique', () => {
    const ids = FILING_RULES.map((rule) => rule.id);
    assert.equal(new Set(ids).size, ids.length);
    assert.deepEqual(Object.keys(ALL_CASES).sort(), [...ids].sort());
  });

  for (const rule of FILING_RULES)
    it(`${rule.id}: ${rule.reason}`, () => {
      const entry = ALL_CASES[rule.id];
      assert.ok(entry, `no case for ${rule.id}`);
      const d = valid[entry.base]();
      entry.breaks(d);
      const problems = problemsOf(d, entry.metadata, entry.company);
      const own = problems.filter((problem) => problem.rule === rule.id);
      assert.ok(
        own.some((problem) => problem.path === entry.path),
        `${rule.id} at ${entry.path}; got ${JSON.stringify(problems, null, 1)}`,
      );
      for (const problem of own) assert.ok(problem.element, 'names the message element');
    });

  it('names the broker as the representative of another holder of a transit, status 2', () => {
    const parsed = parseDeclaration(valid.transit());
    assert.ok(parsed.ok);
    const built = buildDeclarationMessage(filingSetup(6), {
      dossierId: '3f2a7c10-5b6d-4e8f-9a01-23456789abcd',
      declaration: completeDeclaration(parsed.declaration, company, '2026-11-23'),
      company: companySettings({
        ...broker,
        'declarations:auth_c521': 'BEACEBE0403000158-2021-TR01',
        'declarations:declarant_eori': 'BE0999999922',
      }),
      messageId: '7d1c2f00-aaaa-4bbb-8ccc-000000000001',
      now: NOW,
    });
    assert.ok(built.ok, JSON.stringify(!built.ok && built.problems));
    assert.match(
      built.xml,
      /<Representative>\s*<identificationNumber>BE0999999922<\/identificationNumber>\s*<status>2<\/status>/,
    );
    // The samples' broker is their holder: it declares for itself, without a representative.
    assert.doesNotMatch(xmlOf(valid.transit()), /<Representative>/);
  });

  it('reports five faults of one declaration together, and builds nothing', () => {
    const d = valid.transit();
    d.limit_date = '2026-11-01';
    d.goods_items[0].net_mass = d.goods_items[0].gross_mass * 2;
    d.totals.packages = 999;
    d.guarantees[0] = { sequence_number: 1, type: 'B', amount: 25000, currency: 'EUR' };
    const problems = problemsOf(d, {}, unauthorised);
    assert.deepEqual([...new Set(problems.map((problem) => problem.rule))].sort(), [
      'ALL-PACKAGES-TOTAL',
      'R0223',
      'R0900',
      'TR-AUTHORISED-LOCATION',
      'TR-LIMIT-DATE',
    ]);
  });

  it('carries a supporting document’s date, and says so when a message has no place for one', () => {
    const d = valid.transit();
    d.supporting_documents = [
      { sequence_number: 1, type: 'N380', reference: 'INV-1', date: '2026-11-18' },
    ];
    d.transport_documents = [
      { sequence_number: 1, type: 'N730', reference: 'CMR-1', date: '2026-11-19' },
    ];
    const parsed = parseDeclaration(d);
    assert.ok(parsed.ok);
    const built = buildDeclarationMessage(filingSetup(6), {
      dossierId: '3f2a7c10-5b6d-4e8f-9a01-23456789abcd',
      declaration: completeDeclaration(parsed.declaration, company, '2026-11-23'),
      company,
      messageId: '7d1c2f00-aaaa-4bbb-8ccc-000000000001',
      now: NOW,
    });
    assert.ok(built.ok, JSON.stringify(!built.ok && built.problems));
    assert.match(built.xml, /<complementOfInformation>date 2026-11-18<\/complementOfInformation>/);
    assert.deepEqual(
      built.notices.map((notice) => notice.path).filter((path) => !path.startsWith('/parties/')),
      [
        '/transport/border_means_id',
        '/transport/border_means_nationality',
        '/transport_documents/0/date',
      ],
    );
  });
});

describe('schema complaints', () => {
  it('name the canonical path of the value the schema refuses, not the message', () => {
    const d = valid.transit();
    // Allowed by the canonical contract, refused by the IE015 data items (no leading space); a
    // consignee without an EORI is named by name and address (C0250).
    delete d.parties.consignee.eori;
    d.parties.consignee.name = ' Rhein Logistik GmbH';
    const problems = problemsOf(d);
    assert.ok(problems.length > 0, 'refused');
    for (const problem of problems) assert.notEqual(problem.path, '/');
    assert.ok(
      problems.some(
        (problem) =>
          problem.path === '/parties/consignee/name' &&
          problem.element === 'Consignment/Consignee/name' &&
          /^the IE015 data items check \(NCTS phase 6\) refuses it: .* must not start or end with a space/.test(
            problem.message,
          ),
      ),
      JSON.stringify(problems, null, 1),
    );
  });
});

/**
 * What a message does not write because it decides how the declaration is handled (which
 * message, which client, dispatch, the files) or groups the items; and totals, which the rules
 * hold equal to the items the message carries.
 */
const HANDLING =
  /^\/(declaration_type|regime|client_code|auto_dispatch|attachments(\/.*)?|goods_items\/\d+\/house_consignment_sequence)$/;
const CHECKED_TOTALS = new Set([
  '/totals/gross_mass',
  '/totals/net_mass',
  '/totals/packages',
  '/totals/invoice_amount',
]);
const leavesOf = (value: unknown, path = ''): string[] =>
  value === null || typeof value !== 'object'
    ? [path]
    : Object.entries(value).flatMap(([key, child]) => leavesOf(child, `${path}/${key}`));

describe('values carried', () => {
  for (const [kind, make, metadata] of [
    ['transit', valid.transit, {}],
    ['T2 groupage', groupageAsFiled, {}],
    ['export', valid.export, {}],
    ['import H1B', valid.import, {}],
    ['import H2B', () => structuredClone(sample('im-h2b')), { useH2b: true }],
  ] as const)
    it(`drops no value of the ${kind} sample silently: each is carried or reported`, () => {
      const parsed = parseDeclaration(make());
      assert.ok(parsed.ok);
      const declaration = completeDeclaration(parsed.declaration, company, '2026-11-23');
      const built = buildDeclarationMessage(filingSetup(6), {
        dossierId: '3f2a7c10-5b6d-4e8f-9a01-23456789abcd',
        declaration,
        company: companySettings({
          ...broker,
          'declarations:auth_c521': 'BEACEBE0403000158-2021-TR01',
          'declarations:warehouse': 'R-BE-0403000111-01',
          'declarations:supervising_customs_office': 'BE212000',
        }),
        metadata,
        messageId: '7d1c2f00-aaaa-4bbb-8ccc-000000000001',
        now: NOW,
      });
      assert.ok(built.ok, JSON.stringify(!built.ok && built.problems));
      const accounted = new Set([...built.carried, ...built.notices.map((notice) => notice.path)]);
      const dropped = leavesOf(declaration).filter(
        (path) => !accounted.has(path) && !HANDLING.test(path) && !CHECKED_TOTALS.has(path),
      );
      assert.deepEqual(dropped, []);
    });

  it('lists the canonical paths a message carries, a shared container under every item that names it', () => {
    const d = valid.transit();
    d.goods_items[0].containers = [{ container_number: 'MSCU1234566', seals: ['S1'] }];
    d.goods_items[1].containers = [{ container_number: 'MSCU1234566', seals: ['S1', 'S2'] }];
    const parsed = parseDeclaration(d);
    assert.ok(parsed.ok);
    const built = buildDeclarationMessage(filingSetup(6), {
      dossierId: '3f2a7c10-5b6d-4e8f-9a01-23456789abcd',
      declaration: completeDeclaration(parsed.declaration, company, '2026-11-23'),
      company,
      messageId: '7d1c2f00-aaaa-4bbb-8ccc-000000000001',
      now: NOW,
    });
    assert.ok(built.ok, JSON.stringify(!built.ok && built.problems));
    for (const path of [
      '/goods_items/0/containers/0/container_number',
      '/goods_items/1/containers/0/container_number',
      '/goods_items/0/containers/0/seals/0',
      '/goods_items/1/containers/0/seals/0',
      '/goods_items/1/containers/0/seals/1',
      '/goods_items/0/net_mass',
      '/goods_items/0/commodity_code',
      '/parties/consignee/eori',
    ])
      assert.ok(built.carried.includes(path), path);
    assert.equal(
      built.xml.match(/<TransportEquipment>/g)?.length,
      1,
      'one container, written once',
    );
  });
});
