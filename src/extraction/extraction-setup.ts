import { schema, type Db } from '../db/index.ts';
import { lookupTariffLine, resolverWithAliases } from '../reference/index.ts';
import { readRuntimeSettings } from '../runtime-settings/index.ts';
import type { Settings } from '../settings/index.ts';
import type { ReferenceLookups } from './checks/index.ts';
import {
  createDocumentIntelligenceReader,
  createLocalOcr,
  readDocument,
  renderPages,
} from './documents/index.ts';
import { createModelClient, type ModelClient } from './model/index.ts';
import type { ModelTools, ReadingTools } from './pipeline/extraction-tools.ts';
import { currentPrompt, DEFAULT_PROMPTS, type PromptName } from './prompts/index.ts';
import { readSpreadsheet } from './spreadsheets/index.ts';
import { readTables } from './table-reader/index.ts';

export interface ExtractionSetup {
  readonly reading: ReadingTools;
  /** Absent when no language model is configured (DECISIONS.md section 11). */
  readonly model?: ModelTools;
  readonly lookups: () => Promise<ReferenceLookups>;
  /** Ends the local OCR worker. */
  close(): Promise<void>;
}

/** What `customs extract` reads without a database: the embedded countries and no tariff check. */
export const OFFLINE_LOOKUPS: ReferenceLookups = {
  tariffLoaded: false,
  tariffLine: () => Promise.resolve(undefined),
  resolveCountry: resolverWithAliases({}),
};

/**
 * The extraction's readers and model built once from the settings (ARCHITECTURE.md rule 3):
 * Document Intelligence when its endpoint is set, else the text layer and Tesseract; the model
 * when AI:* names one. With a database the prompts are the admins' latest and the checks read the
 * tariff and the CountryAliases setting; without one (`customs extract` beside a running embedded
 * service) the shipped prompts and the embedded countries.
 */
export const extractionSetup = (
  settings: Settings,
  db: Db | undefined,
  options: { readonly modelClient?: ModelClient } = {},
): ExtractionSetup => {
  const dpi = settings['Processing:PdfDpi'];
  const ocr = createLocalOcr();
  const documentIntelligence = settings['DocumentIntelligence:Endpoint']
    ? createDocumentIntelligenceReader({
        endpoint: settings['DocumentIntelligence:Endpoint'],
        modelId: settings['DocumentIntelligence:ModelId'],
        apiKey: settings['DocumentIntelligence:ApiKey'] || undefined,
        useKeylessAuth: settings['DocumentIntelligence:UseKeylessAuth'],
      })
    : undefined;
  const reading: ReadingTools = {
    readText: (bytes, contentType, cachedRaw) =>
      readDocument(bytes, contentType, { documentIntelligence, cachedRaw, dpi, ocr }),
    usesDocumentIntelligence: documentIntelligence !== undefined,
    renderPages: async (bytes, pages) =>
      (await renderPages(bytes, pages, dpi)).map((page) => ({
        number: page.number,
        png: page.png,
      })),
    readSpreadsheet,
    readTables,
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
    close: () => ocr.terminate(),
  };
};
