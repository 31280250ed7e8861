import type { Word } from '../document-text.ts';
import type { TextLine } from '../documents/index.ts';
import { foldAccents } from '../text-values/index.ts';

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
    found.push({
      at,
      beside: untilGap(words.slice(after), labelWords.at(-1)),
      under: underLabel(labelWords, at.below),
    });
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
  const left = Math.min(...label.map((word) => word.box.x)) - 20;
  const right = Math.max(...label.map((word) => word.box.x + word.box.width)) + 20;
  return below.words.filter((word) => word.box.x < right && word.box.x + word.box.width > left);
};
