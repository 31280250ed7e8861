import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { dossiers } from './dossiers.ts';

export const DOCUMENT_KINDS = ['invoice', 'packing_list', 'spreadsheet', 'other'] as const;

/**
 * A source document of a dossier: an upload or an attachment of an ingested declaration. The file
 * lives under Storage:UploadFolder with a generated name; the sender's file name is metadata only.
 */
export const dossierDocuments = pgTable(
  'dossier_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dossierId: uuid('dossier_id')
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16, enum: DOCUMENT_KINDS }).notNull(),
    fileName: text('file_name'),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    /** Relative to Storage:UploadFolder. */
    storagePath: text('storage_path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('dossier_documents_dossier_idx').on(table.dossierId),
    check(
      'dossier_documents_kind_known',
      sql`${table.kind} in ('invoice', 'packing_list', 'spreadsheet', 'other')`,
    ),
  ],
);
