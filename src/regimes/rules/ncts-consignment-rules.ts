import type { CanonicalDeclaration, CanonicalParty } from '../../canonical/index.ts';
import type { ReferenceCodes } from '../messages/code-lists.ts';
import { registeredTrader } from '../messages/registered-trader.ts';
import type { FilingRule } from './filing-rule.ts';

const TRANSIT = ['CC015C'] as const;
const SOURCE = 'NCTS phase 5, IE015 (../shared/rules/ncts-p5)';

const countryOf = (office: string | undefined) => office?.slice(0, 2);
const inList = (codes: ReferenceCodes, list: string, code: string | undefined) =>
  code !== undefined && codes.has(list, code) === true;

/** The traders of a transit whose address the message writes, with where they are in the data. */
function* namedTraders(declaration: CanonicalDeclaration) {
  const parties = declaration.parties ?? {};
  yield { party: parties.transit_principal, path: '/parties/transit_principal' };
  yield { party: parties.consignor, path: '/parties/consignor' };
  if (parties.consignee || !declaration.house_consignments?.length)
    yield { party: parties.consignee, path: '/parties/consignee' };
  else
    for (const [index, house] of declaration.house_consignments.entries())
      yield { party: house.consignee, path: `/house_consignments/${index}/consignee` };
}

/**
 * The official NCTS rules of IE015 on the consignment as a whole: parties, offices, transport,
 * houses (src/regimes/rules/ie015-official-rules.ts says which the others are).
 */
