import type { Box, Point } from './source-box.ts';

/**
 * The page being read: the last whose top has passed a third of the way down the view
 * (`tops` are the pages' offsets in the scrolled content, in order). Page 1 before any.
 */
export const pageAt = (tops: readonly number[], scrollTop: number, viewHeight: number): number => {
  const line = scrollTop + viewHeight / 3;
  let page = 1;
  tops.forEach((top, index) => {
    if (top <= line) page = index + 1;
  });
  return page;
};

/** The scroll position that puts a box (content pixels) in the middle of a view that size. */
export const centredOn = (box: Box, view: { width: number; height: number }): Point => ({
  x: Math.max(0, box.x + box.width / 2 - view.width / 2),
  y: Math.max(0, box.y + box.height / 2 - view.height / 2),
});
