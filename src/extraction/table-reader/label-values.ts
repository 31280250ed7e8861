import type { Word } from '../document-text.ts';
import type { TextLine } from '../documents/index.ts';
import type { Found } from '../extracted.ts';
import { foldAccents } from '../text-values/index.ts';
import { isFieldLabel } from './field-labels.ts';
import { isBoxNumber, withoutBoxNumber } from './form-boxes.ts';
import {
  GROSS_WEIGHT,
  NET_AMOUNT,
  NET_WEIGHT,
  PACKAGES,
  PAYABLE,
  VAT_AMOUNT,
} from './header-labels.ts';

/** A page's lines outside the goods tables, top to bottom. */
export interface PageLines {
  readonly page: number;
  readonly lines: readonly TextLine[];
}

/** A value found by its label, read from the words beside or under it by `read`. */
export type LabelledValue = <T>(
  label: RegExp,
  read: (words: readonly Word[]) => T | undefined,
) => Found<T> | undefined;

/** A visual line and the page it is on. */
export interface PageLine {
  readonly page: number;
  readonly line: TextLine;
  /** The next line down on the same page, for a value printed under its label. */
  readonly below?: TextLine;
  /** The two lines after `below`, for a form box whose label wraps over more lines. */
  readonly further?: readonly TextLine[];
}

export interface Labelled {
  readonly at: PageLine;
  /** The words after the label on its line, up to a wide gap. */
  readonly beside: readonly Word[];
  /** The words of the next line that stand under the label (a label above its value). */
  readonly under: readonly Word[];
  /**
   * Under a form box's label that goes on over the next lines ("Rechnungsdatum / Date" over
   * "of Invoice"): the words under it on each line after `under`, while those above hold no figure.
   */
  readonly further: readonly (readonly Word[])[];
  /** Whether the label is the first word of its cell, apart from any words left of it. */
  readonly startsCell: boolean;
}

/**
 * Every place a label pattern matches a line (accents off, lower case), with the words beside it
 * and under it. Line text is the words joined by single spaces, so a character offset in it
 * tells which word the label ends on.
 */
export const findLabelled = (
  lines: readonly PageLine[],
  label: RegExp,
  options: {
    readonly startsCell?: boolean;
    /** How far right of the label its value may stand, in line heights (10 unless told). */
    readonly reach?: number;
  } = {},
): Labelled[] => {
  const found: Labelled[] = [];
  const every = new RegExp(
    label.source,
    label.flags.includes('g') ? label.flags : `${label.flags}g`,
  );
  const once = new RegExp(label.source, label.flags.replace('g', ''));
  for (const at of lines) {
    const text = foldAccents(at.line.text);
    let tried = 0;
    for (const match of text.matchAll(every)) {
      // A line of thousands of cells that each almost make a label is no header.
      if (++tried > MAX_TRIES_ON_LINE) break;
      const end = match.index + match[0].trimEnd().length;
      const { labelled, cutAt } = labelledAt(at, match.index, end, options.reach ?? 10);
      // "INVOICE   Date of export": a match across two cells is no label unless what stands
      // in the last cell still is one ("total   Poids brut total").
      const again = cutAt === undefined ? undefined : text.slice(cutAt, cutAt + LABEL_SPAN);
      if (again !== undefined && once.exec(again)?.index !== 0) continue;
      // A bare word ("Nummer") is a label only where it starts a cell of its own.
      if (options.startsCell && !labelled.startsCell) continue;
      found.push(labelled);
      // A line of hundreds of bare words is no header: its first few labels are enough.
      if (!options.startsCell || found.length >= MAX_BARE_LABELS) break;
    }
  }
  return found;
};

const labelledAt = (at: PageLine, start: number, end: number, reach: number) => {
  const words = at.line.words;
  let offset = 0;
  let after = words.length;
  let first = 0;
  let firstAt = 0;
  const offsets: number[] = [];
  words.forEach((word, index) => {
    offsets.push(offset);
    if (offset <= start) [first, firstAt] = [index, offset];
    if (after === words.length && offset >= end) after = index;
    offset += word.text.length + 1;
  });
  const firstIndex = first;
  // "Poids net total   Poids brut total": a leading "total" across a column gap is the last
  // word of the label before, not part of this one.
  while (after - first > 1 && isWideGap(words[first]!, words[first + 1]!)) first += 1;
  // A label that ends in a colon reaches its value across any gap ("FACTURE N° :      F2018").
  if (words[after]?.text === ':') after += 1;
  const labelWords = words.slice(first, after);
  const cutAt = first > firstIndex ? offsets[first] : undefined;
  // A value stands under the label's whole cell: "19. Aantal colli" over "38 (35 dozen, …)",
  // "20. Totaal nettogewicht" over "700,2 kg".
  let opens = first;
  while (opens > 0 && !isWideGap(words[opens - 1]!, words[opens]!)) opens -= 1;
  const column = words.slice(opens, after);
  const colon = /:$/.test(labelWords.at(-1)?.text ?? '');
  const far = untilGap(words.slice(after), labelWords.at(-1), colon ? Math.max(40, reach) : reach);
  // What a colon reaches far off must be a value, not the next field's label.
  const beside = colon && isOtherLabel(far) ? [] : far;
  // Under a label only when nothing but another label, or its translation ("Rechnungsdatum /
  // Date"), stands beside it ("Invoice No.  Date").
  const translated = /^\//.test(beside[0]?.text ?? '') && !beside.some(hasFigure);
  const open = beside.length === 0 || translated || isOtherLabel(beside);
  const boxed = opens < first && isBoxNumber(words[opens]!.text) && opens === first - 1;
  const previous = boxed ? words[first - 2] : words[first - 1];
  const startsCell =
    (firstAt === start || first > firstIndex) &&
    (!previous || gapBetween(previous, words[first]!) > wideGap(words[first]!));
  const under = open ? underLabel(column, at.below) : [];
  const further = open ? furtherUnder(labelWords, at) : [];
  return { labelled: { at, beside, under, further, startsCell }, cutAt };
};

