import type { DeclarationType } from '../../canonical/index.ts';
import { DomainError } from '../../errors/index.ts';
import type { DocumentReading, ReadingWants } from '../document-reading.ts';
import { plainText } from '../documents/index.ts';
import { E_INVOICE_NOTICE } from '../e-invoice/index.ts';
import type { DocumentKind, ExtractedDocument, ExtractorType } from '../extracted.ts';
import {
  classifyDocument,
  estimateCost,
  extractTransit,
  extractWithModel,
  extractWithVision,
  type ModelExtraction,
} from '../model/index.ts';
import type { PromptName } from '../prompts/index.ts';
import type { DocumentAttempt, ModelTools, ReadingTools } from './extraction-tools.ts';
import {
  failureNotice,
  modelNoLinesNotice,
  noModelNotice,
  ocrLanguageNotice,
  ocrNotices,
  readAsNotice,
  visionPagesNotice,
} from './document-notices.ts';
import type { InputFile } from './input-file.ts';
import { withNotices } from './with-notices.ts';

export type { InputFile } from './input-file.ts';

export interface DocumentOptions {
  readonly regime?: DeclarationType;
  /** `vision`: the pages as images to the model ("Process with AI"). */
  readonly mode: 'standard' | 'vision';
  /** The job's attempt: aborted when its time is up or the service stops. */
  readonly signal?: AbortSignal;
}

/** The vision path reads few pages: it is the fallback for a header or a short scan. */
const VISION_PAGES = 4;

const SPREADSHEETS: Record<string, 'xlsx' | 'csv'> = {
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'text/csv': 'csv',
};

const isTransit = (options: DocumentOptions) => options.regime === 'T1' || options.regime === 'T2';

/** What the reader process works out from the words: the model path needs only the text. */
const wantsFor = (model: ModelTools | undefined, options: DocumentOptions): ReadingWants => {
  if (!model) return { tables: true };
  return options.mode === 'standard' && isTransit(options) ? { skeleton: true } : {};
};

/** How the pages were read, ahead of what was read from them: which were scans, what OCR gave. */
const readingNotices = (file: InputFile, text: DocumentReading) => [
  ...ocrNotices(text.pages, file.contentType.startsWith('image/')),
  ...ocrLanguageNotice(text.pages),
];

const withErrorNotice = (error: Error) => {
  const errorNotice = failureNotice(error);
  return errorNotice ? { errorNotice } : {};
};

type Read = Omit<DocumentAttempt, 'document' | 'fileName' | 'status' | 'durationMs'>;

const fromModel = (
  result: ModelExtraction,
  extractorType: ExtractorType,
  model: ModelTools,
  prompts: string[],
  extra: Partial<Read> = {},
): Read => ({
  extractorType,
  extracted: { ...result.extracted, extractor: extractorType },
  rawResponse: result.rawResponses.join('\n\n'),
  modelData: result.data,
  usage: result.usage,
  estimatedCost: estimateCost(result.usage, model.prices),
  prompts,
  ...extra,
});

const family = (reading: ReadingTools) =>
  reading.usesDocumentIntelligence ? 'pdf_di_hybrid' : 'pdf_text_hybrid';

/** A PDF or an image with the language model: classified, then read by its prompt. */
const withModel = async (
  file: InputFile,
  text: DocumentReading,
  reading: ReadingTools,
  model: ModelTools,
  options: DocumentOptions,
): Promise<Read> => {
  const prompts: string[] = [];
  const found = new Map<PromptName, string | undefined>();
  const prompt = async (name: PromptName) => {
    const version = await model.prompt(name);
    prompts.push(`${name}@${version.version}`);
    found.set(name, version.id);
    return version.text;
  };
  // The record names the prompt that read the goods; the helpers are in `prompts`.
  const readBy = (name: PromptName) => {
    const id = found.get(name);
    return id === undefined ? {} : { promptId: id };
  };
  const common = {
    maxOutputTokens: model.maxOutputTokens,
    ...(options.signal ? { signal: options.signal } : {}),
  };
  if (isTransit(options)) {
    const result = await extractTransit(
      model.client,
      {
        header: await prompt('transit_header'),
        items: await prompt('transit_items'),
        visionHeader: await prompt('vision_transit_header'),
      },
      text,
      text.skeleton ?? { items: [], text: plainText(text) },
      file.document,
      {
        ...common,
        renderFirstPage: async () => (await reading.renderPages(file, [1], options.signal))[0]!.png,
      },
    );
    return fromModel(result, `${family(reading)}_transit`, model, prompts, {
      pdfPigRawText: result.skeleton.text,
      ...readBy('transit_items'),
    });
  }
  const classified = await classifyDocument(
    model.client,
    await prompt('classify'),
    plainText(text),
  );
  const kind: DocumentKind =
    classified.kind === 'unknown'
      ? file.slot === 'packing_list'
        ? 'packing_list'
        : 'invoice'
      : classified.kind;
  const result = await extractWithModel(
    model.client,
    await prompt(kind),
    text,
    kind,
    file.document,
    common,
  );
  const notices =
    file.slot && file.slot !== 'spreadsheet' && file.slot !== kind
      ? [readAsNotice(file.slot, kind)]
      : [];
  const usage = {
    ...result.usage,
    promptTokens: result.usage.promptTokens + classified.usage.promptTokens,
    completionTokens: result.usage.completionTokens + classified.usage.completionTokens,
  };
  return fromModel(
    { ...result, usage, rawResponses: [classified.raw, ...result.rawResponses] },
    `${family(reading)}_${kind}`,
    model,
    prompts,
    { extracted: withNotices(result.extracted, [], notices), ...readBy(kind) },
  );
};

