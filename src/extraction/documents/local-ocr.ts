import { createWorker, OEM, type Page, type Worker } from 'tesseract.js';
import type { DocumentText, PageText, Word } from '../document-text.ts';
import { imagePageSize, imageSize } from './image-size.ts';
import { ocrCode, ocrDataFolder, scannedLanguage } from './ocr-languages.ts';
import { prepareForOcr } from './prepare-for-ocr.ts';
import type { TextLanguage } from './text-language.ts';
import { inReadingOrder } from './text-lines.ts';
import { UnreadableDocumentError } from './unreadable-document.ts';

/** Tesseract on this machine: for image-only PDF pages and photos when Document Intelligence is not configured. */
export interface LocalOcr {
  /**
   * Reads a drawn page (PNG or JPEG) whose page measures widthPt x heightPt points: in English,
   * then again in the language its words are in when that is French, Dutch or German. With
   * `language` (what an earlier page of the same document was in), in that language at once.
   */
  ocrImage(
    image: Buffer,
    pageNumber: number,
    widthPt: number,
    heightPt: number,
    language?: TextLanguage,
  ): Promise<PageText>;
  /** Reads a PNG or JPEG file as a one-page document: its pixels at its DPI, or at 72 dpi. */
  readImage(bytes: Uint8Array): Promise<DocumentText>;
  /** Ends the workers started; a later read starts others. */
  terminate(): Promise<void>;
}

// A second reading takes about as long as the first (French's model is smaller, 0.8 of it):
// a page whose English reading took longer than this is kept as read, well inside
// Processing:PageTimeoutSeconds (60 s by default) on a loaded machine.
const SECOND_READING_WITHIN_MS = 15_000;

const message = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

const wordsOf = (page: Page, scaleX: number, scaleY: number): Word[] =>
  (page.blocks ?? [])
    .flatMap((block) => block.paragraphs)
    .flatMap((paragraph) => paragraph.lines)
    .flatMap((line) => line.words)
    .filter((word) => word.text.trim() !== '')
    .map((word) => ({
      text: word.text.trim(),
      box: {
        x: word.bbox.x0 * scaleX,
        y: word.bbox.y0 * scaleY,
        width: (word.bbox.x1 - word.bbox.x0) * scaleX,
        height: (word.bbox.y1 - word.bbox.y0) * scaleY,
      },
      // Tesseract says 0 to 100.
      confidence: Math.min(1, Math.max(0, word.confidence / 100)),
    }));

const textOf = (page: Page): string =>
  wordsOf(page, 1, 1)
    .map((word) => word.text)
    .join(' ');

interface Running {
  readonly language: TextLanguage;
  readonly worker: Promise<Worker>;
}

/**
 * Tesseract workers (LSTM engine), started on first use and kept: English's, and one for the
 * last other language read. Each holds about 200 MB once it has read a page at 300 dpi, so a
 * third language replaces the second rather than joining it; starting one takes half a second.
 * Reads run one at a time, as a worker does anyway; chaining them here keeps each page's DPI
 * setting with its own recognition.
 */
export const createLocalOcr = (): LocalOcr => {
  let english: Running | undefined;
  let other: Running | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  const start = (language: TextLanguage): Running => {
    const running: Running = {
      language,
      worker: createWorker(ocrCode(language), OEM.LSTM_ONLY, {
        langPath: ocrDataFolder(language),
        cacheMethod: 'none',
        gzip: true,
      }).catch((error: unknown) => {
        if (english === running) english = undefined;
        if (other === running) other = undefined;
        throw new Error(`local OCR could not start: ${message(error)}`, { cause: error });
      }),
    };
    return running;
  };

  const stop = async (running: Running | undefined): Promise<void> => {
    if (running) await (await running.worker.catch(() => undefined))?.terminate();
  };

  const workerFor = async (language: TextLanguage): Promise<Worker> => {
    if (language === 'en') return (english ??= start('en')).worker;
    if (other?.language !== language) {
      const replaced = other;
      other = start(language);
      await stop(replaced);
    }
    return other.worker;
  };

  const recognize = async (language: TextLanguage, image: Buffer, dpi: number): Promise<Page> => {
    const tesseract = await workerFor(language);
    await tesseract.setParameters({ user_defined_dpi: String(dpi) });
    try {
      return (await tesseract.recognize(image, {}, { blocks: true, text: false })).data;
    } catch (error) {
      throw new UnreadableDocumentError(`the image cannot be read: ${message(error)}`, {
        cause: error,
      });
    }
  };

  const oneAtATime = <T>(task: () => Promise<T>): Promise<T> => {
    const result = queue.then(task, task);
    queue = result.catch(() => undefined);
    return result;
  };

  const ocrImage = (
    image: Buffer,
    pageNumber: number,
    widthPt: number,
    heightPt: number,
    language?: TextLanguage,
  ): Promise<PageText> =>
    oneAtATime(async () => {
      const size = imageSize(image);
      if (!size) throw new UnreadableDocumentError('the image cannot be read: not a PNG or JPEG');
      // An image the canvas cannot decode goes to Tesseract as it came, to be refused there.
      const prepared = await prepareForOcr(image).catch(() => undefined);
      const input = prepared?.image ?? image;
      const widthPx = prepared?.widthPx ?? size.widthPx;
      const heightPx = prepared?.heightPx ?? size.heightPx;
      const dpi = Math.round((widthPx * 72) / widthPt);
      const startedAt = performance.now();
      let page = await recognize(language ?? 'en', input, dpi);
      if (language === undefined && performance.now() - startedAt < SECOND_READING_WITHIN_MS) {
        const written = scannedLanguage(textOf(page));
        if (written && written !== 'en') page = await recognize(written, input, dpi);
      }
      const words = wordsOf(page, widthPt / widthPx, heightPt / heightPx);
      return {
        number: pageNumber,
        width: widthPt,
        height: heightPt,
        words: inReadingOrder(words),
        reader: 'tesseract',
        imageOnly: true,
      };
    });

  return {
    ocrImage,
    async readImage(bytes) {
      const size = imageSize(bytes);
      if (!size) throw new UnreadableDocumentError('the image cannot be read: not a PNG or JPEG');
      const { widthPt, heightPt } = imagePageSize(size);
      const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      return { pages: [await ocrImage(buffer, 1, widthPt, heightPt)] };
    },
    async terminate() {
      const running = [english, other];
      english = other = undefined;
      await Promise.all(running.map(stop));
    },
  };
};
