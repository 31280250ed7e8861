import type { DocumentText, PageText } from '../document-text.ts';
import { DocumentOverLimitError, figure, type ReadingLimits } from '../reading-limits.ts';
import type { ReadingProgress } from '../reading-progress.ts';
import { documentTextFromAnalyzeResult } from './analyze-result.ts';
import type { AnalyzableContentType, DocumentIntelligenceReader } from './document-intelligence.ts';
import { imagePageSize, imageSize, type ImageSize } from './image-size.ts';
import type { LocalOcr } from './local-ocr.ts';
import { scannedLanguage } from './ocr-languages.ts';
import { scanPdf } from './pdf-scan/scan-pdf.ts';
import { readPdfText } from './pdf-text.ts';
import { drawPages } from './render-page.ts';
import type { TextLanguage } from './text-language.ts';
import { UnreadableDocumentError } from './unreadable-document.ts';

export interface ReadDocumentOptions {
  /** Set when DocumentIntelligence:Endpoint is configured: it reads every page. */
  readonly documentIntelligence?: DocumentIntelligenceReader;
  /** A stored AdiRawResponse from an earlier attempt: converted again, the service not called. */
  readonly cachedRaw?: unknown;
  /** Processing:PdfDpi: the resolution image-only pages are drawn at for local OCR. */
  readonly dpi: number;
  /** Local OCR for image-only pages and images; without it they stay image-only, without words. */
  readonly ocr?: LocalOcr;
  /** The work a document may ask for; checked before it is done. Absent: unlimited (tests). */
  readonly limits?: ReadingLimits;
  readonly progress?: ReadingProgress;
  readonly signal?: AbortSignal;
}

const READABLE = ['application/pdf', 'image/png', 'image/jpeg'] as const;

const isReadable = (contentType: string): contentType is AnalyzableContentType =>
  (READABLE as readonly string[]).includes(contentType);

const checkOcrPages = (scanned: readonly number[], limits?: ReadingLimits): void => {
  if (limits && scanned.length > limits.maxOcrPages)
    throw new DocumentOverLimitError(
      'maxOcrPages',
      `the PDF has ${figure(scanned.length)} page${scanned.length === 1 ? '' : 's'} without text; ${
        limits.maxOcrPages === 0
          ? 'none is read by OCR'
          : `at most ${figure(limits.maxOcrPages)} ${limits.maxOcrPages === 1 ? 'is' : 'are'} read by OCR`
      }`,
      { pages: scanned.length, max: limits.maxOcrPages },
    );
};

/** A PDF's text layer, with its image-only pages read by local OCR; text pages stay as they are. */
const readPdfLocally = async (
  bytes: Uint8Array,
  options: ReadDocumentOptions,
): Promise<DocumentText> => {
  const { ocr, limits, progress } = options;
  const fromText = await readPdfText(bytes, { maxPages: limits?.maxPages, progress });
  const scanned = fromText.pages.filter((page) => page.imageOnly).map((page) => page.number);
  if (!ocr || scanned.length === 0) return fromText;
  checkOcrPages(scanned, limits);
  const read = new Map<number, PageText>();
  const drawing = drawPages(bytes, scanned, options.dpi, {
    maxImagePixels: limits?.maxImagePixels,
    progress,
  });
  // A document keeps to its language: once a page reads as French, Dutch or German, the next is
  // read in it at once, without the English reading that found it.
  let language: TextLanguage | undefined;
  for await (const drawn of drawing) {
    options.signal?.throwIfAborted();
    progress?.({ stage: 'ocr', page: drawn.number });
    const page = await ocr.ocrImage(
      drawn.png,
      drawn.number,
      drawn.widthPt,
      drawn.heightPt,
      language,
    );
    read.set(drawn.number, page);
    const written = scannedLanguage(page.words.map((word) => word.text).join(' '));
    if (written) language = written === 'en' ? undefined : written;
  }
  return { ...fromText, pages: fromText.pages.map((page) => read.get(page.number) ?? page) };
};

/** An image's pixels are counted from its header before anything decodes it. */
const checkedImage = (bytes: Uint8Array, limits?: ReadingLimits): ImageSize => {
  const size = imageSize(bytes);
  if (!size) throw new UnreadableDocumentError('the image cannot be read: not a PNG or JPEG');
  if (limits && size.widthPx * size.heightPx > limits.maxImagePixels)
    throw new DocumentOverLimitError(
      'maxImagePixels',
      `the image is ${figure(size.widthPx)} × ${figure(size.heightPx)} pixels; at most ${figure(limits.maxImagePixels)} pixels an image are read`,
    );
  return size;
};

/**
 * A photo or scan sent as an image: OCR when there is one, else one page without words, marked as
 * left for local OCR (the reader that would have read it).
 */
const readImageLocally = async (
  bytes: Uint8Array,
  options: ReadDocumentOptions,
): Promise<DocumentText> => {
  const size = checkedImage(bytes, options.limits);
  options.progress?.({ stage: 'ocr', page: 1 });
  if (options.ocr) return options.ocr.readImage(bytes);
  const { widthPt, heightPt } = imagePageSize(size);
  return {
    pages: [
      {
        number: 1,
        width: widthPt,
        height: heightPt,
        words: [],
        reader: 'tesseract',
        imageOnly: true,
      },
    ],
  };
};

/**
 * A document as positioned words, by the first of (DECISIONS.md 11): the Document Intelligence
 * answer stored with an earlier attempt; Document Intelligence when configured; otherwise the
 * PDF's own text layer, with image-only pages drawn at `dpi` and read by local OCR. Images
 * (PNG, JPEG) go to Document Intelligence or local OCR. Anything else is refused. With limits,
 * a PDF is scanned first (scan-pdf.ts) and an image's size read from its header, so a document
 * that asks for too much fails before any page is read, sent or paid for.
 */
export const readDocument = async (
  bytes: Uint8Array,
  contentType: string,
  options: ReadDocumentOptions,
): Promise<DocumentText> => {
  if (options.cachedRaw !== undefined && options.cachedRaw !== null)
    return documentTextFromAnalyzeResult(options.cachedRaw);
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (!isReadable(type))
    throw new UnreadableDocumentError(
      `a document of type ${type || '(none)'} cannot be read as text: only PDF, PNG and JPEG`,
    );
  const { limits, progress } = options;
  if (limits && type === 'application/pdf') {
    progress?.({ stage: 'checking' });
    scanPdf(bytes, limits, progress);
  }
  if (limits && type !== 'application/pdf') checkedImage(bytes, limits);
  if (options.documentIntelligence) {
    progress?.({ stage: 'analyzing' });
    return options.documentIntelligence.read(bytes, type, options.signal);
  }
  return type === 'application/pdf'
    ? readPdfLocally(bytes, options)
    : readImageLocally(bytes, options);
};
