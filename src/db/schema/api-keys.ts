import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

/** Only the SHA-256 of a key is kept; the raw key is shown once at creation (SPEC.md, Authentication). */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 100 }).notNull(),
    keyHash: varchar('key_hash', { length: 64 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: text('revoked_by'),
    /** When the key last authenticated a request, to the minute (written in batches, decision 0047). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** What the key may do (decision 0015): `declarations` (send and read its own), `masterdata`. */
    scopes: text('scopes')
      .array()
      .notNull()
      .default(sql`'{declarations}'::text[]`),
  },
  (table) => [
    // A name identifies one live key (it becomes IngestionPartner); a revoked key's name may be reused.
    uniqueIndex('api_keys_live_name_idx')
      .on(table.name)
      .where(sql`${table.revokedAt} is null`),
    check('api_keys_hash_is_sha256_hex', sql`${table.keyHash} ~ '^[0-9a-f]{64}$'`),
    check(
      'api_keys_scopes_known',
      sql`${table.scopes} <@ array['declarations', 'masterdata']::text[] and cardinality(${table.scopes}) > 0`,
    ),
  ],
);
