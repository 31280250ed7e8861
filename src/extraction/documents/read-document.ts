import type { DocumentText, PageText } from '../document-text.ts';
import { documentTextFromAnalyzeResult } from './analyze-result.ts';
import type { AnalyzableContentType, DocumentIntelligenceReader } from './document-intelligence.ts';
import { imagePageSize, imageSize } from './image-size.ts';
import type { LocalOcr } from './local-ocr.ts';
import { readPdfText } from './pdf-text.ts';
import { drawPages } from './render-page.ts';
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
  readonly signal?: AbortSignal;
}

const READABLE = ['application/pdf', 'image/png', 'image/jpeg'] as const;

const isReadable = (contentType: string): contentType is AnalyzableContentType =>
  (READABLE as readonly string[]).includes(contentType);

/** A PDF's text layer, with its image-only pages read by local OCR; text pages stay as they are. */
const readPdfLocally = async (
  bytes: Uint8Array,
  options: ReadDocumentOptions,
): Promise<DocumentText> => {
  const fromText = await readPdfText(bytes);
  const { ocr } = options;
  const scanned = fromText.pages.filter((page) => page.imageOnly).map((page) => page.number);
  if (!ocr || scanned.length === 0) return fromText;
  const read = new Map<number, PageText>();
  for await (const drawn of drawPages(bytes, scanned, options.dpi)) {
    options.signal?.throwIfAborted();
    read.set(
      drawn.number,
      await ocr.ocrImage(drawn.png, drawn.number, drawn.widthPt, drawn.heightPt),
    );
  }
  return { pages: fromText.pages.map((page) => read.get(page.number) ?? page) };
};

/**
 * A photo or scan sent as an image: OCR when there is one, else one page without words, marked as
 * left for local OCR (the reader that would have read it).
 */
const readImageLocally = async (bytes: Uint8Array, ocr?: LocalOcr): Promise<DocumentText> => {
  if (ocr) return ocr.readImage(bytes);
  const size = imageSize(bytes);
  if (!size) throw new UnreadableDocumentError('the image cannot be read: not a PNG or JPEG');
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
 * (PNG, JPEG) go to Document Intelligence or local OCR. Anything else is refused.
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
  if (options.documentIntelligence)
    return options.documentIntelligence.read(bytes, type, options.signal);
  return type === 'application/pdf'
    ? readPdfLocally(bytes, options)
    : readImageLocally(bytes, options.ocr);
};
