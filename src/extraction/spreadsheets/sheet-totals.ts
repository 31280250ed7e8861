import type { Found } from '../extracted.ts';
import { withoutAbsent } from '../table-reader/found-words.ts';
import { isTotalLabel } from '../text-values/index.ts';
import { massOf, numberOf, type CellContext } from './cell-values.ts';
import { packagesIn } from './package-cells.ts';
import { firstTextOf, type Cells } from './row-cells.ts';
import type { SheetRow } from './sheet.ts';
import { titleLabelsAt, type TitleField } from './title-labels.ts';

export interface SheetTotals {
  readonly netAmount?: Found<number>;
  readonly vatAmount?: Found<number>;
  readonly totalAmount?: Found<number>;
  /** A plain "Total" under the goods: what they add up to, before any VAT. */
  readonly goodsAmount?: Found<number>;
  readonly totalNetMass?: Found<number>;
  readonly totalGrossMass?: Found<number>;
  readonly totalPackages?: Found<number>;
  readonly packageType?: Found<string>;
  readonly packageTypeText?: Found<string>;
}

export interface FooterRow {
  readonly label: string;
  readonly cells: Cells;
}

type Money = 'netAmount' | 'vatAmount' | 'totalAmount' | 'goodsAmount';

// Labels of rows that close the goods besides "Total": the net total, VAT, what is payable. A
// weight or a count of packages alone may be a goods line ("Pallets", "Net"), so it is none.
const FOOTER: ReadonlySet<TitleField> = new Set(['netAmount', 'vatAmount', 'totalAmount']);

/**
 * A row under the goods that totals them or adds to them: "Total", "Subtotal", "BTW 21%",
 * "Te betalen", or starts with a label and its colon ("Aantal colli:", "Poids net :"). A row
 * with a quantity or a unit price is a goods line whatever it says.
 */
export const isFooterRow = (row: SheetRow, label: string, cells: Cells): boolean => {
  if (isTotalLabel(label)) return true;
  if (holdsNumber(cells.quantity) || holdsNumber(cells.unitPrice)) return false;
  if (titleLabelsAt(label).some((found) => FOOTER.has(found.field))) return true;
  const first = firstTextOf(row);
  return first.includes(':') && titleLabelsAt(first).length > 0;
};

// A label may stand in the quantity column ("Totaal" under "Aantal"): only a number makes a line.
const holdsNumber = (entry: Cells['quantity']): boolean =>
  entry !== undefined && (entry.cell.number !== undefined || /\d/.test(entry.cell.text));

/**
 * The totals the footer rows print in the goods columns, the first of each kind kept. The
 * label says which amount the amount column holds ("Total HT", "TVA", "Total TTC"); a plain
 * "Total" is the goods' total, or what is payable once a net total or VAT stood above it.
 */
export const readTotals = (rows: readonly FooterRow[], context: CellContext): SheetTotals => {
  const totals: { -readonly [K in keyof SheetTotals]: SheetTotals[K] } = {};
  for (const { label, cells } of rows) {
    const money = moneyOf(label, totals);
    const amount = cells.amount && numberOf(cells.amount.cell, context);
    if (money && amount) totals[money] ??= amount;
    const net = cells.netMass;
    const gross = cells.grossMass;
    totals.totalNetMass ??= net && massOf(net.cell, net.header.massUnit, context);
    totals.totalGrossMass ??= gross && massOf(gross.cell, gross.header.massUnit, context);
    const counted =
      cells.packages && packagesIn(cells.packages.cell.text, cells.packages.cell, context);
    if (counted && !totals.totalPackages) {
      const { packages, ...kind } = counted;
      Object.assign(totals, { totalPackages: packages, ...kind });
    }
  }
  return withoutAbsent(totals);
};

const moneyOf = (label: string, seen: SheetTotals): Money | undefined => {
  const fields = new Set(titleLabelsAt(label).map((found) => found.field));
  if (fields.has('totalAmount')) return 'totalAmount';
  if (fields.has('netAmount') || fields.has('netOrMass')) return 'netAmount';
  if (fields.has('vatAmount')) return 'vatAmount';
  if (fields.has('grossOrMass')) return 'totalAmount';
  // A weight or a count of packages says nothing of the amount column.
  const plain = fields.has('goodsAmount') || (fields.size === 0 && isTotalLabel(label));
  if (!plain) return undefined;
  return seen.netAmount || seen.vatAmount || seen.goodsAmount ? 'totalAmount' : 'goodsAmount';
};
