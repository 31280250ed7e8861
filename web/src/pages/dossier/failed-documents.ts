import type { JsonOf } from '../../api/types.ts';
import type { paths } from '../../api/schema.ts';
import type { ReadReason } from '../review/read-reasons.ts';
import type { ReadDocument } from '../review/reading.ts';

type Attempts = JsonOf<paths['/api/declarations/{uuid}/extractions']['get']['responses'][200]>;
type Attempt = Attempts[number];

// A failed dossier keeps no reading: why its documents were not read is in its extraction
// attempts, as the service said it. The one refusal a declarant can do something about without a
// developer (too many scanned pages for local OCR) is known by its words and said in the page's
// language; the service writes it in src/extraction/documents/read-document.ts.
const OCR_PAGE_LIMIT =
  /^the PDF has ([\d,]+) pages? without text; (?:none is|at most ([\d,]+) (?:is|are)) read by OCR/;

const figure = (text: string) => Number(text.replace(/,/g, ''));

const reasonOf = (error: string): ReadReason => {
  const limit = OCR_PAGE_LIMIT.exec(error);
  return limit
    ? {
        message: error,
        code: 'ocr-page-limit',
        params: { pages: figure(limit[1]!), max: limit[2] ? figure(limit[2]) : 0 },
      }
    : { message: error };
};

export interface FailedRun {
  /** The documents the last run could not read, each with why. */
  readonly documents: ReadDocument[];
  /** Why the run failed as a whole (out of time, a service down), when no document says it. */
  readonly whole?: string;
}

/** The last run of a dossier's extraction, as a failed dossier shows it. */
export const failedRun = (attempts: Attempts): FailedRun => {
  const last = attempts.reduce<string>(
    (latest, attempt) => (attempt.createdAt > latest ? attempt.createdAt : latest),
    '',
  );
  const failed = attempts.filter(
    (attempt) => attempt.createdAt === last && attempt.status === 'failed',
  );
  const documents = failed
    .filter((attempt): attempt is Attempt & { documentId: string } => attempt.documentId !== null)
    .map((attempt) => ({
      document: attempt.documentId,
      fileName: attempt.fileName ?? attempt.documentId,
      status: 'failed',
      lineCount: 0,
      notices: [],
      reasons: [reasonOf(attempt.error ?? '')],
    }));
  const whole = failed.find((attempt) => attempt.documentId === null)?.error ?? undefined;
  return { documents, ...(documents.length === 0 && whole ? { whole } : {}) };
};
