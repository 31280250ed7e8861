import type { ExtractedCharge, ExtractedLine, Found } from '../extracted.ts';
import {
  chargeKind,
  findCurrency,
  isTotalLabel,
  originCode,
  parseMass,
  parseQuantity,
  type GoodsColumn,
  type HeaderMatch,
} from '../text-values/index.ts';
import { commodityCodeOf, found, numberOf, quantityOf, type CellContext } from './cell-values.ts';
import type { SheetHeader } from './find-header.ts';
import { isEmptyRow, type SheetCell, type SheetRow } from './sheet.ts';

export interface SheetTotals {
  readonly amount?: Found<number>;
  readonly netMass?: Found<number>;
  readonly grossMass?: Found<number>;
  readonly packages?: Found<number>;
}

export interface SheetGoods {
  readonly lines: ExtractedLine[];
  readonly charges: ExtractedCharge[];
  readonly totals: SheetTotals;
}

type Cells = Partial<Record<GoodsColumn, { cell: SheetCell; header: HeaderMatch }>>;

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
  let totals: SheetTotals | undefined;
  for (const row of rows.slice(header.at + 1)) {
    if (isEmptyRow(row)) continue;
    const cells = cellsOf(row, header);
    const label = labelOf(row, cells);
    if (isTotalLabel(label)) {
      totals ??= totalsOf(cells, context);
      continue;
    }
    const kind = chargeKind(label);
    const charge = kind && !cells.commodityCode ? chargeOf(kind, label, cells, context) : undefined;
    if (charge) charges.push(charge);
    else if (!totals) {
      const line = lineOf(cells, context);
      if (line.description || line.articleNumber) lines.push(line);
    }
  }
  return { lines, charges, totals: totals ?? {} };
};

const cellsOf = (row: SheetRow, header: SheetHeader): Cells => {
  const cells: Cells = {};
  for (const [column, match] of header.columns) {
    const cell = row.cells[column];
    if (cell?.text) cells[match.column] = { cell, header: match };
  }
  return cells;
};

/** The description, or the first text in the row: "Total" often stands in the first column. */
const labelOf = (row: SheetRow, cells: Cells): string => {
  const firstText = row.cells.find((cell) => cell?.text && cell.number === undefined)?.text ?? '';
  const description = cells.description?.cell.text ?? '';
  return isTotalLabel(firstText) || !description ? firstText : description;
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
  const packages = cells.packages && parseQuantity(cells.packages.cell.text, context);
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
    netMass: massOf(cells.netMass, context),
    grossMass: massOf(cells.grossMass, context),
    packages:
      packages && cells.packages ? found(packages.value, cells.packages.cell, context) : undefined,
    packageType:
      text('packageType') ??
      (packages?.unit && cells.packages
        ? found(packages.unit, cells.packages.cell, context)
        : undefined),
  };
  return withoutAbsent(line);
};

const massOf = (entry: Cells['netMass'], context: CellContext): Found<number> | undefined => {
  if (!entry) return undefined;
  const unit = entry.header.massUnit ?? 'kg';
  const stored = entry.cell.number;
  const value =
    stored !== undefined
      ? parseMass(String(stored), unit)
      : parseMass(entry.cell.text, unit, { decimal: context.decimal });
  return value === undefined ? undefined : found(value, entry.cell, context);
};

const totalsOf = (cells: Cells, context: CellContext): SheetTotals =>
  withoutAbsent({
    amount: cells.amount && numberOf(cells.amount.cell, context),
    netMass: massOf(cells.netMass, context),
    grossMass: massOf(cells.grossMass, context),
    packages: cells.packages && numberOf(cells.packages.cell, context),
  });

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

/** Drops undefined members, so a line lists only what was found. */
const withoutAbsent = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, member]) => member !== undefined)) as T;
