import type { ExtractedHeader } from '../extracted.ts';
import { BY_LABEL } from '../table-reader/found-words.ts';
import { found, type CellContext } from './cell-values.ts';
import type { SheetCell } from './sheet.ts';

/** Incoterms 2020, and 2010's DAT and the older DDU still printed on invoices. */
const TERM = /(?<![A-Za-z])(EXW|FCA|FAS|FOB|CFR|CIF|CPT|CIP|DAP|DPU|DDP|DAT|DDU)(?![A-Za-z])/i;
// The words of a term's own name ("FCA Free Carrier Antwerp") come before the place.
const TERM_WORDS =
  /^(?:ex|works|free|carrier|alongside|ship|on|board|cost|and|freight|insurance|carriage|paid|to|delivered|at|place|unloaded|terminal|duty|unpaid)$/i;
// Words that follow a place and are none: the rules it is named under.
const AFTER_PLACE =
  /^(?:incoterms?|gemass|gemäß|nach|according|as|per|under|selon|suivant|conform|conforme|volgens|named)$/i;

/**
 * The incoterm a labelled cell names, and its place ("FCA Antwerp", "DAP - Hamburg, Germany",
 * "CIF Shanghai Incoterms 2020"): the place is the words of names after the term, up to a comma.
 */
export const readIncoterm = (
  text: string,
  cell: SheetCell,
  context: CellContext,
): Pick<ExtractedHeader, 'incoterm' | 'incotermPlace'> | undefined => {
  const term = TERM.exec(text);
  if (!term?.[1]) return undefined;
  // Lower case only when the cell is the term alone: "dap" inside a sentence is no term.
  if (term[1] !== term[1].toUpperCase() && text.trim().length !== 3) return undefined;
  const words =
    text
      .slice(term.index + term[1].length)
      .replace(/^[\s:–-]+/, '')
      .split(/[,;(\n]/)[0]
      ?.split(/\s+/)
      .filter(Boolean) ?? [];
  while (words[0] && TERM_WORDS.test(words[0])) words.shift();
  // The place ends where words that are no name start: "Perth gemäß Incoterms® 2020".
  const end = words.findIndex(
    (word) => AFTER_PLACE.test(word) || !/^\p{L}[\p{L}'.-]*$/u.test(word),
  );
  const named = words.slice(0, end < 0 ? words.length : end).join(' ') || undefined;
  return {
    incoterm: found(term[1].toUpperCase(), cell, context, BY_LABEL),
    ...(named ? { incotermPlace: found(named, cell, context, BY_LABEL) } : {}),
  };
};
