import { integer, pgTable, text, timestamp, unique, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * Language-model prompts (SPEC.md point 4: "a prompt stored in the service's prompt table,
 * editable by admins"). A change is a new version, never an update: the latest version of a name
 * is the one extraction uses, and the earlier ones stay to compare attempts and to go back.
 */
export const prompts = pgTable(
  'prompts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 64 }).notNull(),
    version: integer('version').notNull(),
    text: text('text').notNull(),
    /** `system` for the built-in defaults seeded at start, else the admin's name. */
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('prompts_name_version_unique').on(table.name, table.version)],
);
