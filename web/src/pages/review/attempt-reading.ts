import type { ReadReason } from './read-reasons.ts';
import type { Reading } from './reading.ts';

/**
 * One attempt's document as the review reads a reading: its header and lines with their
 * confidence and source. The service's checks are not run on an older attempt: it has none.
 */
export const attemptReading = (
  detail: { readonly extractedData: unknown; readonly documentId: string | null },
  fileName: string,
  base: Reading,
): Reading | null => {
  const extracted = (detail.extractedData as { extracted?: Record<string, unknown> } | null)
    ?.extracted;
  if (!extracted) return null;
  const lines = Array.isArray(extracted.lines)
    ? (extracted.lines as Record<string, unknown>[])
    : [];
  const document = detail.documentId ?? '';
  const notices = Array.isArray(extracted.notices) ? (extracted.notices as string[]) : [];
  // The attempt keeps its coded notices beside the sentences (src/extraction/extracted.ts).
  const coded = new Map(
    (Array.isArray(extracted.codedNotices) ? (extracted.codedNotices as ReadReason[]) : []).map(
      (notice) => [notice.message, notice],
    ),
  );
  return {
    ...base,
    header: (extracted.header as Record<string, unknown> | undefined) ?? {},
    lines: lines.map((line) => ({ ...line, document })),
    findings: [],
    documents: [
      {
        document,
        fileName,
        status: 'ok',
        lineCount: lines.length,
        notices,
        reasons: notices.map((message) => coded.get(message) ?? { message }),
      },
    ],
  };
};
