/** Batch member name -> column, for the optional members (code and name are always written). */
export const OPTIONAL_CLIENT_FIELDS = {
  identification_number: 'identificationNumber',
  street_and_number: 'streetAndNumber',
  postcode: 'postcode',
  city: 'city',
  country: 'country',
  fr1: 'fr1',
  auth_c503: 'authC503',
  ref_4007: 'ref4007',
  et_14000: 'et14000',
  default_procedure: 'defaultProcedure',
  ref_cbam: 'refCbam',
  air_transport_rate_per_kg: 'airTransportRatePerKg',
  air_transport_minimum: 'airTransportMinimum',
} as const;
