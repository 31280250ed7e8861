import type { ExtractedHeader } from '../extracted.ts';
import { countryOfName, foldAccents } from '../text-values/index.ts';
import { BY_LABEL, foundIn, GUESSED } from './found-words.ts';
import type { PageLine } from './label-values.ts';
import { cellsOf } from './line-cells.ts';

/** Incoterms 2020, and 2010's DAT and the older DDU still printed on invoices. */
const TERM = /\b(EXW|FCA|FAS|FOB|CFR|CIF|CPT|CIP|DAP|DPU|DDP|DAT|DDU)\b/;
export const INCOTERM_LABEL =
  /\b(?:incoterms?|delivery\s+terms|terms\s+of\s+(?:delivery|sale|shipment)|shipping\s+terms|trade\s+terms|delivery\s+conditions|leveringsvoorwaarden?|leveringscondities|leveringsconditie|leverconditie|conditions?\s+de\s+(?:livraison|vente)|lieferbedingungen|lieferbedingung|lieferkonditionen|lieferkondition|incoterm|livraison|lieferung|levering|delivery)\b/;
// The words of a term's own name ("DPU - Delivered at Place Unloaded") are no place.
const TERM_WORDS =
  /^(?:ex|works|free|carrier|alongside|ship|on|board|cost|and|freight|insurance|carriage|paid|to|delivered|at|place|unloaded|terminal|duty|unpaid|incoterms?|incoterms®|®|\d{4}|named|port|of|shipment|destination|gem(?:ä|a)(?:ß|ss)|gem\.|according|conform(?:e|é)ment|volgens|selon|per|as|under|nach)$/i;

/** The incoterm and its named place ("FCA Antwerp"); labelled ones first. */
export const readIncoterm = (
  lines: readonly PageLine[],
  document: string,
): Pick<ExtractedHeader, 'incoterm' | 'incotermPlace'> => {
  const labelled = lines.filter((at) => INCOTERM_LABEL.test(foldAccents(at.line.text)));
  for (const [candidates, confidence] of [
    [labelled, BY_LABEL],
    [lines, GUESSED],
  ] as const) {
    for (const { line, page } of candidates) {
      const index = line.words.findIndex((word) => TERM.test(word.text) && word.text.length <= 4);
      const term = line.words[index];
      if (!term) continue;
      const place = { document, page };
      // The place is in the term's own cell: a total printed further right is no part of it.
      const own = cellsOf(line).find((cell) => cell.words.includes(term))?.words ?? line.words;
      const from = own.indexOf(term);
      const after = own.slice(from + 1, from + 4).filter((word) => word.text !== '-');
      const named: typeof after = [];
      for (const word of after) {
        if (TERM_WORDS.test(word.text) || !/^[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ'-]*,?$/.test(word.text)) break;
        named.push(word);
        if (word.text.endsWith(',')) break;
      }
      // "DDP Brussels Belgium": the country after the town is no part of the named place.
      if (named.length > 1 && countryOfName(named.at(-1)!.text)) named.pop();
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
