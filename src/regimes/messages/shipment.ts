import type { CanonicalDeclaration } from '../../canonical/index.ts';
import type { Checks } from './checks.ts';
import { documents } from './documents.ts';
import { group, leaf } from './xml-tree.ts';

export const deliveryTerms = (declaration: CanonicalDeclaration) => {
  const shipment = declaration.shipment ?? {};
  return shipment.incoterm
    ? group(
        'DeliveryTerms',
        leaf('incotermCode', shipment.incoterm, '/shipment/incoterm'),
        leaf('location', shipment.incoterm_location, '/shipment/incoterm_location'),
        leaf('country', shipment.incoterm_country, '/shipment/incoterm_country'),
      )
    : undefined;
};

/**
 * GoodsShipment's opening elements in the export and import messages: nature of transaction,
 * countries of dispatch and destination (CL008; destination required on export), delivery terms,
 * and the declaration-level supporting documents and additional references.
 */
export const goodsShipmentHeader = (
  checks: Checks,
  declaration: CanonicalDeclaration,
  destinationRequired: boolean,
) => {
  const at = checks.within('GoodsShipment');
  const shipment = declaration.shipment ?? {};
  return [
    leaf('natureOfTransaction', shipment.nature_of_transaction, '/shipment/nature_of_transaction'),
    at.leaf('countryOfDispatch', shipment.country_of_dispatch, '/shipment/country_of_dispatch', {
      list: 'CL008',
    }),
    at.leaf(
      'countryOfDestination',
      shipment.country_of_destination,
      '/shipment/country_of_destination',
      { required: destinationRequired, list: 'CL008' },
    ),
    deliveryTerms(declaration),
    ...documents(
      checks,
      'GoodsShipment',
      'SupportingDocument',
      undefined,
      declaration.supporting_documents,
      '/supporting_documents',
    ),
    ...documents(
      checks,
      'GoodsShipment',
      'AdditionalReference',
      undefined,
      declaration.additional_references,
      '/additional_references',
    ),
  ];
};
