import { describe, expect, it } from 'vitest';
import { isDrag, rectangleBetween, wordsInside } from './selection.ts';
import type { Word } from './word-boxes.ts';

const word = (text: string, x: number, y: number): Word => ({
  text,
  box: { x, y, width: 20, height: 10 },
});

describe('a press on the page', () => {
  it('is a click until the pointer moves more than 4 pixels', () => {
    expect(isDrag({ x: 10, y: 10 }, { x: 13, y: 12 })).toBe(false);
    expect(isDrag({ x: 10, y: 10 }, { x: 14, y: 10 })).toBe(false);
    expect(isDrag({ x: 10, y: 10 }, { x: 14, y: 13 })).toBe(true);
    expect(isDrag({ x: 10, y: 10 }, { x: 10, y: 4 })).toBe(true);
  });

  it('drags the same rectangle whichever corner it starts from', () => {
    const box = { x: 10, y: 20, width: 30, height: 40 };
    expect(rectangleBetween({ x: 10, y: 20 }, { x: 40, y: 60 })).toEqual(box);
    expect(rectangleBetween({ x: 40, y: 60 }, { x: 10, y: 20 })).toEqual(box);
    expect(rectangleBetween({ x: 40, y: 20 }, { x: 10, y: 60 })).toEqual(box);
  });

  it('selects the words whose centre lies inside the rectangle', () => {
    const words = [word('in', 0, 0), word('half', 25, 0), word('out', 100, 100)];
    // "half" reaches into the rectangle, but its centre (35, 5) lies outside it.
    const picked = wordsInside(words, { x: -5, y: -5, width: 35, height: 20 });
    expect(picked.map((w) => w.text)).toEqual(['in']);
    expect(wordsInside(words, { x: 0, y: 0, width: 200, height: 200 })).toHaveLength(3);
    expect(wordsInside(words, { x: 50, y: 50, width: 10, height: 10 })).toEqual([]);
  });
});
