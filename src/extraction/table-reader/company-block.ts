import type { TextLine } from '../documents/index.ts';
import type { ExtractedParty } from '../extracted.ts';
import { foldAccents } from '../text-values/index.ts';
import { addressBlock } from './address-block.ts';
import { cellsOf } from './line-cells.ts';
import { LEGAL_FORM, readAddress } from './party-address.ts';
import type { PageLines } from './label-values.ts';
import { BY_LAYOUT } from './window-address.ts';
import { isFieldLabel } from './field-labels.ts';
import { GUESSED } from './found-words.ts';

const key = (name: string) =>
  foldAccents(name)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * The issuer of an unlabelled invoice: a company (a name with its legal form, then an address
 * with a postcode) whose name the document prints more than once, in its letterhead, its sender
 * line or its footer; a name printed once may as well be the addressee's.
 */
export const readIssuer = (
  pages: readonly PageLines[],
  document: string,
  notNamed: string | undefined,
): ExtractedParty | undefined => {
  const text = pages.flatMap(({ lines }) => lines.map((line) => key(line.text))).join('\n');
  const taken = notNamed && key(notNamed);
  let best: { party: ExtractedParty; count: number } | undefined;
  for (const { page, lines } of pages)
    lines.forEach((line: TextLine, at) => {
      for (const cell of cellsOf(line)) {
        const name = cell.text.trim();
        if (!LEGAL_FORM.test(name) || name.split(/\s+/).length > 8) continue;
        const block = addressBlock(lines, at, cell, 0);
        if (!block) continue;
        const party = readAddress(block.lines, { document, page }, BY_LAYOUT);
        if (!party.name || !party.postcode || key(party.name.value) === taken) continue;
        const count = text.split(key(party.name.value)).length - 1;
        if (count >= 2 && (!best || count > best.count)) best = { party, count };
      }
    });
  return best?.party;
};

const LETTERHEAD_LINES = 25;
const MAX_CELLS = 4;
// What an issuer prints with its address and an addressee's block does not carry.
const ISSUER_DETAIL =
  /@|www\.|https?:|\b(?:tel|tél|phone|fon|telefon|telefoon|fax|iban|bic|swift|vat|btw|tva|ust|eori|kvk|kbo|siret|siren|rcs|hrb)\b|\+\d{2}\s?\d/i;

const POSTCODE = /\b\d{4}\s?[A-Z]{2}\b|(?:^|,\s*)\d{4,5}\s+\p{Lu}/u;

export interface LetterBlock {
  readonly party: ExtractedParty;
  /** Whether the block prints contact or registration details, as only the issuer's does. */
  readonly issuer: boolean;
}

/**
 * The address blocks of an unlabelled first page, top to bottom: each a name over a street and
 * a postcode or town, none of them under a label. Blocks side by side at one height cannot say
 * which is whose and give none.
 */
export const readLetterBlocks = (
  page: PageLines | undefined,
  document: string,
): readonly LetterBlock[] => {
  if (!page) return [];
  const lines = page.lines.slice(0, LETTERHEAD_LINES);
  const taken = new Set<unknown>();
  const blocks: (LetterBlock & { y: number })[] = [];
  lines.forEach((line, at) => {
    const cells = cellsOf(line);
    // A letterhead line holds a block or two side by side, not a row of many cells.
    if (cells.length > MAX_CELLS) return;
    for (const cell of cells) {
      if (taken.has(cell.words[0]) || isFieldLabel(cell.folded) || /\d/.test(cell.text)) continue;
      const block = addressBlock(lines, at, cell, 0);
      if (!block) continue;
      const party = readAddress(block.lines, { document, page: page.page }, GUESSED);
      if (!party.name || !party.street || !(party.postcode ?? party.city)) continue;
      for (const part of block.lines) for (const word of part.words) taken.add(word);
      // Two postcodes: two blocks run together across a narrow gap, whose is whose unknown.
      if (block.lines.filter((part) => POSTCODE.test(part.text)).length > 1) continue;
      const issuer = block.lines.some((part) => ISSUER_DETAIL.test(part.text));
      blocks.push({ party, issuer, y: line.box.y });
    }
  });
  const [first, second] = blocks;
  if (first && second && Math.abs(second.y - first.y) < 4) return [];
  return blocks.slice(0, 2);
};
