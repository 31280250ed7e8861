import type { ExtractedHeader } from '../extracted.ts';
import { foldAccents } from '../text-values/index.ts';
import { BY_LABEL, foundIn, GUESSED } from './found-words.ts';
import type { PageLine } from './label-values.ts';

/** Incoterms 2020, and 2010's DAT and the older DDU still printed on invoices. */
const TERM = /\b(EXW|FCA|FAS|FOB|CFR|CIF|CPT|CIP|DAP|DPU|DDP|DAT|DDU)\b/;
const LABEL =
  /\b(?:incoterms?|delivery\s+terms|terms\s+of\s+delivery|leveringsvoorwaarden|leveringscondities|conditions\s+de\s+livraison|lieferbedingungen)\b/;
// The words of a term's own name ("DPU - Delivered at Place Unloaded") are no place.
const TERM_WORDS =
  /^(?:ex|works|free|carrier|alongside|ship|on|board|cost|and|freight|insurance|carriage|paid|to|delivered|at|place|unloaded|terminal|duty|unpaid|incoterms?|\d{4})$/i;

/** The incoterm and its named place ("FCA Antwerp"); labelled ones first. */
export const readIncoterm = (
  lines: readonly PageLine[],
  document: string,
): Pick<ExtractedHeader, 'incoterm' | 'incotermPlace'> => {
  const labelled = lines.filter((at) => LABEL.test(foldAccents(at.line.text)));
  for (const [candidates, confidence] of [
    [labelled, BY_LABEL],
    [lines, GUESSED],
  ] as const) {
    for (const { line, page } of candidates) {
      const index = line.words.findIndex((word) => TERM.test(word.text) && word.text.length <= 4);
      const term = line.words[index];
      if (!term) continue;
      const place = { document, page };
      const after = line.words.slice(index + 1, index + 4).filter((word) => word.text !== '-');
      const named: typeof after = [];
      for (const word of after) {
        if (TERM_WORDS.test(word.text) || !/^[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ'-]*,?$/.test(word.text)) break;
        named.push(word);
        if (word.text.endsWith(',')) break;
      }
      const placeName = named
        .map((word) => word.text)
        .join(' ')
        .replace(/,$/, '');
      return {
        incoterm: foundIn(term.text, [term], place, confidence),
        ...(placeName ? { incotermPlace: foundIn(placeName, named, place, confidence) } : {}),
      };
    }
  }
  return {};
};
