import { doublePrecision, index, pgTable, text, varchar } from 'drizzle-orm/pg-core';

/**
 * UN/LOCODE: one row per location (116,000 of them). `search_name` is the name and its form
 * without diacritics, lower-cased and stripped of accents, so that "Liege" finds Liège with a
 * plain index on both PostgreSQL and the embedded database (trigrams need pg_trgm, which both load).
 */
export const locodes = pgTable(
  'locodes',
  {
    /** Country and location together: BEANR. */
    code: varchar('code', { length: 5 }).primaryKey(),
    country: varchar('country', { length: 2 }).notNull(),
    location: varchar('location', { length: 3 }).notNull(),
    name: text('name').notNull(),
    nameWithoutDiacritics: text('name_without_diacritics'),
    searchName: text('search_name').notNull(),
    subdivision: varchar('subdivision', { length: 3 }),
    /** Function classifier, eight positions: 1 port, 2 rail, 3 road, 4 airport, 5 post, 6 ICD, 7 fixed, B border. */
    functions: varchar('functions', { length: 8 }),
    status: varchar('status', { length: 2 }),
    iata: varchar('iata', { length: 3 }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (table) => [
    index('locodes_search_name_trgm_idx').using('gin', table.searchName.op('gin_trgm_ops')),
    index('locodes_search_name_prefix_idx').on(table.searchName.op('text_pattern_ops')),
    index('locodes_country_idx').on(table.country),
  ],
);
