import type { Word } from '../document-text.ts';
import type { TextLine } from '../documents/index.ts';
import type { Found } from '../extracted.ts';
import { foldAccents } from '../text-values/index.ts';
import { isFieldLabel } from './field-labels.ts';

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
}

export interface Labelled {
  readonly at: PageLine;
  /** The words after the label on its line, up to a wide gap. */
  readonly beside: readonly Word[];
  /** The words of the next line that stand under the label (a label above its value). */
  readonly under: readonly Word[];
}

/**
 * Every place a label pattern matches a line (accents off, lower case), with the words beside it
 * and under it. Line text is the words joined by single spaces, so a character offset in it
 * tells which word the label ends on.
 */
export const findLabelled = (lines: readonly PageLine[], label: RegExp): Labelled[] => {
  const found: Labelled[] = [];
  for (const at of lines) {
    const text = foldAccents(at.line.text);
    const match = label.exec(text);
    if (!match) continue;
    const end = match.index + match[0].trimEnd().length;
    const words = at.line.words;
    let offset = 0;
    let after = words.length;
    let first = 0;
    words.forEach((word, index) => {
      if (offset <= match.index) first = index;
      if (after === words.length && offset >= end) after = index;
      offset += word.text.length + 1;
    });
    const labelWords = words.slice(first, after);
    const beside = untilGap(words.slice(after), labelWords.at(-1));
    // Under a label only when nothing but another label stands beside it ("Invoice No.  Date").
    const open =
      beside.length === 0 || isFieldLabel(foldAccents(beside.map((word) => word.text).join(' ')));
    found.push({ at, beside, under: open ? underLabel(labelWords, at.below) : [] });
  }
  return found;
};

/** Words up to the first wide gap: the value, not the next column's label. */
const untilGap = (words: readonly Word[], label: Word | undefined): Word[] => {
  const kept: Word[] = [];
  for (const word of words) {
    const previous = kept.at(-1) ?? label;
    const height = word.box.height || 8;
    // A value may stand well right of its label (label and value columns); a second word
    // only a few spaces after the first.
    const limit = kept.length === 0 ? 10 * height : 2.5 * height;
    if (previous && word.box.x - (previous.box.x + previous.box.width) > limit) break;
    kept.push(word);
  }
  return kept;
};

const underLabel = (label: readonly Word[], below: TextLine | undefined): Word[] => {
  if (!below || label.length === 0) return [];
  // A value under its label stands close under it, not a paragraph further down.
  const bottom = Math.max(...label.map((word) => word.box.y + word.box.height));
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
