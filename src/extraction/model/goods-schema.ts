import { CanonicalDeclarationSchema } from '../../canonical/index.ts';

/**
 * The JSON schema a model answers an invoice or packing list in (structured output, strict mode:
 * every property required, null for "not on the document", no other properties). Goods-line
 * values take their type from the canonical goods item (SPEC.md "CanonicalGoodsItem"), so what
 * the model returns is what review and the declaration builders read; the descriptions tell the
 * model where to look. Each line, charge, party and header value says its page, so the review
 * page can show the declarant where it was read.
 */
type JsonType = 'string' | 'number' | 'integer' | 'boolean';
type Property = {
  type: [JsonType, 'null'] | ['object'] | ['array'];
  description?: string;
} & object;

const goodsItem = CanonicalDeclarationSchema.properties.goods_items.items.properties;
const packageItem = goodsItem.packages.items.properties;

/** A canonical member's JSON type, nullable, without its limits: strict mode refuses some of them. */
const like = (canonical: { type: string }, description: string): Property => ({
  type: [canonical.type as JsonType, 'null'],
  description,
});
const nullable = (type: JsonType, description: string): Property => ({
  type: [type, 'null'],
  description,
});

const object = (properties: Record<string, object>, description?: string) => ({
  type: 'object',
  ...(description ? { description } : {}),
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});

const PAGE = nullable(
  'integer',
  'The page number (from the --- page N --- markers) it was read on',
);

const LINE = object({
  description: like(goodsItem.description, 'The goods description as printed'),
  commodity_code: like(
    goodsItem.commodity_code,
    'HS, CN or TARIC code as printed, digits only (6 to 10)',
  ),
  country_of_origin: like(goodsItem.country_of_origin, 'Country of origin as printed'),
  quantity: nullable('number', 'Quantity of the line'),
  unit: nullable('string', 'Unit the quantity is counted in (PCS, KG, M, SET ...)'),
  unit_price: like(goodsItem.unit_price, 'Price per unit'),
  total_price: like(goodsItem.total_price, 'Line amount'),
  currency: like(goodsItem.currency, 'ISO 4217 currency of the line, when printed on it'),
  net_mass: like(goodsItem.net_mass, 'Net mass in kg'),
  gross_mass: like(goodsItem.gross_mass, 'Gross mass in kg'),
  packages: like(packageItem.quantity, 'Number of packages'),
  package_type: like(packageItem.type, 'Package kind as printed (cartons, pallets, CT, PX ...)'),
  article_number: nullable('string', 'Article or part number'),
  page: PAGE,
});

const PARTY = object({
  name: nullable('string', 'Company name'),
  street: nullable('string', 'Street and number'),
  postcode: nullable('string', 'Postcode'),
  city: nullable('string', 'City'),
  country: nullable('string', 'Country as printed'),
  identification: nullable('string', 'VAT number or EORI'),
  page: PAGE,
});

/** A header value with the page it was read on. */
const located = (type: JsonType, description: string) =>
  object({ value: nullable(type, description), page: PAGE });

const HEADER = object({
  // Objects stay objects (every member null when absent): the safest form for strict mode.
  seller: PARTY,
  buyer: PARTY,
  invoice_number: located('string', 'Invoice (or packing list) number'),
  invoice_date: located('string', 'Document date as yyyy-MM-dd'),
  currency: located('string', 'ISO 4217 currency of the document'),
  incoterm: located('string', 'Incoterm code (EXW, FCA, CIF, DAP ...)'),
  incoterm_place: located('string', 'Place named with the incoterm'),
  total_amount: located('number', 'Total amount of the document'),
  total_net_mass: located('number', 'Total net mass in kg'),
  total_gross_mass: located('number', 'Total gross mass in kg'),
  total_packages: located('integer', 'Total number of packages'),
});

export const CHARGE_KINDS = ['freight', 'insurance', 'discount', 'packing', 'other'] as const;
const CHARGE = object({
  kind: { type: 'string', enum: [...CHARGE_KINDS] },
  label: { type: 'string', description: 'The charge as printed' },
  amount: { type: 'number' },
  currency: nullable('string', 'ISO 4217 currency, when printed'),
  page: PAGE,
});

/** Invoices and packing lists: the header, every goods line in order, and costs that are no goods. */
export const goodsSchema = {
  name: 'goods_document',
  schema: object({
    header: HEADER,
    lines: {
      type: 'array',
      description: 'Every goods line, in document order',
      items: LINE,
    },
    charges: {
      type: 'array',
      description: 'Freight, insurance, discounts, packing and other costs that are no goods line',
      items: CHARGE,
    },
  }),
} as const;

/** The transit header call on page 1: consignor as seller, consignee as buyer. */
export const transitHeaderSchema = {
  name: 'transit_header',
  schema: object({ header: HEADER }),
} as const;

/** The transit items call: the skeleton's items, each filled from the continuation pages. */
export const transitItemsSchema = {
  name: 'transit_items',
  schema: object({
    lines: {
      type: 'array',
      description: 'One entry per item of the skeleton, in its order, item_number as given',
      items: object({ item_number: nullable('integer', 'The item number'), ...LINE.properties }),
    },
  }),
} as const;

/** Classification: which kind of document the text is. */
export const classifySchema = {
  name: 'document_kind',
  schema: object({ kind: { type: 'string', enum: ['invoice', 'packing_list', 'unknown'] } }),
} as const;
