import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { dossiers } from './dossiers.ts';

/** SPEC.md "CustomsDeclaration": per-dossier metadata captured at declaration time. */
export const customsDeclarations = pgTable(
  'customs_declarations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dossierId: uuid('dossier_id')
      .notNull()
      .unique()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    billOfLadingRef: text('bill_of_lading_ref'),
    originCertRef: text('origin_cert_ref'),
    originCertDate: date('origin_cert_date'),
    containerNumber: varchar('container_number', { length: 17 }),
    containerIndicator: boolean('container_indicator'),
    destinationCountry: varchar('destination_country', { length: 2 }),
    countryOfDispatch: varchar('country_of_dispatch', { length: 2 }),
    supervisingCustomsOfficeRef: varchar('supervising_customs_office_ref', { length: 8 }),
    natureOfTransaction: smallint('nature_of_transaction'),
    useH2b: boolean('use_h2b').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'customs_declarations_office_length',
      sql`char_length(${table.supervisingCustomsOfficeRef}) = 8`,
    ),
  ],
);
