import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lightOnDarkAreas, type GreyImage } from './light-on-dark.ts';

/** A white page 1200 x 1600 (an A4 page at about 140 dpi: blocks of 8 pixels). */
const page = (): GreyImage & {
  fill(x: number, y: number, w: number, h: number, level: number): void;
} => {
  const width = 1200;
  const height = 1600;
  const data = new Uint8Array(width * height).fill(250);
  return {
    data,
    width,
    height,
    fill(x, y, w, h, level) {
      for (let row = y; row < y + h; row++) data.fill(level, row * width + x, row * width + x + w);
    },
  };
};

/** Letter-like strokes: 3 pixels wide, 20 high, 9 apart, from x along a line at y. */
const strokes = (
  image: ReturnType<typeof page>,
  x: number,
  y: number,
  count: number,
  level: number,
) => {
  for (let n = 0; n < count; n++) image.fill(x + n * 9, y, 3, 20, level);
};

describe('finding light text on dark bands', () => {
  it('finds a table header bar with white titles, fitted to its edges, and its ground', () => {
    const image = page();
    image.fill(100, 403, 1000, 45, 40);
    strokes(image, 130, 415, 30, 255);
    strokes(image, 700, 415, 20, 255);
    assert.deepEqual(lightOnDarkAreas(image), [
      { x: 100, y: 403, width: 1000, height: 45, ground: 40 },
    ]);
  });

  it('finds a coloured title block whose big white text leaves holes among its dark blocks', () => {
    const image = page();
    image.fill(700, 200, 300, 240, 96);
    for (let line = 0; line < 3; line++)
      for (let n = 0; n < 14; n++) image.fill(730 + n * 17, 240 + line * 60, 12, 40, 250);
    const [block] = lightOnDarkAreas(image);
    assert.deepEqual(block, { x: 700, y: 200, width: 300, height: 240, ground: 96 });
  });

  it('leaves ordinary pages alone: dark text on paper, bold headings, rules', () => {
    const image = page();
    for (let line = 0; line < 20; line++) strokes(image, 100, 100 + line * 40, 80, 20);
    // A 40 pt black heading: strokes 14 pixels wide.
    for (let n = 0; n < 8; n++) image.fill(100 + n * 30, 1000, 14, 60, 0);
    image.fill(100, 1200, 1000, 3, 0);
    assert.deepEqual(lightOnDarkAreas(image), []);
  });

  it('leaves a dark area without lighter text, and dark text on a dark stain', () => {
    const image = page();
    image.fill(100, 100, 600, 200, 30);
    image.fill(100, 500, 600, 200, 110);
    strokes(image, 130, 550, 40, 10);
    assert.deepEqual(lightOnDarkAreas(image), []);
  });

  it('leaves shapes that are no band: a small logo, an L, a chequered code', () => {
    const image = page();
    image.fill(100, 100, 40, 40, 20);
    strokes(image, 105, 110, 3, 255);
    image.fill(300, 300, 400, 40, 20);
    image.fill(300, 300, 40, 400, 20);
    strokes(image, 310, 310, 30, 255);
    for (let y = 0; y < 20; y++)
      for (let x = 0; x < 20; x++)
        if ((x + y) % 2 === 0) image.fill(800 + x * 16, 800 + y * 16, 16, 16, 0);
    assert.deepEqual(lightOnDarkAreas(image), []);
  });
});
