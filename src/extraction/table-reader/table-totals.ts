import type { ExtractedHeader } from '../extracted.ts';
import { parseAmount, parseMass, type DecimalSeparator } from '../text-values/index.ts';
import type { TextLine } from '../documents/index.ts';
import { foundIn, IN_COLUMN, textOf, withoutAbsent, type Place } from './found-words.ts';
import type { TableHeader } from './header-line.ts';
import { shareOut } from './table-rows.ts';

export type TableTotals = Pick<
  ExtractedHeader,
  'totalAmount' | 'totalNetMass' | 'totalGrossMass' | 'totalPackages'
>;

/** The figures of a totals line, read under the table's own columns. */
export const totalsOf = (
  line: TextLine,
  header: TableHeader,
  place: Place,
  decimal: DecimalSeparator | undefined,
): TableTotals => {
  const shared = shareOut(line.words, header.cells);
  const wordsOf = (column: string) => {
    const index = header.cells.findIndex((cell) => cell.match?.column === column);
    return index < 0 ? [] : (shared.get(index) ?? []);
  };
  const unitOf = (column: string) =>
    header.cells.find((cell) => cell.match?.column === column)?.match?.massUnit ?? 'kg';
  const number = (column: string, read: (text: string) => number | undefined) => {
    const words = wordsOf(column);
    const value = words.length > 0 ? read(textOf(words)) : undefined;
    return value === undefined ? undefined : foundIn(value, words, place, IN_COLUMN);
  };
  return withoutAbsent({
    totalAmount: number('amount', (text) => parseAmount(text, { decimal })?.value),
    totalNetMass: number('netMass', (text) => parseMass(text, unitOf('netMass'), { decimal })),
    totalGrossMass: number('grossMass', (text) =>
      parseMass(text, unitOf('grossMass'), { decimal }),
    ),
    totalPackages: number('packages', (text) => {
      const count = parseAmount(text, { decimal })?.value;
      return count !== undefined && Number.isInteger(count) ? count : undefined;
    }),
  });
};
