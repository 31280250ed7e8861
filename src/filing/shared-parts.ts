import type {
  CanonicalDeclaration,
  CanonicalGoodsItem,
  CanonicalParty,
} from '../canonical/index.ts';
import type { CompanySettings } from '../runtime-settings/index.ts';
import { documents } from './documents.ts';
import { addressGroup, trader } from './parties.ts';
import type { Checks } from './checks.ts';
import type { MessageContext } from './message-context.ts';
import { group, leaf } from './xml-tree.ts';

/** Elements every declaration message writes the same way, whatever its schema. */

export const messageHeader = (checks: Checks, context: MessageContext, messageType: string) => [
  checks.within('').leaf('messageSender', context.senderGln, 'settings:declarations:sender_gln', {
    required: true,
  }),
  leaf('messageRecipient', context.recipient),
  leaf('preparationDateAndTime', context.preparedAt),
  leaf('messageIdentification', context.messageId),
  leaf('messageType', messageType),
];

export const sum = (values: (number | undefined)[]) =>
  values.every((value) => value === undefined)
    ? undefined
    : values.reduce<number>((total, value) => total + (value ?? 0), 0);

export const containerIndicator = (declaration: CanonicalDeclaration) =>
  leaf(
    'containerIndicator',
    (declaration.goods_items ?? []).some((item) => (item.containers ?? []).length > 0),
  );

/**
 * Commodity of a goods item: description, code split into HS sub-heading, CN and (when the
 * message has a place for it) TARIC digits, UN numbers (CL101), gross and net mass.
 */
export const commodity = (
  checks: Checks,
  item: CanonicalGoodsItem,
  where: string,
  path: string,
  options: { taric: boolean },
) => {
  const code = item.commodity_code;
  return group(
    'Commodity',
    checks
      .within(`${where}/Commodity`)
      .leaf('descriptionOfGoods', item.description, `${path}/description`, { required: true }),
    code
      ? group(
          'CommodityCode',
          leaf('harmonizedSystemSubHeadingCode', code.slice(0, 6)),
          leaf('combinedNomenclatureCode', code.slice(6, 8)),
          options.taric ? leaf('taricCode', code.slice(8, 10)) : undefined,
        )
      : undefined,
    ...(item.undg_numbers ?? []).map((number, n) =>
      group(
        'DangerousGoods',
        leaf('sequenceNumber', n + 1),
        checks
          .within(`${where}/Commodity/DangerousGoods[${n + 1}]`)
          .leaf('UNNumber', number, `${path}/undg_numbers/${n}`, { list: 'CL101' }),
      ),
    ),
    group(
      'GoodsMeasure',
      checks
        .within(`${where}/Commodity/GoodsMeasure`)
        .leaf('grossMass', item.gross_mass, `${path}/gross_mass`, { required: true }),
      leaf('netMass', item.net_mass),
      leaf('supplementaryUnits', item.supplementary_quantity),
    ),
  );
};

/** At least one Packaging per item (CL017 kind of packages). */
export const packagings = (
  checks: Checks,
  item: CanonicalGoodsItem,
  where: string,
  path: string,
) => {
  const packages = item.packages ?? [];
  if (packages.length === 0) checks.required(undefined, `${where}/Packaging`, `${path}/packages`);
  return packages.map((pack, n) =>
    group(
      'Packaging',
      leaf('sequenceNumber', n + 1),
      checks
        .within(`${where}/Packaging[${n + 1}]`)
        .leaf('typeOfPackages', pack.type, `${path}/packages/${n}/type`, {
          required: true,
          list: 'CL017',
        }),
      leaf('numberOfPackages', pack.quantity),
      leaf('shippingMarks', pack.shipping_marks),
    ),
  );
};

/** Containers across all items, each once, with its seals and the items it carries. */
export const transportEquipment = (
  checks: Checks,
  declaration: CanonicalDeclaration,
  where: string,
) => {
  const byNumber = new Map<string, { seals: Set<string>; items: Set<number> }>();
  (declaration.goods_items ?? []).forEach((item, index) => {
    for (const container of item.containers ?? []) {
      const number = container.container_number ?? '';
      const entry = byNumber.get(number) ?? { seals: new Set<string>(), items: new Set<number>() };
      for (const seal of container.seals ?? []) entry.seals.add(seal);
      entry.items.add(item.declaration_goods_item_number ?? index + 1);
      byNumber.set(number, entry);
    }
  });
  checks.rule(
    byNumber.size <= 9999,
    `${where}/TransportEquipment`,
    '/goods_items',
    'more than 9,999 containers',
  );
  return [...byNumber].map(([number, entry], index) =>
    group(
      'TransportEquipment',
      leaf('sequenceNumber', index + 1),
      leaf('containerIdentificationNumber', number),
      leaf('numberOfSeals', entry.seals.size),
      ...[...entry.seals].map((seal, n) =>
        group('Seal', leaf('sequenceNumber', n + 1), leaf('identifier', seal)),
      ),
      ...[...entry.items].map((item, n) =>
        group(
          'GoodsReference',
          leaf('sequenceNumber', n + 1),
          leaf('declarationGoodsItemNumber', item),
        ),
      ),
    ),
  );
};

