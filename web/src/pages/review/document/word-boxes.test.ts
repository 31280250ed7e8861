import { describe, expect, it } from 'vitest';
import { wordBoxes, type TextRun } from './word-boxes.ts';

// pdf.js's viewport at scale 1 for an A4 page (595 x 842 pt): y flipped, origin at the top left.
const A4 = [1, 0, 0, -1, 0, 842];
// The same page turned a quarter (/Rotate 90): shown 842 wide and 595 high.
const A4_TURNED = [0, 1, 1, 0, 0, 0];

/** A run of 10 pt text whose baseline starts at (x, y) in page space, 5 pt per character. */
const run = (str: string, x: number, y: number, fontName = 'f1'): TextRun => ({
  str,
  transform: [10, 0, 0, 10, x, y],
  width: 5 * str.length,
  fontName,
});

const rounded = (words: ReturnType<typeof wordBoxes>) =>
  words.map(({ text, box }) => ({
    text,
    box: Object.fromEntries(Object.entries(box).map(([k, v]) => [k, Math.round(v * 100) / 100])),
  }));

describe('the words of a page', () => {
  it('gives each word of a run its share of the run’s advance, from the top left', () => {
    expect(rounded(wordBoxes([run('INV 001', 100, 700)], {}, A4))).toEqual([
      { text: 'INV', box: { x: 100, y: 134, width: 15, height: 10 } },
      { text: '001', box: { x: 120, y: 134, width: 15, height: 10 } },
    ]);
  });

  it('reaches from the font’s descent to its ascent when pdf.js knows them', () => {
    const styles = { f1: { ascent: 0.9, descent: -0.3 } };
    expect(rounded(wordBoxes([run('EUR', 50, 800)], styles, A4))).toEqual([
      { text: 'EUR', box: { x: 50, y: 33, width: 15, height: 12 } },
    ]);
  });

  it('follows the page’s rotation', () => {
    expect(rounded(wordBoxes([run('AB', 100, 700)], {}, A4_TURNED))).toEqual([
      { text: 'AB', box: { x: 698, y: 100, width: 10, height: 10 } },
    ]);
  });

  it('scales with the viewport (a page with a user unit of 2)', () => {
    expect(rounded(wordBoxes([run('AB', 100, 700)], {}, [2, 0, 0, -2, 0, 1684]))).toEqual([
      { text: 'AB', box: { x: 200, y: 268, width: 20, height: 20 } },
    ]);
  });

  it('follows text turned on an upright page', () => {
    const upward: TextRun = {
      str: 'UP',
      transform: [0, 10, -10, 0, 100, 100],
      width: 10,
      fontName: 'f1',
    };
    expect(rounded(wordBoxes([upward], {}, A4))).toEqual([
      { text: 'UP', box: { x: 92, y: 732, width: 10, height: 10 } },
    ]);
  });

  it('joins the pieces of a word a producer cut into runs', () => {
    const words = wordBoxes([run('Total INV-', 100, 700), run('001', 150, 700, 'f2')], {}, A4);
    expect(words.map((word) => word.text)).toEqual(['Total', 'INV-001']);
    expect(words[1]!.box.x).toBe(130);
    expect(words[1]!.box.width).toBe(35);
  });

  it('keeps runs apart when a space, a gap or another line separates them', () => {
    const texts = (items: TextRun[]) => wordBoxes(items, {}, A4).map((word) => word.text);
    expect(texts([run('INV', 100, 700), run(' ', 115, 700), run('001', 115, 700)])).toEqual([
      'INV',
      '001',
    ]);
    expect(texts([run('INV', 100, 700), run('001', 118, 700)])).toEqual(['INV', '001']);
    expect(texts([run('INV', 100, 700), run('001', 115, 688)])).toEqual(['INV', '001']);
    expect(texts([run('INV ', 100, 700), run('001', 120, 700)])).toEqual(['INV', '001']);
  });

  it('skips marked content and empty runs; a scanned page has no words', () => {
    const marked = { type: 'beginMarkedContent', id: 'mc0' };
    expect(wordBoxes([marked, run('', 0, 0), run('   ', 0, 0)], {}, A4)).toEqual([]);
    expect(wordBoxes([], {}, A4)).toEqual([]);
  });

  it('skips a run whose matrix has no size', () => {
    expect(wordBoxes([{ ...run('X', 0, 0), transform: [0, 0, 0, 0, 5, 5] }], {}, A4)).toEqual([]);
  });
});
