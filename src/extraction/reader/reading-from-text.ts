import type { DocumentReading, ReadingWants } from '../document-reading.ts';
import type { DocumentText, Word } from '../document-text.ts';
import { pageText } from '../documents/index.ts';
import { storableText } from '../job/storable.ts';
import { buildTransitSkeleton } from '../model/transit-skeleton.ts';
import type { ReadingProgress } from '../reading-progress.ts';
import { readEInvoice, withEInvoice } from '../e-invoice/index.ts';
import { readTables } from '../table-reader/index.ts';
import { ReadingTooLargeError } from './reading-too-large.ts';

/** Text a document may hand back: 500 pages of dense text are about 10 MB. */
export const MAX_TEXT_BYTES = 16 * 1024 * 1024;
/** A Document Intelligence answer larger than this is not kept as a cache (it would be paid again). */
export const MAX_RAW_BYTES = 64 * 1024 * 1024;
/** One declaration holds at most 9,999 goods items (the canonical contract). */
export const MAX_LINES = 9999;

/**
 * A document's words reduced to what the service keeps (DocumentReading), in the reader process:
 * the pages' lines as text, the table reader's goods and the transit skeleton when asked for.
 * What would be too large to hand over and store fails here, at once, with the reason.
 */
export const readingFromText = (
  text: DocumentText,
  document: string,
  wants: ReadingWants,
  progress?: ReadingProgress,
): DocumentReading => {
  const pages = text.pages.map((page) => ({
    number: page.number,
    width: page.width,
    height: page.height,
    reader: page.reader,
    imageOnly: page.imageOnly,
    text: storableText(pageText(page)),
    words: page.words.length,
    ...(page.words.length > 0 ? { confidence: meanConfidence(page.words) } : {}),
  }));
  const size = pages.reduce((sum, page) => sum + page.text.length, 0);
  if (size > MAX_TEXT_BYTES)
    throw new ReadingTooLargeError(
      `the document holds ${mb(size)} MB of text; at most ${mb(MAX_TEXT_BYTES)} MB are kept`,
    );
  progress?.({ stage: 'tables' });
  const printed = wants.tables ? readTables(text, document) : undefined;
  const invoice = printed && text.embedded ? readEInvoice(text.embedded) : undefined;
  const tables = printed && invoice ? withEInvoice(printed, invoice) : printed;
  if (tables && tables.lines.length > MAX_LINES)
    throw new ReadingTooLargeError(
      `the document gives ${tables.lines.length.toLocaleString('en-GB')} goods lines; a declaration holds at most ${MAX_LINES.toLocaleString('en-GB')}`,
    );
  const raw = text.raw === undefined ? undefined : rawJson(text.raw);
  return {
    pages,
    ...(raw !== undefined && raw.length <= MAX_RAW_BYTES ? { raw } : {}),
    ...(tables ? { tables } : {}),
    ...(wants.skeleton ? { skeleton: buildTransitSkeleton(text) } : {}),
  };
};

const rawJson = (raw: unknown): string =>
  JSON.stringify(raw, (_key, value: unknown) =>
    typeof value === 'string' ? storableText(value) : value,
  );

const meanConfidence = (words: readonly Word[]) =>
  Math.round((words.reduce((sum, word) => sum + word.confidence, 0) / words.length) * 1000) / 1000;

const mb = (bytes: number) => (bytes / 1048576).toFixed(0);
