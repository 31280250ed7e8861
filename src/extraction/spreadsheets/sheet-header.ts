import type { ExtractedHeader, ExtractedLine, ExtractedParty, Found } from '../extracted.ts';
import { withoutAbsent } from '../table-reader/found-words.ts';
import { findCurrency } from '../text-values/index.ts';
import { found, type CellContext } from './cell-values.ts';
import type { SheetHeader } from './find-header.ts';
import type { SheetParties } from './sheet-parties.ts';
import type { SheetTotals } from './sheet-totals.ts';
import type { TitleFound } from './title-values.ts';

/** A currency named in a column header ("Amount (EUR)"): sure of the code, less of its scope. */
const HEADER_CURRENCY = 0.9;

export interface HeaderParts {
  readonly totals: SheetTotals;
  readonly title: TitleFound;
  readonly parties: SheetParties;
  readonly currency?: Found<string>;
}

/**
 * One sheet's header: the totals printed in the goods columns win over the same figures found
 * by their labels; a sheet without VAT has one total, both the goods' and what is payable.
 */
export const sheetHeader = ({ totals, title, parties, currency }: HeaderParts): ExtractedHeader => {
  const vatAmount = totals.vatAmount ?? title.vatAmount;
  let netAmount = totals.netAmount ?? title.netAmount ?? totals.goodsAmount ?? title.goodsAmount;
  let totalAmount = totals.totalAmount ?? title.totalAmount;
  if (!vatAmount) {
    totalAmount ??= netAmount;
    netAmount ??= totalAmount;
  }
  const packages = totals.totalPackages ? totals : title;
  return withoutAbsent({
    seller: withId(parties.seller, title.sellerId),
    buyer: withId(parties.buyer, title.buyerId),
    invoiceNumber: title.invoiceNumber,
    invoiceDate: title.invoiceDate,
    currency: currency ?? title.currency,
    incoterm: title.incoterm,
    incotermPlace: title.incoterm ? title.incotermPlace : undefined,
    netAmount,
    vatAmount,
    totalAmount,
    totalNetMass: totals.totalNetMass ?? title.totalNetMass,
    totalGrossMass: totals.totalGrossMass ?? title.totalGrossMass,
    totalPackages: packages.totalPackages,
    packageType: packages.packageType,
    packageTypeText: packages.packageTypeText,
    shippingMarks: title.shippingMarks,
  });
};

const withId = (
  party: ExtractedParty | undefined,
  identification: Found<string> | undefined,
): ExtractedParty | undefined =>
  party?.identification || !identification ? party : { ...party, identification };

/** Fields one sheet lacks taken from another (a cover sheet with the parties, say); a party whole. */
export const withMissing = (header: ExtractedHeader, other: ExtractedHeader): ExtractedHeader => ({
  ...other,
  ...withoutAbsent(header),
});

/** The currency a goods column header names ("Amount (EUR)"). */
export const columnCurrency = (
  header: SheetHeader,
  context: CellContext,
): Found<string> | undefined =>
  [...header.columns]
    .filter(([, match]) => match.column === 'amount' || match.column === 'unitPrice')
    .map(([column]) => header.row.cells[column])
    .flatMap((cell) => {
      const match = cell && findCurrency(cell.text);
      return match && cell ? [found(match.code, cell, context, HEADER_CURRENCY)] : [];
    })[0];

/** Without a currency in the headers, the one currency every line names is the document's. */
export const documentCurrency = (
  header: ExtractedHeader,
  lines: readonly ExtractedLine[],
): { currency?: Found<string> } => {
  if (header.currency) return {};
  const named = lines.flatMap((line) => (line.currency ? [line.currency] : []));
  const codes = new Set(named.map((currency) => currency.value));
  return named[0] && codes.size === 1 && named.length === lines.length
    ? { currency: named[0] }
    : {};
};
