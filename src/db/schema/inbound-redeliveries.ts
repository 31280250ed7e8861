import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Redeliveries of inbound messages the service took and never settled (it stopped, or lost the
 * broker, mid-message), which RabbitMQ's classic queues do not count. Written by messaging only.
 */
export const inboundRedeliveries = pgTable(
  'inbound_redeliveries',
  {
    queue: text('queue').notNull(),
    /** The message id, or `sha256:<hash of the body>` for a message without one. */
    messageKey: text('message_key').notNull(),
    redeliveries: integer('redeliveries').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.queue, table.messageKey] })],
);
