import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { schema, type Db } from '../db/index.ts';
import { lookupTariffLine, resolverWithAliases } from '../reference/index.ts';
import { readRuntimeSettings } from '../runtime-settings/index.ts';
import type { Settings } from '../settings/index.ts';
import type { ReferenceLookups } from './checks/index.ts';
import type { DocumentReading } from './document-reading.ts';
import type { ExtractedDocument } from './extracted.ts';
import { createModelClient, type ModelClient } from './model/index.ts';
import type { ModelTools, ReadingTools } from './pipeline/extraction-tools.ts';
import type { InputFile } from './pipeline/input-file.ts';
import { currentPrompt, DEFAULT_PROMPTS, type PromptName } from './prompts/index.ts';
import type { ReaderConfig, RenderedImage } from './reader/reader-protocol.ts';
import { createReaderPool, type ReaderTaskStats } from './reader/reader-pool.ts';
import { readingLimitsFrom } from './reading-limits.ts';

export interface ExtractionSetup {
  readonly reading: ReadingTools;
  /** Absent when no language model is configured (DECISIONS.md section 11). */
  readonly model?: ModelTools;
  readonly lookups: () => Promise<ReferenceLookups>;
  /** Kills the reader processes. */
  close(): Promise<void>;
}

export interface ExtractionSetupOptions {
  readonly modelClient?: ModelClient;
  readonly logger?: Logger;
  /** Told after every document a reader process handled (benchmarks, tests). */
  readonly onReaderTask?: (stats: ReaderTaskStats) => void;
  /** Keep a reader process started and waiting (the service; tests start them when asked). */
  readonly eagerReaders?: boolean;
}

/** What `customs extract` reads without a database: the embedded countries and no tariff check. */
export const OFFLINE_LOOKUPS: ReferenceLookups = {
  tariffLoaded: false,
  tariffLine: () => Promise.resolve(undefined),
  resolveCountry: resolverWithAliases({}),
};

/**
 * The file a reader process reads: the document's own, or its bytes written to a temporary one
 * (a `customs extract` of stdin, tests), removed after.
 */
const onDisk = async <T>(file: InputFile, read: (path: string) => Promise<T>): Promise<T> => {
  if (file.path !== undefined) return read(file.path);
  if (file.bytes === undefined) throw new Error(`${file.fileName}: neither a path nor bytes`);
  const folder = await mkdtemp(join(tmpdir(), 'cds-reader-'));
  try {
    const path = join(folder, 'document');
    await writeFile(path, file.bytes);
    return await read(path);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
};

const readerConfigFrom = (settings: Settings): ReaderConfig => ({
  limits: readingLimitsFrom(settings),
  dpi: settings['Processing:PdfDpi'],
  ...(settings['DocumentIntelligence:Endpoint']
    ? {
        documentIntelligence: {
          endpoint: settings['DocumentIntelligence:Endpoint'],
          modelId: settings['DocumentIntelligence:ModelId'],
          ...(settings['DocumentIntelligence:ApiKey']
            ? { apiKey: settings['DocumentIntelligence:ApiKey'] }
            : {}),
          useKeylessAuth: settings['DocumentIntelligence:UseKeylessAuth'],
        },
      }
    : {}),
});

/**
 * The extraction's readers and model built once from the settings (ARCHITECTURE.md rule 3):
 * documents are read in a pool of reader processes with the `Processing:*` limits (Document
 * Intelligence when its endpoint is set, else the text layer and Tesseract); the model when AI:*
 * names one. With a database the prompts are the admins' latest and the checks read the tariff
 * and the CountryAliases setting; without one (`customs extract` beside a running embedded
 * service) the shipped prompts and the embedded countries.
 */
export const extractionSetup = (
  settings: Settings,
  db: Db | undefined,
  options: ExtractionSetupOptions = {},
): ExtractionSetup => {
  const config = readerConfigFrom(settings);
  const pool = createReaderPool({
    processes: settings['Processing:MaxConcurrentJobs'],
    memoryLimitBytes: settings['Processing:ReaderMemoryMegabytes'] * 1048576,
    pageTimeoutMs: settings['Processing:PageTimeoutSeconds'] * 1000,
    documentTimeoutMs: settings['Processing:DocumentTimeoutSeconds'] * 1000,
    config,
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.onReaderTask ? { onTaskDone: options.onReaderTask } : {}),
    eager: options.eagerReaders === true,
  });
  const reading: ReadingTools = {
    readText: (file, wants, signal) =>
      onDisk(file, async (path) => {
        const task = {
          kind: 'text',
          path,
          contentType: file.contentType,
          document: file.document,
          ...(file.cachedRaw !== undefined ? { cachedRaw: file.cachedRaw } : {}),
          wants,
          config,
        } as const;
        return (await pool.run(task, signal)) as DocumentReading;
      }),
    usesDocumentIntelligence: config.documentIntelligence !== undefined,
    renderPages: (file, pages, signal) =>
      onDisk(file, async (path) => {
        const images = (await pool.run(
          { kind: 'render', path, pages, config },
          signal,
        )) as readonly RenderedImage[];
        // Structured clone hands a Buffer over as a plain Uint8Array.
        return images.map((page) => ({
          number: page.number,
          png: Buffer.from(page.png.buffer, page.png.byteOffset, page.png.byteLength),
        }));
      }),
    readSpreadsheet: (file, format, signal) =>
      onDisk(file, async (path) => {
        const task = {
          kind: 'spreadsheet',
          path,
          format,
          document: file.document,
          config,
        } as const;
        return (await pool.run(task, signal)) as ExtractedDocument;
      }),
  };
  const client = options.modelClient ?? createModelClient(settings);
  const prompt = (name: PromptName) =>
    db ? currentPrompt(db, name) : Promise.resolve({ version: 0, text: DEFAULT_PROMPTS[name] });
  const model: ModelTools | undefined = client && {
    client,
    prompt,
    prices: settings['AI:Prices'],
    maxOutputTokens: settings['AI:MaxOutputTokens'],
  };
  return {
    reading,
    ...(model ? { model } : {}),
    lookups: async () => {
      if (!db) return OFFLINE_LOOKUPS;
      const { CountryAliases } = await readRuntimeSettings(db);
      const [loaded] = await db
        .select({ sid: schema.tariffGoods.sid })
        .from(schema.tariffGoods)
        .limit(1);
      return {
        tariffLoaded: loaded !== undefined,
        tariffLine: (code, date) => lookupTariffLine(db, code, date),
        resolveCountry: resolverWithAliases(CountryAliases),
      };
    },
    close: () => pool.close(),
  };
};
