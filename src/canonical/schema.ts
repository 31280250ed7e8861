import { Type, type Static, type TSchema } from '@sinclair/typebox';
import {
  amount,
  CanonicalContainer,
  CanonicalPackage,
  CanonicalParty,
  coded,
  country,
  currency,
  documents,
  flag,
  isoDate,
  list,
  office,
  oneOf,
  quantity,
  sequenceNumber,
  text,
  wholeNumber,
} from './schema-parts.ts';

export const DECLARATION_TYPES = ['IM', 'EX', 'T1', 'T2'] as const;
export type DeclarationType = (typeof DECLARATION_TYPES)[number];
const opt = <T extends TSchema>(schema: T) => Type.Optional(schema);

const CanonicalParties = Type.Object(
  {
    declarant: opt(CanonicalParty),
    representative: opt(CanonicalParty),
    exporter: opt(CanonicalParty),
    importer: opt(CanonicalParty),
    consignee: opt(CanonicalParty),
    consignor: opt(CanonicalParty),
    transit_principal: opt(CanonicalParty),
    buyer: opt(CanonicalParty),
    seller: opt(CanonicalParty),
  },
  { title: 'CanonicalParties' },
);

const CanonicalShipment = Type.Object(
  {
    invoice_number: opt(text(70)),
    invoice_date: opt(isoDate()),
    currency: opt(currency()),
    total_invoice_amount: opt(amount()),
    exchange_rate_to_eur: opt(
      Type.Number({ exclusiveMinimum: 0, maximum: 1e9, description: 'a number above 0' }),
    ),
    incoterm: opt(coded('^[A-Z]{3}$', 'a three-letter Incoterm code such as FCA')),
    incoterm_location: opt(text(35)),
    incoterm_country: opt(country()),
    country_of_dispatch: opt(country()),
    country_of_destination: opt(country()),
    nature_of_transaction: opt(wholeNumber(1, 99)),
    region_of_dispatch: opt(text(9)),
    transport_charges_method_of_payment: opt(
      coded('^[A-Z]$', 'a one-letter UCC DE 4/2 code such as D'),
    ),
  },
  { title: 'CanonicalShipment' },
);

const transportMode = () => wholeNumber(0, 9);
const CanonicalTransport = Type.Object(
  {
    mode_at_border: opt(transportMode()),
    border_means_id: opt(text(35)),
    border_means_nationality: opt(country()),
    border_means_type_code: opt(
      text(2, 'a CL219 type of identification of the active means at the border, such as 30'),
    ),
    inland_means_id: opt(text(35)),
    inland_means_nationality: opt(country()),
    departure_means_id: opt(text(35)),
    departure_means_nationality: opt(country()),
    departure_means_mode_code: opt(transportMode()),
    departure_means_type_code: opt(
      text(2, 'a CL750 type of identification of at most 2 characters, such as 30'),
    ),
    route: opt(list(country(), 'country', 99)),
  },
  { title: 'CanonicalTransport' },
);

const CanonicalOffices = Type.Object(
  {
    departure: opt(office()),
    export: opt(office()),
    exit: opt(office()),
    import: opt(office()),
    destination: opt(office()),
    transit: opt(office()),
  },
  { title: 'CanonicalOffices' },
);

const CanonicalLocationOfGoods = Type.Object(
  {
    type_of_location: opt(coded('^[A-Z]$', 'a one-letter CL347 type of location such as B')),
    qualifier_of_identification: opt(coded('^[A-Z]$', 'a one-letter CL326 qualifier such as U')),
    un_locode: opt(coded('^[A-Z]{2}[A-Z2-9]{3}$', 'a 5-character UN/LOCODE such as BEANR')),
    location_code: opt(text(35)),
    authorisation_number: opt(text(35)),
    street_and_number: opt(text(70)),
    postcode: opt(text(17)),
    city: opt(text(35)),
    country: opt(country()),
  },
  { title: 'CanonicalLocationOfGoods' },
);

const CanonicalLoadingLocation = Type.Object(
  {
    loading_place: opt(text(35)),
    loading_place_code: opt(text(17)),
    loading_place_additional_code: opt(text(35)),
  },
  { title: 'CanonicalLoadingLocation' },
);

const CanonicalTotals = Type.Object(
  {
    gross_mass: opt(quantity()),
    net_mass: opt(quantity()),
    packages: opt(wholeNumber(0, 99_999_999)),
    invoice_amount: opt(amount()),
  },
  { title: 'CanonicalTotals' },
);

const CanonicalCost = Type.Object(
  { code: opt(text(10)), amount: opt(amount()), currency: opt(currency()) },
  { title: 'CanonicalCost' },
);

const CanonicalAuthorisation = Type.Object(
  {
    type: opt(text(4, 'an authorisation type code of at most 4 characters, such as C521')),
    reference: opt(text(35)),
  },
  { title: 'CanonicalAuthorisation' },
);

