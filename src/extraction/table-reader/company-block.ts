import type { TextLine } from '../documents/index.ts';
import type { ExtractedParty } from '../extracted.ts';
import { foldAccents } from '../text-values/index.ts';
import { addressBlock } from './address-block.ts';
import { cellsOf } from './line-cells.ts';
import { LEGAL_FORM, readAddress } from './party-address.ts';
import type { PageLines } from './label-values.ts';
import { BY_LAYOUT } from './window-address.ts';

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
