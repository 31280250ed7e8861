import type { ExtractedHeader } from '../extracted.ts';
import {
  findCurrency,
  parseAmount,
  parseMass,
  type DecimalSeparator,
} from '../text-values/index.ts';
import type { TextLine } from '../documents/index.ts';
import { isBoxNumber } from './form-boxes.ts';
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
  // The numbers of a form's boxes ("19. Total Packages 20. Total N.W.") are no totals.
  const shared = shareOut(
    line.words.filter((word) => !isBoxNumber(word.text)),
    header.cells,
  );
  const wordsOf = (column: string) => {
    const index = header.cells.findIndex((cell) => cell.match?.column === column);
    return index < 0 ? [] : withThousands(line.words, shared.get(index) ?? []);
  };
  const unitOf = (column: string) =>
    header.cells.find((cell) => cell.match?.column === column)?.match?.massUnit ?? 'kg';
  const number = (column: string, read: (text: string) => number | undefined) => {
    const words = wordsOf(column);
    // An amount with its currency that strays under a mass or count column is no mass.
    if (column !== 'amount' && findCurrency(textOf(words))) return undefined;
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

/**
 * "26 169,27": a thousands group printed a space apart may fall under the column on its left;
 * it belongs to the figure it stands against.
 */
const withThousands = (line: TextLine['words'], words: TextLine['words']): TextLine['words'] => {
  const first = words[0];
  let at = first ? line.indexOf(first) : -1;
  const glued = [...words];
  while (at > 0) {
    const before = line[at - 1]!;
    const next = line[at]!;
    const gap = next.box.x - (before.box.x + before.box.width);
    if (!/^\d{1,3}$/.test(before.text) || gap > 0.6 * (next.box.height || 8)) break;
    glued.unshift(before);
    at -= 1;
  }
  return glued;
};
