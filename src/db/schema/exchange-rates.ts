import { date, numeric, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The customs exchange rates (EU customs valuation: the ECB rate of the penultimate Wednesday,
 * valid for the following month), as imported from a CSV or entered by hand. One rate per
 * currency and start of validity; a correction replaces it and names who made it.
 */
export const customsExchangeRates = pgTable(
  'customs_exchange_rates',
  {
    currency: varchar('currency', { length: 3 }).notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    // Units of the currency per euro, as published; numeric keeps the published digits exactly.
    perEuro: numeric('per_euro', { precision: 18, scale: 6 }).notNull(),
    source: text('source').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').notNull(),
  },
  (table) => [primaryKey({ columns: [table.currency, table.validFrom] })],
);
