import type { DocumentReading, ReadingWants } from '../document-reading.ts';
import type { ExtractedDocument } from '../extracted.ts';
import type { NoticeParams } from '../extraction-notice.ts';
import type { ReadingLimits } from '../reading-limits.ts';
import type { ReadingStep } from '../reading-progress.ts';

/** How a reader process reads: the same for every task, sent with each (the process keeps nothing). */
export interface ReaderConfig {
  readonly limits: ReadingLimits;
  /** Processing:PdfDpi. */
  readonly dpi: number;
  /** Set when DocumentIntelligence:Endpoint is: pages go to it instead of the local readers. */
  readonly documentIntelligence?: {
    readonly endpoint: string;
    readonly modelId: string;
    readonly apiKey?: string;
    readonly useKeylessAuth: boolean;
  };
}

export type ReaderTask =
  | {
      readonly kind: 'text';
      /** The document's file: read by the reader (a 50 MB copy through the channel holds the service). */
      readonly path: string;
      readonly contentType: string;
      readonly document: string;
      /** An earlier Document Intelligence answer, as JSON text: converted again, not paid again. */
      readonly cachedRaw?: string;
      readonly wants: ReadingWants;
      readonly config: ReaderConfig;
    }
  | {
      readonly kind: 'render';
      readonly path: string;
      readonly pages: readonly number[];
      readonly config: ReaderConfig;
    }
  | {
      readonly kind: 'spreadsheet';
      readonly path: string;
      readonly format: 'xlsx' | 'csv';
      readonly document: string;
      readonly config: ReaderConfig;
    };

export interface RenderedImage {
  readonly number: number;
  readonly png: Uint8Array;
}

export type ReaderValue = DocumentReading | readonly RenderedImage[] | ExtractedDocument;

/**
 * A refusal as it crosses the process boundary (errors do not, their kind, code and words do):
 * `unparseable` is the document's own fault and will repeat; `unavailable` (a service down) may not.
 */
export interface ReaderRefusal {
  readonly kind: 'unparseable' | 'unavailable';
  readonly code: string;
  readonly message: string;
  /** A limit's name and figures (DocumentOverLimitError), for a page to word the refusal. */
  readonly params?: NoticeParams;
}

export type ReaderOutcome =
  | { readonly ok: true; readonly value: ReaderValue }
  | { readonly ok: false; readonly refusal: ReaderRefusal };

/** What the service sends a reader process: one task, numbered. */
export interface ReaderRequest {
  readonly id: number;
  readonly task: ReaderTask;
}

/** What a reader process sends back: where it is, then how the task ended. */
export type ReaderMessage =
  /** The process took the task up: its time starts now, not while it was starting itself. */
  | { readonly id: number; readonly type: 'started' }
  | { readonly id: number; readonly type: 'progress'; readonly step: ReadingStep }
  | { readonly id: number; readonly type: 'outcome'; readonly outcome: ReaderOutcome }
  /** Not the document's fault: a bug, reported with its stack. */
  | { readonly id: number; readonly type: 'crash'; readonly message: string };
