import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/** SPEC.md "Client". Address limits are the customs data model's: a column longer than that could never be filed. */
export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: varchar('code', { length: 50 }).notNull().unique(),
    name: varchar('name', { length: 200 }).notNull(),
    identificationNumber: varchar('identification_number', { length: 17 }),
    streetAndNumber: varchar('street_and_number', { length: 70 }),
    postcode: varchar('postcode', { length: 17 }),
    city: varchar('city', { length: 35 }),
    country: varchar('country', { length: 2 }),
    fr1: text('fr1'),
    authC503: text('auth_c503'),
    ref4007: text('ref_4007'),
    et14000: text('et_14000'),
    defaultProcedure: varchar('default_procedure', { length: 8 }),
    refCbam: text('ref_cbam'),
    airTransportRatePerKg: numeric('air_transport_rate_per_kg', { precision: 12, scale: 4 }),
    airTransportMinimum: numeric('air_transport_minimum', { precision: 12, scale: 2 }),
    isCustomsClient: boolean('is_customs_client').notNull().default(false),
    /**
     * Batch member names a declarant set by hand; masterdata pushes leave them alone until they
     * are handed back (decision 0015).
     */
    handEditedFields: text('hand_edited_fields')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').notNull(),
  },
  (table) => [
    index('clients_identification_number_idx').on(table.identificationNumber),
    // The dossier list finds a client by any part of its code or name (decision 0030).
    index('clients_code_upper_trgm_idx').using('gin', sql`upper(${table.code}) gin_trgm_ops`),
    index('clients_name_upper_trgm_idx').using('gin', sql`upper(${table.name}) gin_trgm_ops`),
    check('clients_country_iso_alpha2', sql`${table.country} ~ '^[A-Z]{2}$'`),
    check(
      'clients_air_rates_not_negative',
      sql`${table.airTransportRatePerKg} >= 0 and ${table.airTransportMinimum} >= 0`,
    ),
  ],
);
