import { describe, expect, it } from 'vitest';
import { inReadingOrder, linesOf } from './reading-order.ts';
import type { Word } from './word-boxes.ts';

const word = (text: string, x: number, y: number, height = 10): Word => ({
  text,
  box: { x, y, width: 5 * text.length, height },
});

describe('reading order', () => {
  it('reads a line left to right whatever order the words came in', () => {
    expect(
      inReadingOrder([word('Street', 60, 100), word('12', 100, 101), word('Main', 20, 99)]),
    ).toBe('Main Street 12');
  });

  it('reads lines top to bottom, joined by a space', () => {
    const words = [
      word('Antwerp', 20, 120),
      word('2000', 80, 120),
      word('Port', 20, 100),
      word('Road', 50, 100),
    ];
    expect(inReadingOrder(words)).toBe('Port Road Antwerp 2000');
  });

  it('does not let a tall word swallow the next line', () => {
    const lines = linesOf([word('BIG', 0, 100, 30), word('small', 50, 110), word('next', 0, 132)]);
    expect(lines.map((line) => line.map((w) => w.text))).toEqual([['BIG', 'small'], ['next']]);
  });

  it('keeps words slightly off the baseline (superscripts, other fonts) on their line', () => {
    expect(inReadingOrder([word('m', 0, 100), word('3', 6, 98, 6), word('total', 20, 100)])).toBe(
      'm 3 total',
    );
  });

  it('is empty without words', () => {
    expect(inReadingOrder([])).toBe('');
  });
});
