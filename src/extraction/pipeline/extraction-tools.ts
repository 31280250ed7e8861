import type { DocumentText } from '../document-text.ts';
import type { ExtractedDocument, ModelUsage } from '../extracted.ts';
import type { ModelClient, PageImage, TokenPrice } from '../model/index.ts';
import type { PromptName } from '../prompts/index.ts';

/** How documents become text and tables: built once from the settings, handed to the pipeline. */
export interface ReadingTools {
  /** Document Intelligence when configured (a stored answer reused), else the text layer and local OCR. */
  readonly readText: (
    bytes: Uint8Array,
    contentType: string,
    cachedRaw?: unknown,
  ) => Promise<DocumentText>;
  readonly usesDocumentIntelligence: boolean;
  /** Pages as PNG at Processing:PdfDpi, for the vision path. */
  readonly renderPages: (bytes: Uint8Array, pages: readonly number[]) => Promise<PageImage[]>;
  readonly readSpreadsheet: (
    bytes: Uint8Array,
    format: 'xlsx' | 'csv',
    document: string,
  ) => Promise<ExtractedDocument>;
  readonly readTables: (text: DocumentText, document: string) => ExtractedDocument;
}

/** The language model, when one is configured, with the prompts of the moment and the prices. */
export interface ModelTools {
  readonly client: ModelClient;
  readonly prompt: (name: PromptName) => Promise<{ version: number; text: string }>;
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
  readonly extracted?: ExtractedDocument;
  readonly text?: DocumentText;
  readonly adiRawResponse?: unknown;
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
}
