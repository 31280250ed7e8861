import type { Company, Doc, IdShown } from './model.ts';
import { PACKAGING } from './data/packaging.ts';
import { iso } from './locale/format.ts';

/**
 * The expected values of a document, in the format of eval/expected-format.md, computed from the
 * same data the document was printed from. A member is given only when the document prints it.
 */

export interface ExpectedParty {
  name: string;
  street?: string;
  postcode?: string;
  city?: string;
  country?: string;
  identification?: string;
}

export interface ExpectedLine {
  description: string;
  article_number?: string;
  commodity_code?: string;
  origin?: string;
  quantity: number;
  unit?: string;
  unit_price?: number;
  amount?: number;
  net_mass?: number;
  gross_mass?: number;
  packages?: number;
  package_kind?: string;
  package_kind_text?: string;
}

export interface Expected {
  language: string;
  kinds: ('invoice' | 'packing_list')[];
  scan: boolean;
  header: {
    invoice_number?: string;
    invoice_date?: string;
    currency?: string;
    incoterm?: string;
    incoterm_place?: string;
    total_net?: number;
    total_vat?: number;
    total_amount?: number;
    packages?: number;
    gross_mass?: number;
    net_mass?: number;
    shipping_marks?: string;
    seller: ExpectedParty;
    buyer: ExpectedParty;
  };
  lines: ExpectedLine[];
}

const identification = (party: Company, shown: IdShown): string | undefined => {
  switch (shown) {
    case 'vat':
      return party.vat;
    case 'eori':
    case 'both':
      return party.eori ?? party.vat;
    case 'none':
      return undefined;
  }
};

const party = (company: Company, shown: IdShown, country: boolean): ExpectedParty => ({
  name: company.name,
  street: company.street,
  ...(company.postcode ? { postcode: company.postcode } : {}),
  city: company.city,
  ...(country ? { country: company.country } : {}),
  ...(identification(company, shown) ? { identification: identification(company, shown) } : {}),
});

const sumOf = (values: readonly number[], decimals: number): number => {
  const factor = 10 ** decimals;
  return Math.round(values.reduce((total, value) => total + value, 0) * factor) / factor;
};

export const expectedOf = (doc: Doc): Expected => {
  const { show } = doc;
  const invoice = doc.kind !== 'packinglist';
  const carries = (show.totalPackages || show.linePackages) && (show.totalGross || show.lineGross);
  const kinds: Expected['kinds'] =
    doc.kind === 'packinglist'
      ? ['packing_list']
      : carries
        ? ['invoice', 'packing_list']
        : ['invoice'];
  const numbered = invoice || show.invoiceNumber;
  const massDecimals = 3;
  const sellerCountry =
    show.sellerCountry ||
    show.postcodePrefix ||
    (show.sellerId !== 'none' && doc.seller.vat !== undefined);
  return {
    language: doc.lang,
    kinds,
    scan: doc.format === 'scan',
    header: {
      ...(numbered ? { invoice_number: doc.number, invoice_date: iso(doc.date) } : {}),
      ...(show.prices ? { currency: doc.currency } : {}),
      ...(show.incoterm ? { incoterm: doc.incoterm.code, incoterm_place: doc.incoterm.place } : {}),
      ...(show.prices ? { total_net: doc.netTotal } : {}),
      ...(show.prices && show.vatLine ? { total_vat: doc.vatTotal } : {}),
      ...(show.prices ? { total_amount: doc.grossTotal } : {}),
      ...(show.totalPackages || show.linePackages ? { packages: doc.packageCount } : {}),
      ...(show.totalGross
        ? { gross_mass: doc.grossMass }
        : show.lineGross
          ? {
              gross_mass: sumOf(
                doc.lines.map((line) => line.grossMass),
                massDecimals,
              ),
            }
          : {}),
      ...(show.totalNet || show.lineNet ? { net_mass: doc.netMass } : {}),
      ...(show.marks ? { shipping_marks: doc.marks } : {}),
      seller: party(doc.seller, show.sellerId, sellerCountry),
      buyer: party(doc.buyer, show.buyerId, true),
    },
    lines: doc.lines.map((line) => ({
      description: line.description,
      ...(show.article ? { article_number: line.article } : {}),
      ...(show.hs !== 'none' ? { commodity_code: line.cn } : {}),
      ...(show.origin !== 'none' ? { origin: line.origin } : {}),
      quantity: line.quantity,
      ...(show.unit !== 'none' ? { unit: line.unitText } : {}),
      ...(show.prices ? { unit_price: line.unitPrice, amount: line.amount } : {}),
      ...(show.lineNet ? { net_mass: line.netMass } : {}),
      ...(show.lineGross ? { gross_mass: line.grossMass } : {}),
      ...(show.linePackages
        ? {
            packages: line.packages,
            package_kind: PACKAGING[line.pack].code,
            package_kind_text: line.packText,
          }
        : {}),
    })),
  };
};
