import type {
  CanonicalDeclaration,
  CanonicalGoodsItem,
  CanonicalParty,
} from '../canonical/index.ts';
import type { Checks } from './checks.ts';
import type { MessageContext } from './message-context.ts';
import { group, leaf, serialize, type XmlNode } from './xml-tree.ts';

type Document = NonNullable<CanonicalDeclaration['supporting_documents']>[number];
type House = NonNullable<CanonicalDeclaration['house_consignments']>[number];

export const NCTS_NAMESPACE = 'http://ncts.dgtaxud.ec';

/** Belgium runs NCTS phase 6 in opt-out mode: security 0 (none) or 2 (exit summary only). */
const BELGIAN_SECURITY = new Set([0, 2]);

const address = (party: CanonicalParty | undefined) =>
  party?.street_and_number || party?.city
    ? group(
        'Address',
        leaf('streetAndNumber', party.street_and_number),
        leaf('postcode', party.postcode),
        leaf('city', party.city),
        leaf('country', party.country),
      )
    : undefined;

const contact = (party: CanonicalParty | undefined) =>
  party?.contact_name && party.contact_phone
    ? group(
        'ContactPerson',
        leaf('name', party.contact_name),
        leaf('phoneNumber', party.contact_phone),
        leaf('eMailAddress', party.contact_email),
      )
    : undefined;

const trader = (name: string, party: CanonicalParty | undefined, checks: Checks, at: string) => {
  if (!party) return undefined;
  checks.rule(
    Boolean(party.eori || (party.name && party.street_and_number && party.city && party.country)),
    name,
    at,
    'needs an EORI, or a name with street, city and country',
  );
  if (party.country)
    checks.code('CL248', party.country, `${name}/Address/country`, `${at}/country`);
  return group(
    name,
    leaf('identificationNumber', party.eori),
    leaf('name', party.name),
    address(party),
    contact(party),
  );
};

const documents = (
  element: string,
  list: string,
  items: readonly Document[] | undefined,
  checks: Checks,
  at: string,
  where: string,
  extra: (document: Document) => (XmlNode | undefined)[] = () => [],
) =>
  (items ?? []).map((document, index) => {
    const path = `${at}/${index}`;
    const name = `${where}${element}[${index + 1}]`;
    checks.code(
      list,
      checks.required(document.type, `${name}/type`, `${path}/type`),
      `${name}/type`,
      `${path}/type`,
    );
    const reference =
      element === 'AdditionalReference'
        ? document.reference
        : checks.required(document.reference, `${name}/referenceNumber`, `${path}/reference`);
    return group(
      element,
      leaf('sequenceNumber', document.sequence_number ?? index + 1),
      leaf('type', document.type),
      leaf('referenceNumber', reference),
      ...extra(document),
    );
  });

const sum = (values: (number | undefined)[]) =>
  values.every((value) => value === undefined)
    ? undefined
    : values.reduce<number>((total, value) => total + (value ?? 0), 0);

/** House consignments as sent (T2 groupage keeps the sender's numbers), else one holding every item. */
const housesOf = (declaration: CanonicalDeclaration) => {
  const items = (declaration.goods_items ?? []).map((item, index) => ({ item, index }));
  if (declaration.house_consignments?.length) {
    return declaration.house_consignments.map((house, index) => ({
      house,
      at: `/house_consignments/${index}`,
      items: items.filter(({ item }) => item.house_consignment_sequence === house.sequence_number),
    }));
  }
  const single: House = {
    sequence_number: 1,
    gross_mass: declaration.totals?.gross_mass,
    consignee: undefined,
  };
  return [{ house: single, at: '', items }];
};

