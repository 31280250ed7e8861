import type { ExtractedCharge, ExtractedLine } from '../extracted.ts';
import { withoutAbsent } from '../table-reader/found-words.ts';
import { chargeKind, findCurrency, originCode, type GoodsColumn } from '../text-values/index.ts';
import {
  commodityCodeOf,
  found,
  massOf,
  numberOf,
  quantityOf,
  type CellContext,
} from './cell-values.ts';
import type { SheetHeader } from './find-header.ts';
import { packageKindIn, packagesIn } from './package-cells.ts';
import { cellsOf, labelOf, type Cells } from './row-cells.ts';
import { isEmptyRow, type SheetRow } from './sheet.ts';
import { isFooterRow, readTotals, type FooterRow, type SheetTotals } from './sheet-totals.ts';

export interface SheetGoods {
  readonly lines: ExtractedLine[];
  readonly charges: ExtractedCharge[];
  readonly totals: SheetTotals;
  /** Position in the rows where the goods end: the first totals row, or the row after the last line. */
  readonly footerAt: number;
}

/**
 * The rows below the header: goods lines until the first totals row, charges anywhere (freight
 * and discounts usually stand between the subtotal and the total), empty rows skipped.
 */
export const readSheetGoods = (
  rows: readonly SheetRow[],
  header: SheetHeader,
  context: CellContext,
): SheetGoods => {
  const lines: ExtractedLine[] = [];
  const charges: ExtractedCharge[] = [];
  const footer: FooterRow[] = [];
  let footerAt: number | undefined;
  let last = header.at;
  for (let at = header.at + 1; at < rows.length; at++) {
    const row = rows[at];
    if (!row || isEmptyRow(row)) continue;
    const cells = cellsOf(row, header);
    const label = labelOf(row, cells);
    if (isFooterRow(row, label, cells)) {
      footerAt ??= at;
      footer.push({ label, cells });
      continue;
    }
    const kind = chargeKind(label);
    const charge = kind && !cells.commodityCode ? chargeOf(kind, label, cells, context) : undefined;
    if (charge) charges.push(charge);
    else {
      const line = footerAt === undefined ? lineOf(cells, context) : undefined;
      if (!line || (!line.description && !line.articleNumber)) continue;
      lines.push(line);
    }
    last = at;
  }
  return { lines, charges, totals: readTotals(footer, context), footerAt: footerAt ?? last + 1 };
};

const lineOf = (cells: Cells, context: CellContext): ExtractedLine => {
  const text = (column: GoodsColumn) => {
    const entry = cells[column];
    return entry ? found(entry.cell.text, entry.cell, context) : undefined;
  };
  const number = (column: GoodsColumn) => {
    const entry = cells[column];
    return entry ? numberOf(entry.cell, context) : undefined;
  };
  const quantity = cells.quantity ? quantityOf(cells.quantity.cell, context) : undefined;
  const origin = text('origin');
  const originIso = origin && originCode(origin.value);
  const currency = cells.currency && findCurrency(cells.currency.cell.text);
  const counted =
    cells.packages && packagesIn(cells.packages.cell.text, cells.packages.cell, context);
  const kind = cells.packageType
    ? packageKindIn(cells.packageType.cell.text, cells.packageType.cell, context)
    : counted;
  const line: ExtractedLine = {
    description: text('description'),
    articleNumber: text('articleNumber'),
    commodityCode: cells.commodityCode && commodityCodeOf(cells.commodityCode.cell, context),
    countryOfOriginText: origin,
    countryOfOrigin: origin && originIso ? { ...origin, value: originIso } : undefined,
    quantity: quantity?.quantity,
    unit: text('unit') ?? quantity?.unit,
    unitPrice: number('unitPrice'),
    amount: number('amount'),
    currency:
      currency && cells.currency ? found(currency.code, cells.currency.cell, context) : undefined,
    netMass: cells.netMass && massOf(cells.netMass.cell, cells.netMass.header.massUnit, context),
    grossMass:
      cells.grossMass && massOf(cells.grossMass.cell, cells.grossMass.header.massUnit, context),
    packages: counted?.packages,
    packageType: kind?.packageType,
    packageTypeText: kind?.packageTypeText,
  };
  return withoutAbsent(line);
};

const chargeOf = (
  kind: NonNullable<ReturnType<typeof chargeKind>>,
  label: string,
  cells: Cells,
  context: CellContext,
): ExtractedCharge | undefined => {
  const entry = cells.amount ?? cells.unitPrice;
  const amount = entry && numberOf(entry.cell, context);
  if (!amount) return undefined;
  const currency = cells.currency && findCurrency(cells.currency.cell.text);
  return withoutAbsent({
    kind,
    label,
    amount,
    currency:
      currency && cells.currency ? found(currency.code, cells.currency.cell, context) : undefined,
  });
};
