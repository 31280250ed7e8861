import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createWorker, OEM, type Page, type Worker } from 'tesseract.js';
import type { DocumentText, PageText, Word } from '../document-text.ts';
import { imagePageSize, imageSize } from './image-size.ts';
import { LOCAL_OCR_LANGUAGES } from './ocr-languages.ts';
import { inReadingOrder } from './text-lines.ts';
import { UnreadableDocumentError } from './unreadable-document.ts';

/** Tesseract on this machine: for image-only PDF pages and photos when Document Intelligence is not configured. */
export interface LocalOcr {
  /** Reads a drawn page (PNG or JPEG) whose page measures widthPt x heightPt points. */
  ocrImage(image: Buffer, pageNumber: number, widthPt: number, heightPt: number): Promise<PageText>;
  /** Reads a PNG or JPEG file as a one-page document: its pixels at its DPI, or at 72 dpi. */
  readImage(bytes: Uint8Array): Promise<DocumentText>;
  /** Ends the worker, when one was started; a later read starts another. */
  terminate(): Promise<void>;
}

// The English model ships in @tesseract.js-data/eng, gzipped as published. A local folder as
// langPath makes tesseract.js read the file from disk: with a URL, or no langPath at all, it would
// download from a CDN, which the service must never do.
const englishData = join(
  dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0',
);

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

/**
 * One Tesseract worker (LSTM engine, English), started on first use and kept: starting one
 * reads the 10 MB model, about two seconds. Reads run one at a time, as a worker does anyway;
 * chaining them here keeps each page's DPI setting with its own recognition.
 */
export const createLocalOcr = (): LocalOcr => {
  let worker: Promise<Worker> | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  const started = (): Promise<Worker> => {
    worker ??= createWorker(Object.values(LOCAL_OCR_LANGUAGES).join('+'), OEM.LSTM_ONLY, {
      langPath: englishData,
      cacheMethod: 'none',
      gzip: true,
    }).catch((error: unknown) => {
      worker = undefined;
      throw new Error(`local OCR could not start: ${message(error)}`, { cause: error });
    });
    return worker;
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
  ): Promise<PageText> =>
    oneAtATime(async () => {
      const size = imageSize(image);
      if (!size) throw new UnreadableDocumentError('the image cannot be read: not a PNG or JPEG');
      const tesseract = await started();
      const dpi = Math.round((size.widthPx * 72) / widthPt);
      await tesseract.setParameters({ user_defined_dpi: String(dpi) });
      let page: Page;
      try {
        page = (await tesseract.recognize(image, {}, { blocks: true, text: false })).data;
      } catch (error) {
        throw new UnreadableDocumentError(`the image cannot be read: ${message(error)}`, {
          cause: error,
        });
      }
      const words = wordsOf(page, widthPt / size.widthPx, heightPt / size.heightPx);
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
      const running = worker;
      worker = undefined;
      if (running) await (await running.catch(() => undefined))?.terminate();
    },
  };
};
