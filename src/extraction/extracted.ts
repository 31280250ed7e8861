import type { ValueSource } from './document-text.ts';
import type { CodedNotice } from './extraction-notice.ts';

/**
 * What an extractor found, value by value: the value, how sure it is (0 to 1), and where it came
 * from, so the review page can show a declarant each value beside its place on the page. Every
 * extractor (the table reader, a spreadsheet, a language model) answers in this shape.
 */
export interface Found<T> {
  readonly value: T;
  readonly confidence: number;
  readonly source?: ValueSource;
}

/** One goods line as the documents give it, before it becomes a canonical goods item. */
export interface ExtractedLine {
  readonly description?: Found<string>;
  /** Combined nomenclature (8) or TARIC (10) digits, as printed (spaces and dots removed). */
  readonly commodityCode?: Found<string>;
  /** ISO 3166-1 alpha-2 after country resolution; the printed name stays in `countryOfOriginText`. */
  readonly countryOfOrigin?: Found<string>;
  readonly countryOfOriginText?: Found<string>;
  readonly quantity?: Found<number>;
  /** The unit the quantity is counted in (PCS, KG, M ...), as printed. */
  readonly unit?: Found<string>;
  readonly unitPrice?: Found<number>;
  readonly amount?: Found<number>;
  /** ISO 4217, when the line says it and it differs from the document's. */
  readonly currency?: Found<string>;
  readonly netMass?: Found<number>;
  readonly grossMass?: Found<number>;
  readonly packages?: Found<number>;
  /** The kind of packages as its EU code (CL017: CT, PX, DR ...), from the printed word. */
  readonly packageType?: Found<string>;
  /** The kind of packages as printed ("Karton", "plts"), kept beside its code. */
  readonly packageTypeText?: Found<string>;
  /** The shipping marks printed on this line's packages. */
  readonly marks?: Found<string>;
  /** The article or part number, when printed. */
  readonly articleNumber?: Found<string>;
}

/** A cost that is no goods line: freight, insurance, a discount (SPEC.md point 1; DE 4/9). */
export interface ExtractedCharge {
  readonly kind: 'freight' | 'insurance' | 'discount' | 'packing' | 'other';
  readonly label: string;
  readonly amount: Found<number>;
  readonly currency?: Found<string>;
}

export interface ExtractedParty {
  readonly name?: Found<string>;
  readonly street?: Found<string>;
  readonly postcode?: Found<string>;
  readonly city?: Found<string>;
  readonly country?: Found<string>;
  /** A VAT number or an EORI. */
  readonly identification?: Found<string>;
}

export interface ExtractedHeader {
  readonly seller?: ExtractedParty;
  readonly buyer?: ExtractedParty;
  readonly invoiceNumber?: Found<string>;
  /** yyyy-MM-dd */
  readonly invoiceDate?: Found<string>;
  readonly currency?: Found<string>;
  readonly incoterm?: Found<string>;
  readonly incotermPlace?: Found<string>;
  /** The goods total before VAT (the only total when the invoice has no VAT). */
  readonly netAmount?: Found<number>;
  readonly vatAmount?: Found<number>;
  /** The amount payable: gross, VAT included. */
  readonly totalAmount?: Found<number>;
  readonly totalNetMass?: Found<number>;
  readonly totalGrossMass?: Found<number>;
  readonly totalPackages?: Found<number>;
  /** The kind of the packages counted in `totalPackages`, as its EU code (CL017). */
  readonly packageType?: Found<string>;
  readonly packageTypeText?: Found<string>;
  readonly shippingMarks?: Found<string>;
}

export type DocumentKind = 'invoice' | 'packing_list' | 'unknown';

/** SPEC.md "ExtractionRecord": how a document was read (ExtractorType). */
export type ExtractorType =
  | 'pdf_di_hybrid_invoice'
  | 'pdf_di_hybrid_packing_list'
  | 'pdf_di_hybrid_transit'
  | 'pdf_text_table_invoice'
  | 'pdf_text_table_packing_list'
  | 'xlsx_goods'
  | 'csv_goods'
  /** The PDF's own text layer (and local OCR) read by a model: no Document Intelligence configured. */
  | 'pdf_text_hybrid_invoice'
  | 'pdf_text_hybrid_packing_list'
  | 'pdf_text_hybrid_transit'
  | 'pdf_vision_invoice'
  | 'pdf_vision_packing_list'
  | 'pdf_vision_transit';

/** One document read: what it is, its header, its lines, its charges, and what to tell the declarant. */
export interface ExtractedDocument {
  readonly document: string;
  readonly kind: DocumentKind;
  /**
   * Every kind the document is: an invoice that also gives packages and weights is both
   * (`['invoice', 'packing_list']`); absent means `[kind]`.
   */
  readonly kinds?: readonly Exclude<DocumentKind, 'unknown'>[];
  readonly extractor: ExtractorType;
  readonly header: ExtractedHeader;
  readonly lines: readonly ExtractedLine[];
  readonly charges: readonly ExtractedCharge[];
  /** Plain sentences for the declarant: "page 2 is an image; read by OCR", "no model configured". */
  readonly notices: readonly string[];
  /**
   * The notices that have a code, for the review page to say in the declarant's language; each
   * one's sentence is also in `notices`, where the order is.
   */
  readonly codedNotices?: readonly CodedNotice[];
}

/** What a language-model call cost: SPEC.md "ExtractionRecord" token counts and estimated cost. */
export interface ModelUsage {
  readonly model: string;
  readonly promptTokens: number;
  readonly completionTokens: number;
}
