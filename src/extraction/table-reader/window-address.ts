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
      const parts = partsOf(cell);
      if (parts.length < 3) continue;
      const seller = readAddress(parts, place, BY_LAYOUT);
      if (!seller.name || !seller.postcode) continue;
      const block = addressBlock(lines, at, cell, cell.folded.length);
      const buyer = block && readAddress(block.lines, place, BY_LAYOUT);
      return { seller, ...(buyer?.name ? { buyer } : {}) };
    }
  return undefined;
};

/** The parts of a sender line, each as a line of its own, or nothing when it has no separators. */
const partsOf = (cell: Cell): Cell[] => {
  const parts: Cell['words'][number][][] = [[]];
  for (const word of cell.words) {
    if (SEPARATOR.test(word.text)) parts.push([]);
    else parts.at(-1)!.push(word);
  }
  return parts.filter((part) => part.length > 0).map((part) => cellOf(part));
};
