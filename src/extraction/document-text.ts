/**
 * A document as text with positions: what every reader (the PDF's own text layer, local OCR,
 * Azure Document Intelligence) produces and every extractor (the table reader, the model prompts,
 * the transit skeleton) reads. Coordinates are in points (1/72 inch), origin at the page's top
 * left, so a value found on a page can be shown where it is.
 */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface Word {
  readonly text: string;
  readonly box: Box;
  /** 0 to 1; 1 for the PDF's own text layer. */
  readonly confidence: number;
}

/** What read a page: its own text layer, Tesseract on the rendered page, or Document Intelligence. */
export type PageReader = 'pdf-text' | 'tesseract' | 'document-intelligence';

export interface PageText {
  /** 1-based. */
  readonly number: number;
  readonly width: number;
  readonly height: number;
  /** In reading order: top to bottom, then left to right within a line. */
  readonly words: readonly Word[];
  readonly reader: PageReader;
  /** The page had no text layer (a scan or a photo). */
  readonly imageOnly: boolean;
}

/** A file a PDF carries inside it (PDF/A-3 associated files: Factur-X, ZUGFeRD, Odoo's UBL). */
export interface EmbeddedFile {
  readonly name: string;
  readonly bytes: Uint8Array;
}

export interface DocumentText {
  readonly pages: readonly PageText[];
  /** The PDF's embedded XML files, where a structured invoice may be. */
  readonly embedded?: readonly EmbeddedFile[];
  /** Document Intelligence's answer as it came (AdiRawResponse), kept to reuse on reprocess. */
  readonly raw?: unknown;
}

/** Where a value came from: which document, which page, where on it. */
export interface ValueSource {
  /** The document's id in the dossier, or its file name outside a dossier. */
  readonly document: string;
  readonly page: number;
  readonly box?: Box;
  /** A spreadsheet's cell ("D7") on the sheet numbered `page`: a spreadsheet has no boxes. */
  readonly cell?: string;
  /** A file embedded in the PDF (its Factur-X, ZUGFeRD or UBL e-invoice) the value was read from. */
  readonly embedded?: string;
}
