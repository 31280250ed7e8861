import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

const changed = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: text('created_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by').notNull(),
};

/**
 * The broker's saved locations of goods (decision 0050), shaped like SPEC.md's
 * CanonicalLocationOfGoods so a declarant's pick is copied into a declaration as it is.
 */
export const customsLocations = pgTable(
  'customs_locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 100 }).notNull(),
    /** CL347: A designated location, B authorised place, C approved place, D other. */
    typeOfLocation: varchar('type_of_location', { length: 1 }).notNull(),
    /** CL326: how the place is named; the page keeps to U, Y and Z, which a declaration carries. */
    qualifierOfIdentification: varchar('qualifier_of_identification', { length: 1 }).notNull(),
    unLocode: varchar('un_locode', { length: 5 }),
    locationCode: varchar('location_code', { length: 35 }),
    authorisationNumber: varchar('authorisation_number', { length: 35 }),
    streetAndNumber: varchar('street_and_number', { length: 70 }),
    postcode: varchar('postcode', { length: 17 }),
    city: varchar('city', { length: 35 }),
    country: varchar('country', { length: 2 }),
    active: boolean('active').notNull().default(true),
    ...changed,
  },
  (table) => [
    uniqueIndex('customs_locations_name_idx').on(sql`lower(${table.name})`),
    check('customs_locations_type_shape', sql`${table.typeOfLocation} ~ '^[A-Z]$'`),
    check('customs_locations_qualifier_shape', sql`${table.qualifierOfIdentification} ~ '^[A-Z]$'`),
  ],
);

/**
 * Teams of declarants (decision 0050): the directory's team role that names it (never a role
 * of the service: a user holding only it gets no session) and the customs offices it works with.
 */
export const customsTeams = pgTable(
  'customs_teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 100 }).notNull(),
    roleClaim: varchar('role_claim', { length: 64 }).notNull(),
    offices: text('offices')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The office a declaration of this team starts with; one of `offices`. */
    defaultOffice: varchar('default_office', { length: 8 }),
    active: boolean('active').notNull().default(true),
    ...changed,
  },
  (table) => [
    uniqueIndex('customs_teams_name_idx').on(sql`lower(${table.name})`),
    uniqueIndex('customs_teams_role_claim_idx').on(sql`lower(${table.roleClaim})`),
    check(
      'customs_teams_default_office_listed',
      sql`${table.defaultOffice} is null or ${table.defaultOffice} = any(${table.offices})`,
    ),
  ],
);

/** Where a dossier's data came from as the broker labels it (decision 0050), named in NL/FR/EN. */
export const provenanceTypes = pgTable(
  'provenance_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: varchar('code', { length: 20 }).notNull().unique(),
    nameNl: varchar('name_nl', { length: 100 }).notNull(),
    nameFr: varchar('name_fr', { length: 100 }).notNull(),
    nameEn: varchar('name_en', { length: 100 }).notNull(),
    active: boolean('active').notNull().default(true),
    ...changed,
  },
  (table) => [check('provenance_types_code_shape', sql`${table.code} ~ '^[A-Z0-9][A-Z0-9_-]*$'`)],
);
