import type {
  ExtractedHeader,
  ExtractedLine,
  ExtractedParty,
  Found,
} from '../../src/extraction/extracted.ts';
import type { Comparison, Value } from './compare.ts';

/** The header fields of eval/expected-format.md, parties flattened to `seller.name` and so on. */
export const PARTY_FIELDS = [
  'name',
  'street',
  'postcode',
  'city',
  'country',
  'identification',
] as const;
export type PartyField = (typeof PARTY_FIELDS)[number];
export const PARTIES = ['seller', 'buyer'] as const;
export type Party = (typeof PARTIES)[number];

export const HEADER_FIELDS = [
  'invoice_number',
  'invoice_date',
  'currency',
  'incoterm',
  'incoterm_place',
  'total_net',
  'total_vat',
  'total_amount',
  'packages',
  'package_kind',
  'package_kind_text',
  'gross_mass',
  'net_mass',
  'shipping_marks',
  ...PARTIES.flatMap((party) => PARTY_FIELDS.map((field) => `${party}.${field}` as const)),
] as const;
export type HeaderField = (typeof HEADER_FIELDS)[number];

export const LINE_FIELDS = [
  'description',
  'article_number',
  'commodity_code',
  'origin',
  'quantity',
  'unit',
  'unit_price',
  'amount',
  'net_mass',
  'gross_mass',
  'packages',
  'package_kind',
  'package_kind_text',
] as const;
export type LineField = (typeof LINE_FIELDS)[number];

export type HeaderValues = Partial<Record<HeaderField, Value>>;
export type LineValues = Partial<Record<LineField, Value>>;

const PARTY_COMPARISON: Record<PartyField, Comparison> = {
  name: 'name',
  street: 'text',
  postcode: 'postcode',
  city: 'text',
  country: 'code',
  identification: 'identifier',
};

export const headerComparison = (field: HeaderField): Comparison => {
  const dot = field.indexOf('.');
  if (dot >= 0) return PARTY_COMPARISON[field.slice(dot + 1) as PartyField];
  return HEADER_COMPARISON[field as Exclude<HeaderField, `${Party}.${PartyField}`>];
};

const HEADER_COMPARISON: Record<Exclude<HeaderField, `${Party}.${PartyField}`>, Comparison> = {
  invoice_number: 'text',
  invoice_date: 'date',
  currency: 'code',
  incoterm: 'code',
  incoterm_place: 'text',
  total_net: 'number',
  total_vat: 'number',
  total_amount: 'number',
  packages: 'number',
  package_kind: 'code',
  package_kind_text: 'text',
  gross_mass: 'mass',
  net_mass: 'mass',
  shipping_marks: 'marks',
};

export const LINE_COMPARISON: Record<LineField, Comparison> = {
  description: 'text',
  article_number: 'text',
  commodity_code: 'digits',
  origin: 'code',
  quantity: 'number',
  unit: 'text',
  unit_price: 'number',
  amount: 'number',
  net_mass: 'mass',
  gross_mass: 'mass',
  packages: 'number',
  package_kind: 'code',
  package_kind_text: 'text',
};

const value = (found: Found<Value> | undefined): Value | undefined => found?.value;

const partyValues = (party: Party, read: ExtractedParty | undefined): HeaderValues =>
  Object.fromEntries(
    PARTY_FIELDS.map((field) => [`${party}.${field}`, value(read?.[field])] as const).filter(
      ([, found]) => found !== undefined,
    ),
  );

const defined = <T extends Record<string, Value | undefined>>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, found]) => found !== undefined));

/** The reader's header in the expected files' terms. */
export const readHeaderValues = (header: ExtractedHeader): HeaderValues => ({
  ...defined({
    invoice_number: value(header.invoiceNumber),
    invoice_date: value(header.invoiceDate),
    currency: value(header.currency),
    incoterm: value(header.incoterm),
    incoterm_place: value(header.incotermPlace),
    total_net: value(header.netAmount),
    total_vat: value(header.vatAmount),
    total_amount: value(header.totalAmount),
    packages: value(header.totalPackages),
    package_kind: value(header.packageType),
    package_kind_text: value(header.packageTypeText),
    gross_mass: value(header.totalGrossMass),
    net_mass: value(header.totalNetMass),
    shipping_marks: value(header.shippingMarks),
  }),
  ...partyValues('seller', header.seller),
  ...partyValues('buyer', header.buyer),
});

/** One read goods line in the expected files' terms. */
export const readLineValues = (line: ExtractedLine): LineValues =>
  defined({
    description: value(line.description),
    article_number: value(line.articleNumber),
    commodity_code: value(line.commodityCode),
    origin: value(line.countryOfOrigin),
    quantity: value(line.quantity),
    unit: value(line.unit),
    unit_price: value(line.unitPrice),
    amount: value(line.amount),
    net_mass: value(line.netMass),
    gross_mass: value(line.grossMass),
    packages: value(line.packages),
    package_kind: value(line.packageType),
    package_kind_text: value(line.packageTypeText),
  });
