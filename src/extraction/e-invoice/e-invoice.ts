/** An e-invoice's party, as its syntax gives it. */
export interface EInvoiceParty {
  readonly name?: string;
  readonly street?: string;
  readonly postcode?: string;
  readonly city?: string;
  readonly country?: string;
  /** The VAT number, else another tax registration. */
  readonly identification?: string;
}

/** A goods line of a structured invoice (EN 16931 BG-25). */
export interface EInvoiceLine {
  readonly description: string;
  readonly articleNumber?: string;
  readonly commodityCode?: string;
  readonly origin?: string;
  readonly quantity?: number;
  /** UN/ECE Recommendation 20, as the XML writes it ("C62", "KGM"). */
  readonly unitCode?: string;
  readonly unitPrice?: number;
  readonly amount?: number;
  /** ZUGFeRD's extended profile: the packages and their kind's code. */
  readonly packages?: number;
  readonly packageType?: string;
}

/** The header of a structured invoice (EN 16931 terms), the syntax it came in named. */
export interface EInvoice {
  /** "CII" (Factur-X, ZUGFeRD 2, XRechnung), "ZUGFeRD 1" or "UBL" (Peppol BIS, XRechnung). */
  readonly syntax: 'CII' | 'ZUGFeRD 1' | 'UBL';
  readonly invoiceNumber?: string;
  /** yyyy-MM-dd */
  readonly invoiceDate?: string;
  readonly currency?: string;
  readonly incoterm?: string;
  /** Sum before VAT (BT-109). */
  readonly netAmount?: number;
  /** VAT in the invoice's currency (BT-110). */
  readonly vatAmount?: number;
  /** Total with VAT (BT-112). */
  readonly totalAmount?: number;
  readonly seller?: EInvoiceParty;
  readonly buyer?: EInvoiceParty;
  readonly lines: readonly EInvoiceLine[];
}

/** An amount as the syntaxes write it: a decimal point, no grouping. */
export const amountOf = (text: string | undefined): number | undefined => {
  if (text === undefined || !/^-?\d{1,15}(?:\.\d{1,6})?$/.test(text)) return undefined;
  return Number(text);
};

/** yyyyMMdd (CII's format 102) or yyyy-MM-dd (UBL, XML dates), checked as a calendar date. */
export const dateOf = (text: string | undefined): string | undefined => {
  const match = /^(\d{4})-?(\d{2})-?(\d{2})(?:T.*)?$/.exec(text ?? '');
  if (!match) return undefined;
  const iso = `${match[1]}-${match[2]}-${match[3]}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : undefined;
};

export const codeOf = (text: string | undefined, pattern: RegExp): string | undefined => {
  const code = text?.replace(/\s+/g, '').toUpperCase();
  return code && pattern.test(code) ? code : undefined;
};

/** Members without a value left out, so a party with nothing is none. */
export const compactParty = (party: EInvoiceParty): EInvoiceParty | undefined => {
  const entries = Object.entries(party).filter(([, value]) => value !== undefined && value !== '');
  return entries.length === 0 ? undefined : Object.fromEntries(entries);
};
