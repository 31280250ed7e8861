import { centreOf, contains, type Box, type Point } from './source-box.ts';
import type { Word } from './word-boxes.ts';

/** How far the pointer must travel, in CSS pixels, before a press is a drag and not a click. */
export const DRAG_THRESHOLD = 4;

export const isDrag = (from: Point, to: Point): boolean =>
  Math.hypot(to.x - from.x, to.y - from.y) > DRAG_THRESHOLD;

/** The rectangle dragged from one corner to the other, whichever way the pointer went. */
export const rectangleBetween = (from: Point, to: Point): Box => ({
  x: Math.min(from.x, to.x),
  y: Math.min(from.y, to.y),
  width: Math.abs(to.x - from.x),
  height: Math.abs(to.y - from.y),
});

/** The words a dragged rectangle selects: those whose centre lies inside it (same units). */
export const wordsInside = (words: readonly Word[], rectangle: Box): Word[] =>
  words.filter((word) => contains(rectangle, centreOf(word.box)));
