import type { Word } from '../document-text.ts';
import { parseAmount, type DecimalSeparator } from '../text-values/index.ts';
import type { Labelled } from './label-values.ts';
import { cellsOf } from './line-cells.ts';

export interface Figure {
  readonly value: number;
  readonly words: readonly Word[];
}

export interface TotalsTriple {
  readonly net: Figure;
  readonly vat: Figure;
  readonly gross: Figure;
}

/**
 * "Total facture 24.99 5.00 29.99": a total's line that holds three figures apart, the third the
 * sum of the first two, gives the total before VAT, the VAT and the total with it, in that order
 * (an invoice's totals row under "HT | TVA | TTC" titles printed further up).
 */
export const netVatGross = (
  labelled: Labelled,
  decimal?: DecimalSeparator,
): TotalsTriple | undefined => {
  const start = labelled.beside[0]?.box.x;
  if (start === undefined) return undefined;
  const { line } = labelled.at;
  const cells = cellsOf({ ...line, words: line.words.filter((word) => word.box.x >= start) });
  if (cells.length !== 3) return undefined;
  const figures = cells.map((cell) => ({
    value: parseAmount(cell.text, { decimal })?.value,
    words: cell.words,
  }));
  const [net, vat, gross] = figures;
  if (!net || !vat || !gross || figures.some((figure) => figure.value === undefined))
    return undefined;
  const [a, b, c] = [net.value!, vat.value!, gross.value!];
  if (b <= 0 || c <= a || Math.abs(a + b - c) > 0.011) return undefined;
  return {
    net: { value: a, words: net.words },
    vat: { value: b, words: vat.words },
    gross: { value: c, words: gross.words },
  };
};
