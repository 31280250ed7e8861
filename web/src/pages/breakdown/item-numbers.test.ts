import { describe, expect, it } from 'vitest';
import { mergeItems, renumber, splitLine } from './item-numbers.ts';

describe('grouping goods lines into message items', () => {
  it('numbers the items 1..n in the order of their first line', () => {
    expect(renumber([4, 4, 2, 9, 2])).toEqual([1, 1, 2, 3, 2]);
  });

  it('splits a line into an item of its own, the items numbered again in the order of their first line', () => {
    expect(splitLine([1, 1, 2], 0)).toEqual([1, 2, 3]);
    // The second line's new item comes before the old item 2, whose first line is the third.
    expect(splitLine([1, 1, 2], 1)).toEqual([1, 2, 3]);
    expect(splitLine([1, 2, 1], 2)).toEqual([1, 2, 3]);
    expect(splitLine([1, 2, 1, 2], 0)).toEqual([1, 2, 3, 2]);
  });

  it('merges one item into another and closes the gap', () => {
    expect(mergeItems([1, 2, 3, 2], 3, 1)).toEqual([1, 2, 1, 2]);
    expect(mergeItems([1, 2, 3], 1, 3)).toEqual([1, 2, 1]);
  });
});
