import type { CanonicalDeclaration } from '../../canonical/index.ts';
import type { FilingRule } from './filing-rule.ts';

const TRANSIT = ['CC015C'] as const;
const SOURCE = 'NCTS phase 5, IE015 (../shared/rules/ncts-p5)';

/** R0473: the departure means whose identification customs reads as a register entry. */
const DEPARTURE_UPPER_CASE = new Set(['10', '20', '21', '30', '31', '40', '41', '80']);
/** R0076: the same for the active means at the border. */
const BORDER_UPPER_CASE = new Set(['10', '21', '30', '40', '41', '80']);
/** R0472: the inland modes whose means are typed by the mode's own first digit. */
const TYPED_BY_MODE = new Set([1, 2, 3, 4, 8]);

const kg = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The official NCTS rules and conditions of IE015 checked before a CC015C is built, each under
 * its official id (src/regimes/rules/ie015-official-rules.ts says which the others are).
 */
export const NCTS_TRANSIT_RULES: readonly FilingRule[] = [
  {
    id: 'C0153',
    messages: TRANSIT,
    elements: ['ConsignmentItem/Commodity/CommodityCode/harmonizedSystemSubHeadingCode'],
    path: '/goods_items/*/commodity_code',
    reason: 'Every goods item of a T1 or T2 has its commodity code (only a TIR may go without).',
    source: `${SOURCE}: C0153`,
    *check({ declaration }) {
      for (const [index, item] of (declaration.goods_items ?? []).entries())
        if (!item.commodity_code)
          yield {
            path: `/goods_items/${index}/commodity_code`,
            message: 'is required: a transit declaration names every item’s commodity code',
          };
    },
  },
  {
    id: 'R0473',
    messages: TRANSIT,
    elements: ['DepartureTransportMeans/identificationNumber'],
    path: '/transport/departure_means_id',
    reason:
      'The departure means’ identification has no lower-case letters when its type is a registration or a name (10, 20, 21, 30, 31, 40, 41, 80).',
    source: `${SOURCE}: R0473`,
    *check({ declaration }) {
      const { departure_means_id: id, departure_means_type_code: type } =
        declaration.transport ?? {};
      if (id && type && DEPARTURE_UPPER_CASE.has(type) && id !== id.toUpperCase())
        yield {
          path: '/transport/departure_means_id',
          message: `${id} has lower-case letters; customs reads a type ${type} identification in capitals: ${id.toUpperCase()}`,
        };
    },
  },
  {
    id: 'R0076',
    messages: TRANSIT,
    elements: ['ActiveBorderTransportMeans/identificationNumber'],
    path: '/transport/border_means_id',
    reason:
      'The border means’ identification has no lower-case letters when its type is a registration or a name (10, 21, 30, 40, 41, 80).',
    source: `${SOURCE}: R0076`,
    *check({ declaration }) {
      const { border_means_id: id, border_means_type_code: type } = declaration.transport ?? {};
      if (id && type && BORDER_UPPER_CASE.has(type) && id !== id.toUpperCase())
        yield {
          path: '/transport/border_means_id',
          message: `${id} has lower-case letters; customs reads a type ${type} identification in capitals: ${id.toUpperCase()}`,
        };
    },
  },
  {
    id: 'R0472',
    messages: TRANSIT,
    elements: ['DepartureTransportMeans/typeOfIdentification'],
    path: '/transport/departure_means_type_code',
    reason:
      'By sea, rail, road, air or inland waterway (inland modes 1, 2, 3, 4, 8), the departure means’ type of identification starts with the mode’s digit.',
    source: `${SOURCE}: R0472`,
    *check({ declaration }) {
      const { departure_means_mode_code: mode, departure_means_type_code: type } =
        declaration.transport ?? {};
      if (mode !== undefined && type && TYPED_BY_MODE.has(mode) && type[0] !== String(mode))
        yield {
          path: '/transport/departure_means_type_code',
          message: `${type} is not a type of identification for inland mode ${mode}: it starts with ${mode}`,
        };
    },
  },
  {
    id: 'R0474',
    messages: TRANSIT,
    elements: ['DepartureTransportMeans/typeOfIdentification'],
    path: '/transport/departure_means_type_code',
    reason: 'By road (inland mode 3), the departure means is identified by its registration (30).',
    source: `${SOURCE}: R0474`,
    *check({ declaration }) {
      const { departure_means_mode_code: mode, departure_means_type_code: type } =
        declaration.transport ?? {};
      if (mode === 3 && type && type.startsWith('3') && type !== '30')
        yield {
          path: '/transport/departure_means_type_code',
          message: `${type} by road: the first means is the vehicle’s registration, type 30`,
        };
    },
  },
  {
    id: 'R0318',
    messages: TRANSIT,
    elements: ['Guarantee/GuaranteeReference/GRN'],
    path: '/guarantees/*/grn',
    reason: 'A GRN has at most 17 characters; 24 for an individual guarantee by voucher (type 4).',
    source: `${SOURCE}: R0318`,
    *check({ declaration }) {
      for (const [index, guarantee] of (declaration.guarantees ?? []).entries()) {
        const limit = guarantee.type === '4' ? 24 : 17;
        if (guarantee.grn && guarantee.grn.length > limit)
          yield {
            path: `/guarantees/${index}/grn`,
            message: `has ${guarantee.grn.length} characters; a type ${guarantee.type ?? '?'} guarantee’s GRN has at most ${limit}`,
          };
      }
    },
  },
  {
    id: 'R0107',
    messages: TRANSIT,
    elements: ['TransportEquipment/Seal/identifier'],
    path: '/goods_items/*/containers/*/seals/*',
    reason: 'A seal is on one container only: its identifier is unique in the declaration.',
    source: `${SOURCE}: R0107`,
    *check({ declaration }) {
      // The same container on several lines is one equipment with its seals once (the builder
      // joins them); a seal on two different containers cannot be.
      const containerOf = new Map<string, string>();
      for (const [index, item] of (declaration.goods_items ?? []).entries())
        for (const [at, container] of (item.containers ?? []).entries())
          for (const [s, seal] of (container.seals ?? []).entries()) {
            const owner = container.container_number ?? `line ${index + 1}`;
            const first = containerOf.get(seal);
            if (first === undefined) containerOf.set(seal, owner);
            else if (first !== owner)
              yield {
                path: `/goods_items/${index}/containers/${at}/seals/${s}`,
                message: `seal ${seal} is on ${first} already; a seal closes one container`,
              };
          }
    },
  },
  {
    id: 'C0086',
    messages: TRANSIT,
    elements: ['Guarantee/GuaranteeReference/accessCode'],
    path: '/guarantees/*/access_code',
    reason:
      'An access code belongs to a guarantee with a GRN (types of CL286); the other types have none.',
    source: `${SOURCE}: C0086`,
    *check({ declaration, codes }) {
      for (const [index, guarantee] of (declaration.guarantees ?? []).entries())
        if (guarantee.access_code && guarantee.type && codes.has('CL286', guarantee.type) === false)
          yield {
            path: `/guarantees/${index}/access_code`,
            message: `a type ${guarantee.type} guarantee has no GRN, so no access code`,
          };
    },
  },
  {
    id: 'C0015',
    messages: TRANSIT,
    elements: ['ConsignmentItem/AdditionalReference/referenceNumber'],
    path: '/goods_items/*/additional_references/*/reference',
    reason: 'An excise document (CL234: C651, C658) among an item’s references has its number.',
    source: `${SOURCE}: C0015`,
    *check({ declaration, codes }) {
      for (const [index, item] of (declaration.goods_items ?? []).entries())
        for (const [at, reference] of (item.additional_references ?? []).entries())
          if (reference.type && codes.has('CL234', reference.type) && !reference.reference)
            yield {
              path: `/goods_items/${index}/additional_references/${at}/reference`,
              message: `is required: an excise document ${reference.type} is named by its number`,
            };
    },
  },
  {
    id: 'R0023',
    messages: TRANSIT,
    elements: ['ConsignmentItem/AdditionalReference/referenceNumber'],
    path: '/goods_items/*/additional_references/*/reference',
    reason: 'An excise document’s number (CL234) is not 0.',
    source: `${SOURCE}: R0023`,
    *check({ declaration, codes }) {
      for (const [index, item] of (declaration.goods_items ?? []).entries())
        for (const [at, reference] of (item.additional_references ?? []).entries())
          if (reference.type && codes.has('CL234', reference.type) && reference.reference === '0')
            yield {
              path: `/goods_items/${index}/additional_references/${at}/reference`,
              message: `is 0: an excise document ${reference.type} is named by its real number`,
            };
    },
  },
  {
    id: 'R0983',
    messages: TRANSIT,
    elements: ['HouseConsignment/grossMass'],
    path: '/house_consignments/*/gross_mass',
    reason: 'A house consignment weighs at least what its goods items weigh together.',
    source: `${SOURCE}: R0983`,
    *check({ declaration }) {
      for (const { path, mass, items } of housesWithItems(declaration)) {
        const sum = kg(items.reduce((total, item) => total + (item.gross_mass ?? 0), 0));
        if (mass !== undefined && mass < sum)
          yield {
            path,
            message: `${mass} kg is less than its goods items’ ${sum} kg`,
          };
      }
    },
  },
  {
    id: 'C0599',
    messages: TRANSIT,
    elements: ['Consignment/modeOfTransportAtTheBorder'],
    path: '/transport/mode_at_border',
    reason:
      'With security data (security 1, 2 or 3) the mode of transport at the border is declared.',
    source: `${SOURCE}: C0599`,
    *check({ declaration }) {
      const security = declaration.security_code ?? 0;
      if (security > 0 && declaration.transport?.mode_at_border === undefined)
        yield {
          path: '/transport/mode_at_border',
          message: `is required with security ${security}`,
        };
    },
  },
  {
    id: 'C0403',
    messages: TRANSIT,
    elements: ['Consignment/PlaceOfLoading'],
    path: '/loading_location/loading_place_code',
    reason: 'A standard transit declaration (type A) names its place of loading.',
    source: `${SOURCE}: C0403`,
    *check({ declaration }) {
      const loading = declaration.loading_location;
      if (!loading?.loading_place_code && !loading?.loading_place)
        yield {
          path: '/loading_location/loading_place_code',
          message: 'is required: where the goods are loaded, by its UN/LOCODE',
        };
    },
  },
  {
    id: 'C0387',
    messages: TRANSIT,
    elements: ['Consignment/PlaceOfLoading/UNLocode'],
    path: '/loading_location/loading_place_code',
    reason:
      'A place of loading without a UN/LOCODE needs its country, which the declaration has no place for: the place is named by its UN/LOCODE.',
    source: `${SOURCE}: C0387`,
    *check({ declaration }) {
      const loading = declaration.loading_location;
      if (loading?.loading_place && !loading.loading_place_code)
        yield {
          path: '/loading_location/loading_place_code',
          message: `is required: ${loading.loading_place} is named by its UN/LOCODE`,
        };
    },
  },
  {
    id: 'C0343',
    messages: TRANSIT,
    elements: ['Consignment/countryOfDestination'],
    path: '/shipment/country_of_destination',
    reason: 'The country of destination is declared (for the consignment as a whole).',
    source: `${SOURCE}: C0343`,
    *check({ declaration }) {
      if (!declaration.shipment?.country_of_destination)
        yield { path: '/shipment/country_of_destination', message: 'is required' };
    },
  },
  {
    id: 'C0909',
    messages: TRANSIT,
    elements: ['Consignment/countryOfDispatch'],
    path: '/shipment/country_of_dispatch',
    reason: 'The country of dispatch is declared (for the consignment as a whole).',
    source: `${SOURCE}: C0909`,
    *check({ declaration }) {
      if (!declaration.shipment?.country_of_dispatch)
        yield { path: '/shipment/country_of_dispatch', message: 'is required' };
    },
  },
  {
    id: 'C0586',
    messages: TRANSIT,
    elements: ['Consignment/CountryOfRoutingOfConsignment'],
    path: '/transport/route',
    reason: 'A binding itinerary, or security data, comes with the countries of routing.',
    source: `${SOURCE}: C0586`,
    *check({ declaration }) {
      const security = declaration.security_code ?? 0;
      if ((declaration.binding_itinerary || security > 0) && !declaration.transport?.route?.length)
        yield {
          path: '/transport/route',
          message: declaration.binding_itinerary
            ? 'is required: a binding itinerary names the countries it passes'
            : `is required with security ${security}`,
        };
    },
  },
  {
    id: 'R0906',
    messages: TRANSIT,
    elements: ['CustomsOfficeOfTransitDeclared/referenceNumber'],
    path: '/customs_offices/transit',
    reason: 'Goods for an office in Andorra pass an office of transit in Andorra.',
    source: `${SOURCE}: R0906`,
    *check({ declaration }) {
      const offices = declaration.customs_offices ?? {};
      if (offices.destination?.startsWith('AD') && !offices.transit?.startsWith('AD'))
        yield {
          path: '/customs_offices/transit',
          message: `${offices.transit ?? 'no office'}: goods for ${offices.destination} pass an office of transit in Andorra`,
        };
    },
  },
  {
    id: 'R0909',
    messages: TRANSIT,
    elements: ['TransitOperation/declarationType'],
    path: '/declaration_type',
    reason: 'Goods for San Marino leave a Belgian office under T2 (T2SM is Italy’s).',
    source: `${SOURCE}: R0909`,
    *check({ declaration }) {
      if (
        declaration.customs_offices?.destination?.startsWith('SM') &&
        declaration.declaration_type !== 'T2'
      )
        yield {
          path: '/declaration_type',
          message: `is ${declaration.declaration_type}; goods for San Marino from outside Italy travel under T2`,
        };
    },
  },
  {
    id: 'R0220',
    messages: TRANSIT,
    elements: ['Packaging/numberOfPackages'],
    path: '/goods_items/*/packages/*/quantity',
    reason: 'Unpacked goods (CL182) are counted in pieces: their number of packages is not 0.',
    source: `${SOURCE}: R0220`,
    *check({ declaration, codes }) {
      for (const [index, item] of (declaration.goods_items ?? []).entries())
        for (const [at, pack] of (item.packages ?? []).entries())
          if (pack.quantity === 0 && pack.type && codes.has('CL182', pack.type))
            yield {
              path: `/goods_items/${index}/packages/${at}/quantity`,
              message: `is 0; unpacked goods (${pack.type}) are declared by their number of pieces`,
            };
    },
  },
  {
    id: 'C0055',
    messages: TRANSIT,
    elements: ['TransportEquipment/containerIdentificationNumber'],
    path: '/goods_items/*/containers/*/container_number',
    reason: 'Goods in a container name the container by its number.',
    source: `${SOURCE}: C0055 (and with it R0448: an equipment without a number needs seals)`,
    *check({ declaration }) {
      for (const [index, item] of (declaration.goods_items ?? []).entries())
        for (const [at, container] of (item.containers ?? []).entries())
          if (!container.container_number)
            yield {
              path: `/goods_items/${index}/containers/${at}/container_number`,
              message: 'is required: the container the goods are in, by its number',
            };
    },
  },
];

/** Each house consignment as the message writes it: its declared mass and its goods items. */
const housesWithItems = (declaration: CanonicalDeclaration) => {
  const items = declaration.goods_items ?? [];
  if (declaration.house_consignments?.length)
    return declaration.house_consignments.map((house, index) => ({
      path: `/house_consignments/${index}/gross_mass`,
      mass: house.gross_mass,
      items: items.filter((item) => item.house_consignment_sequence === house.sequence_number),
    }));
  // One house: the builder writes the consignment's total gross mass as its mass.
  return [{ path: '/totals/gross_mass', mass: declaration.totals?.gross_mass, items }];
};
