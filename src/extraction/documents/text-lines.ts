import type { Box, DocumentText, PageText, Word } from '../document-text.ts';

/** Words that sit on one visual line of a page, left to right. */
export interface TextLine {
  /** The words joined by one space each. */
  readonly text: string;
  readonly words: readonly Word[];
  /** The smallest box around every word of the line. */
  readonly box: Box;
}

/** The smallest box around every box given (at least one). */
export const unionBox = (boxes: readonly Box[]): Box => {
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const box of boxes) {
    left = Math.min(left, box.x);
    top = Math.min(top, box.y);
    right = Math.max(right, box.x + box.width);
    bottom = Math.max(bottom, box.y + box.height);
  }
  return { x: left, y: top, width: right - left, height: bottom - top };
};

interface OpenLine {
  readonly words: Word[];
  top: number;
  bottom: number;
}

/**
 * A word joins a line when at least half of the shorter of the two heights overlaps the line's
 * band. The band is the mean top and bottom of the words already in it, not their union, so a
 * tall word (a title, a stamp) does not pull the lines above and below it into one.
 */
const overlapShare = (line: OpenLine, word: Word): number => {
  const overlap =
    Math.min(line.bottom, word.box.y + word.box.height) - Math.max(line.top, word.box.y);
  const shorter = Math.min(line.bottom - line.top, word.box.height);
  return shorter > 0 ? overlap / shorter : 0;
};

const addTo = (line: OpenLine, word: Word): void => {
  const count = line.words.length;
  line.words.push(word);
  line.top = (line.top * count + word.box.y) / (count + 1);
  line.bottom = (line.bottom * count + word.box.y + word.box.height) / (count + 1);
};

/**
 * Groups words into visual lines, whatever order they came in: lines top to bottom, words left
 * to right in each. Two columns side by side at one height make one line, as a reader sees it;
 * the words keep their boxes for anyone who needs the columns apart (the table reader).
 */
export const groupLines = (words: readonly Word[]): TextLine[] => {
  const byMiddle = [...words].sort(
    (a, b) => a.box.y + a.box.height / 2 - (b.box.y + b.box.height / 2) || a.box.x - b.box.x,
  );
  const open: OpenLine[] = [];
  for (const word of byMiddle) {
    let best: OpenLine | undefined;
    let bestShare = 0.5;
    // Sorted by middle, a word can only belong to one of the last few lines opened.
    for (let index = open.length - 1; index >= Math.max(0, open.length - 8); index -= 1) {
      const line = open[index]!;
      const share = overlapShare(line, word);
      if (share >= bestShare) {
        best = line;
        bestShare = share;
      }
    }
    if (best) addTo(best, word);
    else open.push({ words: [word], top: word.box.y, bottom: word.box.y + word.box.height });
  }
  return open
    .sort((a, b) => a.top - b.top)
    .map((line) => {
      const sorted = [...line.words].sort((a, b) => a.box.x - b.box.x);
      return {
        text: sorted.map((word) => word.text).join(' '),
        words: sorted,
        box: unionBox(sorted.map((word) => word.box)),
      };
    });
};

/** The page's words as visual lines, top to bottom, left to right. */
export const linesOf = (page: PageText): TextLine[] => groupLines(page.words);

/** Words in reading order (top to bottom, left to right within a line), as PageText keeps them. */
export const inReadingOrder = (words: readonly Word[]): Word[] =>
  groupLines(words).flatMap((line) => line.words);

/** The marker put before each page's text in `plainText`, on a line of its own. */
export const pageMarker = (pageNumber: number): string => `--- page ${pageNumber} ---`;

/** A page's visual lines joined by \n: what a reading keeps of a page in place of its words. */
export const pageText = (page: PageText): string =>
  linesOf(page)
    .map((line) => line.text)
    .join('\n');

/** Pages as text: a DocumentReading, or a DocumentText through `textPages`. */
export interface TextPages {
  readonly pages: readonly { readonly number: number; readonly text: string }[];
}

export const textPages = (doc: DocumentText): TextPages => ({
  pages: doc.pages.map((page) => ({ number: page.number, text: pageText(page) })),
});

/**
 * The document as plain text, for a prompt or a search: each page starts with a line
 * `--- page N ---` (N 1-based, as the model is told which page a value is on), then its visual
 * lines joined by \n. `pages` picks pages by number, in the order given; absent, every page.
 * An image-only page nobody read shows only its marker.
 */
export const plainText = (doc: TextPages, pages?: readonly number[]): string => {
  const chosen = pages
    ? pages.flatMap((number) => doc.pages.filter((page) => page.number === number))
    : doc.pages;
  return chosen
    .map((page) =>
      page.text ? `${pageMarker(page.number)}\n${page.text}` : pageMarker(page.number),
    )
    .join('\n');
};
