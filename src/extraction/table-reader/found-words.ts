import type { Box, Word } from '../document-text.ts';
import type { Found } from '../extracted.ts';

/** A value read under a column whose header named it. */
export const IN_COLUMN = 0.9;
/** A value found beside or below a label ("Invoice no.:"), or in a description's text. */
export const BY_LABEL = 0.6;
/** A value found without a label saying what it is (the first date, a lone incoterm). */
export const GUESSED = 0.4;

export interface Place {
  readonly document: string;
  readonly page: number;
}

/** The smallest box around some words (at least one). */
export const boxOf = (words: readonly Word[]): Box => {
  const left = Math.min(...words.map((word) => word.box.x));
  const top = Math.min(...words.map((word) => word.box.y));
  const right = Math.max(...words.map((word) => word.box.x + word.box.width));
  const bottom = Math.max(...words.map((word) => word.box.y + word.box.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
};

/** A value with where its words are; OCR words carry their own doubt into the confidence. */
export const foundIn = <T>(
  value: T,
  words: readonly Word[],
  place: Place,
  confidence: number,
): Found<T> => {
  const reading = words.length > 0 ? Math.min(...words.map((word) => word.confidence)) : 1;
  return {
    value,
    confidence: Math.round(confidence * reading * 100) / 100,
    source: words.length > 0 ? { ...place, box: boxOf(words) } : place,
  };
};

export const textOf = (words: readonly Word[]): string => words.map((word) => word.text).join(' ');

/** Drops undefined members, so a line lists only what was found. */
export const withoutAbsent = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, member]) => member !== undefined)) as T;
