import type { Case } from './rule-case.ts';

/** The official NCTS rules on consignment, parties, offices and packages (issue 29). */
export const NCTS_MORE_CASES: Record<string, Case> = {
  C0001: {
    base: 'transit',
    // Goods for Germany (CL009) with nobody to receive them.
    breaks: (d) => delete d.parties.consignee,
    path: '/parties/consignee',
  },
  C0030: {
    base: 'transit',
    // A T2 leaving Belgium names its office of transit.
    breaks: (d) => (d.declaration_type = 'T2'),
    path: '/customs_offices/transit',
  },
  R0006: {
    base: 'transit',
    // For Basel, the goods enter Switzerland at a Swiss office of transit, not at Bremen.
    breaks: (d) => {
      d.customs_offices.destination = 'CH001251';
      d.customs_offices.transit = 'DE002325';
      d.shipment.country_of_destination = 'CH';
      d.transport.route = ['BE', 'DE', 'CH'];
    },
    path: '/customs_offices/transit',
  },
  C0806: {
    base: 'transit',
    // With the exit summary data (security 2) the lorry crossing the border is named.
    breaks: (d) => {
      d.security_code = 2;
      d.customs_offices.exit = 'DE004058';
      delete d.transport.border_means_id;
      delete d.transport.border_means_nationality;
    },
    path: '/transport/border_means_id',
  },
  C0826: {
    base: 'transit',
    // A pipeline (inland mode 5) has no lorry at departure.
    breaks: (d) => (d.transport.departure_means_mode_code = 5),
    path: '/transport/departure_means_id',
  },
  C0505: {
    base: 'transit',
    // A consignee without an EORI is written by its address, and a German address has a postcode.
    breaks: (d) => {
      delete d.parties.consignee.eori;
      delete d.parties.consignee.postcode;
    },
    path: '/parties/consignee/postcode',
  },
  R0859: {
    base: 'transit',
    breaks: (d) =>
      (d.authorisations = [{ type: 'C524', reference: 'BEACRBE0403000158-2024-RD01' }]),
    path: '/authorisations/0/type',
  },
  R0601: {
    base: 'transit',
    // An e-AD (C651) among the supporting documents: excise goods in suspension travel under T2.
    breaks: (d) =>
      (d.goods_items[0].supporting_documents = [
        { type: 'C651', reference: '26BEH4N2LRAN0Y9ZRXCT7' },
      ]),
    path: '/declaration_type',
  },
  R0506: {
    base: 'transit',
    // Two house consignments for the same consignee are no groupage.
    breaks: (d) => {
      const consignee = d.parties.consignee;
      delete d.parties.consignee;
      d.house_consignments = [
        { sequence_number: 1, consignee },
        { sequence_number: 2, consignee },
      ];
      d.goods_items.forEach(
        (item: { house_consignment_sequence?: number }, index: number) =>
          (item.house_consignment_sequence = index === 0 ? 1 : 2),
      );
    },
    path: '/house_consignments/1/consignee',
  },
  R0994: {
    base: 'transit',
    // The houses weigh 3,500 kg together; the consignment is declared at 3,410 kg.
    breaks: (d) => {
      d.house_consignments = [
        { sequence_number: 1, gross_mass: 1500, consignee: d.parties.consignee },
        {
          sequence_number: 2,
          gross_mass: 2000,
          consignee: { ...d.parties.consignee, eori: 'DE812345678900' },
        },
      ];
      delete d.parties.consignee;
      d.goods_items.forEach(
        (item: { house_consignment_sequence?: number }, index: number) =>
          (item.house_consignment_sequence = index === 0 ? 1 : 2),
      );
    },
    path: '/totals/gross_mass',
  },
  C0060: {
    base: 'transit',
    // VQ: bulk, liquefied gas; sent as if it were counted packages.
    breaks: (d) => {
      d.goods_items[0].packages = [{ type: 'VQ', quantity: 4, shipping_marks: 'TANK 1-4' }];
      delete d.totals.packages;
    },
    path: '/goods_items/0/packages/0/quantity',
  },
  R0219: {
    base: 'transit',
    // One item both packed with another (0) and counting 4 pallets of its own.
    breaks: (d) =>
      d.goods_items[1].packages.push({ type: 'PX', quantity: 0, shipping_marks: 'FL-MI 1-4' }),
    path: '/goods_items/1/packages/1/quantity',
  },
  R0221: {
    base: 'transit',
    // Cartons packed on the first item's pallets (0 packages) but weighed on their own.
    breaks: (d) => {
      d.goods_items[1].packages = [{ type: 'CT', quantity: 0, shipping_marks: 'FL-MI 1-4' }];
      d.totals.packages -= 18;
    },
    path: '/goods_items/1/gross_mass',
  },
  R0364: {
    base: 'transit',
    // Packed with another item (0) under marks no other item's packages bear.
    breaks: (d) => {
      d.goods_items[1].packages = [{ type: 'CT', quantity: 0, shipping_marks: 'NOWHERE 1' }];
      d.goods_items[1].gross_mass = 0;
      d.totals.packages -= 18;
    },
    path: '/goods_items/1/packages/0/shipping_marks',
  },
  C0394: {
    base: 'transit',
    // A place said to be named by its UN/LOCODE (U), without one.
    breaks: (d) =>
      (d.authorised_location_of_goods = {
        type_of_location: 'B',
        qualifier_of_identification: 'U',
      }),
    path: '/authorised_location_of_goods/un_locode',
  },
  C0531: {
    base: 'transit',
    // By air with security data, the aircraft named by its registration (41), not its flight.
    breaks: (d) => {
      d.security_code = 2;
      d.customs_offices.exit = 'DE004058';
      d.transport.mode_at_border = 4;
      d.transport.border_means_type_code = '41';
      d.transport.border_means_id = 'OOSNA';
    },
    path: '/transport/border_means_type_code',
  },
  R0315: {
    base: 'transit',
    breaks: (d) => {
      d.transport.mode_at_border = 4;
      d.transport.border_means_type_code = '40';
      d.transport.border_means_id = 'FLIGHT-77';
    },
    path: '/transport/border_means_id',
  },
  R0165: {
    base: 'transit',
    // Authorised to use seals of a special type, and a container without a seal.
    breaks: (d) => {
      d.authorisations = [{ type: 'C523', reference: 'BEACEBE0403000158-2021-SL01' }];
      d.goods_items[0].containers[0].seals = [];
    },
    path: '/goods_items/0/containers/0/seals',
  },
};
