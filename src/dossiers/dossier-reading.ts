import { and, asc, eq } from 'drizzle-orm';
import { schema, type Db } from '../db/index.ts';
import type { DeclarationChange } from './declaration-changes.ts';
import { dossierNotFound } from './dossier-errors.ts';

/** At most this many corrections are read for the checked marks: a dossier's saves, not a log. */
const MAX_SAVES = 500;

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
  const saves = await db
    .select({ after: schema.auditLog.after })
    .from(schema.auditLog)
    .where(
      and(
        eq(schema.auditLog.entityType, 'dossier'),
        eq(schema.auditLog.entityId, dossierId),
        eq(schema.auditLog.action, 'dossier.corrected'),
      ),
    )
    .orderBy(asc(schema.auditLog.id))
    .limit(MAX_SAVES);
  const changed = new Set<string>();
  for (const save of saves)
    for (const change of (save.after as { changes?: DeclarationChange[] } | null)?.changes ?? [])
      changed.add(change.path);
  return {
    revision: row.revision,
    reading: isExtractionReading(row.reading) ? row.reading : null,
    changedByHand: [...changed],
  };
};
