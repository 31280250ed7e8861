import { sql, type SQL } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** `cn2026`: the Combined Nomenclature shipped with the service; `tarbel`: an imported extraction. */
export const TARIFF_ORIGINS = ['cn2026', 'tarbel'] as const;
export const TARIFF_IMPORT_KINDS = ['full', 'delta'] as const;
export const TARIFF_IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const TARIFF_DELETION_ENTITIES = ['goods', 'description', 'measure'] as const;

/**
 * A dataset is one generation of the tariff: `cn2026` (the seed), `tarbel` (deltas applied before
 * any full extraction), or the id of the full import that built it. An import writes into a dataset
 * of its own id first (staging) and only its last transaction makes the rows count (see
 * src/reference/tariff/commit-import.ts); lookups read the live dataset only.
 */
const dataset = () => varchar('dataset', { length: 40 }).notNull();

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * Text as the tariff search compares it: accents taken off (Unicode NFD, combining marks removed),
 * lower case, ligatures and the few letters NFD leaves whole folded (œ -> oe, ß -> ss, ø -> o).
 * In SQL, so that the stored column and the query fold the same way on PostgreSQL and on the
 * embedded database (both UTF-8); `normalize` is cheap where a long `translate` is not.
 */
export const tariffSearchFold = (value: SQL | AnyPgColumn): SQL =>
  sql`translate(replace(replace(replace(replace(replace(lower(regexp_replace(normalize(${value}, NFD), '[\\u0300-\\u036f]', '', 'g')), 'œ', 'oe'), 'Œ', 'oe'), 'æ', 'ae'), 'Æ', 'ae'), 'ß', 'ss'), 'øØđĐłŁı', 'ooddlli')`;

/**
 * One line of the goods nomenclature (SPEC.md "Reference data": the tariff resolves HS codes,
 * descriptions and VAT): a Tarbel `GoodsNomenclature` record by its sid, or a CN 2026 code of the
 * seed (whose sid is the 8-digit code read as a number). Descriptions have periods of their own
 * (tariff_descriptions); supplementary units and VAT of Tarbel lines come from measures
 * (tariff_measures), the seed's unit is on the line.
 */
export const tariffGoods = pgTable(
  'tariff_goods',
  {
    dataset: dataset(),
    sid: integer('sid').notNull(),
    origin: varchar('origin', { length: 8, enum: TARIFF_ORIGINS }).notNull(),
    /** Ten digits for Tarbel (`goodsNomenclatureItemId`), eight for the CN seed. */
    code: varchar('code', { length: 10 }).notNull(),
    /** `produclineSuffix`: 80 is a declarable line, lower values are grouping lines. */
    suffix: varchar('suffix', { length: 2 }).notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
    indent: smallint('indent'),
    /** The CN seed's unit (PST, M2, L_ALC_100PCT ...); Tarbel lines take theirs from measure 109. */
    supplementaryUnit: varchar('supplementary_unit', { length: 32 }),
    /** The import that wrote the line last. */
    importId: uuid('import_id'),
  },
  (table) => [
    primaryKey({ columns: [table.dataset, table.sid] }),
    index('tariff_goods_code_idx').on(table.dataset, table.code.op('text_pattern_ops')),
    check('tariff_goods_origin_known', sql`${table.origin} in (${inList(TARIFF_ORIGINS)})`),
  ],
);

/** One description period of a goods line, with its text per language (EN, FR, NL). */
export const tariffDescriptions = pgTable(
  'tariff_descriptions',
  {
    dataset: dataset(),
    /** `goodsNomenclatureDescriptionPeriod/sid`. */
    periodSid: integer('period_sid').notNull(),
    goodsSid: integer('goods_sid').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    descriptionNl: text('description_nl'),
    descriptionFr: text('description_fr'),
    descriptionEn: text('description_en'),
    /** Searched, never shown: the seed's heading in three languages ("Other" says little alone). */
    context: text('context'),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL =>
        tariffSearchFold(
          sql`coalesce(${tariffDescriptions.descriptionNl}, '') || ' ' || coalesce(${tariffDescriptions.descriptionFr}, '') || ' ' || coalesce(${tariffDescriptions.descriptionEn}, '') || ' ' || coalesce(${tariffDescriptions.context}, '')`,
        ),
      ),
  },
  (table) => [
    primaryKey({ columns: [table.dataset, table.periodSid] }),
    index('tariff_descriptions_goods_idx').on(table.dataset, table.goodsSid),
    index('tariff_descriptions_search_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
  ],
);

