import { areaCells, below, rightOf, type Placed, type SheetArea } from './sheet-area.ts';
import { isLabelCell, titleLabelsAt, type TitleField, type TitleLabel } from './title-labels.ts';
import { readTitleValue, type TitleContext, type TitleFound } from './title-values.ts';

// An amount's label may have a rate or a currency between it and the amount: "TVA | 21 % | 210".
const AMOUNTS: ReadonlySet<TitleField> = new Set([
  'netAmount',
  'vatAmount',
  'totalAmount',
  'goodsAmount',
  'netOrMass',
  'grossOrMass',
]);
const ASIDE = /^\s*\(?\s*(?:\d{1,2}(?:[.,]\d{1,2})?\s*%|[A-Z]{3}|[€$£])\s*\)?\s*$/;

/**
 * The header fields of a sheet's title block, each by its label: the value in the label's own
 * cell after a colon, else the next cell with text to its right, else the cell just under it.
 * A label cell is never a value, and nothing is read past one: a label whose value cell is
 * empty gives nothing rather than the next label's value. Where several labels name a field,
 * the most direct wins ("Invoice date" over "Date"), then the first.
 */
export const readTitleBlock = (
  area: SheetArea,
  context: TitleContext,
  used: ReadonlySet<string> = new Set(),
): TitleFound => {
  // Keyed by a reading's first field, so an incoterm and its place, or a count of packages and
  // their kind, always come from one cell.
  const best = new Map<string, { rank: number; found: TitleFound }>();
  for (const placed of areaCells(area)) {
    if (used.has(placed.cell.ref)) continue;
    for (const label of titleLabelsAt(placed.cell.text)) {
      let found = readLabel(area, placed, label, context);
      const [first] = Object.keys(found ?? {});
      if (!found || !first) continue;
      // A plain "Total" under a net total, the VAT or another total is what is payable.
      const payable =
        first === 'goodsAmount' &&
        ['netAmount', 'vatAmount', 'goodsAmount'].some((key) => best.has(key));
      const key = payable ? 'totalAmount' : first;
      if (payable && found.goodsAmount) found = { totalAmount: found.goodsAmount };
      const held = best.get(key);
      if (!held || label.rank < held.rank) best.set(key, { rank: label.rank, found });
      break;
    }
  }
  return Object.assign({}, ...[...best.values()].map(({ found }) => found)) as TitleFound;
};

const readLabel = (
  area: SheetArea,
  placed: Placed,
  label: TitleLabel,
  context: TitleContext,
): TitleFound | undefined => {
  const labelText = placed.cell.text;
  const row = (at: number) => area.rows[at]?.number ?? 0;
  const read = (value: Placed, text = value.cell.text) =>
    readTitleValue(
      label.field,
      { labelText, text, cell: value.cell, row: row(value.at), column: value.column },
      context,
    );
  if (label.rest !== undefined) return read(placed, label.rest);
  for (const value of [
    besideOf(area, placed, label.field),
    below(area, placed.at, placed.column),
  ]) {
    if (!value || isLabelCell(value.cell.text)) continue;
    const found = read(value);
    if (found) return found;
  }
  return undefined;
};

/** The first cell right of a label, past a rate or currency printed between label and amount. */
const besideOf = (area: SheetArea, placed: Placed, field: TitleField): Placed | undefined => {
  for (const value of rightOf(area, placed.at, placed.column))
    if (!AMOUNTS.has(field) || !ASIDE.test(value.cell.text)) return value;
  return undefined;
};
