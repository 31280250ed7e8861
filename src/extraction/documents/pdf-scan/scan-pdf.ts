import type { ReadingLimits } from '../../reading-limits.ts';
import type { ReadingProgress } from '../../reading-progress.ts';
import { inflateBudget } from './decode-stream.ts';
import { PageCostCounter } from './page-cost.ts';
import { PdfObjects } from './pdf-objects.ts';
import { pdfPages } from './pdf-pages.ts';

export interface PdfScan {
  /** Pages found in the page tree (0 when there is none to find: pdf.js then decides). */
  readonly pages: number;
  /** Encrypted: the pages were counted, their content could not be read ahead. */
  readonly encrypted: boolean;
  /** The largest number of drawing operations one page asks for. */
  readonly maxOperators: number;
  readonly maxNesting: number;
  readonly inflatedBytes: number;
}

/**
 * What a PDF will ask of pdf.js, found before pdf.js reads it (issue 24): its pages, each page's
 * drawing operations with forms counted every time they are drawn, how deep forms nest, each
 * image's pixels, and what its compressed streams expand to. The first limit crossed throws
 * DocumentOverLimitError naming the page; a file this cannot make sense of passes, for pdf.js to
 * refuse or read under the reader's own time and memory limits.
 */
export const scanPdf = (
  bytes: Uint8Array,
  limits: ReadingLimits,
  progress?: ReadingProgress,
): PdfScan => {
  const budget = inflateBudget(limits.maxInflatedBytes);
  const objects = new PdfObjects(bytes, budget);
  const pages = pdfPages(objects, limits.maxPages);
  let maxOperators = 0;
  let maxNesting = 0;
  if (!objects.encrypted) {
    const counter = new PageCostCounter(objects, limits, budget);
    pages.forEach((page, index) => {
      progress?.({ stage: 'checking', page: index + 1 });
      const cost = counter.page(page, index + 1);
      maxOperators = Math.max(maxOperators, cost.operators);
      maxNesting = Math.max(maxNesting, cost.nesting);
    });
  }
  return {
    pages: pages.length,
    encrypted: objects.encrypted,
    maxOperators,
    maxNesting,
    inflatedBytes: budget.limit - budget.remaining,
  };
};