const consignmentItem = (
  item: CanonicalGoodsItem,
  index: number,
  position: number,
  checks: Checks,
  where: string,
) => {
  const at = `/goods_items/${index}`;
  const name = `${where}ConsignmentItem[${position}]`;
  const code = item.commodity_code;
  (item.undg_numbers ?? []).forEach((number, n) =>
    checks.code(
      'CL101',
      number,
      `${name}/Commodity/DangerousGoods[${n + 1}]/UNNumber`,
      `${at}/undg_numbers/${n}`,
    ),
  );
  const packages = item.packages ?? [];
  if (packages.length === 0) checks.required(undefined, `${name}/Packaging`, `${at}/packages`);
  return group(
    'ConsignmentItem',
    leaf('goodsItemNumber', position),
    leaf('declarationGoodsItemNumber', item.declaration_goods_item_number ?? index + 1),
    group(
      'Commodity',
      leaf(
        'descriptionOfGoods',
        checks.required(
          item.description,
          `${name}/Commodity/descriptionOfGoods`,
          `${at}/description`,
        ),
      ),
      code
        ? group(
            'CommodityCode',
            leaf('harmonizedSystemSubHeadingCode', code.slice(0, 6)),
            leaf('combinedNomenclatureCode', code.slice(6, 8)),
          )
        : undefined,
      ...(item.undg_numbers ?? []).map((number, n) =>
        group('DangerousGoods', leaf('sequenceNumber', n + 1), leaf('UNNumber', number)),
      ),
      group(
        'GoodsMeasure',
        leaf(
          'grossMass',
          checks.required(
            item.gross_mass,
            `${name}/Commodity/GoodsMeasure/grossMass`,
            `${at}/gross_mass`,
          ),
        ),
        leaf('netMass', item.net_mass),
        leaf('supplementaryUnits', item.supplementary_quantity),
      ),
    ),
    ...packages.map((pack, n) => {
      const path = `${at}/packages/${n}`;
      const element = `${name}/Packaging[${n + 1}]/typeOfPackages`;
      checks.code(
        'CL017',
        checks.required(pack.type, element, `${path}/type`),
        element,
        `${path}/type`,
      );
      return group(
        'Packaging',
        leaf('sequenceNumber', n + 1),
        leaf('typeOfPackages', pack.type),
        leaf('numberOfPackages', pack.quantity),
        leaf('shippingMarks', pack.shipping_marks),
      );
    }),
    ...documents(
      'PreviousDocument',
      'CL214',
      item.previous_documents,
      checks,
      `${at}/previous_documents`,
      `${name}/`,
    ),
    ...documents(
      'SupportingDocument',
      'CL213',
      item.supporting_documents,
      checks,
      `${at}/supporting_documents`,
      `${name}/`,
    ),
    ...documents(
      'AdditionalReference',
      'CL380',
      item.additional_references,
      checks,
      `${at}/additional_references`,
      `${name}/`,
    ),
  );
};

/** Containers across all items, each once, with its seals and the items it carries. */
const transportEquipment = (declaration: CanonicalDeclaration, checks: Checks) => {
  const byNumber = new Map<string, { seals: Set<string>; items: number[] }>();
  (declaration.goods_items ?? []).forEach((item, index) => {
    for (const container of item.containers ?? []) {
      const number = container.container_number ?? '';
      const entry = byNumber.get(number) ?? { seals: new Set<string>(), items: [] };
      for (const seal of container.seals ?? []) entry.seals.add(seal);
      entry.items.push(item.declaration_goods_item_number ?? index + 1);
      byNumber.set(number, entry);
    }
  });
  checks.rule(
    byNumber.size <= 9999,
    'Consignment/TransportEquipment',
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
      ...[...new Set(entry.items)].map((item, n) =>
        group(
          'GoodsReference',
          leaf('sequenceNumber', n + 1),
          leaf('declarationGoodsItemNumber', item),
        ),
      ),
    ),
  );
};

/**
 * CC015C, the NCTS transit declaration (T1, T2), from the canonical declaration. Pure: the same
 * data, context and reference codes give the same message. Problems are collected in `checks`;
 * the caller validates the result against the phase's schema.
 */
