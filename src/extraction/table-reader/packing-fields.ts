import type { Word } from '../document-text.ts';
import type { ExtractedHeader, Found } from '../extracted.ts';
import {
  foldAccents,
  packageKindCode,
  parseNumber,
  type DecimalSeparator,
} from '../text-values/index.ts';
import { addressBlock } from './address-block.ts';
import { BY_LABEL, foundIn } from './found-words.ts';
import { SHIPPING_MARKS } from './header-labels.ts';
import { cellsOf } from './line-cells.ts';
import type { LabelledValue, PageLines } from './label-values.ts';

interface PackagesCount {
  readonly count: number;
  readonly words: readonly Word[];
  readonly kind?: { readonly code: string; readonly text: string; readonly words: readonly Word[] };
}

/**
 * "Packages: 14 cartons", "Colli 3 pallets", "Anzahl Packstücke: 12": the count after the label,
 * with the kind printed after it, coded. The table's own total is taken when no label gives one.
 */
export const readPackagesTotal = (
  valueOf: LabelledValue,
  label: RegExp,
  decimal: DecimalSeparator | undefined,
  fromTable: Found<number> | undefined,
): Pick<ExtractedHeader, 'totalPackages' | 'packageType' | 'packageTypeText'> => {
  const found = valueOf(label, (words) => countIn(words, decimal));
  if (!found) return fromTable ? { totalPackages: fromTable } : {};
  const { count, kind } = found.value;
  const totalPackages = { ...found, value: count };
  if (!kind) return { totalPackages };
  const source = found.source && { ...found.source };
  const about = { confidence: found.confidence, ...(source ? { source } : {}) };
  return {
    totalPackages,
    packageType: { value: kind.code, ...about },
    packageTypeText: { value: kind.text, ...about },
  };
};

const countIn = (
  words: readonly Word[],
  decimal: DecimalSeparator | undefined,
): PackagesCount | undefined => {
  const at = words.slice(0, 3).findIndex((word) => /\d/.test(word.text));
  const word = words[at];
  if (!word) return undefined;
  const count = parseNumber(word.text.replace(/[:x×]$/i, ''), { decimal });
  if (count === undefined || !Number.isInteger(count) || count <= 0) return undefined;
  const after = words.slice(at + 1, at + 3);
  // "38 (35 dozen, 3 pallets)": packages of several kinds, counted apart in brackets.
  if (after[0]?.text.startsWith('(')) return { count, words: [word] };
  for (let size = after.length; size >= 1; size--) {
    const printed = after.slice(0, size);
    const kind = packageKindCode(printed.map((next) => next.text).join(' '));
    if (kind) return { count, words: [word], kind: { ...kind, words: printed } };
  }
  return { count, words: [word] };
};

// The counts and weights printed under the marks: "Gesamtanzahl 7", "Colli: 12", "Poids brut".
const OTHER_FIELD_THAN_MARKS =
  /^(?:gesamtanzahl|anzahl|aantal|nombre|colli|colis|kolli|packages|pkgs|number of|total|totaal|gesamt|gross|net\b|netto|bruto|brutto|poids|gewicht|weight)\b/;

// "0% btw – intracommunautaire levering.": a sentence in lower case, no mark.
const isSentence = (text: string) => /\.$/.test(text) && /\b\p{Ll}{4,}\b/u.test(text);

/**
 * Shipping marks after their label, on its line or in the lines under it, joined by " / " as a
 * declarant types them into one field.
 */
export const readShippingMarks = (
  pages: readonly PageLines[],
  document: string,
): Found<string> | undefined => {
  for (const { page, lines } of pages)
    for (const [at, line] of lines.entries())
      for (const cell of cellsOf(line)) {
        const label = /^(?:\d{1,2}[.)]?\s*)?/.exec(cell.folded)?.[0].length ?? 0;
        const match = SHIPPING_MARKS.exec(cell.folded.slice(label));
        if (!match || match.index !== 0) continue;
        const end =
          label +
          match[0].length +
          (/^\s*[:.]/.exec(cell.folded.slice(label + match[0].length))?.[0].length ?? 0);
        const block = addressBlock(lines, at, cell, end);
        // Marks are a few short lines in capitals; a sentence or a label after them is not.
        const kept = [];
        for (const [index, part] of (block?.lines ?? []).entries()) {
          const text = part.text.trim();
          const labelled =
            /:$/.test(text) ||
            /^\p{L}[\p{L}\s.-]*:\s*\S/u.test(text) ||
            OTHER_FIELD_THAN_MARKS.test(foldAccents(text));
          const words = text.split(/\s+/).filter((word) => /[\p{L}\d]/u.test(word)).length;
          if (labelled || words > (index === 0 ? 10 : 6) || isSentence(text)) break;
          // "/ Shipping Marks": the label's translation on the line under it.
          const translated = /^\/\s*\S/.test(text) && SHIPPING_MARKS.test(foldAccents(text));
          // Marks are printed in capitals or figures: "en" of a wrapped "Merken en nummers" is none.
          const marked = /[\p{Lu}\d]/u.test(text);
          if (text && marked && !translated && !/^[:(/]+$/.test(text)) kept.push(part);
        }
        const marks = kept.map((part) => part.text.trim().replace(/\s*\/$/, ''));
        if (!block || !marks || marks.length === 0) continue;
        return foundIn(
          joinMarks(marks),
          kept.flatMap((part) => part.words),
          { document, page },
          BY_LABEL,
        );
      }
  return undefined;
};

/**
 * Lines of marks joined by " / ", except where a narrow box wrapped one: after a dash with a
 * space before it ("VANDAMME INDUSTRIAL -" / "KORTRIJK") the mark goes on after a space, after
 * a dash on a figure ("C/NO. 1-" / "193") straight on.
 */
const joinMarks = (marks: readonly string[]): string =>
  marks.reduce((joined, mark, index) => {
    if (index === 0) return mark;
    if (/\s[-–]$/.test(joined)) return `${joined} ${mark}`;
    if (/\d-$/.test(joined) && /^\d/.test(mark)) return `${joined}${mark}`;
    return `${joined} / ${mark}`;
  }, '');
