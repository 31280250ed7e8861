import type { ClientRow } from './client-store.ts';

/** A client as the API shows it: snake_case like the batch item, plus what the service keeps. */
export const clientView = (client: ClientRow) => ({
  code: client.code,
  name: client.name,
  identification_number: client.identificationNumber,
  street_and_number: client.streetAndNumber,
  postcode: client.postcode,
  city: client.city,
  country: client.country,
  fr1: client.fr1,
  auth_c503: client.authC503,
  ref_4007: client.ref4007,
  et_14000: client.et14000,
  default_procedure: client.defaultProcedure,
  ref_cbam: client.refCbam,
  air_transport_rate_per_kg:
    client.airTransportRatePerKg === null ? null : Number(client.airTransportRatePerKg),
  air_transport_minimum:
    client.airTransportMinimum === null ? null : Number(client.airTransportMinimum),
  is_customs_client: client.isCustomsClient,
  hand_edited_fields: client.handEditedFields,
  created_at: client.createdAt.toISOString(),
  created_by: client.createdBy,
  updated_at: client.updatedAt.toISOString(),
  updated_by: client.updatedBy,
});