export const NCTS_CONSIGNMENT_RULES: readonly FilingRule[] = [
  {
    id: 'C0001',
    messages: TRANSIT,
    elements: ['Consignment/Consignee', 'Consignment/HouseConsignment/Consignee'],
    path: '/parties/consignee',
    reason:
      'Goods for a common-transit country (CL009) name their consignee: the consignment’s, or in a groupage each house consignment’s.',
    source: `${SOURCE}: C0001`,
    *check({ declaration, codes }) {
      if (!inList(codes, 'CL009', declaration.shipment?.country_of_destination)) return;
      const country = declaration.shipment!.country_of_destination!;
      if (declaration.parties?.consignee) return;
      const houses = declaration.house_consignments ?? [];
      if (houses.length === 0)
        yield {
          path: '/parties/consignee',
          message: `is required: goods for ${country} name who receives them`,
        };
      for (const [index, house] of houses.entries())
        if (!house.consignee)
          yield {
            path: `/house_consignments/${index}/consignee`,
            element: 'Consignment/HouseConsignment/Consignee',
            message: `is required: each house consignment for ${country} names who receives it`,
          };
    },
  },
  {
    id: 'C0030',
    messages: TRANSIT,
    elements: ['CustomsOfficeOfTransitDeclared/referenceNumber'],
    path: '/customs_offices/transit',
    reason:
      'An office of transit is declared for a T2, for goods to or through a common-transit country outside the Union (CL112), and for goods to Andorra.',
    source: `${SOURCE}: C0030`,
    *check({ declaration, codes }) {
      if (declaration.customs_offices?.transit) return;
      const destination = countryOf(declaration.customs_offices?.destination);
      const through = (declaration.transport?.route ?? []).find((country) =>
        inList(codes, 'CL112', country),
      );
      const why =
        declaration.declaration_type === 'T2'
          ? 'a T2 names its office of transit'
          : inList(codes, 'CL112', destination)
            ? `goods for an office in ${destination} enter the common-transit country at an office of transit`
            : through
              ? `goods through ${through} enter it at an office of transit`
              : destination === 'AD'
                ? 'goods for Andorra pass an office of transit'
                : undefined;
      if (why) yield { path: '/customs_offices/transit', message: `is required: ${why}` };
    },
  },
  {
    id: 'R0006',
    messages: TRANSIT,
    elements: ['CustomsOfficeOfTransitDeclared/referenceNumber'],
    path: '/customs_offices/transit',
    reason:
      'Goods for an office in a common-transit country outside the Union (CL112) pass an office of transit of that country.',
    source: `${SOURCE}: R0006`,
    *check({ declaration, codes }) {
      const { destination, transit } = declaration.customs_offices ?? {};
      const country = countryOf(destination);
      if (transit && inList(codes, 'CL112', country) && countryOf(transit) !== country)
        yield {
          path: '/customs_offices/transit',
          message: `${transit} is not in ${country}: goods for ${destination} enter ${country} at one of its offices of transit`,
        };
    },
  },
  {
    id: 'C0806',
    messages: TRANSIT,
    elements: ['Consignment/ActiveBorderTransportMeans'],
    path: '/transport/border_means_id',
    reason:
      'With security data the active means at the border is declared, except for goods by fixed installation (mode 5), which have none.',
    source: `${SOURCE}: C0806`,
    *check({ declaration }) {
      const { mode_at_border: mode, border_means_id: means } = declaration.transport ?? {};
      const security = declaration.security_code ?? 0;
      if (mode === 5 && means)
        yield {
          path: '/transport/border_means_id',
          message:
            'must be left out: goods by fixed installation (mode 5) have no means at the border',
        };
      else if (mode !== 5 && security > 0 && !means)
        yield {
          path: '/transport/border_means_id',
          message: `is required with security ${security}: the means that crosses the border`,
        };
    },
  },
  {
    id: 'C0826',
    messages: TRANSIT,
    elements: ['Consignment/DepartureTransportMeans'],
    path: '/transport/departure_means_id',
    reason:
      'Goods leaving by fixed installation (inland mode 5) have no means of transport at departure.',
    source: `${SOURCE}: C0826`,
    *check({ declaration }) {
      const { departure_means_mode_code: mode, departure_means_id: means } =
        declaration.transport ?? {};
      if (mode === 5 && means)
        yield {
          path: '/transport/departure_means_id',
          message:
            'must be left out: goods by fixed installation (inland mode 5) leave without a means of transport',
        };
    },
  },
  {
    id: 'C0505',
    messages: TRANSIT,
    elements: ['Address/postcode'],
    path: '/parties/*/postcode',
    reason: 'An address the message carries has its postcode, unless its country has none (CL505).',
    source: `${SOURCE}: C0505`,
    *check({ declaration, codes }) {
      for (const { party, path } of namedTraders(declaration))
        if (party && addressWritten(party, codes) && !party.postcode)
          yield {
            path: `${path}/postcode`,
            message: `is required: an address in ${party.country} has a postcode`,
          };
      const location = declaration.authorised_location_of_goods;
      if (
        location?.qualifier_of_identification === 'Z' &&
        location.country &&
        codes.has('CL505', location.country) === false &&
        !location.postcode
      )
        yield {
          path: '/authorised_location_of_goods/postcode',
          element: 'LocationOfGoods/Address/postcode',
          message: `is required: an address in ${location.country} has a postcode`,
        };
    },
  },
  {
    id: 'R0859',
    messages: TRANSIT,
    elements: ['Authorisation/type'],
    path: '/authorisations/*/type',
    reason:
      'The reduced data set (authorisation C524) is not used: the declaration is filed with the full data set, without that authorisation.',
    source: `${SOURCE}: R0859`,
    *check({ declaration }) {
      for (const [index, authorisation] of (declaration.authorisations ?? []).entries())
        if (authorisation.type === 'C524')
          yield {
            path: `/authorisations/${index}/type`,
            message:
              'C524 (reduced data set) goes with a reduced declaration, and this one is filed in full: leave it out',
          };
    },
  },
  {
    id: 'R0601',
    messages: TRANSIT,
    elements: ['TransitOperation/declarationType'],
    path: '/declaration_type',
    reason:
      'Union goods moving under excise suspension (an excise document of CL234 among an item’s supporting documents) travel under T2.',
    source: `${SOURCE}: R0601`,
    *check({ declaration, codes }) {
      if (declaration.declaration_type === 'T2') return;
      for (const [index, item] of (declaration.goods_items ?? []).entries())
        for (const document of item.supporting_documents ?? [])
          if (document.type && codes.has('CL234', document.type)) {
            yield {
              path: '/declaration_type',
              message: `is ${declaration.declaration_type}; goods under excise suspension (${document.type} on line ${index + 1}) travel under T2`,
            };
            return;
          }
    },
  },
  {
    id: 'R0506',
    messages: TRANSIT,
    elements: ['Consignment/HouseConsignment/Consignee'],
    path: '/house_consignments/*/consignee',
    reason:
      'House consignments that all have the same consignee are no groupage: the consignee is declared once for the consignment.',
    source: `${SOURCE}: R0506`,
    *check({ declaration }) {
      const houses = declaration.house_consignments ?? [];
      if (houses.length < 2 || houses.some((house) => !house.consignee)) return;
      const first = JSON.stringify(houses[0]!.consignee);
      if (houses.every((house) => JSON.stringify(house.consignee) === first))
        yield {
          path: '/house_consignments/1/consignee',
          message: `is the same as every other house consignment’s (${houses[0]!.consignee!.eori ?? houses[0]!.consignee!.name}): declare it once, for the consignment, or tell the houses’ consignees apart`,
        };
    },
  },
  {
    id: 'R0994',
    messages: TRANSIT,
    elements: ['Consignment/grossMass'],
    path: '/totals/gross_mass',
    reason: 'A consignment weighs at least what its house consignments weigh together.',
    source: `${SOURCE}: R0994`,
    *check({ declaration }) {
      const total = declaration.totals?.gross_mass;
      const houses = declaration.house_consignments ?? [];
      if (total === undefined || houses.length === 0) return;
      const items = declaration.goods_items ?? [];
      const sum = houses.reduce(
        (kg, house) =>
          kg +
          (house.gross_mass ??
            items
              .filter((item) => item.house_consignment_sequence === house.sequence_number)
              .reduce((mass, item) => mass + (item.gross_mass ?? 0), 0)),
        0,
      );
      const rounded = Math.round(sum * 1000) / 1000;
      if (total < rounded)
        yield {
          path: '/totals/gross_mass',
          message: `${total} kg is less than its house consignments’ ${rounded} kg`,
        };
    },
  },
  {
    id: 'C0394',
    messages: TRANSIT,
    elements: ['Consignment/LocationOfGoods'],
    path: '/authorised_location_of_goods',
    reason:
      'The location of goods is named the way its qualifier says: by UN/LOCODE (U), by authorisation number (Y) or by address (Z), the only ways the service files.',
    source: `${SOURCE}: C0394`,
    *check({ declaration }) {
      const location = declaration.authorised_location_of_goods;
      const qualifier = location?.qualifier_of_identification;
      if (!location || !qualifier) return;
      const path = '/authorised_location_of_goods';
      const needs = NAMED_BY[qualifier];
      if (!needs)
        yield {
          path: `${path}/qualifier_of_identification`,
          message: `${qualifier} names the place by ${OTHER_WAYS[qualifier] ?? 'another means'}, a way this service does not file: name it by UN/LOCODE (U), authorisation number (Y) or address (Z)`,
        };
      else
        for (const key of needs)
          if (!location[key])
            yield {
              path: `${path}/${key}`,
              message: `is required: a location of qualifier ${qualifier} is named by it`,
            };
    },
  },
  {
    id: 'C0531',
    messages: TRANSIT,
    elements: ['ActiveBorderTransportMeans/conveyanceReferenceNumber'],
    path: '/transport/border_means_type_code',
    reason:
      'By air with security data the flight is declared: the active means at the border is named by its IATA flight number (type 40), which is its conveyance reference.',
    source: `${SOURCE}: C0531`,
    *check({ declaration }) {
      const transport = declaration.transport ?? {};
      const security = declaration.security_code ?? 0;
      if (
        security > 0 &&
        transport.mode_at_border === 4 &&
        transport.border_means_type_code !== '40'
      )
        yield {
          path: '/transport/border_means_type_code',
          message: `is ${transport.border_means_type_code ?? 'not given'}; by air with security ${security} the aircraft is named by its flight number (40)`,
        };
    },
  },
  {
    id: 'R0315',
    messages: TRANSIT,
    elements: ['ActiveBorderTransportMeans/conveyanceReferenceNumber'],
    path: '/transport/border_means_id',
    reason:
      'A flight number is the airline’s code (up to 3 letters or digits), the flight’s number (up to 4 digits) and an optional letter: AB1234, KL1723A.',
    source: `${SOURCE}: R0315`,
    *check({ declaration }) {
      const transport = declaration.transport ?? {};
      const id = transport.border_means_id;
      if (
        transport.mode_at_border === 4 &&
        transport.border_means_type_code === '40' &&
        id &&
        !FLIGHT_NUMBER.test(id)
      )
        yield {
          path: '/transport/border_means_id',
          message: `${id} is not a flight number: the airline’s code, up to 4 digits, an optional letter (KL1723)`,
        };
    },
  },
  {
    id: 'R0165',
    messages: TRANSIT,
    elements: ['TransportEquipment/numberOfSeals'],
    path: '/goods_items/*/containers/*/seals',
    reason:
      'Under an authorisation to use seals of a special type (C523), every container is sealed.',
    source: `${SOURCE}: R0165 (the authorisation foreseeing seals: C523)`,
    *check({ declaration }) {
      if (
        !(declaration.authorisations ?? []).some((authorisation) => authorisation.type === 'C523')
      )
        return;
      for (const [index, item] of (declaration.goods_items ?? []).entries())
        for (const [at, container] of (item.containers ?? []).entries())
          if (!container.seals?.length)
            yield {
              path: `/goods_items/${index}/containers/${at}/seals`,
              message: `${container.container_number ?? 'the container'} has no seal; the authorisation C523 foresees seals`,
            };
    },
  },
];

/** C0394: what a location of each qualifier the service files is named by. */
const NAMED_BY: Readonly<
  Record<
    string,
    readonly ('un_locode' | 'authorisation_number' | 'street_and_number' | 'city' | 'country')[]
  >
> = {
  U: ['un_locode'],
  Y: ['authorisation_number'],
  Z: ['street_and_number', 'city', 'country'],
};
const OTHER_WAYS: Readonly<Record<string, string>> = {
  T: 'postcode',
  V: 'customs office',
  W: 'GPS coordinates',
  X: 'EORI number',
};
/** R0315: an..3 airline, n..4 flight, a1 optional suffix. */
const FLIGHT_NUMBER = /^[A-Z0-9]{2,3}[0-9]{1,4}[A-Z]?$/;

/** C0250 and C0505 together: a trader without a register number is named by its address. */
const addressWritten = (party: CanonicalParty, codes: ReferenceCodes) =>
  !registeredTrader(party, codes) &&
  Boolean(party.street_and_number && party.city && party.country) &&
  codes.has('CL505', party.country!) === false;
