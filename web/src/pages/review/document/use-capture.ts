import { useRef, useState, type PointerEvent } from 'react';
import { inReadingOrder } from './reading-order.ts';
import { isDrag, rectangleBetween, wordsInside } from './selection.ts';
import { scaleBox, type Box, type Point } from './source-box.ts';
import type { Word } from './word-boxes.ts';

interface Press {
  readonly start: Point;
  /** The word under the pointer when it went down: what a click captures. */
  readonly word: string | undefined;
  dragging: boolean;
}

const pointIn = (event: PointerEvent<HTMLElement>): Point => {
  const page = event.currentTarget.getBoundingClientRect();
  return { x: event.clientX - page.left, y: event.clientY - page.top };
};

/**
 * Click to capture on a page: a click on a word hands over that word; a rectangle dragged over
 * several hands over the words whose centres it holds, in reading order. The rectangle is in
 * the page's CSS pixels while it is drawn, in points (÷ scale) when it picks the words.
 */
export const useCapture = ({
  words,
  scale,
  onCapture,
}: {
  words: readonly Word[];
  scale: number;
  onCapture: ((text: string) => void) | undefined;
}) => {
  const press = useRef<Press | null>(null);
  const [selection, setSelection] = useState<Box | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (!onCapture || event.button !== 0) return;
    // No text selection or image drag of the browser's own while a rectangle is drawn.
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    const target = event.target instanceof Element ? event.target.closest('[data-word]') : null;
    press.current = {
      start: pointIn(event),
      word: target?.getAttribute('data-word') ?? undefined,
      dragging: false,
    };
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = press.current;
    if (!current) return;
    const at = pointIn(event);
    if (!current.dragging && !isDrag(current.start, at)) return;
    current.dragging = true;
    setSelection(rectangleBetween(current.start, at));
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const current = press.current;
    press.current = null;
    if (!current || !onCapture) return;
    if (!current.dragging) {
      if (current.word) onCapture(current.word);
      return;
    }
    setSelection(null);
    const dragged = scaleBox(rectangleBetween(current.start, pointIn(event)), 1 / scale);
    const text = inReadingOrder(wordsInside(words, dragged));
    if (text) onCapture(text);
  };

  const onPointerCancel = () => {
    press.current = null;
    setSelection(null);
  };

  return {
    selection,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel },
  };
};
