import { resolve, sep } from 'node:path';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { schema, type Db } from '../../db/index.ts';
import type { InputFile } from '../pipeline/extract-document.ts';

const SLOTS = {
  invoice: 'invoice',
  packing_list: 'packing_list',
  spreadsheet: 'spreadsheet',
} as const;

/** A stored path never leads out of the upload folder, whatever the row says. */
const inside = (folder: string, storagePath: string) => {
  const root = resolve(folder);
  const path = resolve(root, storagePath);
  if (!path.startsWith(root + sep))
    throw new Error(`the stored path ${storagePath} leaves the upload folder`);
  return path;
};

/**
 * The dossier's documents as the pipeline reads them, in upload order, each with the latest
 * Document Intelligence answer stored for it (reprocessing reuses it instead of paying again).
 */
export const dossierFiles = async (
  db: Db,
  dossierId: string,
  uploadFolder: string,
): Promise<InputFile[]> => {
  const documents = await db
    .select()
    .from(schema.dossierDocuments)
    .where(eq(schema.dossierDocuments.dossierId, dossierId))
    .orderBy(schema.dossierDocuments.createdAt, schema.dossierDocuments.id);
  const files: InputFile[] = [];
  for (const document of documents) {
    if (document.kind === 'other') continue;
    // As text: the reader process parses it; the service never walks a large OCR answer.
    const [cached] = await db
      .select({ raw: sql<string | null>`${schema.extractionRecords.adiRawResponse}::text` })
      .from(schema.extractionRecords)
      .where(
        and(
          eq(schema.extractionRecords.documentId, document.id),
          eq(schema.extractionRecords.status, 'ok'),
          isNotNull(schema.extractionRecords.adiRawResponse),
        ),
      )
      .orderBy(desc(schema.extractionRecords.createdAt))
      .limit(1);
    files.push({
      document: document.id,
      fileName: document.fileName ?? `${document.kind} document`,
      path: inside(uploadFolder, document.storagePath),
      contentType: document.contentType,
      slot: SLOTS[document.kind],
      ...(cached?.raw ? { cachedRaw: cached.raw } : {}),
    });
  }
  return files;
};
