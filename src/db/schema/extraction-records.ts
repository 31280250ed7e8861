import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { dossiers } from './dossiers.ts';

/** SPEC.md "ExtractionRecord": one extraction attempt; several per dossier are kept for comparison. */
export const extractionRecords = pgTable(
  'extraction_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dossierId: uuid('dossier_id')
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    extractorType: text('extractor_type').notNull(),
    adiRawResponse: jsonb('adi_raw_response'),
    rawResponse: text('raw_response'),
    extractedData: jsonb('extracted_data'),
    pdfPigRawText: text('pdf_pig_raw_text'),
    promptTokens: integer('prompt_tokens'),
    completionTokens: integer('completion_tokens'),
    pageCount: integer('page_count'),
    estimatedCost: numeric('estimated_cost', { precision: 12, scale: 6 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('extraction_records_dossier_idx').on(table.dossierId, table.createdAt)],
);
