import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { XMLParser } from 'fast-xml-parser';
import { parseDeclaration, type CanonicalDeclaration } from '../../src/canonical/index.ts';
import {
  buildDeclarationMessage,
  type BuiltMessage,
  type FilingSetup,
} from '../../src/regimes/index.ts';
import { completeDeclaration } from '../../src/ingestion/complete-declaration.ts';
import { companySettings } from '../../src/runtime-settings/index.ts';
import { groupageAsFiled, sample } from '../support/samples.ts';
import { filingSetup } from '../support/filing.ts';

const DOSSIER = '3f2a7c10-5b6d-4e8f-9a01-23456789abcd';
const AUTHORISED_CONSIGNOR = companySettings({
  'declarations:auth_c521': 'BEACEBE0403000158-2021-TR01',
});

/** A canonical declaration as ingestion stores it: validated, then completed with defaults. */
const stored = (raw: unknown): CanonicalDeclaration => {
  const parsed = parseDeclaration(raw);
  if (!parsed.ok) assert.fail(JSON.stringify(parsed.complaints));
  // The broker of these declarations is an authorised consignor, as one filing from an
  // authorised place (the samples' location type B) must be.
  return completeDeclaration(parsed.declaration, AUTHORISED_CONSIGNOR, '2026-11-23');
};

const build = (setup: FilingSetup, declaration: CanonicalDeclaration): BuiltMessage =>
  buildDeclarationMessage(setup, {
    dossierId: DOSSIER,
    declaration,
    company: companySettings({ 'declarations:sender_gln': '5412345000013' }),
    messageId: '7d1c2f00-aaaa-4bbb-8ccc-000000000001',
    now: new Date('2026-11-23T09:15:00Z'),
  });

const xmlOf = (built: BuiltMessage): string => {
  if (!built.ok) assert.fail(JSON.stringify(built.problems, null, 2));
  return built.xml;
};

const parser = new XMLParser({
  isArray: (name) =>
    [
      'HouseConsignment',
      'ConsignmentItem',
      'TransportEquipment',
      'Seal',
      'GoodsReference',
      'DangerousGoods',
      'Packaging',
      'PreviousDocument',
      'SupportingDocument',
      'TransportDocument',
      'AdditionalReference',
      'Guarantee',
      'Authorisation',
      'CountryOfRoutingOfConsignment',
    ].includes(name),
});
const tree = (xml: string) =>
  (parser.parse(xml) as { 'ncts:CC015C': Record<string, any> })['ncts:CC015C'];

const base = () => structuredClone(sample('t1-auto-dispatch')) as Record<string, any>;
const groupage = () => groupageAsFiled() as Record<string, any>;

const goods = (count: number, extra: (index: number) => object = () => ({})) =>
  Array.from({ length: count }, (_, index) => ({
    sequence_number: index + 1,
    description: `Machine parts, lot ${index + 1}`,
    commodity_code: '84879090',
    gross_mass: 10 + index,
    net_mass: 9 + index,
    packages: [{ type: 'PK', quantity: 2, shipping_marks: `LOT-${index + 1}` }],
    ...extra(index),
  }));

