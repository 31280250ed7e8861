import { sql, type SQL } from 'drizzle-orm';
import {
  integer,
  boolean,
  check,
  index,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { clients } from './clients.ts';

export const REGIMES = ['IM', 'EX', 'T1', 'T2'] as const;
export const DOSSIER_STATUSES = [
  'Queued',
  'Processing',
  'Review',
  'Approved',
  'Ready',
  'Submitted',
  'Failed',
] as const;
export const DOSSIER_SOURCES = ['Manual', 'ApiIngestion', 'ServiceBusIngestion'] as const;

const inList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * The names and EORIs of a declaration's house consignees as one upper-case text (a JSON array),
 * which the client search reads for a dossier without a client. The index holds this very
 * expression, so a query must build it here too; the paths are literals, a parameter would not
 * match the index.
 */
export const houseConsigneesText = (correctedData: AnyPgColumn | SQL) =>
  sql`upper((jsonb_path_query_array(${correctedData}, '$.house_consignments[*].consignee.name') || jsonb_path_query_array(${correctedData}, '$.house_consignments[*].consignee.eori'))::text)`;

/** Numbers generated UCRs; a sequence is unique across instances without a retry loop. */
export const dossierUcrSequence = pgSequence('dossier_ucr_seq', { startWith: 1 });

/** SPEC.md "Dossier": one shipment / declaration file. corrected_data holds the canonical declaration. */
export const dossiers = pgTable(
  'dossiers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Unique per sender and regime (decision 0014): one shipment's house bill can carry an export
    // and a transit declaration, and one partner's reference never collides with another's.
    ucr: varchar('ucr', { length: 35 }).notNull(),
    // Never populated: the external filing system assigns it and does not report it back (SPEC.md).
    lrn: varchar('lrn', { length: 22 }),
    containerNumber: varchar('container_number', { length: 17 }),
    supplierCode: text('supplier_code'),
    regime: varchar('regime', { length: 2, enum: REGIMES }).notNull(),
    status: varchar('status', { length: 16, enum: DOSSIER_STATUSES }).notNull(),
    source: varchar('source', { length: 24, enum: DOSSIER_SOURCES }).notNull(),
    ingestionPartner: text('ingestion_partner'),
    /** How the partner called: `api-key`, `bearer` (shown as API: its id is no name) or `queue`. */
    partnerKind: varchar('partner_kind', { length: 8 }),
    createdBy: text('created_by').notNull(),
    requiresReview: boolean('requires_review').notNull().default(false),
    /** Outcome of an automatic-dispatch request: `not requested`, `dispatched` or `refused: <reason>`. */
    autoDispatch: text('auto_dispatch').notNull().default('not requested'),
    clientId: uuid('client_id').references(() => clients.id),
    rawExtraction: jsonb('raw_extraction'),
    correctedData: jsonb('corrected_data'),
    /**
     * Counts the saves of corrected_data by a person (the review page): its ETag, so a save made
     * from an older revision is refused rather than written over another's (issue 27).
     */
    revision: integer('revision').notNull().default(0),
    invoicePdfPath: text('invoice_pdf_path'),
    packingPdfPath: text('packing_pdf_path'),
    xlsxPath: text('xlsx_path'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('dossiers_partner_regime_ucr_key')
      .on(table.ingestionPartner, table.regime, table.ucr)
      .nullsNotDistinct(),
    index('dossiers_ucr_idx').on(table.ucr),
    // The list's order is (created_at, id): with the id in the index, a page is read in index order
    // and a far page skips its offset in the index alone (index-only), not through the rows.
    index('dossiers_order_idx').on(table.createdAt, table.id),
    index('dossiers_status_order_idx').on(table.status, table.createdAt, table.id),
    // A partner reading its own dossiers, the same way.
    index('dossiers_partner_order_idx').on(table.ingestionPartner, table.createdAt, table.id),
    // A work list by status and regime: counted and paged in this index alone.
    index('dossiers_status_regime_idx').on(table.status, table.regime, table.createdAt, table.id),
    // (client, id): a client's dossiers, and the list sorted by client, read in index order.
    index('dossiers_client_idx').on(table.clientId, table.id),
    // The dossier list searches the start of a UCR or container number, in any case (a term too
    // short for trigrams)...
    index('dossiers_ucr_search_idx').using('btree', sql`upper(${table.ucr}) text_pattern_ops`),
    index('dossiers_container_search_idx').using(
      'btree',
      sql`upper(${table.containerNumber}) text_pattern_ops`,
    ),
    // ...and any part of them from three letters or digits on (decision 0030), upper-cased as
    // the start is: `upper(x) like` checks a row in half the time `x ilike` does.
    index('dossiers_ucr_upper_trgm_idx').using('gin', sql`upper(${table.ucr}) gin_trgm_ops`),
    index('dossiers_container_upper_trgm_idx').using(
      'gin',
      sql`upper(${table.containerNumber}) gin_trgm_ops`,
    ),
    // A groupage without a client of its own is found by its house consignees (decision 0030);
    // only those dossiers are in the index.
    index('dossiers_house_consignees_upper_trgm_idx')
      .using('gin', sql`(${houseConsigneesText(table.correctedData)}) gin_trgm_ops`)
      .where(sql`${table.clientId} is null`),
    check('dossiers_regime_known', sql`${table.regime} in (${inList(REGIMES)})`),
    check('dossiers_status_known', sql`${table.status} in (${inList(DOSSIER_STATUSES)})`),
    check('dossiers_source_known', sql`${table.source} in (${inList(DOSSIER_SOURCES)})`),
  ],
);
