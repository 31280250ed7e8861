import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem, TextStyle } from 'pdfjs-dist/types/src/display/api.js';
import type { DocumentText, PageText, Word } from '../document-text.ts';
import type { ReadingProgress } from '../reading-progress.ts';
import { openPdf, unreadablePage } from './open-pdf.ts';
import { embeddedXmlFiles } from './pdf-attachments.ts';
import { checkPageCount } from './pdf-scan/pdf-pages.ts';
import { inReadingOrder, unionBox } from './text-lines.ts';

type Matrix = readonly [number, number, number, number, number, number];

/** The product of two PDF matrices [a b c d e f]: `first` applied, then `second`. */
const multiply = (second: Matrix, first: Matrix): Matrix => [
  second[0] * first[0] + second[2] * first[1],
  second[1] * first[0] + second[3] * first[1],
  second[0] * first[2] + second[2] * first[3],
  second[1] * first[2] + second[3] * first[3],
  second[0] * first[4] + second[2] * first[5] + second[4],
  second[1] * first[4] + second[3] * first[5] + second[5],
];

/** A word with where its characters sit in its item, to join pieces split across items. */
interface Piece {
  readonly word: Word;
  readonly atItemStart: boolean;
  readonly atItemEnd: boolean;
  readonly fontHeight: number;
}

// Fonts without metrics report 0; these are typical Latin values (em fractions).
const DEFAULT_ASCENT = 0.8;
const DEFAULT_DESCENT = -0.2;

/**
 * Splits one text item into words. pdf.js gives an item's start on its baseline and its width,
 * not each glyph's place, so a word's extent along the baseline is the item's width shared by
 * character count: close enough to point at a value, exact for monospaced text. The matrix
 * carries the item into the viewport (top-left origin, y down), whatever the page's rotation.
 */
const piecesOf = (item: TextItem, style: TextStyle | undefined, viewport: Matrix): Piece[] => {
  const [a, b, c, d, e, f] = multiply(viewport, item.transform as unknown as Matrix);
  const along = Math.hypot(a, b);
  const fontHeight = Math.hypot(c, d);
  if (along === 0 || fontHeight === 0 || item.str.length === 0) return [];
  const direction = [a / along, b / along] as const;
  const up = [c / fontHeight, d / fontHeight] as const;
  const ascent = style?.ascent || DEFAULT_ASCENT;
  const descent = style?.descent || DEFAULT_DESCENT;
  const advance = style?.vertical ? item.height : item.width;
  const perCharacter = advance / item.str.length;
  const pieces: Piece[] = [];
  for (const match of item.str.matchAll(/\S+/g)) {
    const start = match.index;
    const end = start + match[0].length;
    const corners = [start * perCharacter, end * perCharacter].flatMap((t) =>
      [descent, ascent].map((h) => ({
        x: e + t * direction[0] + h * fontHeight * up[0],
        y: f + t * direction[1] + h * fontHeight * up[1],
      })),
    );
    const xs = corners.map((point) => point.x);
    const ys = corners.map((point) => point.y);
    const box = {
      x: Math.min(...xs),
      y: Math.min(...ys),
      width: Math.max(...xs) - Math.min(...xs),
      height: Math.max(...ys) - Math.min(...ys),
    };
    pieces.push({
      word: { text: match[0], box, confidence: 1 },
      atItemStart: start === 0,
      atItemEnd: end === item.str.length,
      fontHeight,
    });
  }
  return pieces;
};

/**
 * PDF producers often cut a word into several items (a font change inside `INVOICE:`, kerning
 * runs). Pieces that touch, one ending its item and the next starting the following one on the
 * same baseline, are one word again, as pdftotext would print it.
 */
const touches = (previous: Piece, next: Piece): boolean => {
  if (!previous.atItemEnd || !next.atItemStart) return false;
  const tolerance = 0.15 * Math.min(previous.fontHeight, next.fontHeight);
  const gap = next.word.box.x - (previous.word.box.x + previous.word.box.width);
  const previousBottom = previous.word.box.y + previous.word.box.height;
  const nextBottom = next.word.box.y + next.word.box.height;
  return gap > -tolerance && gap < tolerance && Math.abs(previousBottom - nextBottom) < tolerance;
};

const joinTouching = (pieces: readonly Piece[]): Word[] => {
  const words: Word[] = [];
  let last: Piece | undefined;
  for (const piece of pieces) {
    if (last && touches(last, piece)) {
      const joined: Word = {
        text: words.at(-1)!.text + piece.word.text,
        box: unionBox([words.at(-1)!.box, piece.word.box]),
        confidence: 1,
      };
      words[words.length - 1] = joined;
    } else {
      words.push(piece.word);
    }
    last = piece;
  }
  return words;
};

const readPage = async (page: PDFPageProxy): Promise<PageText> => {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const pieces = content.items.flatMap((item) =>
    'str' in item
      ? piecesOf(item, content.styles[item.fontName], viewport.transform as unknown as Matrix)
      : [],
  );
  const words = inReadingOrder(joinTouching(pieces));
  return {
    number: page.pageNumber,
    width: viewport.width,
    height: viewport.height,
    words,
    reader: 'pdf-text',
    // No word at all: a scan or a photo, left for OCR to read.
    imageOnly: words.length === 0,
  };
};

export interface PdfTextOptions {
  /** More pages than this is refused before any is read (pdf.js's count, after the scan's). */
  readonly maxPages?: number;
  readonly progress?: ReadingProgress;
}

/**
 * The PDF's own text layer as positioned words, page by page, in points with the origin at the
 * top left. A page without text is marked `imageOnly` with no words; reading it is OCR's job.
 * Throws UnreadableDocumentError for a file pdf.js cannot open (corrupt, encrypted, not a PDF).
 */
export const readPdfText = async (
  bytes: Uint8Array,
  options: PdfTextOptions = {},
): Promise<DocumentText> => {
  const document = await openPdf(bytes);
  try {
    if (options.maxPages !== undefined) checkPageCount(document.numPages, options.maxPages);
    const pages: PageText[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      options.progress?.({ stage: 'reading', page: number });
      try {
        pages.push(await readPage(await document.getPage(number)));
      } catch (error) {
        throw unreadablePage(number, error);
      }
    }
    const embedded = embeddedXmlFiles(bytes);
    return { pages, ...(embedded.length > 0 ? { embedded } : {}) };
  } finally {
    await document.destroy();
  }
};
