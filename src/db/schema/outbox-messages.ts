import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { dossiers } from './dossiers.ts';

export const OUTBOX_STATUSES = ['Pending', 'Sent', 'Failed'] as const;

/** Transactional outbox: written with the dossier's move to Submitted, drained after commit. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Stable across retries so the receiver can drop repeats.
    messageId: uuid('message_id').notNull().unique().defaultRandom(),
    dossierId: uuid('dossier_id').references(() => dossiers.id),
    messageType: varchar('message_type', { length: 16 }).notNull(),
    environment: text('environment').notNull(),
    payload: text('payload').notNull(),
    status: varchar('status', { length: 8, enum: OUTBOX_STATUSES }).notNull().default('Pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_messages_pending_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'Pending'`),
    check('outbox_messages_status_known', sql`${table.status} in ('Pending', 'Sent', 'Failed')`),
  ],
);
