import type { CanonicalDeclaration } from '../../canonical/index.ts';
import { brusselsToday } from '../brussels-today.ts';
import type { ExtractedCharge, Found } from '../extracted.ts';
import type { MergedExtraction, MergedLine } from '../pipeline/merged-extraction.ts';
import type { Finding } from './finding.ts';
import type { ReferenceLookups } from './reference-checks.ts';
import { runChecks } from './run-checks.ts';

/** A value a person holds in the declaration: as sure as it gets, with no place on a page. */
const held = <T>(value: T | undefined): Found<T> | undefined =>
  value === undefined ? undefined : { value, confidence: 1 };

const CHARGES: Record<string, ExtractedCharge['kind']> = { FRT: 'freight', INS: 'insurance' };

type GoodsItem = NonNullable<CanonicalDeclaration['goods_items']>[number];

const line = (item: GoodsItem): MergedLine => {
  const packages = item.packages ?? [];
  const counted = packages.filter((entry) => typeof entry.quantity === 'number');
  return {
    document: 'declaration',
    description: held(item.description),
    commodityCode: held(item.commodity_code),
    countryOfOrigin: held(item.country_of_origin),
    grossMass: held(item.gross_mass),
    netMass: held(item.net_mass),
    unitPrice: held(item.unit_price),
    amount: held(item.total_price),
    currency: held(item.currency),
    invoiceNumber: held(item.invoice_number),
    packages: held(
      counted.length > 0
        ? counted.reduce((sum, entry) => sum + (entry.quantity ?? 0), 0)
        : undefined,
    ),
    packageType: held(packages[0]?.type),
  };
};

/**
 * A declaration as the extraction's checks read a reading: its lines and header as held values.
 * The checks then run on what the declarant corrected, with the code that checked the reading
 * (line sums, gross against net, totals, origins, commodity codes against the tariff).
 */
export const declarationAsExtraction = (declaration: CanonicalDeclaration): MergedExtraction => ({
  header: {
    invoiceNumber: held(declaration.shipment?.invoice_number),
    invoiceDate: held(declaration.shipment?.invoice_date),
    currency: held(declaration.shipment?.currency),
    totalAmount: held(declaration.shipment?.total_invoice_amount),
    totalGrossMass: held(declaration.totals?.gross_mass),
    totalNetMass: held(declaration.totals?.net_mass),
    totalPackages: held(declaration.totals?.packages),
  },
  lines: (declaration.goods_items ?? []).map(line),
  charges: (declaration.costs ?? []).flatMap((cost): ExtractedCharge[] => {
    const kind = cost.code ? CHARGES[cost.code] : undefined;
    return kind && typeof cost.amount === 'number'
      ? [{ kind, label: cost.code!, amount: { value: cost.amount, confidence: 1 } }]
      : [];
  }),
  // One declaration, no documents beside it: the documents were compared when they were read.
  invoices: [],
  packingLists: [],
  filledFromPackingList: [],
});

/** The extraction's checks on a declaration as a person holds it (the review page, approval). */
export const checkDeclaration = async (
  declaration: CanonicalDeclaration,
  lookups: ReferenceLookups,
  now: Date,
): Promise<Finding[]> =>
  (await runChecks(declarationAsExtraction(declaration), lookups, brusselsToday(now))).findings.map(
    ({ source: _source, confidence: _confidence, ...finding }) => finding,
  );
