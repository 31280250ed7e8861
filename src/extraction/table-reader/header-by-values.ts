import { matchHeader, packageKindCode } from '../text-values/index.ts';
import { textOf } from './found-words.ts';
import type { TableHeader } from './header-line.ts';
import type { TableRow } from './table-rows.ts';

/**
 * Two columns titled alike ("Anzahl" twice, "Qty" twice) are told apart by what they hold: the
 * one whose figures are followed by kinds of packages ("14 Kartons") counts packages, and the
 * other, which the first title took its name from, counts the goods.
 */
export const retitleByValues = (header: TableHeader, rows: readonly TableRow[]): TableHeader => {
  const quantityAt = header.cells.findIndex((cell) => cell.match?.column === 'quantity');
  if (quantityAt < 0 || header.cells.some((cell) => cell.match?.column === 'packages'))
    return header;
  const twin = header.cells.findIndex(
    (cell, index) =>
      index !== quantityAt &&
      !cell.match &&
      matchHeader(textOf(cell.words), { exact: true })?.column === 'quantity',
  );
  if (twin < 0) return header;
  const valued = rows.filter((row) => (row.cells.get(quantityAt) ?? []).length > 0);
  const packed = valued.filter((row) =>
    (row.cells.get(quantityAt) ?? []).some((word) => packageKindCode(word.text) !== undefined),
  );
  if (valued.length === 0 || packed.length * 2 < valued.length) return header;
  return {
    ...header,
    cells: header.cells.map((cell, index) =>
      index === quantityAt
        ? { ...cell, match: { column: 'packages' } }
        : index === twin
          ? { ...cell, match: { column: 'quantity' } }
          : cell,
    ),
  };
};
