import { describe, expect, it } from 'vitest';
import { centreOf, contains, grownBox, scaleBox } from './source-box.ts';

describe('a source box', () => {
  it('is drawn at the zoom in CSS pixels, keeping the top-left origin', () => {
    expect(scaleBox({ x: 72, y: 144, width: 36, height: 12 }, 1.5)).toEqual({
      x: 108,
      y: 216,
      width: 54,
      height: 18,
    });
  });

  it('stays where it is at scale 1', () => {
    const box = { x: 10.5, y: 20.25, width: 3, height: 4 };
    expect(scaleBox(box, 1)).toEqual(box);
  });

  it('grows by a margin on every side', () => {
    expect(grownBox({ x: 10, y: 20, width: 30, height: 5 }, 2)).toEqual({
      x: 8,
      y: 18,
      width: 34,
      height: 9,
    });
  });

  it('has its centre halfway across and down', () => {
    expect(centreOf({ x: 10, y: 20, width: 30, height: 6 })).toEqual({ x: 25, y: 23 });
  });

  it('contains the points on and inside its edges, not outside', () => {
    const box = { x: 0, y: 0, width: 10, height: 10 };
    expect(contains(box, { x: 10, y: 0 })).toBe(true);
    expect(contains(box, { x: 5, y: 5 })).toBe(true);
    expect(contains(box, { x: 10.01, y: 5 })).toBe(false);
    expect(contains(box, { x: 5, y: -1 })).toBe(false);
  });
});
