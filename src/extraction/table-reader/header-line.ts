import type { Word } from '../document-text.ts';
import type { TextLine } from '../documents/index.ts';
import {
  massUnitInHeader,
  matchHeader,
  parseAmount,
  settleColumns,
  type GoodsColumn,
  type HeaderMatch,
} from '../text-values/index.ts';
import { textOf } from './found-words.ts';
import { isBoxNumber } from './form-boxes.ts';

/** One header cell: the words of a column title, and what it names (undefined: not understood). */
export interface HeaderCell {
  readonly words: readonly Word[];
  readonly left: number;
  readonly right: number;
  readonly match?: HeaderMatch;
}

export interface TableHeader {
  /** Index of the header in the page's lines. */
  readonly at: number;
  readonly cells: readonly HeaderCell[];
}

const CORE: ReadonlySet<GoodsColumn> = new Set(['description', 'quantity', 'unitPrice', 'amount']);

/**
 * A goods table's header: a line whose titles name at least two goods columns, one of them a
 * core one, and whose words are mostly titles (a sentence that mentions "price" is no header).
 */
/** The column titles a line names, as printed, whether or not it makes a header. */
export const namedTitles = (line: TextLine): string[] =>
  settle(titlesOf(titleWords(line)).flatMap(splitUnknown)).flatMap((cell) =>
    cell.match ? [textOf(cell.words)] : [],
  );

const titlesOfLine = (line: TextLine) => {
  const words = titleWords(line);
  const cells = settle(titlesOf(words).flatMap(splitUnknown));
  const kinds = new Set(cells.flatMap((cell) => (cell.match ? [cell.match.column] : [])));
  return { words, cells, kinds };
};

export const readHeaderLine = (line: TextLine, at: number): TableHeader | undefined => {
  const { words, cells, kinds } = titlesOfLine(line);
  const titled = cells
    .filter((cell) => cell.match)
    .reduce((count, cell) => count + cell.words.length, 0);
  if (kinds.size < 2 || ![...kinds].some((kind) => CORE.has(kind))) return undefined;
  if (totalsStrip(cells, kinds)) return undefined;
  if (titled * 2 < words.length) return undefined;
  // Titles carry no figures: "Total gross weight: 28,2 kg" is a total, not a header.
  if (words.some((word) => parseAmount(word.text) !== undefined || /\d{3,}/.test(word.text)))
    return undefined;
  return { at, cells };
};

const GOODS: ReadonlySet<GoodsColumn> = new Set(['description', 'quantity', 'unitPrice']);
const TOTAL_WORD = /^(?:total|totaal|gesamt|summe|totale)$/i;

/**
 * "Nombre de colis | Poids net total | Poids brut total | Total à payer" over their figures: the
 * totals of a form, printed as titles over one row, name no goods (no description, quantity or
 * price) and say "total".
 */
const totalsStrip = (cells: readonly HeaderCell[], kinds: ReadonlySet<GoodsColumn>) =>
  kinds.size >= 2 &&
  ![...kinds].some((kind) => GOODS.has(kind)) &&
  cells.some((cell) => cell.words.some((word) => TOTAL_WORD.test(word.text)));

/** A line of total titles over their figures: it ends the goods table above it. */
export const isTotalsStrip = (line: TextLine): boolean => {
  if (/\d/.test(line.text)) return false;
  const { cells, kinds } = titlesOfLine(line);
  return totalsStrip(cells, kinds);
};

/** A form numbers its boxes ("13. Description of goods 14. Commodity"): the numbers name no column. */
const titleWords = (line: TextLine): readonly Word[] =>
  line.words.filter((word) => isBoxNumber(word.text)).length >= 2
    ? line.words.filter((word) => !isBoxNumber(word.text))
    : line.words;

/**
 * Words into column titles by the gaps between them: a column gap is wider than a space, so
 * "Unit price" stays one title. The threshold follows the font size of the line.
 */
const titlesOf = (words: readonly Word[]): Word[][] => {
  const heights = words.map((word) => word.box.height).sort((a, b) => a - b);
  const gap = Math.max(5, 0.6 * (heights[Math.floor(heights.length / 2)] ?? 8));
  const titles: Word[][] = [];
  for (const word of words) {
    const last = titles.at(-1);
    const previous = last?.at(-1);
    if (last && previous && word.box.x - (previous.box.x + previous.box.width) <= gap)
      last.push(word);
    else titles.push([word]);
  }
  return titles;
};

/**
 * A title no synonym names exactly may be several tight titles ("BTW Hoeveelheid"), or one
 * title with a qualifier ("Prijs incl. BTW"): split into known names, each taking the unknown
 * words after it; the loose whole-title match only when no name is found inside.
 */
const splitUnknown = (words: Word[]): { words: Word[]; match?: HeaderMatch }[] => {
  const exact = matchHeader(textOf(words), { exact: true });
  if (exact || words.length === 1) return [{ words, match: exact ?? matchHeader(textOf(words)) }];
  const parts: { words: Word[]; match?: HeaderMatch }[] = [];
  for (let start = 0; start < words.length;) {
    let taken = 1;
    let match: HeaderMatch | undefined;
    for (let size = Math.min(4, words.length - start); size >= 1; size--) {
      match = matchHeader(textOf(words.slice(start, start + size)), { exact: true });
      if (match) {
        taken = size;
        break;
      }
    }
    const slice = words.slice(start, start + taken);
    const previous = parts.at(-1);
    if (!match && previous) previous.words.push(...slice);
    else parts.push({ words: slice, match });
    start += taken;
  }
  if (!parts.some((part) => part.match)) return [{ words, match: matchHeader(textOf(words)) }];
  return parts.map((part) => withUnit(part));
};

/** "Net weight (lbs)": the unit may be in the qualifier the weight title took. */
const withUnit = (part: { words: Word[]; match?: HeaderMatch }) => {
  const column = part.match?.column;
  if (column !== 'netMass' && column !== 'grossMass') return part;
  const massUnit = massUnitInHeader(textOf(part.words));
  return massUnit ? { words: part.words, match: { column, massUnit } } : part;
};

const settle = (titles: readonly { words: Word[]; match?: HeaderMatch }[]): HeaderCell[] => {
  const settled = settleColumns(titles.map((title) => title.match));
  return titles.map((title, index) => {
    const left = Math.min(...title.words.map((word) => word.box.x));
    const right = Math.max(...title.words.map((word) => word.box.x + word.box.width));
    const match = settled[index];
    return match ? { words: title.words, left, right, match } : { words: title.words, left, right };
  });
};