// Labels of the header's figures, as the next box of a form prints them ("20. Reingewicht").
const FIGURE_LABELS = [NET_WEIGHT, GROSS_WEIGHT, PACKAGES, PAYABLE, NET_AMOUNT, VAT_AMOUNT];

/** Another field's label, its box's number apart ("21. Brutogewicht"). */
const isOtherLabel = (words: readonly Word[]): boolean => {
  const folded = foldAccents(withoutBoxNumber(textOfWords(words)));
  return isFieldLabel(folded) || FIGURE_LABELS.some((label) => label.exec(folded)?.index === 0);
};

const textOfWords = (words: readonly Word[]) => words.map((word) => word.text).join(' ');

const MAX_BARE_LABELS = 50;
const MAX_TRIES_ON_LINE = 50;
/** Enough of a line to hold any label and the figure its pattern looks ahead to. */
const LABEL_SPAN = 200;

const gapBetween = (left: Word, right: Word) => right.box.x - (left.box.x + left.box.width);
/** A gap between cells rather than between the words of one. */
const wideGap = (word: Word) => 1.2 * (word.box.height || 8);
const isWideGap = (left: Word, right: Word) => gapBetween(left, right) > wideGap(right);

const CURRENCY_SIGN = /^(?:[€$£]|EUR|USD|GBP|CHF)$/;

/** Words up to the first wide gap: the value, not the next column's label. */
const untilGap = (words: readonly Word[], label: Word | undefined, reach: number): Word[] => {
  const kept: Word[] = [];
  for (const word of words) {
    const previous = kept.at(-1) ?? label;
    const height = word.box.height || 8;
    // A value may stand well right of its label (label and value columns); a second word
    // only a few spaces after the first.
    // "€          18,60": a currency column left of right-aligned figures is no value alone.
    const opening = kept.length === 0 || kept.every((taken) => CURRENCY_SIGN.test(taken.text));
    const limit = opening ? reach * height : 2.5 * height;
    if (previous && gapBetween(previous, word) > limit) break;
    kept.push(word);
  }
  return kept;
};

const furtherUnder = (label: readonly Word[], at: PageLine): Word[][] => {
  const found: Word[][] = [];
  // The label goes on where the words under it start where it starts; a column title further
  // right or left is another field's.
  const left = Math.min(...label.map((word) => word.box.x));
  const goesOn = (words: readonly Word[]) =>
    words.length > 0 &&
    !words.some(hasFigure) &&
    Math.abs(Math.min(...words.map((word) => word.box.x)) - left) < (label[0]?.box.height ?? 8) / 2;
  let above = underLabel(label, at.below);
  if (!goesOn(above)) return found;
  for (const line of at.further ?? []) {
    const under = underLabel(label, line, above);
    if (under.length === 0) break;
    found.push(under);
    if (!goesOn(under)) break;
    above = under;
  }
  return found;
};

const hasFigure = (word: Word) => /\d/.test(word.text);

const underLabel = (
  label: readonly Word[],
  below: TextLine | undefined,
  above: readonly Word[] = label,
): Word[] => {
  if (!below || label.length === 0 || above.length === 0) return [];
  // A value under its label stands close under it, not a paragraph further down.
  const bottom = Math.max(...above.map((word) => word.box.y + word.box.height));
  const height = Math.max(...label.map((word) => word.box.height));
  if (below.box.y - bottom > 1.5 * height) return [];
  const left = Math.min(...label.map((word) => word.box.x));
  const right = Math.max(...label.map((word) => word.box.x + word.box.width));
  // Words under the label itself; a little to either side only when none stands right under it.
  const under = (slack: number) =>
    below.words.filter(
      (word) => word.box.x < right + slack && word.box.x + word.box.width > left - slack,
    );
  const strict = under(0);
  return strict.length > 0 ? strict : under(20);
};
