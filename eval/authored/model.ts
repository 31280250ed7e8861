import type { MoneyStyle, NumberStyle } from './locale/format.ts';
import type { Labels } from './locale/labels.ts';

/** The data one authored document is made from; the HTML, the spreadsheet and the expected values all read it. */

export type Lang = 'en' | 'nl' | 'fr' | 'de';
export const LANGS: readonly Lang[] = ['en', 'nl', 'fr', 'de'];

/** What the document is as a business paper. */
export type DocKind = 'invoice' | 'proforma' | 'packinglist' | 'combined';

/** How it is laid out (each a template of its own). */
export type Layout =
  | 'letter'
  | 'banner'
  | 'export'
  | 'classic'
  | 'erp'
  | 'packing-table'
  | 'packing-pallets'
  | 'packing-summary'
  | 'form-numbered'
  | 'form-courier'
  | 'form-grid'
  | 'sheet-beside'
  | 'sheet-above'
  | 'sheet-export';

/** The file it becomes: a PDF with a text layer, a scanned (image-only) PDF, or a spreadsheet. */
export type Format = 'pdf' | 'scan' | 'xlsx' | 'csv';

export type PackKey =
  | 'carton'
  | 'box'
  | 'pallet'
  | 'case'
  | 'crate'
  | 'drum'
  | 'bag'
  | 'sack'
  | 'bigbag'
  | 'ibc'
  | 'roll'
  | 'reel'
  | 'bundle'
  | 'pail'
  | 'keg'
  | 'package'
  | 'jerrycan';

export type UnitKind = 'pcs' | 'kg' | 'm' | 'l' | 'm2' | 'pair' | 'set';

export type Category =
  | 'fasteners'
  | 'machine'
  | 'electrical'
  | 'tools'
  | 'auto'
  | 'textile'
  | 'fabric'
  | 'food'
  | 'beverage'
  | 'chemical'
  | 'ceramic'
  | 'furniture'
  | 'plastics'
  | 'paper'
  | 'toys'
  | 'footwear';

export type Text4 = Readonly<Record<Lang, string>>;

export interface Ymd {
  readonly y: number;
  readonly m: number;
  readonly d: number;
}

export interface Bank {
  readonly name: string;
  readonly iban?: string;
  readonly bic: string;
  /** Account and routing numbers where IBAN is not used (US, CN). */
  readonly account?: string;
  readonly routing?: string;
}

/** A made-up company. */
export interface Company {
  readonly key: string;
  readonly name: string;
  readonly street: string;
  readonly postcode?: string;
  readonly city: string;
  /** US state, Chinese or Indian province, Canadian province: printed after the city. */
  readonly region?: string;
  readonly country: string;
  /** VAT number, normalised (no spaces or dots). */
  readonly vat?: string;
  /** VAT number as the company prints it. */
  readonly vatPrinted?: string;
  readonly eori?: string;
  /** An identifier that is neither VAT nor EORI (IEC, tax office number): printed, never expected. */
  readonly otherId?: { readonly label: string; readonly value: string };
  readonly phone: string;
  readonly email: string;
  readonly web?: string;
  readonly bank: Bank;
  /** The company's legal line (register, court, capital), in the company's own language. */
  readonly legal: string;
  readonly sells: readonly Category[];
  readonly color: string;
  readonly contact?: string;
}

export interface Family {
  readonly key: string;
  readonly category: Category;
  readonly cn: string;
  readonly name: Text4;
  readonly variants: readonly Variant[];
  readonly unit: UnitKind;
  /** Unit price range in EUR. */
  readonly price: readonly [number, number];
  readonly priceDecimals?: number;
  /** Net kg per unit (1 for kg). */
  readonly netPerUnit: number;
  readonly pack: PackKey;
  /** Units per package. */
  readonly perPack: number;
  /** Packaging kg per package. */
  readonly tare: number;
  readonly quantity: readonly [number, number];
  readonly origins: readonly string[];
  /** The unit printed when it is not the usual word for the unit kind (beer sold by the crate). */
  readonly unitText?: Text4;
}

export interface Variant {
  readonly code: string;
  readonly spec: string | Text4;
  readonly cn?: string;
  /** Multiplies the family's unit price and mass. */
  readonly factor?: number;
}

export interface Line {
  readonly pos: number;
  readonly description: string;
  readonly article: string;
  readonly cn: string;
  readonly origin: string;
  readonly quantity: number;
  readonly quantityDecimals: number;
  readonly unitKind: UnitKind;
  readonly unitText: string;
  readonly unitPrice: number;
  readonly priceDecimals: number;
  readonly discount?: number;
  readonly amount: number;
  readonly netMass: number;
  readonly grossMass: number;
  readonly packages: number;
  readonly pack: PackKey;
  readonly packText: string;
  readonly packFrom: number;
  readonly packTo: number;
  /** Outer dimensions of one package, cm. */
  readonly dims: readonly [number, number, number];
}

