import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

export const REFERENCE_DOMAINS = ['transit', 'export', 'import'] as const;
export const REFERENCE_ORIGINS = ['embedded', 'synced'] as const;

/**
 * SPEC.md "Reference data": one EU code list as the service holds it, keyed by business domain
 * (the supporting-document list differs between export and import), NCTS phase and list, with
 * where it came from: the snapshot shipped with the service or the daily sync, and when.
 */
export const codeLists = pgTable(
  'code_lists',
  {
    domain: varchar('domain', { length: 8, enum: REFERENCE_DOMAINS }).notNull(),
    phase: smallint('phase').notNull(),
    /** `CL017`; a list the publication names without a CL number keeps its name. */
    list: varchar('list', { length: 64 }).notNull(),
    /** The publication's name of the list: KindOfPackages. */
    name: text('name').notNull(),
    origin: varchar('origin', { length: 8, enum: REFERENCE_ORIGINS }).notNull(),
    /** The URL it was synced from, or the embedded snapshot's file and source. */
    source: text('source').notNull(),
    /** The publication's own date (messageInformation.snapshotDate). */
    snapshotDate: date('snapshot_date', { mode: 'string' }),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
    entryCount: integer('entry_count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.domain, table.phase, table.list] }),
    check('code_lists_domain_known', sql`${table.domain} in ('transit', 'export', 'import')`),
    check('code_lists_origin_known', sql`${table.origin} in ('embedded', 'synced')`),
  ],
);

export const codeListEntries = pgTable(
  'code_list_entries',
  {
    domain: varchar('domain', { length: 8 }).notNull(),
    phase: smallint('phase').notNull(),
    list: varchar('list', { length: 64 }).notNull(),
    code: varchar('code', { length: 64 }).notNull(),
    description: text('description'),
    /** `valid` or `invalid`, as published; only valid entries pass a filing check. */
    state: varchar('state', { length: 16 }).notNull().default('valid'),
    validFrom: date('valid_from', { mode: 'string' }),
    validUntil: date('valid_until', { mode: 'string' }),
  },
  (table) => [primaryKey({ columns: [table.domain, table.phase, table.list, table.code] })],
);

/** The customs office list (COL) with each office's roles (CL056: DEP, DES, TRA, EXP, EXT, SCO ...). */
export const customsOffices = pgTable(
  'customs_offices',
  {
    id: varchar('id', { length: 8 }).primaryKey(),
    country: varchar('country', { length: 2 }).notNull(),
    /** Names by language code (EN, NL, FR, DE ...), as published. */
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    roles: text('roles').array().notNull(),
    phone: text('phone'),
    state: varchar('state', { length: 16 }).notNull().default('valid'),
    validFrom: date('valid_from', { mode: 'string' }),
  },
  (table) => [index('customs_offices_country_idx').on(table.country)],
);

export const REFERENCE_SYNC_OUTCOMES = ['running', 'ok', 'failed'] as const;

/**
 * One run of a reference-data sync or import (code lists, customs offices, UN/LOCODE, tariff):
 * what it read, what came of it and, when it failed, why. The status shown to admins.
 */
export const referenceSyncs = pgTable(
  'reference_syncs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** code-lists, customs-offices, locodes, tariff. */
    kind: varchar('kind', { length: 32 }).notNull(),
    /** What was synced: `transit-p6`, a file name ... */
    scope: text('scope').notNull(),
    source: text('source').notNull(),
    outcome: varchar('outcome', { length: 8, enum: REFERENCE_SYNC_OUTCOMES }).notNull(),
    detail: text('detail'),
    entries: integer('entries'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('reference_syncs_kind_idx').on(table.kind, table.startedAt),
    check('reference_syncs_outcome_known', sql`${table.outcome} in ('running', 'ok', 'failed')`),
  ],
);
