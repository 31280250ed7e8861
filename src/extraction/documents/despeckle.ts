import type { GreyImage } from './light-on-dark.ts';

const INK = 128;
// Paper, even the grain of a scan's paper, is lighter than this; a letter's stroke, even in
// light grey, is not.
const PAPER = 192;
// A page whose dark pixels are specks this often is a speckled scan (0.7 to 1.9 % measured);
// a clean page, a photo or a screenshot has next to none (under 0.3 %), and is left as it is.
const SPECKLED = 0.005;

/**
 * Whether the pixel at `at` is a speck: dark, with nothing but paper two pixels around it (a
 * dot of up to 3 x 3). A letter's stroke, however thin and light, leads on past that ring.
 */
const isSpeck = (data: Uint8Array, width: number, at: number): boolean => {
  if (data[at]! >= INK) return false;
  for (let d = -2; d <= 2; d++)
    if (
      data[at - 2 * width + d]! < PAPER ||
      data[at + 2 * width + d]! < PAPER ||
      data[at + d * width - 2]! < PAPER ||
      data[at + d * width + 2]! < PAPER
    )
      return false;
  return true;
};

/**
 * The isolated dark dots of a speckled scan turned to the paper around them, in the page's grey
 * and its RGB pixels (3 bytes each) alike: Tesseract reads them as marks, quotes and stray
 * letters, and takes longer over the page (a third longer on the corpus's scans). False, and
 * nothing changed, for a page with next to no specks.
 */
export const despeckle = (rgb: Uint8Array, grey: GreyImage): boolean => {
  const { data, width, height } = grey;
  let dark = 0;
  const specks: number[] = [];
  for (let y = 2; y < height - 2; y++)
    for (let x = 2; x < width - 2; x++) {
      const at = y * width + x;
      if (data[at]! >= INK) continue;
      dark++;
      if (isSpeck(data, width, at)) specks.push(at);
    }
  if (specks.length < SPECKLED * dark) return false;
  for (const at of specks) {
    // The ring's own grey: the paper the speck lies on.
    const paper = Math.max(
      data[at - 2 * width]!,
      data[at + 2 * width]!,
      data[at - 2]!,
      data[at + 2]!,
    );
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const near = at + dy * width + dx;
        data[near] = rgb[near * 3] = rgb[near * 3 + 1] = rgb[near * 3 + 2] = paper;
      }
  }
  return true;
};
