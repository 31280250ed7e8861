import type { DossierDocument } from '../../../api/types.ts';

export const isPdf = (document: DossierDocument) => document.content_type === 'application/pdf';

export const isSheet = (document: DossierDocument) =>
  /spreadsheet|excel|csv/i.test(document.content_type ?? '') ||
  /\.(xlsx|csv)$/i.test(document.file_name ?? '');

/** The documents the review shows beside the values, in their tabs' order. */
export const shownDocuments = (documents: readonly DossierDocument[]) =>
  documents.filter((document) => isPdf(document) || isSheet(document));

/** Same-origin address of a document's file; the session cookie goes with it. */
export const documentUrl = (dossierId: string, documentId: string) =>
  `/api/declarations/${dossierId}/documents/${documentId}`;
