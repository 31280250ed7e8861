import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Who did what, when, with the record before and after; written inside the caller's transaction. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [
    index('audit_log_entity_idx').on(table.entityType, table.entityId),
    index('audit_log_occurred_at_idx').on(table.occurredAt),
    // /Admin/AuditLog pages newest first by id within an actor or an action, over millions of rows.
    index('audit_log_actor_idx').on(table.actor, table.id),
    index('audit_log_action_idx').on(table.action, table.id),
  ],
);
