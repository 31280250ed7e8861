import type { FieldFault } from '../api/field-faults.ts';
import type { ClientItem } from '../api/types.ts';
import { clientItemFaults } from '../api/validators.ts';

// The client's members as the forms show them (SPEC.md "Client"). Their limits and patterns are
// the server's: the text is made into a ClientItem and checked by the schema compiled from the
// contract (api/validators.ts). What stays here is the form's own: labels, and reading a number.

export const CLIENT_TEXT_FIELDS = [
  'code',
  'name',
  'identification_number',
  'street_and_number',
  'postcode',
  'city',
  'country',
  'fr1',
  'auth_c503',
  'ref_4007',
  'et_14000',
  'default_procedure',
  'ref_cbam',
] as const satisfies readonly (keyof ClientItem)[];
export const CLIENT_NUMBER_FIELDS = [
  'air_transport_rate_per_kg',
  'air_transport_minimum',
] as const satisfies readonly (keyof ClientItem)[];
export const CLIENT_FIELDS = [...CLIENT_TEXT_FIELDS, ...CLIENT_NUMBER_FIELDS] as const;
export type ClientField = (typeof CLIENT_FIELDS)[number];
type NumberField = (typeof CLIENT_NUMBER_FIELDS)[number];

/** The form's values: every member as the text in its input. */
export type ClientValues = Record<ClientField, string>;

export const CLIENT_LABELS: Record<ClientField, string> = {
  code: 'Code',
  name: 'Name',
  identification_number: 'EORI',
  street_and_number: 'Street and number',
  postcode: 'Postcode',
  city: 'City',
  country: 'Country',
  fr1: 'FR1',
  auth_c503: 'Authorisation C503',
  ref_4007: 'Reference 4007',
  et_14000: 'ET 14000',
  default_procedure: 'Default procedure',
  ref_cbam: 'CBAM account',
  air_transport_rate_per_kg: 'Air transport rate per kg',
  air_transport_minimum: 'Air transport minimum',
};

/**
 * Decimal places the server's columns keep (its CLIENT_DECIMALS): the contract does not say them
 * yet, so they are said here until it does; more would be rounded away on storage.
 */
const DECIMALS: Record<NumberField, number> = {
  air_transport_rate_per_kg: 4,
  air_transport_minimum: 2,
};

/** The members whose text is kept in capitals as it is typed (codes). */
export const UPPER_CASE_FIELDS: readonly ClientField[] = ['country'];

export const emptyClientValues = (): ClientValues =>
  Object.fromEntries(CLIENT_FIELDS.map((field) => [field, ''])) as ClientValues;

const isNumberField = (field: ClientField): field is NumberField =>
  (CLIENT_NUMBER_FIELDS as readonly string[]).includes(field);

/** A number as typed: digits with a point before the decimals, or a fault of the form's own. */
const readNumber = (field: NumberField, text: string): number | FieldFault => {
  if (!/^[+-]?\d+(\.\d+)?$/.test(text))
    return { field, keyword: 'number', params: { comma: text.includes(',') } };
  const decimals = text.split('.')[1]?.length ?? 0;
  if (decimals > DECIMALS[field])
    return { field, keyword: 'decimals', params: { limit: DECIMALS[field] } };
  return Number(text);
};

/** The API's member value for a form text: null when empty, a number for the rates. */
export const toApiValue = (field: ClientField, raw: string): string | number | null => {
  const value = raw.trim();
  if (!value) return null;
  if (isNumberField(field)) return Number(value);
  return UPPER_CASE_FIELDS.includes(field) ? value.toUpperCase() : value;
};

/** The form's text for an API member value. */
export const toFormText = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/**
 * The members given, as the API takes them, and what is wrong with them: first what the form
 * alone can tell (a number it cannot read), then the server's schema on the rest. `at` is where
 * the client sits in the body (`/newClient`), and so in the form's paths.
 */
export const checkClient = <Field extends ClientField>(
  values: Record<Field, string>,
  fields: readonly Field[],
  at = '',
): { item: Partial<ClientItem>; faults: FieldFault[] } => {
  const item: Record<string, string | number> = {};
  const unread: FieldFault[] = [];
  for (const field of fields) {
    const text = values[field].trim();
    if (!text) continue;
    const value = isNumberField(field) ? readNumber(field, text) : toApiValue(field, text);
    if (typeof value === 'object' && value !== null) unread.push(value);
    else if (value !== null) item[field] = value;
  }
  const prefix = at ? `${at.replace(/^\//, '').replaceAll('/', '.')}.` : '';
  const faults = [
    ...unread.map((fault) => ({ ...fault, field: `${prefix}${fault.field}` })),
    ...clientItemFaults(item, at),
  ];
  return { item, faults };
};