const CanonicalGuarantee = Type.Object(
  {
    sequence_number: sequenceNumber(),
    type: opt(text(1, 'a one-character CL251 guarantee type such as 1')),
    grn: opt(text(24, 'a guarantee reference number of at most 24 characters')),
    other_reference: opt(
      text(35, 'the reference of a guarantee without GRN (types 3 and 8), at most 35 characters'),
    ),
    access_code: opt(text(4, 'an access code of at most 4 characters')),
    amount: opt(quantity()),
    currency: opt(currency()),
    pot_customs_debt: opt(text(35)),
  },
  { title: 'CanonicalGuarantee' },
);

export const ATTACHMENT_KINDS = ['invoice', 'packing_list', 'other'] as const;
const CanonicalAttachment = Type.Object(
  {
    file_name: opt(text(255)),
    content_type: opt(
      coded(
        '^[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*/[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*$',
        'a MIME type such as application/pdf',
      ),
    ),
    kind: opt(oneOf(ATTACHMENT_KINDS, 'invoice, packing_list or other')),
    data: opt(Type.String({ description: 'the file content in Base64' })),
  },
  { title: 'CanonicalAttachment' },
);

const CanonicalHouseConsignment = Type.Object(
  {
    sequence_number: sequenceNumber(),
    gross_mass: opt(quantity()),
    reference_number_ucr: opt(text(35)),
    consignee: opt(CanonicalParty),
  },
  { title: 'CanonicalHouseConsignment' },
);

const CanonicalGoodsItem = Type.Object(
  {
    sequence_number: sequenceNumber(),
    declaration_goods_item_number: opt(wholeNumber(1, 99_999)),
    description: opt(text(512)),
    commodity_code: opt(
      coded('^([0-9]{8}|[0-9]{10})$', 'a combined nomenclature code of 8 or 10 digits'),
    ),
    country_of_origin: opt(country()),
    preferential: opt(flag()),
    invoice_number: opt(text(70)),
    requested_procedure: opt(coded('^[0-9]{2}$', 'a two-digit procedure code such as 40')),
    previous_procedure: opt(coded('^[0-9]{2}$', 'a two-digit procedure code such as 00')),
    additional_procedures: opt(
      list(
        coded('^[A-Z0-9]{3}$', 'a three-character additional procedure code such as 000 or C07'),
        'additional_procedure',
        99,
      ),
    ),
    gross_mass: opt(quantity()),
    net_mass: opt(quantity()),
    statistical_value: opt(quantity()),
    house_consignment_sequence: opt(sequenceNumber()),
    packages: opt(list(CanonicalPackage, 'package')),
    containers: opt(list(CanonicalContainer, 'container')),
    additional_references: opt(documents()),
    previous_documents: opt(documents()),
    supporting_documents: opt(documents()),
    unit_price: opt(amount()),
    total_price: opt(amount()),
    extra_cost: opt(amount()),
    supplementary_unit: opt(text(10)),
    supplementary_quantity: opt(quantity()),
    currency: opt(currency()),
    undg_numbers: opt(
      list(coded('^[0-9]{4}$', 'a four-digit UN number such as 1263'), 'undg_number', 99),
    ),
  },
  { title: 'CanonicalGoodsItem' },
);

/** SPEC.md "CanonicalDeclaration": the request body of ingestion and the one internal shape of a dossier's data. */
export const CanonicalDeclarationSchema = Type.Object(
  {
    declaration_type: oneOf(DECLARATION_TYPES, 'one of IM, EX, T1, T2'),
    regime: opt(coded('^[A-Z][0-9]$', 'a regime sub-type such as H1, H2 or B1')),
    ucr: opt(text(35)),
    client_code: opt(text(50)),
    auto_dispatch: opt(flag()),
    security_code: opt(wholeNumber(0, 3)),
    binding_itinerary: opt(flag()),
    limit_date: opt(isoDate()),
    parties: opt(CanonicalParties),
    shipment: opt(CanonicalShipment),
    transport: opt(CanonicalTransport),
    customs_offices: opt(CanonicalOffices),
    authorised_location_of_goods: opt(CanonicalLocationOfGoods),
    loading_location: opt(CanonicalLoadingLocation),
    totals: opt(CanonicalTotals),
    costs: opt(list(CanonicalCost, 'cost', 999)),
    supporting_documents: opt(documents()),
    additional_references: opt(documents()),
    transport_documents: opt(documents()),
    authorisations: opt(list(CanonicalAuthorisation, 'authorisation', 99)),
    guarantees: opt(list(CanonicalGuarantee, 'guarantee', 99)),
    attachments: opt(list(CanonicalAttachment, 'attachment', 20)),
    house_consignments: opt(list(CanonicalHouseConsignment, 'house_consignment', 9_999)),
    goods_items: opt(list(CanonicalGoodsItem, 'goods_item', 9_999)),
  },
  { title: 'CanonicalDeclaration' },
);

export type CanonicalDeclaration = Static<typeof CanonicalDeclarationSchema>;
export type CanonicalParty = Static<typeof CanonicalParty>;
export type CanonicalGoodsItem = CanonicalDeclaration['goods_items'] extends (infer T)[] | undefined
  ? T
  : never;