/**
 * The measures the service reads from an extraction: supplementary units (type 109) and VAT (the
 * types of Tarbel:VatMeasureTypes). A measure applies to its goods code and every code below it;
 * `code_prefix` is the code without its trailing pairs of zeros, what "below" is matched on.
 */
export const tariffMeasures = pgTable(
  'tariff_measures',
  {
    dataset: dataset(),
    sid: integer('sid').notNull(),
    goodsSid: integer('goods_sid'),
    code: varchar('code', { length: 10 }).notNull(),
    codePrefix: varchar('code_prefix', { length: 10 }).notNull(),
    measureType: varchar('measure_type', { length: 6 }).notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
    /** `measurementUnitCode`, and its qualifier after a space when there is one: `NAR`, `ASV X`. */
    unit: varchar('unit', { length: 16 }),
    /** `dutyAmount` of the first component, as written: the VAT percentage. */
    amount: varchar('amount', { length: 24 }),
    additionalCode: varchar('additional_code', { length: 8 }),
    geographicalArea: varchar('geographical_area', { length: 8 }),
  },
  (table) => [
    primaryKey({ columns: [table.dataset, table.sid] }),
    index('tariff_measures_prefix_idx').on(table.dataset, table.codePrefix),
  ],
);

/** Deletions a delta stages until its last transaction applies them to the live dataset. */
export const tariffDeletions = pgTable(
  'tariff_deletions',
  {
    dataset: dataset(),
    entity: varchar('entity', { length: 12, enum: TARIFF_DELETION_ENTITIES }).notNull(),
    sid: integer('sid').notNull(),
  },
  (table) => [primaryKey({ columns: [table.dataset, table.entity, table.sid] })],
);

/**
 * One import of a Tarbel extraction (ZIP), run by a durable job: its progress (`rows_done` records
 * of the file are applied, committed with them), who holds it (`worker_id`, `heartbeat_at`: a
 * lease another worker may take once the heartbeat is stale) and how it ended.
 */
export const tariffImports = pgTable(
  'tariff_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The extraction's file name (`export-20260101-20260131.zip`): its key in the daily cycle. */
    fileName: text('file_name').notNull(),
    path: text('path').notNull(),
    kind: varchar('kind', { length: 8, enum: TARIFF_IMPORT_KINDS }).notNull(),
    status: varchar('status', { length: 8, enum: TARIFF_IMPORT_STATUSES })
      .notNull()
      .default('queued'),
    rowsDone: integer('rows_done').notNull().default(0),
    /** `ResultsInfo/totalRecords` when the file says it. */
    rowsTotal: integer('rows_total'),
    error: text('error'),
    /** Attempts that ended in an unexpected error (database away ...); the third fails the import. */
    failures: smallint('failures').notNull().default(0),
    requestedBy: text('requested_by').notNull(),
    /** Its row in reference_syncs, where admins see every sync and import. */
    syncId: uuid('sync_id'),
    workerId: text('worker_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('tariff_imports_status_idx').on(table.status, table.createdAt),
    index('tariff_imports_file_idx').on(table.fileName),
    check('tariff_imports_kind_known', sql`${table.kind} in (${inList(TARIFF_IMPORT_KINDS)})`),
    check(
      'tariff_imports_status_known',
      sql`${table.status} in (${inList(TARIFF_IMPORT_STATUSES)})`,
    ),
  ],
);
