/**
 * A document to read: a dossier's upload, a file of `customs extract`. A reader process reads it
 * from `path`; `bytes` without a path are written to a temporary file for it first.
 */
export interface InputFile {
  /** The dossier document's id, or the file name outside a dossier. */
  readonly document: string;
  readonly fileName: string;
  /** Where the file is (the upload folder): one of path and bytes is given. */
  readonly path?: string;
  readonly bytes?: Uint8Array;
  /** As checked by content on upload. */
  readonly contentType: string;
  /** The upload slot: what the declarant said the file is. */
  readonly slot?: 'invoice' | 'packing_list' | 'spreadsheet';
  /** Document Intelligence's earlier answer for this file, as JSON text (reprocess without a new OCR call). */
  readonly cachedRaw?: string;
}
