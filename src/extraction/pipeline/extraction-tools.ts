import type { DocumentReading, ReadingWants } from '../document-reading.ts';
import type { ExtractedDocument, ModelUsage } from '../extracted.ts';
import type { CodedNotice } from '../extraction-notice.ts';
import type { ModelClient, PageImage, TokenPrice } from '../model/index.ts';
import type { PromptName } from '../prompts/index.ts';
import type { InputFile } from './input-file.ts';

/**
 * How documents become text and tables, in reader processes with limits (issue 24): built once
 * from the settings, handed to the pipeline. An aborted signal stops the reader at once.
 */
export interface ReadingTools {
  /**
   * Document Intelligence when configured (a stored answer reused), else the text layer and local
   * OCR; with the table reader's goods or the transit skeleton when wanted.
   */
  readonly readText: (
    file: InputFile,
    wants: ReadingWants,
    signal?: AbortSignal,
  ) => Promise<DocumentReading>;
  readonly usesDocumentIntelligence: boolean;
  /** Pages as PNG at Processing:PdfDpi, for the vision path. */
  readonly renderPages: (
    file: InputFile,
    pages: readonly number[],
    signal?: AbortSignal,
  ) => Promise<PageImage[]>;
  readonly readSpreadsheet: (
    file: InputFile,
    format: 'xlsx' | 'csv',
    signal?: AbortSignal,
  ) => Promise<ExtractedDocument>;
}

/** The language model, when one is configured, with the prompts of the moment and the prices. */
export interface ModelTools {
  readonly client: ModelClient;
  /** The version to use now; its row's `id` goes into the attempt's record (absent without a database). */
  readonly prompt: (name: PromptName) => Promise<{ id?: string; version: number; text: string }>;
  readonly prices: Readonly<Record<string, TokenPrice>>;
  readonly maxOutputTokens: number;
}

/** One document read once: what becomes an ExtractionRecord (SPEC.md "ExtractionRecord"). */
export interface DocumentAttempt {
  /** The dossier document's id, or the file name outside a dossier. */
  readonly document: string;
  readonly fileName: string;
  readonly extractorType: string;
  readonly status: 'ok' | 'failed';
  readonly error?: string;
  /** The error with its code, when the review page has words for it in every language. */
  readonly errorNotice?: CodedNotice;
  readonly extracted?: ExtractedDocument;
  readonly text?: DocumentReading;
  /** Document Intelligence's answer as JSON text, stored as AdiRawResponse. */
  readonly adiRawResponse?: string;
  readonly rawResponse?: string;
  /** The model's JSON after fence stripping and recovery (ExtractedData), when a model answered. */
  readonly modelData?: unknown;
  readonly pdfPigRawText?: string;
  readonly usage?: ModelUsage;
  readonly estimatedCost?: number;
  readonly pageCount?: number;
  readonly durationMs: number;
  /** `invoice@3`: the prompts and versions the answers came from. */
  readonly prompts: readonly string[];
  /**
   * The stored version of the prompt that read the goods (invoice, packing_list, transit_items, or
   * the vision prompt): /Admin/Prompts lists a version's attempts by it. The helpers (classify,
   * transit_header) are named in `prompts` only.
   */
  readonly promptId?: string;
}
