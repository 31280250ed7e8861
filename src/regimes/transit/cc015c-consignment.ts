import type { CanonicalDeclaration } from '../../canonical/index.ts';
import { houseConsignments, transitItemNumbers } from './cc015c-goods.ts';
import type { Checks } from '../messages/checks.ts';
import { documents } from '../messages/documents.ts';
import { transitTrader } from './transit-trader.ts';
import { consignmentGrossMass, containerIndicator } from '../messages/goods.ts';
import { locationOfGoods } from '../messages/location.ts';
import { routeCountries, transportCharges, transportEquipment } from '../messages/transport.ts';
import { group, leaf } from '../messages/xml-tree.ts';

const departureMeans = (checks: Checks, transport: CanonicalDeclaration['transport'] = {}) => {
  if (!transport.departure_means_id) return undefined;
  const at = checks.within('Consignment/DepartureTransportMeans');
  return group(
    'DepartureTransportMeans',
    leaf('sequenceNumber', 1),
    at.leaf(
      'typeOfIdentification',
      transport.departure_means_type_code,
      '/transport/departure_means_type_code',
      { required: true, list: 'CL750' },
    ),
    leaf('identificationNumber', transport.departure_means_id, '/transport/departure_means_id'),
    at.leaf(
      'nationality',
      transport.departure_means_nationality,
      '/transport/departure_means_nationality',
      { required: true, list: 'CL165' },
    ),
  );
};

/**
 * The active means at the border, reported at the office of exit (TR-BORDER-OFFICE): without
 * one (a transit within the Union, security 0) there is no border to report it at, and the
 * dossier is told that it was not carried rather than naming another office as the border.
 */
const borderMeans = (checks: Checks, declaration: CanonicalDeclaration) => {
  const transport = declaration.transport ?? {};
  if (!transport.border_means_id) return undefined;
  const exit = declaration.customs_offices?.exit;
  if (!exit) {
    const why =
      'the active means at the border is reported at the office of exit, and the declaration names none';
    for (const key of [
      'border_means_id',
      'border_means_nationality',
      'border_means_type_code',
    ] as const)
      checks.notCarried(
        transport[key],
        'Consignment/ActiveBorderTransportMeans',
        `/transport/${key}`,
        why,
      );
    return undefined;
  }
  const at = checks.within('Consignment/ActiveBorderTransportMeans');
  return group(
    'ActiveBorderTransportMeans',
    leaf('sequenceNumber', 1),
    at.leaf('customsOfficeAtBorderReferenceNumber', exit, '/customs_offices/exit', {
      required: true,
    }),
    at.leaf(
      'typeOfIdentification',
      transport.border_means_type_code,
      '/transport/border_means_type_code',
      { required: true, list: 'CL219' },
    ),
    leaf('identificationNumber', transport.border_means_id, '/transport/border_means_id'),
    at.leaf(
      'nationality',
      transport.border_means_nationality,
      '/transport/border_means_nationality',
      { required: true, list: 'CL165' },
    ),
    // C0531: by air the conveyance reference is the flight, which a type 40 means is named by.
    transport.mode_at_border === 4 && transport.border_means_type_code === FLIGHT
      ? leaf('conveyanceReferenceNumber', transport.border_means_id, '/transport/border_means_id')
      : undefined,
  );
};

/** CL219 40: an aircraft named by its IATA flight number. */
const FLIGHT = '40';

/** CC015C's Consignment: countries, transport, parties, equipment, documents, house consignments. */
export const consignment = (checks: Checks, declaration: CanonicalDeclaration) => {
  const transport = declaration.transport ?? {};
  const shipment = declaration.shipment ?? {};
  const parties = declaration.parties ?? {};
  const loading = declaration.loading_location;
  const itemNumbers = transitItemNumbers(declaration);
  const at = checks.within('Consignment');
  return group(
    'Consignment',
    at.leaf('countryOfDispatch', shipment.country_of_dispatch, '/shipment/country_of_dispatch', {
      list: 'CL008',
    }),
    at.leaf(
      'countryOfDestination',
      shipment.country_of_destination,
      '/shipment/country_of_destination',
      { list: 'CL008' },
    ),
    containerIndicator(declaration),
    at.leaf(
      'inlandModeOfTransport',
      transport.departure_means_mode_code,
      '/transport/departure_means_mode_code',
      { list: 'CL218' },
    ),
    at.leaf('modeOfTransportAtTheBorder', transport.mode_at_border, '/transport/mode_at_border', {
      list: 'CL218',
    }),
    consignmentGrossMass(checks, declaration, 'Consignment'),
    leaf('referenceNumberUCR', declaration.ucr, '/ucr'),
    transitTrader(checks, 'Consignor', parties.consignor, '/parties/consignor'),
    transitTrader(checks, 'Consignee', parties.consignee, '/parties/consignee'),
    ...transportEquipment(
      checks,
      declaration,
      'Consignment',
      (index) => itemNumbers.get(index) ?? index + 1,
    ),
    locationOfGoods(checks, declaration, 'Consignment'),
    departureMeans(checks, transport),
    ...routeCountries(checks, declaration, 'Consignment'),
    borderMeans(checks, declaration),
    loading?.loading_place_code || loading?.loading_place
      ? group(
          'PlaceOfLoading',
          leaf('UNLocode', loading.loading_place_code, '/loading_location/loading_place_code'),
          leaf('location', loading.loading_place, '/loading_location/loading_place'),
        )
      : undefined,
    ...documents(
      checks,
      'Consignment',
      'SupportingDocument',
      'CL213',
      declaration.supporting_documents,
      '/supporting_documents',
    ),
    ...documents(
      checks,
      'Consignment',
      'TransportDocument',
      'CL754',
      declaration.transport_documents,
      '/transport_documents',
    ),
    ...documents(
      checks,
      'Consignment',
      'AdditionalReference',
      'CL380',
      declaration.additional_references,
      '/additional_references',
    ),
    ...transitCharges(checks, declaration),
    ...houseConsignments(checks, declaration),
  );
};

/**
 * C0186: a transit carries its transport charges only with security data; without (security 0)
 * the method of payment is kept on the dossier and said not to be carried.
 */
const transitCharges = (checks: Checks, declaration: CanonicalDeclaration) => {
  if ((declaration.security_code ?? 0) > 0)
    return [transportCharges(checks, declaration, 'Consignment')];
  checks.notCarried(
    declaration.shipment?.transport_charges_method_of_payment,
    'Consignment/TransportCharges',
    '/shipment/transport_charges_method_of_payment',
    'a transit without security data declares no transport charges (C0186)',
  );
  return [];
};