/** The corpus: each builds a valid CC015C in both phases. */
const corpus: Record<string, () => Record<string, any>> = {
  'the T1 sample': base,
  'the T2 groupage sample': groupage,
  'a simple T1 with one item': () => ({ ...base(), goods_items: goods(1), totals: undefined }),
  'a T2 groupage with house sequences 7 and 42': () => {
    const d = groupage();
    d.house_consignments[0].sequence_number = 7;
    d.house_consignments[1].sequence_number = 42;
    d.goods_items[0].house_consignment_sequence = 7;
    d.goods_items[1].house_consignment_sequence = 7;
    d.goods_items[2].house_consignment_sequence = 42;
    return d;
  },
  '999 goods items': () => ({ ...base(), goods_items: goods(999), totals: undefined }),
  'containers with several seals shared by items': () => ({
    ...base(),
    totals: undefined,
    goods_items: goods(3, (index) => ({
      containers: [
        {
          container_number: index < 2 ? 'MSCU1234566' : 'TGHU7654320',
          // A seal closes one container (R0107): S1 on both lines of the first only.
          seals: index < 2 ? ['S1', `S${index + 2}`] : ['S9'],
        },
      ],
    })),
  }),
  'UN numbers on several items': () => ({
    ...base(),
    totals: undefined,
    goods_items: goods(2, (index) => ({ undg_numbers: index === 0 ? ['1263', '1203'] : ['1993'] })),
  }),
  'every document list': () => ({
    ...base(),
    totals: undefined,
    supporting_documents: [{ sequence_number: 1, type: 'N380', reference: 'INV-1' }],
    transport_documents: [{ sequence_number: 1, type: 'N730', reference: 'CMR-1' }],
    additional_references: [{ sequence_number: 1, type: 'Y015', reference: 'REF-1' }],
    goods_items: goods(1, () => ({
      previous_documents: [{ sequence_number: 1, type: 'N337', reference: '26BE000000000TDP7' }],
      supporting_documents: [{ sequence_number: 1, type: 'N380', reference: 'INV-1' }],
      additional_references: [{ sequence_number: 1, type: 'Y015' }],
    })),
  }),
  'security 2 (exit summary) allowed in opt-out mode': () => ({
    ...base(),
    security_code: 2,
    customs_offices: { ...base().customs_offices, exit: 'DE004851' },
    transport: { ...base().transport, border_means_type_code: '30' },
  }),
  'binding itinerary with a route': () => ({
    ...base(),
    binding_itinerary: true,
    transport: { ...base().transport, route: ['BE', 'DE', 'AT', 'IT'] },
  }),
  'a limit date given by the sender': () => ({ ...base(), limit_date: '2026-12-10' }),
  'two guarantees': () => ({
    ...base(),
    guarantees: [
      ...base().guarantees,
      {
        sequence_number: 2,
        type: '1',
        grn: '25BE0000000067890',
        access_code: 'X9Y8',
        amount: 5000,
        currency: 'EUR',
      },
    ],
  }),
  'authorisations C521 and C523': () => ({
    ...base(),
    authorisations: [
      { type: 'C521', reference: 'BEACRBE0403000158' },
      { type: 'C523', reference: 'BESSEBE0403000158' },
    ],
  }),
  'a transit office on the way': () => ({
    ...base(),
    customs_offices: { ...base().customs_offices, transit: 'CH001252' },
    transport: { ...base().transport, route: ['BE', 'CH', 'DE'] },
  }),
  'a location of goods by UN/LOCODE': () => ({
    ...base(),
    authorised_location_of_goods: {
      type_of_location: 'B',
      qualifier_of_identification: 'U',
      un_locode: 'BEANR',
    },
  }),
  'a place of loading': () => ({
    ...base(),
    loading_location: { loading_place_code: 'BEANR', loading_place: 'Antwerpen' },
  }),
  'transport charges paid in cash': () => ({
    ...base(),
    shipment: { ...base().shipment, transport_charges_method_of_payment: 'A' },
  }),
  'supplementary units on an item': () => ({
    ...base(),
    totals: undefined,
    goods_items: goods(1, () => ({ supplementary_quantity: 12, supplementary_unit: 'p/st' })),
  }),
  'a 10-digit commodity code': () => ({
    ...base(),
    totals: undefined,
    goods_items: goods(1, () => ({ commodity_code: '8487909000' })),
  }),
  'a T2 groupage whose houses arrive out of order': () => {
    const d = groupage();
    d.house_consignments.reverse();
    return d;
  },
};

