import { pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Runtime-editable settings (declarations:*, tarbel:*, locode:*, branding, country aliases). */
export const runtimeSettings = pgTable('settings', {
  // Stored in the catalog's documented spelling; looked up through it, so case never matters.
  key: varchar('key', { length: 200 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by').notNull(),
});
