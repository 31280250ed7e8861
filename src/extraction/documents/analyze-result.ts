import { z } from 'zod';
import type { DocumentText, PageText, Word } from '../document-text.ts';
import { inReadingOrder } from './text-lines.ts';
import { UnreadableDocumentError } from './unreadable-document.ts';

// The part of Document Intelligence's analyzeResult (api-version 2024-11-30) a DocumentText is
// made of. Everything else (tables, paragraphs, styles) stays in the raw answer for whoever wants it.
const analyzeResult = z.object({
  pages: z.array(
    z.object({
      pageNumber: z.number().int().positive(),
      width: z.number().positive(),
      height: z.number().positive(),
      unit: z.enum(['inch', 'pixel']),
      words: z
        .array(
          z.object({
            content: z.string(),
            polygon: z.array(z.number()).optional(),
            confidence: z.number(),
          }),
        )
        .optional(),
    }),
  ),
});

type AnalyzedPage = z.infer<typeof analyzeResult>['pages'][number];

/**
 * Points per unit. PDFs are measured in inches (72 points each). Images are measured in pixels,
 * whose size on paper Document Intelligence does not say: one pixel is one point, as an image
 * without DPI is taken at 72 dpi by local OCR too, so boxes from either reader agree.
 */
const pointsPer = (unit: AnalyzedPage['unit']): number => (unit === 'inch' ? 72 : 1);

/** A polygon (x1 y1 x2 y2 ..., clockwise from the top left) as the box around it. */
const boxOf = (polygon: readonly number[], scale: number) => {
  const xs = polygon.filter((_, index) => index % 2 === 0).map((x) => x * scale);
  const ys = polygon.filter((_, index) => index % 2 === 1).map((y) => y * scale);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
};

const pageOf = (page: AnalyzedPage): PageText => {
  const scale = pointsPer(page.unit);
  const words: Word[] = (page.words ?? [])
    // A word without a polygon cannot be placed; with fewer than 4 corners it is not a box.
    .filter((word) => word.content.trim() !== '' && (word.polygon?.length ?? 0) >= 8)
    .map((word) => ({
      text: word.content.trim(),
      box: boxOf(word.polygon!, scale),
      confidence: Math.min(1, Math.max(0, word.confidence)),
    }));
  return {
    number: page.pageNumber,
    width: page.width * scale,
    height: page.height * scale,
    words: inReadingOrder(words),
    reader: 'document-intelligence',
    // Document Intelligence does not say whether a page had a text layer; a page it found no
    // word on is one nobody could read.
    imageOnly: words.length === 0,
  };
};

/**
 * Converts Document Intelligence's analyzeResult (AdiRawResponse, as stored with an extraction
 * attempt) into a DocumentText, without calling the service: a reprocess reads the stored answer
 * again. The whole operation answer (`{ status, analyzeResult }`) is accepted too. The raw answer
 * is kept as it came in `raw`.
 */
export const documentTextFromAnalyzeResult = (raw: unknown): DocumentText => {
  const inner =
    raw !== null && typeof raw === 'object' && 'analyzeResult' in raw ? raw.analyzeResult : raw;
  const parsed = analyzeResult.safeParse(inner);
  if (!parsed.success)
    throw new UnreadableDocumentError(
      `the Document Intelligence answer cannot be read: ${parsed.error.issues
        .slice(0, 3)
        .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
        .join('; ')}`,
    );
  const pages = [...parsed.data.pages].sort((a, b) => a.pageNumber - b.pageNumber).map(pageOf);
  return { pages, raw: inner };
};
