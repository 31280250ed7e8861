import type { TextLine } from '../documents/index.ts';
import type { ExtractedParty } from '../extracted.ts';
import { addressBlock } from './address-block.ts';
import { cellOf, cellsOf, type Cell } from './line-cells.ts';
import { readAddress } from './party-address.ts';
import type { Place } from './found-words.ts';

/** Parties read from layout alone are less sure than those under a label. */
export const BY_LAYOUT = 0.5;

// The sender's line above an envelope window: parts split by a middle dot, bullet or bar.
const SEPARATOR = /^[·•●|∙▪–]$/;

export interface WindowParties {
  readonly seller?: ExtractedParty;
  readonly buyer?: ExtractedParty;
}

/**
 * The sender line and address window of a letter-style invoice (DIN 5008 and its Belgian, Dutch
 * and French cousins): one small line "Sender GmbH · Street 12 · 12345 Town" names the seller,
 * and the block under it, in the window, is the addressee: the buyer.
 */
export const readWindowAddress = (
  lines: readonly TextLine[],
  place: Place,
): WindowParties | undefined => {
  for (const [at, line] of lines.entries())
    for (const cell of cellsOf(line)) {
      const sender = withWrappedTown(cell, lines[at + 1]);
      const parts = partsOf(sender);
      // The sender's name comes first: a letterhead's "Am Rheinufer 8, 47229 Duisburg" is none.
      if (parts.length < 3 || /\d/.test(parts[0]!.text)) continue;
      const seller = readAddress(parts, place, BY_LAYOUT);
      if (!seller.name || !seller.postcode) continue;
      const from = sender === cell ? at : at + 1;
      const block = addressBlock(
        lines,
        from,
        from === at ? cell : cellOf(lines[from]!.words),
        Infinity,
      );
      const buyer = block && readAddress(block.lines, place, BY_LAYOUT);
      return { seller, ...(buyer?.name ? { buyer } : {}) };
    }
  return undefined;
};

/**
 * The parts of a sender line, each as a line of its own: split at middle dots, bullets or bars,
 * or else at commas ("Lenz GmbH & Co. KG, Am Hüttenwerk 7, D-57072 Siegen").
 */
const partsOf = (cell: Cell): Cell[] => {
  const bySeparator = split(cell.words, (word) => (SEPARATOR.test(word.text) ? '' : undefined));
  if (bySeparator.length >= 3) return bySeparator;
  return split(cell.words, (word) =>
    word.text.endsWith(',') ? word.text.slice(0, -1) : undefined,
  );
};

type Words = Cell['words'][number][];

/** Words into parts: `cut` gives the word's text before a cut (empty: the word is the cut). */
const split = (words: Cell['words'], cut: (word: Words[number]) => string | undefined): Cell[] => {
  const parts: Words[] = [[]];
  for (const word of words) {
    const before = cut(word);
    if (before === undefined) {
      parts.at(-1)!.push(word);
      continue;
    }
    if (before) parts.at(-1)!.push({ ...word, text: before });
    parts.push([]);
  }
  return parts.filter((part) => part.length > 0).map((part) => cellOf(part));
};

/** "…, 45 avenue de l'Europe, 38100" over "Grenoble": the town wrapped to the next line. */
const withWrappedTown = (cell: Cell, next: TextLine | undefined): Cell => {
  const town = next?.words;
  if (!town || !/\b\d{4,5}$/.test(cell.text) || town.length > 3 || /\d/.test(next.text))
    return cell;
  if (Math.abs(next.box.x - cell.left) > 3 * (town[0]?.box.height ?? 10)) return cell;
  return cellOf([...cell.words, ...town]);
};
