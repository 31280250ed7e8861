// The client's members with the limits of the masterdata contract (SPEC.md "Client"; the server's
// client batch schema): the form says the same as the server would, before anything is sent.

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
] as const;
export const CLIENT_NUMBER_FIELDS = ['air_transport_rate_per_kg', 'air_transport_minimum'] as const;
export const CLIENT_FIELDS = [...CLIENT_TEXT_FIELDS, ...CLIENT_NUMBER_FIELDS] as const;
export type ClientField = (typeof CLIENT_FIELDS)[number];

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

export const MAX_LENGTH: Record<(typeof CLIENT_TEXT_FIELDS)[number], number> = {
  code: 50,
  name: 200,
  identification_number: 17,
  street_and_number: 70,
  postcode: 17,
  city: 35,
  country: 2,
  fr1: 100,
  auth_c503: 100,
  ref_4007: 100,
  et_14000: 100,
  default_procedure: 8,
  ref_cbam: 100,
};

const NUMBER_LIMITS: Record<
  (typeof CLIENT_NUMBER_FIELDS)[number],
  { max: number; decimals: number }
> = {
  air_transport_rate_per_kg: { max: 99_999_999.9999, decimals: 4 },
  air_transport_minimum: { max: 1_000_000_000, decimals: 2 },
};

export const emptyClientValues = (): ClientValues =>
  Object.fromEntries(CLIENT_FIELDS.map((field) => [field, ''])) as ClientValues;

const isNumberField = (field: ClientField): field is (typeof CLIENT_NUMBER_FIELDS)[number] =>
  (CLIENT_NUMBER_FIELDS as readonly string[]).includes(field);

/** What is wrong with one member's text, or null. */
export const checkClientField = (field: ClientField, raw: string): string | null => {
  const value = raw.trim();
  if (field === 'code' || field === 'name') {
    if (!value) return `${CLIENT_LABELS[field]} is required`;
  }
  if (!value) return null;
  if (isNumberField(field)) {
    const { max, decimals } = NUMBER_LIMITS[field];
    if (!/^\d+(\.\d+)?$/.test(value)) return 'A number of at least 0, such as 1.25';
    if (Number(value) > max) return `At most ${max}`;
    if ((value.split('.')[1] ?? '').length > decimals) return `At most ${decimals} decimals`;
    return null;
  }
  const max = MAX_LENGTH[field];
  if (value.length > max) return `At most ${max} characters (now ${value.length})`;
  if (field === 'country' && !/^[A-Z]{2}$/.test(value)) return 'Two capital letters, such as BE';
  if (field === 'identification_number' && !/^[A-Z]{2}[A-Za-z0-9]{1,15}$/.test(value)) {
    return 'A two-letter country code and up to 15 letters or digits, such as BE0123456789';
  }
  return null;
};

/** @mantine/form's validate for the given members. */
export const clientValidation = <Field extends ClientField>(fields: readonly Field[]) =>
  Object.fromEntries(
    fields.map((field) => [field, (value: string) => checkClientField(field, value)]),
  ) as Record<Field, (value: string) => string | null>;

/** The API's member value for a form text: null when empty, a number for the rates. */
export const toApiValue = (field: ClientField, raw: string): string | number | null => {
  const value = raw.trim();
  if (!value) return null;
  return isNumberField(field) ? Number(value) : value;
};

/** The form's text for an API member value. */
export const toFormText = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);
