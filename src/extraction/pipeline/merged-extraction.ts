import type {
  ExtractedCharge,
  ExtractedDocument,
  ExtractedHeader,
  ExtractedLine,
  Found,
} from '../extracted.ts';

/** A goods line of the dossier: the line as read, which document it came from, and its invoice. */
export interface MergedLine extends ExtractedLine {
  readonly document: string;
  readonly invoiceNumber?: Found<string>;
}

/**
 * Every document of a dossier read into one goods list (SPEC.md point 1: several invoices are
 * merged, each line keeping its source), with the packing lists beside it for the checks.
 */
export interface MergedExtraction {
  readonly header: ExtractedHeader;
  readonly lines: readonly MergedLine[];
  readonly charges: readonly ExtractedCharge[];
  readonly invoices: readonly ExtractedDocument[];
  readonly packingLists: readonly ExtractedDocument[];
  /** Packing-list values copied onto invoice lines that lacked them, as `line:field` for the record. */
  readonly filledFromPackingList: readonly string[];
}
