import type { PageReader } from './document-text.ts';
import type { ExtractedDocument } from './extracted.ts';
import type { TransitSkeleton } from './model/transit-skeleton.ts';

/** One page as the service keeps it after reading: its visual lines, not its every word. */
export interface ReadPage {
  /** 1-based. */
  readonly number: number;
  readonly width: number;
  readonly height: number;
  readonly reader: PageReader;
  /** The page had no text layer (a scan or a photo). */
  readonly imageOnly: boolean;
  /** Its visual lines, top to bottom, joined by \n ("" for a page nobody could read). */
  readonly text: string;
  /** How many words were read on it: what a scan's notice tells the declarant OCR gave. */
  readonly words?: number;
  /** The words' mean confidence, 0 to 1 (absent without words). */
  readonly confidence?: number;
}

/**
 * A document as a reader process hands it back (issue 24): the pages' text, and what was asked
 * of its words there (the table reader's goods, the transit skeleton), so the words themselves,
 * which grow with the document, never cross into the process that answers requests.
 */
export interface DocumentReading {
  readonly pages: readonly ReadPage[];
  /** Document Intelligence's answer as JSON text (AdiRawResponse), kept to reuse on reprocess. */
  readonly raw?: string;
  /** The table reader's result, when it was asked for (no model configured). */
  readonly tables?: ExtractedDocument;
  /** The transit skeleton, when it was asked for (T1/T2 with a model). */
  readonly skeleton?: TransitSkeleton;
}

/** What a reading should bring back beside the pages' text. */
export interface ReadingWants {
  readonly tables?: boolean;
  readonly skeleton?: boolean;
}
