import type { ExtractedDocument } from '../../src/extraction/extracted.ts';
import { extractFiles, OFFLINE_LOOKUPS, type ReadingTools } from '../../src/extraction/index.ts';
import type { EvalDocument } from './documents.ts';

/** What the reader made of one document. */
export interface Reading {
  readonly extracted?: ExtractedDocument;
  /** Why there is nothing: the reader refused the document, or failed. */
  readonly error?: string;
  /** Some page was read by local OCR. */
  readonly ocr: boolean;
  readonly durationMs: number;
}

/**
 * A document read the way a dossier's upload is without a model: through the pipeline's own
 * entry, so a PDF, an image and a spreadsheet each take the path they take in the service, and
 * the notices are the ones a declarant sees.
 */
export const readDocument = async (
  reading: ReadingTools,
  document: EvalDocument,
): Promise<Reading> => {
  const started = performance.now();
  const fileName = document.name.split('/').pop() ?? document.name;
  try {
    // As `customs extract --json` gives it: merged, checked (origins resolved to their codes).
    const outcome = await extractFiles(
      [
        {
          document: `${document.set}/${document.name}`,
          fileName,
          contentType: document.contentType,
          ...(document.path !== undefined ? { path: document.path } : {}),
          ...(document.bytes !== undefined ? { bytes: document.bytes } : {}),
        },
      ],
      reading,
      undefined,
      OFFLINE_LOOKUPS,
      { mode: 'standard', today: new Date().toISOString().slice(0, 10) },
    );
    const attempt = outcome.attempts[0]!;
    const ocr = attempt.text?.pages.some((page) => page.reader === 'tesseract') ?? false;
    const extracted = attempt.extracted && {
      ...attempt.extracted,
      header: outcome.merged.header,
      lines: outcome.merged.lines,
    };
    return {
      ...(extracted ? { extracted } : {}),
      ...(attempt.error !== undefined ? { error: attempt.error } : {}),
      ocr,
      durationMs: attempt.durationMs,
    };
  } catch (error) {
    return {
      error: error instanceof Error ? error.message : String(error),
      ocr: false,
      durationMs: Math.round(performance.now() - started),
    };
  }
};
