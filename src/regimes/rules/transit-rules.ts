import type { FilingRule } from './filing-rule.ts';

const TRANSIT = ['CC015C'] as const;

/** Guarantee types that carry another reference instead of a GRN (cash deposit, public bodies). */
const OTHER_REFERENCE_TYPES = new Set(['3', '8']);

/** Rules of the NCTS transit declaration (CC015C) beyond its schema. */
export const TRANSIT_RULES: readonly FilingRule[] = [
  {
    id: 'TR-LIMIT-DATE',
    messages: TRANSIT,
    elements: ['TransitOperation/limitDate'],
    path: '/limit_date',
    reason: 'The limit date for presenting the goods at destination cannot be in the past.',
    source: 'UCC IA art. 297 (time limit set at departure); NCTS: not before the declaration date',
    *check({ declaration, today }) {
      if (declaration.limit_date && declaration.limit_date < today)
        yield {
          path: '/limit_date',
          message: `${declaration.limit_date} is before today (${today})`,
        };
    },
  },
  {
    id: 'TR-DEPARTURE-BELGIUM',
    messages: TRANSIT,
    elements: ['CustomsOfficeOfDeparture/referenceNumber'],
    path: '/customs_offices/departure',
    reason:
      'The office of departure is a Belgian office: the declaration goes to the Belgian NCTS.',
    source: 'SPEC.md (Belgian customs brokers, Belgian NCTS)',
    *check({ declaration }) {
      const departure = declaration.customs_offices?.departure;
      if (departure && !departure.startsWith('BE'))
        yield {
          path: '/customs_offices/departure',
          message: `${departure} is not a Belgian office; a transit from there is declared in its own country`,
        };
    },
  },
  {
    id: 'R0900',
    messages: TRANSIT,
    elements: ['Guarantee/guaranteeType'],
    path: '/guarantees/*/type',
    reason:
      'A T1 or T2 takes the guarantee types of union and common transit (CL230); TIR (B) and the others are refused.',
    source:
      'NCTS rule R0900: from an office of the Union, CL230 GuaranteeTypeEUNonTIR (TIR is never declared here)',
    *check({ declaration, codes }) {
      for (const [index, guarantee] of (declaration.guarantees ?? []).entries())
        if (guarantee.type && codes.has('CL230', guarantee.type) === false)
          yield {
            path: `/guarantees/${index}/type`,
            message: `${guarantee.type} is not a guarantee type of union transit (CL230)`,
          };
    },
  },
  {
    id: 'TR-GUARANTEE-GRN',
    messages: TRANSIT,
    elements: ['Guarantee/GuaranteeReference/GRN'],
    path: '/guarantees/*/grn',
    reason:
      'Guarantee types with a guarantee reference number (CL286) need the GRN and its access code; the others have none.',
    source: 'CL286 GuaranteeTypeWithGRN',
    *check({ declaration, codes }) {
      for (const [index, guarantee] of (declaration.guarantees ?? []).entries()) {
        if (!guarantee.type) continue;
        const withGrn = codes.has('CL286', guarantee.type);
        if (withGrn === true && !guarantee.grn)
          yield {
            path: `/guarantees/${index}/grn`,
            message: `is required: a guarantee of type ${guarantee.type} is identified by its GRN`,
          };
        if (withGrn === true && guarantee.grn && !guarantee.access_code)
          yield {
            path: `/guarantees/${index}/access_code`,
            element: 'Guarantee/GuaranteeReference/accessCode',
            message: `is required with the GRN of a guarantee of type ${guarantee.type}`,
          };
        if (withGrn === false && guarantee.grn)
          yield {
            path: `/guarantees/${index}/grn`,
            message: `must be left out: a guarantee of type ${guarantee.type} has no GRN`,
          };
      }
    },
  },
  {
    id: 'TR-GUARANTEE-OTHER-REFERENCE',
    messages: TRANSIT,
    elements: ['Guarantee/otherGuaranteeReference'],
    path: '/guarantees/*/other_reference',
    reason:
      'A cash guarantee (3) or one not required for a public body (8) names its reference (receipt or authority).',
    source:
      'NCTS guarantee conditions for types 3 and 8 (our reading; the official rule text is not public)',
    *check({ declaration }) {
      for (const [index, guarantee] of (declaration.guarantees ?? []).entries())
        if (
          guarantee.type &&
          OTHER_REFERENCE_TYPES.has(guarantee.type) &&
          !guarantee.other_reference
        )
          yield {
            path: `/guarantees/${index}/other_reference`,
            message: `is required for a guarantee of type ${guarantee.type}`,
          };
    },
  },
  {
    id: 'TR-BORDER-OFFICE',
    messages: TRANSIT,
    elements: ['Consignment/ActiveBorderTransportMeans/customsOfficeAtBorderReferenceNumber'],
    path: '/customs_offices/exit',
    reason:
      'With an exit summary (security 2), the active means at the border is reported at the office where the goods leave the Union: the office of exit.',
    source: 'NCTS phase 6 (security 2: exit summary data); CL175 offices of transit/exit',
    *check({ declaration }) {
      if (declaration.security_code === 2 && !declaration.customs_offices?.exit)
        yield {
          path: '/customs_offices/exit',
          message:
            'is required with security 2: the office where the goods leave the Union, named for the active means at the border',
        };
    },
  },
  {
    id: 'TR-AUTHORISED-LOCATION',
    messages: TRANSIT,
    elements: ['Consignment/LocationOfGoods', 'Authorisation'],
    path: '/authorised_location_of_goods',
    reason:
      'Goods at an authorised place (type B) are declared by an authorised consignor: the declaration carries the C521 authorisation and the location its authorisation number.',
    source: 'CL347 type B, CL326 qualifier Y, CL235 C521 (authorised consignor)',
    *check({ declaration }) {
      const location = declaration.authorised_location_of_goods;
      if (location?.type_of_location !== 'B') return;
      const c521 = (declaration.authorisations ?? []).find((entry) => entry.type === 'C521');
      if (!c521?.reference)
        yield {
          path: '/authorisations',
          element: 'Authorisation',
          message:
            'need the C521 authorisation (authorised consignor) for goods at an authorised place (type B); set declarations:auth_c521 or send it',
        };
      if (location.qualifier_of_identification === 'Y' && !location.authorisation_number)
        yield {
          path: '/authorised_location_of_goods/authorisation_number',
          element: 'Consignment/LocationOfGoods/authorisationNumber',
          message: 'is required for a location identified by its authorisation (qualifier Y)',
        };
    },
  },
  {
    id: 'TR-ITINERARY',
    messages: TRANSIT,
    elements: ['Consignment/CountryOfRoutingOfConsignment', 'CustomsOfficeOfDestinationDeclared'],
    path: '/transport/route',
    reason:
      'The route runs from the country of the office of departure to that of the office of destination, through the country of any office of transit; the office of destination lies in the country of destination.',
    source: 'EU customs data model DE 5/6, 5/8, 5/23 (offices and countries of routing)',
    *check({ declaration }) {
      const offices = declaration.customs_offices ?? {};
      const destinationCountry = declaration.shipment?.country_of_destination;
      if (
        offices.destination &&
        destinationCountry &&
        !offices.destination.startsWith(destinationCountry)
      )
        yield {
          path: '/customs_offices/destination',
          element: 'CustomsOfficeOfDestinationDeclared/referenceNumber',
          message: `${offices.destination} is not in the country of destination ${destinationCountry}`,
        };
      const route = declaration.transport?.route;
      if (!route?.length) return;
      const ends: [string | undefined, string][] = [
        [offices.departure, 'departure'],
        [offices.transit, 'transit'],
        [offices.destination, 'destination'],
      ];
      for (const [office, role] of ends)
        if (office && !route.includes(office.slice(0, 2)))
          yield {
            path: '/transport/route',
            message: `does not pass ${office.slice(0, 2)}, the country of the office of ${role} ${office}`,
          };
    },
  },
];
