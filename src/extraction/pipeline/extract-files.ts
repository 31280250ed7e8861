import { DomainError } from '../../errors/index.ts';
import type { Finding, ReferenceLookups } from '../checks/index.ts';
import { runChecks } from '../checks/index.ts';
import { plainText } from '../documents/index.ts';
import type { ExtractedDocument } from '../extracted.ts';
import type { DocumentReason } from '../extraction-notice.ts';
import { extractDocument, type DocumentOptions, type InputFile } from './extract-document.ts';
import type { DocumentAttempt, ModelTools, ReadingTools } from './extraction-tools.ts';
import { mergeDocuments } from './merge-documents.ts';
import type { MergedExtraction } from './merged-extraction.ts';
import { toCanonical } from './to-canonical.ts';

export interface FilesOptions extends DocumentOptions {
  /** Brussels' date: the tariff date when no invoice date was read. */
  readonly today: string;
}

/** No document of the dossier could be read: the attempts say why, one per document. */
export class NothingReadableError extends DomainError {
  readonly attempts: readonly DocumentAttempt[];
  constructor(attempts: readonly DocumentAttempt[]) {
    super(
      'unparseable',
      'document-unreadable',
      `No document could be read: ${attempts.map((attempt) => `${attempt.fileName}: ${attempt.error ?? 'nothing read'}`).join('; ')}`,
    );
    this.name = 'NothingReadableError';
    this.attempts = attempts;
  }
}

export interface ExtractionOutcome {
  readonly attempts: readonly DocumentAttempt[];
  readonly merged: MergedExtraction;
  readonly findings: readonly Finding[];
  readonly canonical: ReturnType<typeof toCanonical>['read'];
}

/** OCR text kept for the review page of a scan no table was read from; bounded like a description field list. */
const MAX_OCR_TEXT = 200_000;

/**
 * The documents of one dossier (or of `customs extract`) read one after the other (OCR and
 * rendering are CPU-bound; jobs run side by side instead), merged into one goods list, checked,
 * and mapped onto the canonical declaration. Nothing readable at all is an error that says why.
 */
export const extractFiles = async (
  files: readonly InputFile[],
  reading: ReadingTools,
  model: ModelTools | undefined,
  lookups: ReferenceLookups,
  options: FilesOptions,
): Promise<ExtractionOutcome> => {
  const attempts: DocumentAttempt[] = [];
  for (const file of files) {
    options.signal?.throwIfAborted();
    attempts.push(await extractDocument(file, reading, model, options));
  }
  const read = attempts.flatMap((attempt) => (attempt.extracted ? [attempt.extracted] : []));
  if (read.length === 0) throw new NothingReadableError(attempts);
  const { extraction, findings } = await runChecks(mergeDocuments(read), lookups, options.today);
  const unreadable: Finding[] = attempts.flatMap((attempt) =>
    attempt.status === 'failed'
      ? [
          {
            code: 'document-unreadable',
            severity: 'error' as const,
            path: '/goods_items',
            message: `${attempt.fileName} could not be read: ${attempt.error ?? 'no reason given'}; its goods are not in the list`,
          },
        ]
      : [],
  );
  const canonical = toCanonical(extraction);
  return {
    attempts,
    merged: extraction,
    findings: [...unreadable, ...findings, ...canonical.dropped],
    canonical: canonical.read,
  };
};

/**
 * What the review page says of a document, in order: each notice with its code and values where
 * it has one (the page words those in the declarant's language), else its sentence; a document
 * not read at all has its failure as its one reason.
 */
const reasonsOf = (attempt: DocumentAttempt): DocumentReason[] => {
  if (attempt.status === 'failed')
    return [attempt.errorNotice ?? { message: attempt.error ?? 'not read' }];
  const coded = new Map(
    (attempt.extracted?.codedNotices ?? []).map((notice) => [notice.message, notice]),
  );
  return (attempt.extracted?.notices ?? []).map((message) => coded.get(message) ?? { message });
};

/** A document as the dossier keeps it in raw_extraction: what was read, and the OCR text of a scan. */
const documentSummary = (attempt: DocumentAttempt) => {
  const extracted: Partial<ExtractedDocument> = attempt.extracted ?? {};
  const scanned = attempt.text?.pages.some((page) => page.reader !== 'pdf-text');
  return {
    document: attempt.document,
    fileName: attempt.fileName,
    status: attempt.status,
    extractor: attempt.extractorType,
    ...(attempt.error ? { error: attempt.error } : {}),
    ...(extracted.kind ? { kind: extracted.kind } : {}),
    ...(extracted.header ? { header: extracted.header } : {}),
    ...(extracted.charges ? { charges: extracted.charges } : {}),
    lineCount: extracted.lines?.length ?? 0,
    notices: extracted.notices ?? [],
    reasons: reasonsOf(attempt),
    ...(attempt.pageCount !== undefined ? { pageCount: attempt.pageCount } : {}),
    ...(scanned && attempt.text ? { ocrText: plainText(attempt.text).slice(0, MAX_OCR_TEXT) } : {}),
  };
};

/**
 * The dossier's RawExtraction: every value with its confidence and source, the findings on the
 * fields they concern, and what each document said; the review page reads it beside the
 * corrected data.
 */
export const rawExtractionOf = (
  outcome: ExtractionOutcome,
  about: { readonly attempt: number; readonly mode: string; readonly at: Date },
) => ({
  version: 1,
  attempt: about.attempt,
  mode: about.mode,
  at: about.at.toISOString(),
  documents: outcome.attempts.map(documentSummary),
  header: outcome.merged.header,
  lines: outcome.merged.lines,
  charges: outcome.merged.charges,
  filledFromPackingList: outcome.merged.filledFromPackingList,
  findings: outcome.findings,
});
