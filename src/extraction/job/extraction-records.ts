import { sql } from 'drizzle-orm';
import { schema, type Db } from '../../db/index.ts';
import type { DocumentAttempt } from '../pipeline/extraction-tools.ts';
import { storable, storableText } from './storable.ts';

const PG_INT_MAX = 2_147_483_647;
/** Document text is kept once per attempt; a runaway OCR text is cut, not stored without end. */
const MAX_RAW_TEXT = 2_000_000;

/**
 * One ExtractionRecord per document and attempt (SPEC.md "ExtractionRecord"): several attempts of
 * a dossier are kept side by side, failed ones too, with what they cost.
 */
export const insertAttemptRecords = async (
  tx: Db,
  dossierId: string,
  attempt: number,
  attempts: readonly DocumentAttempt[],
  documentIds: ReadonlySet<string>,
): Promise<void> => {
  if (attempts.length === 0) return;
  await tx.insert(schema.extractionRecords).values(
    attempts.map((item) => ({
      dossierId,
      documentId: documentIds.has(item.document) ? item.document : null,
      attempt,
      extractorType: item.extractorType,
      status: item.status,
      error: item.error === undefined ? null : storableText(item.error),
      model: item.usage?.model ?? null,
      promptId: item.promptId ?? null,
      durationMs: Math.min(item.durationMs, PG_INT_MAX),
      // JSON text from the reader process, NUL characters already taken out there.
      adiRawResponse: item.adiRawResponse === undefined ? null : sql`${item.adiRawResponse}::jsonb`,
      rawResponse:
        item.rawResponse === undefined
          ? null
          : storableText(item.rawResponse.slice(0, MAX_RAW_TEXT)),
      extractedData: item.extracted
        ? storable({
            extracted: item.extracted,
            prompts: item.prompts,
            ...(item.modelData !== undefined ? { modelData: item.modelData } : {}),
          })
        : null,
      pdfPigRawText:
        item.pdfPigRawText === undefined
          ? null
          : storableText(item.pdfPigRawText.slice(0, MAX_RAW_TEXT)),
      promptTokens: item.usage?.promptTokens ?? null,
      completionTokens: item.usage?.completionTokens ?? null,
      pageCount: item.pageCount ?? null,
      estimatedCost: item.estimatedCost === undefined ? null : item.estimatedCost.toFixed(6),
    })),
  );
};

/** An attempt that failed as a whole (the model or OCR service down): kept with its reason. */
export const insertFailedAttempt = async (
  db: Db,
  dossierId: string,
  attempt: number,
  error: string,
  durationMs: number,
): Promise<void> => {
  await db.insert(schema.extractionRecords).values({
    dossierId,
    attempt,
    extractorType: 'dossier',
    status: 'failed',
    error: storableText(error.slice(0, 4000)),
    durationMs: Math.min(durationMs, PG_INT_MAX),
  });
};
