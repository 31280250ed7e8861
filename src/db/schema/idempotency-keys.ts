import { jsonb, pgTable, primaryKey, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { dossiers } from './dossiers.ts';

/** The first answer to a request with an Idempotency-Key, replayed for 24 hours (DECISIONS.md section 5). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The caller: API key name or bearer application id; one partner's keys never meet another's. */
    partner: text('partner').notNull(),
    key: varchar('key', { length: 255 }).notNull(),
    endpoint: varchar('endpoint', { length: 64 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    dossierId: uuid('dossier_id').references(() => dossiers.id, { onDelete: 'cascade' }),
    responseStatus: text('response_status').notNull(),
    responseBody: jsonb('response_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.partner, table.endpoint, table.key] })],
);