/** LocationOfGoods from the authorised location: type (CL347), qualifier (CL326), identifiers. */
export const locationOfGoods = (
  checks: Checks,
  declaration: CanonicalDeclaration,
  where: string,
) => {
  const location = declaration.authorised_location_of_goods;
  if (!location) return undefined;
  const at = checks.within(`${where}/LocationOfGoods`);
  const path = '/authorised_location_of_goods';
  return group(
    'LocationOfGoods',
    at.leaf('typeOfLocation', location.type_of_location, `${path}/type_of_location`, {
      required: true,
      list: 'CL347',
    }),
    at.leaf(
      'qualifierOfIdentification',
      location.qualifier_of_identification,
      `${path}/qualifier_of_identification`,
      { required: true, list: 'CL326' },
    ),
    leaf('authorisationNumber', location.authorisation_number),
    leaf('UNLocode', location.un_locode),
    addressGroup(location, Boolean(location.street_and_number)),
  );
};

export const routeCountries = (checks: Checks, declaration: CanonicalDeclaration, where: string) =>
  (declaration.transport?.route ?? []).map((country, index) =>
    group(
      'CountryOfRoutingOfConsignment',
      leaf('sequenceNumber', index + 1),
      checks
        .within(`${where}/CountryOfRoutingOfConsignment[${index + 1}]`)
        .leaf('country', country, `/transport/route/${index}`, { list: 'CL008' }),
    ),
  );

export const transportCharges = (
  checks: Checks,
  declaration: CanonicalDeclaration,
  where: string,
) => {
  const method = declaration.shipment?.transport_charges_method_of_payment;
  return method
    ? group(
        'TransportCharges',
        checks
          .within(`${where}/TransportCharges`)
          .leaf('methodOfPayment', method, '/shipment/transport_charges_method_of_payment', {
            list: 'CL116',
          }),
      )
    : undefined;
};

/** Goods item numbers in the declaration: the sender's declaration_goods_item_number, else position. */
export const declarationItemNumber = (item: CanonicalGoodsItem, index: number) =>
  item.declaration_goods_item_number ?? index + 1;

/** Authorisations with their types checked against `list` where the domain has a public one. */
export const authorisations = (
  checks: Checks,
  declaration: CanonicalDeclaration,
  list: string | undefined,
) =>
  (declaration.authorisations ?? []).map((authorisation, index) => {
    const path = `/authorisations/${index}`;
    const at = checks.within(`Authorisation[${index + 1}]`);
    return group(
      'Authorisation',
      leaf('sequenceNumber', index + 1),
      at.leaf('type', authorisation.type, `${path}/type`, { required: true, list }),
      at.leaf('referenceNumber', authorisation.reference, `${path}/reference`, { required: true }),
    );
  });

/** The declarant: the declaration's own, else the company's from the declarations:declarant_* settings. */
export const declarantOf = (
  declaration: CanonicalDeclaration,
  company: CompanySettings,
): { party: CanonicalParty | undefined; path: string } => {
  if (declaration.parties?.declarant)
    return { party: declaration.parties.declarant, path: '/parties/declarant' };
  const eori = company['declarations:declarant_eori'];
  if (!eori) return { party: undefined, path: 'settings:declarations:declarant_eori' };
  return {
    path: 'settings:declarations:declarant_eori',
    party: {
      eori,
      name: company['declarations:declarant_name'] || undefined,
      street_and_number: company['declarations:declarant_street'] || undefined,
      postcode: company['declarations:declarant_postcode'] || undefined,
      city: company['declarations:declarant_city'] || undefined,
      country: company['declarations:declarant_city'] ? 'BE' : undefined,
    },
  };
};

export const deliveryTerms = (declaration: CanonicalDeclaration) => {
  const shipment = declaration.shipment ?? {};
  return shipment.incoterm
    ? group(
        'DeliveryTerms',
        leaf('incotermCode', shipment.incoterm),
        leaf('location', shipment.incoterm_location),
        leaf('country', shipment.incoterm_country),
      )
    : undefined;
};

/** The Declarant element: an EORI is required, whether the declaration or the settings give it. */
export const declarantElement = (checks: Checks, declarant: ReturnType<typeof declarantOf>) => {
  const eoriPath = declarant.path.startsWith('settings:')
    ? declarant.path
    : `${declarant.path}/eori`;
  checks.check(declarant.party?.eori, 'Declarant/identificationNumber', eoriPath, {
    required: true,
  });
  return [trader(checks, 'Declarant', declarant.party, declarant.path)];
};

/** Consignment gross mass: the declared total, else the sum of the items. */
export const consignmentGrossMass = (
  checks: Checks,
  declaration: CanonicalDeclaration,
  where: string,
) =>
  checks
    .within(where)
    .leaf(
      'grossMass',
      declaration.totals?.gross_mass ??
        sum((declaration.goods_items ?? []).map((item) => item.gross_mass)),
      '/totals/gross_mass',
      { required: true },
    );

/** Identification and nationality of a means of transport (export departure, import arrival). */
export const transportMeans = (
  checks: Checks,
  where: string,
  element: string,
  means: { id: string | undefined; nationality: string | undefined; path: string },
) =>
  means.id || means.nationality
    ? group(
        element,
        leaf('identificationNumber', means.id),
        checks
          .within(`${where}/${element}`)
          .leaf('nationality', means.nationality, `${means.path}_nationality`, { list: 'CL165' }),
      )
    : undefined;

/** The active means at the border as the export and import messages carry it. */
export const activeBorderMeans = (
  checks: Checks,
  declaration: CanonicalDeclaration,
  where: string,
) =>
  transportMeans(checks, where, 'ActiveBorderTransportMeans', {
    id: declaration.transport?.border_means_id,
    nationality: declaration.transport?.border_means_nationality,
    path: '/transport/border_means',
  });

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
    leaf('natureOfTransaction', shipment.nature_of_transaction),
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
