import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { dossierDocuments } from './dossier-documents.ts';
import { dossiers } from './dossiers.ts';
import { prompts } from './prompts.ts';

/** SPEC.md "ExtractionRecord": one extraction attempt; several per dossier are kept for comparison. */
export const extractionRecords = pgTable(
  'extraction_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dossierId: uuid('dossier_id')
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    /** The document read; null for an attempt over the whole dossier (the merge). */
    documentId: uuid('document_id').references(() => dossierDocuments.id, { onDelete: 'cascade' }),
    /** The job attempt that made it (1, 2, 3): several attempts of a dossier are kept. */
    attempt: integer('attempt').notNull().default(1),
    extractorType: text('extractor_type').notNull(),
    /** ok, or failed with `error`: a failed attempt is kept too, with what it cost. */
    status: varchar('status', { length: 8 }).notNull().default('ok'),
    error: text('error'),
    /** The language model that answered, when one did. */
    model: text('model'),
    /** The prompt version the model was given (/Admin/Prompts shows which version read what). */
    promptId: uuid('prompt_id').references(() => prompts.id, { onDelete: 'set null' }),
    durationMs: integer('duration_ms'),
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
  (table) => [
    index('extraction_records_dossier_idx').on(table.dossierId, table.createdAt),
    // /Admin/Costs sums by day and model.
    index('extraction_records_created_idx').on(table.createdAt),
    index('extraction_records_prompt_idx').on(table.promptId),
  ],
);
