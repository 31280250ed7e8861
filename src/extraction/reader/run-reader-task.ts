import { readFile } from 'node:fs/promises';
import { DomainError } from '../../errors/index.ts';
import {
  createDocumentIntelligenceReader,
  createLocalOcr,
  readDocument,
  renderPages,
  type DocumentIntelligenceReader,
} from '../documents/index.ts';
import { DocumentOverLimitError } from '../reading-limits.ts';
import type { ReadingProgress } from '../reading-progress.ts';
import { readSpreadsheet } from '../spreadsheets/index.ts';
import type { ReaderConfig, ReaderOutcome, ReaderTask, ReaderValue } from './reader-protocol.ts';
import { readingFromText } from './reading-from-text.ts';

/**
 * What runs inside a reader process: one task at a time, with the OCR engine and the Document
 * Intelligence clients kept between tasks (starting Tesseract reads a 10 MB model). A document's
 * own fault comes back as a refusal; anything else is thrown, for the pool to report.
 */
export const createTaskRunner = () => {
  const ocr = createLocalOcr();
  const services = new Map<string, DocumentIntelligenceReader>();
  const documentIntelligence = (config: ReaderConfig) => {
    const options = config.documentIntelligence;
    if (!options) return undefined;
    const key = JSON.stringify(options);
    let reader = services.get(key);
    if (!reader) services.set(key, (reader = createDocumentIntelligenceReader(options)));
    return reader;
  };

  const run = async (task: ReaderTask, progress: ReadingProgress): Promise<ReaderValue> => {
    const { limits, dpi } = task.config;
    const bytes = new Uint8Array(await readFile(task.path));
    switch (task.kind) {
      case 'text': {
        const text = await readDocument(bytes, task.contentType, {
          documentIntelligence: documentIntelligence(task.config),
          cachedRaw: task.cachedRaw === undefined ? undefined : JSON.parse(task.cachedRaw),
          dpi,
          ocr,
          limits,
          progress,
        });
        return readingFromText(text, task.document, task.wants, progress);
      }
      case 'render':
        return (
          await renderPages(bytes, task.pages, dpi, {
            maxImagePixels: limits.maxImagePixels,
            progress,
          })
        ).map((page) => ({ number: page.number, png: page.png }));
      case 'spreadsheet':
        return readSpreadsheet(bytes, task.format, task.document, limits, (where) =>
          progress({ stage: 'sheet', page: where.sheet, row: where.row }),
        );
    }
  };

  return {
    async runTask(task: ReaderTask, progress: ReadingProgress): Promise<ReaderOutcome> {
      try {
        return { ok: true, value: await run(task, progress) };
      } catch (error) {
        if (
          error instanceof DomainError &&
          (error.kind === 'unparseable' || error.kind === 'unavailable')
        )
          return {
            ok: false,
            refusal: {
              kind: error.kind,
              code: error.code,
              message: error.message,
              ...(error instanceof DocumentOverLimitError ? { params: error.params } : {}),
            },
          };
        throw error;
      }
    },
    close: () => ocr.terminate(),
  };
};
