import { describe, expect, it } from 'vitest';
import { centredOn, pageAt } from './page-scroll.ts';

describe('the page being read', () => {
  const tops = [8, 1108, 2208];

  it('is page 1 at the start', () => {
    expect(pageAt(tops, 0, 900)).toBe(1);
  });

  it('is the next page once its top passes a third of the view', () => {
    expect(pageAt(tops, 799, 900)).toBe(1);
    expect(pageAt(tops, 808, 900)).toBe(2);
    expect(pageAt(tops, 5000, 900)).toBe(3);
  });

  it('is page 1 for a document not laid out yet', () => {
    expect(pageAt([], 0, 0)).toBe(1);
  });
});

describe('centring a source box', () => {
  it('puts the box’s middle in the middle of the view', () => {
    expect(
      centredOn({ x: 500, y: 2000, width: 100, height: 20 }, { width: 400, height: 800 }),
    ).toEqual({
      x: 350,
      y: 1610,
    });
  });

  it('does not scroll before the start', () => {
    expect(centredOn({ x: 10, y: 30, width: 20, height: 10 }, { width: 400, height: 800 })).toEqual(
      {
        x: 0,
        y: 0,
      },
    );
  });
});
