import type { FieldFault } from '../api/field-faults.ts';
import { identifierFaults, normaliseIdentifier } from '../api/identifier-faults.ts';
import type { ClientItem } from '../api/types.ts';
import { clientItemFaults } from '../api/validators.ts';
import type { MessageId } from '../i18n/messages/index.ts';
import { readDecimal } from '../i18n/read-decimal.ts';

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

/** Each member's label in the catalogue (messages/clients.ts). */
export const CLIENT_LABELS = Object.fromEntries(
  CLIENT_FIELDS.map((field) => [field, `client.field.${field}`]),
) as Record<ClientField, MessageId>;

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

/**
 * A number as a declarant types it, with a decimal comma or point (read-decimal.ts); "1.234" is
 * asked about, never guessed. Too many decimals is a fault of the form's own.
 */
const readNumber = (field: NumberField, text: string): number | FieldFault => {
  const read = readDecimal(text);
  if ('invalid' in read) return { field, keyword: 'number', params: {} };
  if ('ambiguous' in read) {
    const [grouped, decimal] = read.ambiguous;
    return { field, keyword: 'ambiguous', params: { typed: text, grouped, decimal } };
  }
  if (Number(read.value.toFixed(DECIMALS[field])) !== read.value)
    return { field, keyword: 'decimals', params: { limit: DECIMALS[field] } };
  return read.value;
};

/** A number as the form writes it back after a choice: no thousands, the language's decimal mark. */
export const writeNumber = (value: number, locale: string): string =>
  new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 4 }).format(value);

/** The API's member value for a form text: null when empty, a number for the rates. */
export const toApiValue = (field: ClientField, raw: string): string | number | null => {
  const value = raw.trim();
  if (!value) return null;
  if (isNumberField(field)) {
    const read = readDecimal(value);
    return 'value' in read ? read.value : null;
  }
  if (field === 'identification_number') return normaliseIdentifier(value);
  return UPPER_CASE_FIELDS.includes(field) ? value.toUpperCase() : value;
};

/** The form's text for an API member value; a number with the language's decimal mark. */
export const toFormText = (value: string | number | null | undefined, locale: string): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'number'
      ? writeNumber(value, locale)
      : value;

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
  const eori = (fields as readonly ClientField[]).includes('identification_number')
    ? identifierFaults(
        'eori',
        'identification_number',
        (values as Partial<ClientValues>).identification_number ?? '',
      )
    : [];
  const faults = [
    ...[...unread, ...eori].map((fault) => ({ ...fault, field: `${prefix}${fault.field}` })),
    ...clientItemFaults(item, at),
  ];
  return { item, faults };
};
