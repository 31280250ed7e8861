import type { JsonOf } from '../../api/types.ts';
import type { paths } from '../../api/schema.ts';

export type DossierReading = JsonOf<paths['/api/dossiers/{uuid}/reading']['get']['responses'][200]>;
export type Reading = NonNullable<DossierReading['reading']>;
export type ReadDocument = Reading['documents'][number];

/** Where a value was read: the document, its page (or sheet), the box in points or the cell. */
export interface ValueSource {
  readonly document: string;
  readonly page: number;
  readonly box?: {
    readonly x: number;
    readonly y: number;
    readonly width: number;
    readonly height: number;
  };
  readonly cell?: string;
  /** A file embedded in the PDF (its e-invoice) the value was read from, not a page. */
  readonly embedded?: string;
}

/** A value as extraction read it: the value, how sure the reader was (0 to 1), and where. */
export interface Found {
  readonly value: unknown;
  readonly confidence: number;
  readonly source?: ValueSource;
}

/** Below this a value is marked for the declarant's eyes (the "only what needs my eyes" filter). */
export const LOW_CONFIDENCE = 0.8;

const isFound = (value: unknown): value is Found =>
  typeof value === 'object' &&
  value !== null &&
  'value' in value &&
  typeof (value as { confidence?: unknown }).confidence === 'number';

// The reading's names for the header's values, and the declaration's member each one fills
// (src/extraction/pipeline/to-canonical.ts): the page shows each value's confidence and source.
const HEADER_PATHS: Record<string, readonly string[]> = {
  invoiceNumber: ['/shipment/invoice_number'],
  invoiceDate: ['/shipment/invoice_date'],
  currency: ['/shipment/currency'],
  incoterm: ['/shipment/incoterm'],
  incotermPlace: ['/shipment/incoterm_location'],
  totalAmount: ['/shipment/total_invoice_amount', '/totals/invoice_amount'],
  totalNetMass: ['/totals/net_mass'],
  totalGrossMass: ['/totals/gross_mass'],
  totalPackages: ['/totals/packages'],
};
const PARTY_PATHS: Record<string, readonly string[]> = {
  name: ['name'],
  street: ['street_and_number'],
  postcode: ['postcode'],
  city: ['city'],
  country: ['country'],
  identification: ['eori', 'vat_number'],
};

/** Every header value read, by the JSON Pointer of the declaration member it fills. */
export const headerReadings = (reading: Reading | null): Map<string, Found> => {
  const found = new Map<string, Found>();
  if (!reading) return found;
  for (const [name, value] of Object.entries(reading.header)) {
    if (isFound(value)) {
      for (const path of HEADER_PATHS[name] ?? []) found.set(path, value);
    } else if ((name === 'seller' || name === 'buyer') && typeof value === 'object' && value) {
      for (const [member, partyValue] of Object.entries(value)) {
        if (!isFound(partyValue)) continue;
        for (const field of PARTY_PATHS[member] ?? [])
          found.set(`/parties/${name}/${field}`, partyValue);
      }
    }
  }
  return found;
};

/** The grid's columns and the reading's name of the value each shows. */
export const LINE_READINGS = {
  description: 'description',
  commodity_code: 'commodityCode',
  country_of_origin: 'countryOfOrigin',
  quantity: 'quantity',
  unit: 'unit',
  unit_price: 'unitPrice',
  total_price: 'amount',
  currency: 'currency',
  gross_mass: 'grossMass',
  net_mass: 'netMass',
  packages: 'packages',
  package_type: 'packageType',
  shipping_marks: 'shippingMarks',
} as const;
export type LineColumn = keyof typeof LINE_READINGS;

/** One goods line as read: each column's value, and the document the line came from. */
export interface LineReading {
  readonly document?: string;
  readonly values: Partial<Record<LineColumn, Found>>;
}

export const lineReadings = (reading: Reading | null): LineReading[] =>
  (reading?.lines ?? []).map((line) => {
    const values: Partial<Record<LineColumn, Found>> = {};
    for (const [column, name] of Object.entries(LINE_READINGS) as [LineColumn, string][]) {
      const value = line[name];
      if (isFound(value)) values[column] = value;
    }
    return {
      ...(typeof line.document === 'string' ? { document: line.document } : {}),
      values,
    };
  });

/** A finding of the reading or of the service's checks, on the field it concerns. */
export interface ReviewFinding {
  readonly code: string;
  readonly severity: 'error' | 'warning' | 'info';
  readonly path: string;
  readonly message: string;
  readonly params?: Record<string, unknown>;
}

export const readingFindings = (reading: Reading | null): ReviewFinding[] =>
  (reading?.findings ?? []).filter(
    (finding): finding is ReviewFinding =>
      typeof finding === 'object' &&
      finding !== null &&
      typeof (finding as ReviewFinding).path === 'string' &&
      typeof (finding as ReviewFinding).message === 'string',
  );