for (const phase of [6, 5] as const) {
  describe(`CC015C, NCTS phase ${phase}`, () => {
    const setup = filingSetup(phase);

    for (const [name, make] of Object.entries(corpus)) {
      it(`builds a valid message from ${name}`, () => {
        xmlOf(build(setup, stored(make())));
      });
    }

    it('numbers houses and items 1, 2, 3 … in the message, keeps the sender’s numbers on the dossier and tells which was filed', () => {
      const d = corpus['a T2 groupage with house sequences 7 and 42']!();
      // House 42 first on the dossier, its item last: the message goes house by house.
      d.house_consignments.reverse();
      d.goods_items.forEach(
        (item: any, index: number) => (item.declaration_goods_item_number = 10 + index),
      );
      const built = build(setup, stored(d));
      const message = tree(xmlOf(built));
      const houses = message.Consignment.HouseConsignment;
      assert.deepEqual(
        houses.map((house: any) => house.sequenceNumber),
        [1, 2],
      );
      assert.deepEqual(
        houses.map((house: any) =>
          house.ConsignmentItem.map((item: any) => [
            item.goodsItemNumber,
            item.declarationGoodsItemNumber,
          ]),
        ),
        [
          [[1, 1]],
          [
            [1, 2],
            [2, 3],
          ],
        ],
      );
      assert.ok(built.ok);
      const renumbered = built.notices
        .filter((notice) => notice.params?.renumbered)
        .map((notice) => [notice.path, notice.params!.renumbered]);
      assert.deepEqual(renumbered, [
        ['/house_consignments/0/sequence_number', { from: 42, to: 1 }],
        ['/goods_items/2/declaration_goods_item_number', { from: 12, to: 1 }],
        ['/house_consignments/1/sequence_number', { from: 7, to: 2 }],
        ['/goods_items/0/declaration_goods_item_number', { from: 10, to: 2 }],
        ['/goods_items/1/declaration_goods_item_number', { from: 11, to: 3 }],
      ]);
      // Each house's consignee under its house, none for the consignment (C0001).
      assert.ok(houses[0].Consignee && houses[1].Consignee);
      assert.equal(message.Consignment.Consignee, undefined, 'groupage consignees are per house');
    });

    it('maps a simple declaration to one house consignment numbered 1 with every item', () => {
      const message = tree(xmlOf(build(setup, stored(corpus['999 goods items']!()))));
      const houses = message.Consignment.HouseConsignment;
      assert.equal(houses.length, 1);
      assert.equal(houses[0].sequenceNumber, 1);
      assert.equal(houses[0].ConsignmentItem.length, 999);
      assert.equal(houses[0].ConsignmentItem[998].declarationGoodsItemNumber, 999);
    });

    it('writes each container once with its seals and the items it carries', () => {
      const message = tree(
        xmlOf(build(setup, stored(corpus['containers with several seals shared by items']!()))),
      );
      const equipment = message.Consignment.TransportEquipment;
      assert.equal(equipment.length, 2);
      assert.equal(equipment[0].containerIdentificationNumber, 'MSCU1234566');
      assert.equal(equipment[0].numberOfSeals, 3);
      assert.deepEqual(
        equipment[0].GoodsReference.map((reference: any) => reference.declarationGoodsItemNumber),
        [1, 2],
      );
      assert.equal(message.Consignment.containerIndicator, 1);
    });

    it('maps parties, offices, guarantee, transport and documents to their elements', () => {
      const message = tree(xmlOf(build(setup, stored(corpus['every document list']!()))));
      assert.equal(message.TransitOperation.LRN, 'CDS3F2A7C105B6D4E8F9A0');
      assert.equal(message.TransitOperation.declarationType, 'T1');
      assert.equal(message.TransitOperation.limitDate, '2026-12-01');
      assert.equal(message.preparationDateAndTime, '2026-11-23T10:15:00', 'Brussels local time');
      assert.equal(message.CustomsOfficeOfDeparture.referenceNumber, 'BE101000');
      assert.equal(message.HolderOfTheTransitProcedure.identificationNumber, 'BE0403000158');
      const reference = message.Guarantee[0].GuaranteeReference;
      assert.equal(reference.GRN, '25BE0000000394345');
      assert.equal(reference.amountToBeCovered, 25000);
      assert.equal(message.Consignment.SupportingDocument[0].type, 'N380');
      assert.equal(message.Consignment.TransportDocument[0].type, 'N730');
      assert.equal(message.Consignment.AdditionalReference[0].type, 'Y015');
      const item = message.Consignment.HouseConsignment[0].ConsignmentItem[0];
      assert.equal(item.PreviousDocument[0].type, 'N337');
      assert.equal(item.Commodity.CommodityCode.harmonizedSystemSubHeadingCode, 848790);
    });

    it('writes UN numbers as dangerous goods', () => {
      const message = tree(xmlOf(build(setup, stored(corpus['UN numbers on several items']!()))));
      const items = message.Consignment.HouseConsignment[0].ConsignmentItem;
      assert.deepEqual(
        items[0].Commodity.DangerousGoods.map((goods: any) => goods.UNNumber),
        [1263, 1203],
      );
    });

    it('lists everything missing instead of writing an invalid message', () => {
      const built = build(
        setup,
        stored({
          declaration_type: 'T1',
          security_code: 0,
          goods_items: [{ sequence_number: 1, packages: [] }],
        }),
      );
      assert.equal(built.ok, false);
      const problems = (built as { problems: readonly { element: string; path: string }[] })
        .problems;
      const paths = problems.map((problem) => problem.path);
      for (const expected of [
        '/customs_offices/departure',
        '/customs_offices/destination',
        '/parties/transit_principal',
        '/guarantees',
        '/totals/gross_mass',
        '/goods_items/0/description',
        '/goods_items/0/gross_mass',
        '/goods_items/0/packages',
      ])
        assert.ok(paths.includes(expected), `${expected} in ${paths.join(', ')}`);
      const element = problems.find((problem) => problem.path === '/goods_items/0/description');
      assert.equal(
        element?.element,
        'Consignment/HouseConsignment[1]/ConsignmentItem[1]/Commodity/descriptionOfGoods',
      );
    });

    it('reports codes outside their lists and offices without the role', () => {
      const declaration = base();
      declaration.goods_items[0].packages[0].type = '00';
      declaration.goods_items[0].undg_numbers = ['0000'];
      declaration.guarantees[0].type = 'Q';
      declaration.customs_offices.departure = 'BE000001';
      declaration.customs_offices.destination = 'XX999999';
      declaration.transport_documents = [{ sequence_number: 1, type: 'N999', reference: 'X' }];
      const built = build(setup, stored(declaration));
      assert.equal(built.ok, false);
      const messages = (built as { problems: readonly { message: string }[] }).problems.map(
        (p) => p.message,
      );
      for (const expected of [
        '00 is not a code of CL017',
        '0000 is not a code of CL101',
        'Q is not a code of CL251',
        'BE000001 is a customs office without the role DEP',
        'XX999999 is not a known customs office',
        'N999 is not a code of CL754',
      ])
        assert.ok(messages.includes(expected), `${expected} in ${messages.join('; ')}`);
    });

    it('refuses security 1 and 3, which Belgium in opt-out mode does not take', () => {
      for (const security_code of [1, 3]) {
        const built = build(setup, stored({ ...base(), security_code }));
        assert.equal(built.ok, false);
        assert.match(JSON.stringify(built), /must be 0 or 2/);
      }
    });

    it('assigns goods to a house that does not exist: refused, never silently dropped', () => {
      const d = groupage();
      d.house_consignments = [d.house_consignments[0]];
      const parsed = parseDeclaration(d);
      // The contract already refuses it; the builder would too (a house with no items).
      assert.equal(parsed.ok, false);
    });
  });
}