export type ChargeKind = 'freight' | 'insurance' | 'packing' | 'discount';

export interface Charge {
  readonly kind: ChargeKind;
  readonly amount: number;
  /** Printed with the charge, e.g. "3 %". */
  readonly note?: string;
}

export interface Incoterm {
  readonly code: string;
  readonly place: string;
  /** How it is printed, e.g. "DAP Gent, Incoterms® 2020". */
  readonly printed: string;
}

/** Palletised cartons: "12 Kartons auf 2 Paletten". */
export interface Pallets {
  readonly count: number;
  readonly tare: number;
  readonly text: string;
  readonly groups: readonly PalletGroup[];
}

export interface PalletGroup {
  readonly from: number;
  readonly to: number;
  readonly lines: readonly number[];
  readonly dims: readonly [number, number, number];
  readonly gross: number;
}

export interface Transport {
  readonly mode: 'road' | 'sea' | 'air';
  readonly modeText: string;
  readonly vessel?: string;
  readonly container?: string;
  readonly portLoading?: string;
  readonly portDischarge?: string;
  readonly waybill?: string;
  readonly truck?: string;
}

export interface Reference {
  readonly label: string;
  readonly value: string;
}

export type IdShown = 'vat' | 'eori' | 'both' | 'none';

/** What the document prints; the templates obey it and the expected values follow it. */
export interface Show {
  readonly prices: boolean;
  readonly sellerId: IdShown;
  readonly buyerId: IdShown;
  readonly sellerCountry: boolean;
  /** "D-70173 Stuttgart". */
  readonly postcodePrefix: boolean;
  readonly countryAs: 'name' | 'upper' | 'code';
  readonly article: boolean;
  readonly hs: 'column' | 'inline' | 'none';
  readonly origin: 'column' | 'inline' | 'header' | 'none';
  readonly unit: 'column' | 'with-quantity' | 'none';
  readonly linePackages: boolean;
  readonly lineNet: boolean;
  readonly lineGross: boolean;
  readonly totalPackages: boolean;
  readonly totalNet: boolean;
  readonly totalGross: boolean;
  readonly marks: boolean;
  /** A packing list that quotes the invoice number. */
  readonly invoiceNumber: boolean;
  readonly vatLine: boolean;
  readonly shipTo: boolean;
  readonly dims: boolean;
  readonly incoterm: boolean;
}

export interface Style {
  readonly numbers: NumberStyle;
  readonly datePattern: string;
  readonly money: MoneyStyle;
  readonly upperMonths: boolean;
  readonly hsFormat: 'plain' | 'spaced' | 'dotted' | 'split';
  readonly originAs: 'code' | 'name';
  readonly countryVariant: number;
  readonly font: string;
  readonly size: number;
  readonly accent: string;
  readonly labels: 'beside' | 'above';
  readonly parties: 'side' | 'stacked';
  readonly colon: boolean;
  readonly upperTitles: boolean;
  readonly pagination: 'single' | 'auto' | 'manual';
  readonly footer: 'page' | 'end';
}

export interface Doc {
  readonly name: string;
  readonly lang: Lang;
  readonly kind: DocKind;
  readonly layout: Layout;
  readonly format: Format;
  readonly title: string;
  readonly seller: Company;
  readonly buyer: Company;
  readonly shipTo?: Company;
  readonly number: string;
  readonly packingNumber?: string;
  readonly date: Ymd;
  readonly currency: string;
  readonly incoterm: Incoterm;
  readonly lines: readonly Line[];
  readonly charges: readonly Charge[];
  readonly vatRate: number;
  readonly goodsTotal: number;
  readonly netTotal: number;
  readonly vatTotal: number;
  readonly grossTotal: number;
  readonly packageCount: number;
  /** The packages as a document sums them up: "12 cartons", "3 Kisten, 2 Paletten". */
  readonly packagesText: string;
  readonly pallets?: Pallets;
  readonly netMass: number;
  readonly grossMass: number;
  readonly volume: number;
  readonly marks: string;
  readonly references: readonly Reference[];
  readonly transport: Transport;
  readonly originCountry: string;
  readonly destinationCountry: string;
  readonly paymentTerms: string;
  readonly notes: readonly string[];
  readonly show: Show;
  readonly style: Style;
  readonly labels: Labels;
  /** The second language of bilingual forms, with its labels. */
  readonly second?: { readonly lang: Lang; readonly labels: Labels };
}