export const buildCc015c = (
  declaration: CanonicalDeclaration,
  context: MessageContext,
  checks: Checks,
): string => {
  const offices = declaration.customs_offices ?? {};
  const transport = declaration.transport ?? {};
  const shipment = declaration.shipment ?? {};
  const parties = declaration.parties ?? {};
  const location = declaration.authorised_location_of_goods;
  const loading = declaration.loading_location;
  const security = declaration.security_code;
  checks.rule(
    security === undefined || BELGIAN_SECURITY.has(security),
    'TransitOperation/security',
    '/security_code',
    'must be 0 or 2: Belgium runs NCTS in opt-out mode',
  );
  checks.rule(
    declaration.declaration_type === 'T1' || declaration.declaration_type === 'T2',
    'TransitOperation/declarationType',
    '/declaration_type',
    'must be T1 or T2 for a transit declaration',
  );
  const houses = housesOf(declaration);
  const items = declaration.goods_items ?? [];
  checks.rule(
    items.length > 0,
    'Consignment/HouseConsignment/ConsignmentItem',
    '/goods_items',
    'at least one goods item is required',
  );
  checks.rule(
    items.length <= 999,
    'Consignment/HouseConsignment/ConsignmentItem',
    '/goods_items',
    'at most 999 goods items fit one declaration',
  );
  items.forEach((item, index) => {
    if (declaration.house_consignments?.length && item.house_consignment_sequence === undefined)
      checks.required(
        undefined,
        'Consignment/HouseConsignment',
        `/goods_items/${index}/house_consignment_sequence`,
      );
  });
  const grossMass = declaration.totals?.gross_mass ?? sum(items.map((item) => item.gross_mass));

  const routeCountries = transport.route ?? [];
  routeCountries.forEach((country, index) =>
    checks.code(
      'CL008',
      country,
      `Consignment/CountryOfRoutingOfConsignment[${index + 1}]/country`,
      `/transport/route/${index}`,
    ),
  );
  const hasBorderMeans = Boolean(transport.border_means_id);
  const borderOffice = offices.exit ?? offices.transit ?? offices.destination;

  const body: (XmlNode | undefined)[] = [
    leaf(
      'messageSender',
      checks.required(context.senderGln, 'messageSender', 'settings:declarations:sender_gln'),
    ),
    leaf('messageRecipient', context.recipient),
    leaf('preparationDateAndTime', context.preparedAt),
    leaf('messageIdentification', context.messageId),
    leaf('messageType', 'CC015C'),
    group(
      'TransitOperation',
      leaf('LRN', context.lrn),
      leaf('declarationType', declaration.declaration_type),
      leaf('additionalDeclarationType', 'A'),
      leaf('security', checks.required(security, 'TransitOperation/security', '/security_code')),
      leaf('reducedDatasetIndicator', '0'),
      leaf('bindingItinerary', declaration.binding_itinerary ?? false),
      leaf('limitDate', declaration.limit_date),
    ),
    ...(declaration.authorisations ?? []).map((authorisation, index) => {
      const at = `/authorisations/${index}`;
      const name = `Authorisation[${index + 1}]`;
      checks.code(
        'CL235',
        checks.required(authorisation.type, `${name}/type`, `${at}/type`),
        `${name}/type`,
        `${at}/type`,
      );
      return group(
        'Authorisation',
        leaf('sequenceNumber', index + 1),
        leaf('type', authorisation.type),
        leaf(
          'referenceNumber',
          checks.required(authorisation.reference, `${name}/referenceNumber`, `${at}/reference`),
        ),
      );
    }),
    group(
      'CustomsOfficeOfDeparture',
      leaf(
        'referenceNumber',
        checks.office(
          'DEP',
          checks.required(
            offices.departure,
            'CustomsOfficeOfDeparture/referenceNumber',
            '/customs_offices/departure',
          ),
          'CustomsOfficeOfDeparture/referenceNumber',
          '/customs_offices/departure',
        ),
      ),
    ),
    group(
      'CustomsOfficeOfDestinationDeclared',
      leaf(
        'referenceNumber',
        checks.office(
          'DES',
          checks.required(
            offices.destination,
            'CustomsOfficeOfDestinationDeclared/referenceNumber',
            '/customs_offices/destination',
          ),
          'CustomsOfficeOfDestinationDeclared/referenceNumber',
          '/customs_offices/destination',
        ),
      ),
    ),
    offices.transit
      ? group(
          'CustomsOfficeOfTransitDeclared',
          leaf('sequenceNumber', 1),
          leaf(
            'referenceNumber',
            checks.office(
              'TRA',
              offices.transit,
              'CustomsOfficeOfTransitDeclared/referenceNumber',
              '/customs_offices/transit',
            ),
          ),
        )
      : undefined,
    checks.required(
      trader(
        'HolderOfTheTransitProcedure',
        parties.transit_principal,
        checks,
        '/parties/transit_principal',
      ),
      'HolderOfTheTransitProcedure',
      '/parties/transit_principal',
    ),
    ...(() => {
      const guarantees = declaration.guarantees ?? [];
      if (guarantees.length === 0) checks.required(undefined, 'Guarantee', '/guarantees');
      return guarantees.map((guarantee, index) => {
        const at = `/guarantees/${index}`;
        const name = `Guarantee[${index + 1}]`;
        const type = checks.required(guarantee.type, `${name}/guaranteeType`, `${at}/type`);
        checks.code('CL251', type, `${name}/guaranteeType`, `${at}/type`);
        const reference = `${name}/GuaranteeReference`;
        const needsAmount = context.phase === 6;
        return group(
          'Guarantee',
          leaf('sequenceNumber', guarantee.sequence_number ?? index + 1),
          leaf('guaranteeType', type),
          guarantee.grn || guarantee.amount !== undefined
            ? group(
                'GuaranteeReference',
                leaf('sequenceNumber', 1),
                leaf('GRN', guarantee.grn),
                leaf('accessCode', guarantee.access_code),
                leaf(
                  'amountToBeCovered',
                  needsAmount
                    ? checks.required(
                        guarantee.amount,
                        `${reference}/amountToBeCovered`,
                        `${at}/amount`,
                      )
                    : guarantee.amount,
                ),
                leaf(
                  'currency',
                  checks.code(
                    'CL048',
                    needsAmount
                      ? checks.required(
                          guarantee.currency,
                          `${reference}/currency`,
                          `${at}/currency`,
                        )
                      : guarantee.currency,
                    `${reference}/currency`,
                    `${at}/currency`,
                  ),
                ),
              )
            : undefined,
        );
      });
    })(),
    group(
      'Consignment',
      leaf(
        'countryOfDispatch',
        checks.code(
          'CL008',
          shipment.country_of_dispatch,
          'Consignment/countryOfDispatch',
          '/shipment/country_of_dispatch',
        ),
      ),
      leaf(
        'countryOfDestination',
        checks.code(
          'CL008',
          shipment.country_of_destination,
          'Consignment/countryOfDestination',
          '/shipment/country_of_destination',
        ),
      ),
      leaf(
        'containerIndicator',
        items.some((item) => (item.containers ?? []).length > 0),
      ),
      leaf(
        'inlandModeOfTransport',
        checks.code(
          'CL218',
          transport.departure_means_mode_code,
          'Consignment/inlandModeOfTransport',
          '/transport/departure_means_mode_code',
        ),
      ),
      leaf(
        'modeOfTransportAtTheBorder',
        checks.code(
          'CL218',
          transport.mode_at_border,
          'Consignment/modeOfTransportAtTheBorder',
          '/transport/mode_at_border',
        ),
      ),
      leaf('grossMass', checks.required(grossMass, 'Consignment/grossMass', '/totals/gross_mass')),
      leaf('referenceNumberUCR', declaration.ucr),
      trader('Consignor', parties.consignor, checks, '/parties/consignor'),
      declaration.house_consignments?.length
        ? undefined
        : trader('Consignee', parties.consignee, checks, '/parties/consignee'),
      ...transportEquipment(declaration, checks),
      location
        ? group(
            'LocationOfGoods',
            leaf(
              'typeOfLocation',
              checks.code(
                'CL347',
                checks.required(
                  location.type_of_location,
                  'Consignment/LocationOfGoods/typeOfLocation',
                  '/authorised_location_of_goods/type_of_location',
                ),
                'Consignment/LocationOfGoods/typeOfLocation',
                '/authorised_location_of_goods/type_of_location',
              ),
            ),
            leaf(
              'qualifierOfIdentification',
              checks.code(
                'CL326',
                checks.required(
                  location.qualifier_of_identification,
                  'Consignment/LocationOfGoods/qualifierOfIdentification',
                  '/authorised_location_of_goods/qualifier_of_identification',
                ),
                'Consignment/LocationOfGoods/qualifierOfIdentification',
                '/authorised_location_of_goods/qualifier_of_identification',
              ),
            ),
            leaf('authorisationNumber', location.authorisation_number),
            leaf('UNLocode', location.un_locode),
            location.street_and_number
              ? group(
                  'Address',
                  leaf('streetAndNumber', location.street_and_number),
                  leaf('postcode', location.postcode),
                  leaf('city', location.city),
                  leaf('country', location.country),
                )
              : undefined,
          )
        : undefined,
      transport.departure_means_id
        ? group(
            'DepartureTransportMeans',
            leaf('sequenceNumber', 1),
            leaf(
              'typeOfIdentification',
              checks.code(
                'CL750',
                checks.required(
                  transport.departure_means_type_code,
                  'Consignment/DepartureTransportMeans/typeOfIdentification',
                  '/transport/departure_means_type_code',
                ),
                'Consignment/DepartureTransportMeans/typeOfIdentification',
                '/transport/departure_means_type_code',
              ),
            ),
            leaf('identificationNumber', transport.departure_means_id),
            leaf(
              'nationality',
              checks.code(
                'CL165',
                checks.required(
                  transport.departure_means_nationality,
                  'Consignment/DepartureTransportMeans/nationality',
                  '/transport/departure_means_nationality',
                ),
                'Consignment/DepartureTransportMeans/nationality',
                '/transport/departure_means_nationality',
              ),
            ),
          )
        : undefined,
      ...routeCountries.map((country, index) =>
        group(
          'CountryOfRoutingOfConsignment',
          leaf('sequenceNumber', index + 1),
          leaf('country', country),
        ),
      ),
      hasBorderMeans
        ? group(
            'ActiveBorderTransportMeans',
            leaf('sequenceNumber', 1),
            leaf(
              'customsOfficeAtBorderReferenceNumber',
              checks.required(
                borderOffice,
                'Consignment/ActiveBorderTransportMeans/customsOfficeAtBorderReferenceNumber',
                '/customs_offices/exit',
              ),
            ),
            leaf(
              'typeOfIdentification',
              checks.code(
                'CL219',
                checks.required(
                  transport.departure_means_type_code,
                  'Consignment/ActiveBorderTransportMeans/typeOfIdentification',
                  '/transport/departure_means_type_code',
                ),
                'Consignment/ActiveBorderTransportMeans/typeOfIdentification',
                '/transport/departure_means_type_code',
              ),
            ),
            leaf('identificationNumber', transport.border_means_id),
            leaf(
              'nationality',
              checks.code(
                'CL165',
                checks.required(
                  transport.border_means_nationality,
                  'Consignment/ActiveBorderTransportMeans/nationality',
                  '/transport/border_means_nationality',
                ),
                'Consignment/ActiveBorderTransportMeans/nationality',
                '/transport/border_means_nationality',
              ),
            ),
          )
        : undefined,
      loading?.loading_place_code || loading?.loading_place
        ? group(
            'PlaceOfLoading',
            leaf('UNLocode', loading.loading_place_code),
            leaf('location', loading.loading_place),
          )
        : undefined,
      ...documents(
        'SupportingDocument',
        'CL213',
        declaration.supporting_documents,
        checks,
        '/supporting_documents',
        'Consignment/',
      ),
      ...documents(
        'TransportDocument',
        'CL754',
        declaration.transport_documents,
        checks,
        '/transport_documents',
        'Consignment/',
      ),
      ...documents(
        'AdditionalReference',
        'CL380',
        declaration.additional_references,
        checks,
        '/additional_references',
        'Consignment/',
      ),
      shipment.transport_charges_method_of_payment
        ? group(
            'TransportCharges',
            leaf(
              'methodOfPayment',
              checks.code(
                'CL116',
                shipment.transport_charges_method_of_payment,
                'Consignment/TransportCharges/methodOfPayment',
                '/shipment/transport_charges_method_of_payment',
              ),
            ),
          )
        : undefined,
      ...houses.map(({ house, at, items: houseItems }, houseIndex) => {
        const where = `Consignment/HouseConsignment[${houseIndex + 1}]/`;
        checks.rule(
          houseItems.length > 0,
          `${where}ConsignmentItem`,
          at || '/goods_items',
          'a house consignment needs at least one goods item',
        );
        const houseMass = house.gross_mass ?? sum(houseItems.map(({ item }) => item.gross_mass));
        return group(
          'HouseConsignment',
          leaf('sequenceNumber', house.sequence_number),
          leaf(
            'grossMass',
            checks.required(
              houseMass,
              `${where}grossMass`,
              at ? `${at}/gross_mass` : '/totals/gross_mass',
            ),
          ),
          leaf('referenceNumberUCR', house.reference_number_ucr),
          house.consignee
            ? trader('Consignee', house.consignee, checks, `${at}/consignee`)
            : undefined,
          ...houseItems.map(({ item, index }, position) =>
            consignmentItem(item, index, position + 1, checks, where),
          ),
        );
      }),
    ),
  ];
  return serialize(
    {
      prefix: 'ncts',
      name: 'CC015C',
      namespace: NCTS_NAMESPACE,
      attributes: context.phase === 6 ? { PhaseID: 'NCTS6' } : { PhaseID: 'NCTS5.1' },
    },
    body,
  );
};
