import type { Word } from './word-boxes.ts';

const middle = (word: Word) => word.box.y + word.box.height / 2;

/** Each word's vertical middle lies within the other's height: they sit on one line. */
const sameLine = (a: Word, b: Word) =>
  (middle(a) >= b.box.y && middle(a) <= b.box.y + b.box.height) ||
  (middle(b) >= a.box.y && middle(b) <= a.box.y + a.box.height);

/** Words grouped into lines, top to bottom, each line left to right. */
export const linesOf = (words: readonly Word[]): Word[][] => {
  const lines: Word[][] = [];
  for (const word of [...words].sort((a, b) => middle(a) - middle(b))) {
    // A line is judged by its first word, so one tall word does not swallow the next line.
    const line = lines.at(-1);
    if (line && sameLine(line[0]!, word)) line.push(word);
    else lines.push([word]);
  }
  return lines.map((line) => line.sort((a, b) => a.box.x - b.box.x));
};

/** The words' text as a person reads it: line by line, words and lines joined by a space. */
export const inReadingOrder = (words: readonly Word[]): string =>
  linesOf(words)
    .map((line) => line.map((word) => word.text).join(' '))
    .join(' ');