/** "Process with AI": the pages as images, no OCR in between. */
const withVision = async (
  file: InputFile,
  text: DocumentReading,
  reading: ReadingTools,
  model: ModelTools,
  options: DocumentOptions,
): Promise<Read> => {
  const transit = options.regime === 'T1' || options.regime === 'T2';
  const kind = transit ? 'transit' : file.slot === 'packing_list' ? 'packing_list' : 'invoice';
  const pages = text.pages.slice(0, transit ? 1 : VISION_PAGES).map((page) => page.number);
  const name: PromptName = `vision_${kind === 'transit' ? 'transit_header' : kind}`;
  const found = await model.prompt(name);
  const images = await reading.renderPages(file, pages, options.signal);
  const result = await extractWithVision(model.client, found.text, images, kind, file.document, {
    maxOutputTokens: model.maxOutputTokens,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const skipped = text.pages.length - pages.length;
  return fromModel(result, result.extracted.extractor, model, [`${name}@${found.version}`], {
    ...(found.id !== undefined ? { promptId: found.id } : {}),
    extracted: withNotices(
      result.extracted,
      [],
      [
        ...(skipped > 0 ? [visionPagesNotice(pages.length, skipped)] : []),
        // The transit's vision path reads its header only: no line is expected of it.
        ...(kind !== 'transit' && result.extracted.lines.length === 0
          ? [modelNoLinesNotice(pages.length)]
          : []),
      ],
    ),
  });
};

const linesFromEInvoice = (read: ExtractedDocument) =>
  read.codedNotices?.some(
    (notice) => notice.code === E_INVOICE_NOTICE && notice.params.lines === 'e-invoice',
  ) ?? false;

/** No model: the table reader's goods (read in the reader process), the OCR text kept for the review page. */
const withoutModel = (file: InputFile, text: DocumentReading): Read => {
  const read = text.tables;
  if (!read) throw new Error('the reader did not run the table reader it was asked for');
  const kind: DocumentKind =
    read.kind === 'unknown' && file.slot && file.slot !== 'spreadsheet' ? file.slot : read.kind;
  return {
    extractorType: read.extractor,
    // Lines an embedded e-invoice gave are no table reader's: its notice says where they came from.
    extracted: withNotices(
      { ...read, kind },
      [],
      linesFromEInvoice(read) ? [] : [noModelNotice(read.lines.length)],
    ),
    prompts: [],
  };
};

/**
 * One document, read the way the settings allow (SPEC.md point 4, DECISIONS.md section 11), in a
 * reader process. A document that cannot be read at all (a broken PDF, an old .xls) or asks for
 * more than a limit allows (pages, operators, memory, time...) is a failed attempt with the
 * reason; anything else that fails (the model, the OCR service, the attempt's own time) is thrown
 * for the job.
 */
export const extractDocument = async (
  file: InputFile,
  reading: ReadingTools,
  model: ModelTools | undefined,
  options: DocumentOptions,
): Promise<DocumentAttempt> => {
  const started = performance.now();
  const done = (read: Read): DocumentAttempt => ({
    document: file.document,
    fileName: file.fileName,
    status: 'ok',
    durationMs: Math.round(performance.now() - started),
    ...read,
  });
  try {
    if (file.contentType === 'application/vnd.ms-excel')
      throw new DomainError(
        'unparseable',
        'spreadsheet-unreadable',
        'an Excel 97-2003 workbook (.xls) cannot be read: save it as .xlsx or .csv',
      );
    const format = SPREADSHEETS[file.contentType];
    if (format) {
      const extracted = withNotices(
        await reading.readSpreadsheet(file, format, options.signal),
        [],
      );
      return done({ extractorType: extracted.extractor, extracted, prompts: [], pageCount: 1 });
    }
    const text = await reading.readText(file, wantsFor(model, options), options.signal);
    const base = {
      text,
      pageCount: text.pages.length,
      ...(text.raw !== undefined ? { adiRawResponse: text.raw } : {}),
    };
    // The pages went to the model as images: how their text was read does not concern them.
    if (options.mode === 'vision' && model)
      return done({ ...(await withVision(file, text, reading, model, options)), ...base });
    const read = model
      ? await withModel(file, text, reading, model, options)
      : withoutModel(file, text);
    const extracted = read.extracted;
    return done({
      ...read,
      ...base,
      extracted:
        extracted &&
        withNotices(
          extracted,
          readingNotices(file, text),
          model && extracted.lines.length === 0 ? [modelNoLinesNotice(text.pages.length)] : [],
        ),
    });
  } catch (error) {
    if (!(error instanceof DomainError) || error.kind !== 'unparseable') throw error;
    return {
      document: file.document,
      fileName: file.fileName,
      extractorType: SPREADSHEETS[file.contentType]
        ? `${SPREADSHEETS[file.contentType]}_goods`
        : 'unreadable',
      status: 'failed',
      error: error.message,
      ...withErrorNotice(error),
      durationMs: Math.round(performance.now() - started),
      prompts: [],
    };
  }
};
