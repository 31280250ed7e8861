import { createCanvas } from '@napi-rs/canvas';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { ReadingProgress } from '../reading-progress.ts';
import { openPdf, unreadablePage } from './open-pdf.ts';
import { UnreadableDocumentError } from './unreadable-document.ts';

/** A PDF page drawn as a PNG, with the page's size in points to scale what is read back. */
export interface RenderedPage {
  /** 1-based. */
  readonly number: number;
  readonly png: Buffer;
  readonly widthPt: number;
  readonly heightPt: number;
  /** The dots per inch actually used: lower than asked for a page too large to draw at it. */
  readonly dpi: number;
}

// A drawn page is held in memory as 4 bytes a pixel: an A4 page at 300 dpi is about 8.7 million
// pixels (35 MB). A poster-sized page is drawn smaller rather than exhausting memory; OCR does not
// read better past 300 dpi anyway.
const MAX_PIXELS = 40_000_000;
const MAX_SIDE = 14_000;

const renderOne = async (
  document: PDFDocumentProxy,
  number: number,
  dpi: number,
): Promise<RenderedPage> => {
  const page = await document.getPage(number);
  const size = page.getViewport({ scale: 1 });
  const wanted = dpi / 72;
  const fits = Math.min(
    Math.sqrt(MAX_PIXELS / (size.width * size.height)),
    MAX_SIDE / Math.max(size.width, size.height),
  );
  const scale = Math.min(wanted, fits);
  const viewport = page.getViewport({ scale });
  // Rounded, not ceiled: 792 pt at 150 dpi is 1650.0000000002 pixels in floating point.
  const canvas = createCanvas(
    Math.max(1, Math.round(viewport.width)),
    Math.max(1, Math.round(viewport.height)),
  );
  const context = canvas.getContext('2d');
  // A PDF page is transparent where nothing is drawn; OCR wants black on white.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  // pdf.js in Node draws on @napi-rs/canvas (its own NodeCanvasFactory uses the same package for
  // the scratch canvases it needs), so this canvas stands in for the browser's.
  const parameters = { canvas, canvasContext: context, viewport };
  await page.render(parameters).promise;
  page.cleanup();
  return {
    number,
    png: await canvas.encode('png'),
    widthPt: size.width,
    heightPt: size.height,
    dpi: scale * 72,
  };
};

/**
 * Draws the given pages of a PDF at `dpi` (Processing:PdfDpi, 300 by default) one at a time,
 * opening the file once: a long scan is never held in memory as images all at once. Throws
 * UnreadableDocumentError for a PDF that cannot be opened or drawn, or a page it does not have.
 */
export interface DrawOptions {
  /** Images with more pixels are left undrawn by pdf.js (the scan refused them already). */
  readonly maxImagePixels?: number;
  readonly progress?: ReadingProgress;
}

export async function* drawPages(
  bytes: Uint8Array,
  pageNumbers: readonly number[],
  dpi: number,
  options: DrawOptions = {},
): AsyncGenerator<RenderedPage> {
  if (!(dpi > 0 && dpi <= 1200)) throw new RangeError(`dpi must be in (0, 1200], not ${dpi}`);
  const document = await openPdf(bytes, { maxImagePixels: options.maxImagePixels });
  try {
    for (const number of pageNumbers) {
      if (!Number.isInteger(number) || number < 1 || number > document.numPages)
        throw new UnreadableDocumentError(
          `the PDF has ${document.numPages} page(s): there is no page ${number}`,
        );
      options.progress?.({ stage: 'drawing', page: number });
      let page: RenderedPage;
      try {
        page = await renderOne(document, number, dpi);
      } catch (error) {
        throw unreadablePage(number, error);
      }
      yield page;
    }
  } finally {
    await document.destroy();
  }
}

/** The given pages drawn as PNGs (for the vision path, which sends them together). */
export const renderPages = async (
  bytes: Uint8Array,
  pageNumbers: readonly number[],
  dpi: number,
  options: DrawOptions = {},
): Promise<RenderedPage[]> => {
  const pages: RenderedPage[] = [];
  for await (const page of drawPages(bytes, pageNumbers, dpi, options)) pages.push(page);
  return pages;
};

/** One page of a PDF as a PNG at `dpi`. */
export const renderPage = async (
  bytes: Uint8Array,
  pageNumber: number,
  dpi: number,
): Promise<Buffer> => (await renderPages(bytes, [pageNumber], dpi))[0]!.png;
