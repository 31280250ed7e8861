import { eq } from 'drizzle-orm';
import { schema, type Db } from '../db/index.ts';
import { dossierNotFound } from './dossier-errors.ts';
import { handChecked } from './hand-checked.ts';

/**
 * A partner's dossier keeps the declaration as it was sent in the same column (SPEC.md
 * "RawExtraction"); only a reading of documents has documents and values with their sources.
 */
const isExtractionReading = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as { documents?: unknown }).documents) &&
  Array.isArray((value as { lines?: unknown }).lines);

/**
 * What the review page shows beside the declaration: the reading as extraction stored it (every
 * value with its confidence and source, the documents' notices, the findings), never changed by
 * a correction, and which values the declarant has set by hand since (their JSON Pointers), so a
 * value they changed is marked as checked by them rather than as read.
 */
export const dossierReading = async (db: Db, dossierId: string) => {
  const [row] = await db
    .select({ reading: schema.dossiers.rawExtraction, revision: schema.dossiers.revision })
    .from(schema.dossiers)
    .where(eq(schema.dossiers.id, dossierId));
  if (!row) throw dossierNotFound(dossierId);
  const checked = await handChecked(db, dossierId);
  return {
    revision: row.revision,
    reading: isExtractionReading(row.reading) ? row.reading : null,
    changedByHand: checked.changed,
    confirmed: checked.confirmed,
  };
};
