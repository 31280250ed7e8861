/** A page image in grey levels, one byte a pixel (0 black, 255 white), row after row. */
export interface GreyImage {
  readonly data: Uint8Array;
  readonly width: number;
  readonly height: number;
}

/** Pixels from (x, y), width x height of them. */
export interface PixelArea {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

// A block whose mean is below this is dark ground: white text on a #333 bar with a third of it
// inked still averages about 120, black text on paper 200 and more.
const DARK = 128;
// Past this a line at an area's edge is paper, not the bar.
const PAPER = 200;
// Text lighter than its ground by at least this much is what inverting is for.
const CONTRAST = 80;
// An area narrower or lower than this (in blocks) is a heavy letter or a rule, not a band: a letter
// of a 40 pt black heading is about 4 blocks wide and 3 high at 300 dpi.
const MIN_WIDTH_BLOCKS = 6;
const MIN_HEIGHT_BLOCKS = 2;
// Light pixels making up at least this share of a dark area: text, not a stray scratch.
const MIN_LIGHT_SHARE = 0.01;
// Dark blocks filling this much of their box are a rectangle: a bar, a title block.
const RECTANGLE = 0.85;

/** A side of the blocks the page is cut into: about 1.3 mm at 300 dpi, whatever the resolution. */
const blockSide = (image: GreyImage): number =>
  Math.min(32, Math.max(4, Math.round(Math.min(image.width, image.height) / 150)));

const blockMeans = (image: GreyImage, side: number, columns: number, rows: number) => {
  const sums = new Float64Array(columns * rows);
  const counts = new Uint32Array(columns * rows);
  const { data, width, height } = image;
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / side) * columns;
    for (let x = 0; x < width; x++) {
      const at = row + Math.floor(x / side);
      sums[at]! += data[y * width + x]!;
      counts[at]! += 1;
    }
  }
  return sums.map((sum, at) => sum / counts[at]!);
};

/** The dark blocks that touch one another, one list of block indexes each. */
const darkGroups = (dark: Uint8Array, columns: number, rows: number): number[][] => {
  const seen = new Uint8Array(dark.length);
  const groups: number[][] = [];
  for (let start = 0; start < dark.length; start++) {
    if (!dark[start] || seen[start]) continue;
    const group: number[] = [];
    const stack = [start];
    seen[start] = 1;
    while (stack.length > 0) {
      const at = stack.pop()!;
      group.push(at);
      const column = at % columns;
      const row = Math.floor(at / columns);
      const next = [
        column > 0 ? at - 1 : -1,
        column < columns - 1 ? at + 1 : -1,
        row > 0 ? at - columns : -1,
        row < rows - 1 ? at + columns : -1,
      ];
      for (const neighbour of next)
        if (neighbour >= 0 && dark[neighbour] && !seen[neighbour]) {
          seen[neighbour] = 1;
          stack.push(neighbour);
        }
    }
    groups.push(group);
  }
  return groups;
};

const toPixels = (image: GreyImage, side: number, blocks: PixelArea): PixelArea => {
  const x = blocks.x * side;
  const y = blocks.y * side;
  return {
    x,
    y,
    width: Math.min(image.width, (blocks.x + blocks.width) * side) - x,
    height: Math.min(image.height, (blocks.y + blocks.height) * side) - y,
  };
};

/**
 * The grey of the ground of pixels that are mostly dark with a share of much lighter ones (light
 * text); undefined for any others (a photo, dark text on a dark stain).
 */
const groundOfLightText = (image: GreyImage, area: PixelArea): number | undefined => {
  const histogram = new Uint32Array(256);
  let count = 0;
  for (let y = area.y; y < area.y + area.height; y++)
    for (let x = area.x; x < area.x + area.width; x++) {
      histogram[image.data[y * image.width + x]!]! += 1;
      count += 1;
    }
  let median = 0;
  for (let below = 0; median < 255 && below + histogram[median]! < count / 2; median++)
    below += histogram[median]!;
  let lighter = 0;
  let darker = 0;
  for (let level = 0; level < 256; level++) {
    if (level >= median + CONTRAST) lighter += histogram[level]!;
    if (level <= median - CONTRAST) darker += histogram[level]!;
  }
  return lighter >= MIN_LIGHT_SHARE * count && lighter > darker ? median : undefined;
};

const lineMean = (image: GreyImage, x: number, y: number, dx: number, dy: number, n: number) => {
  let sum = 0;
  for (let step = 0; step < n; step++)
    sum += image.data[(y + step * dy) * image.width + x + step * dx]!;
  return sum / n;
};

/**
 * The box of a band, its sides moved to the band's own edges: blocks cut across them, so a side
 * first steps back over paper it took in, then out over band it left out, a block at most. An
 * edge line half band, half paper (a soft or rounded edge) is taken in: left out, it would stay a
 * dark frame, and Tesseract reads no text inside one.
 */
const fitted = (image: GreyImage, box: PixelArea, side: number, ground: number): PixelArea => {
  const edge = (ground + PAPER) / 2;
  let { x, y } = box;
  let right = box.x + box.width;
  let bottom = box.y + box.height;
  const row = (at: number) => lineMean(image, x, at, 1, 0, right - x);
  const column = (at: number) => lineMean(image, at, y, 0, 1, bottom - y);
  for (let step = 0; step < side && bottom - y > 1 && row(y) >= PAPER; step++) y++;
  for (let step = 0; step < side && bottom - y > 1 && row(bottom - 1) >= PAPER; step++) bottom--;
  for (let step = 0; step < side && right - x > 1 && column(x) >= PAPER; step++) x++;
  for (let step = 0; step < side && right - x > 1 && column(right - 1) >= PAPER; step++) right--;
  for (let step = 0; step < side && y > 0 && row(y - 1) < edge; step++) y--;
  for (let step = 0; step < side && bottom < image.height && row(bottom) < edge; step++) bottom++;
  for (let step = 0; step < side && x > 0 && column(x - 1) < edge; step++) x--;
  for (let step = 0; step < side && right < image.width && column(right) < edge; step++) right++;
  return { x, y, width: right - x, height: bottom - y };
};

const boxOf = (group: readonly number[], columns: number): PixelArea => {
  let [left, top, right, bottom] = [Infinity, Infinity, -1, -1];
  for (const at of group) {
    const x = at % columns;
    const y = Math.floor(at / columns);
    [left, top] = [Math.min(left, x), Math.min(top, y)];
    [right, bottom] = [Math.max(right, x), Math.max(bottom, y)];
  }
  return { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
};

/**
 * How many blocks of its box a group covers, counting the holes it encloses (its light text):
 * blocks reached from the box's border without crossing the group are outside it.
 */
const filled = (group: readonly number[], box: PixelArea, columns: number): number => {
  const inGroup = new Uint8Array(box.width * box.height);
  for (const at of group)
    inGroup[(Math.floor(at / columns) - box.y) * box.width + (at % columns) - box.x] = 1;
  const outside = new Uint8Array(inGroup.length);
  const stack: number[] = [];
  const visit = (x: number, y: number) => {
    const at = y * box.width + x;
    if (inGroup[at] || outside[at]) return;
    outside[at] = 1;
    stack.push(at);
  };
  for (let x = 0; x < box.width; x++) {
    visit(x, 0);
    visit(x, box.height - 1);
  }
  for (let y = 0; y < box.height; y++) {
    visit(0, y);
    visit(box.width - 1, y);
  }
  while (stack.length > 0) {
    const at = stack.pop()!;
    const [x, y] = [at % box.width, Math.floor(at / box.width)];
    if (x > 0) visit(x - 1, y);
    if (x < box.width - 1) visit(x + 1, y);
    if (y > 0) visit(x, y - 1);
    if (y < box.height - 1) visit(x, y + 1);
  }
  return outside.reduce((count, out) => count - out, inGroup.length);
};

/** A band of light text on a dark ground, and the grey of that ground. */
export interface LightOnDark extends PixelArea {
  readonly ground: number;
}

/**
 * The bands of a page where text is printed light on a dark ground (a table's header bar, a
 * coloured title block): Tesseract finds a page's lines in dark on light and reads none there.
 * The page is cut into blocks; dark blocks that touch make a band when they fill a rectangle
 * wide and high enough and hold much lighter pixels (the text). A shape that is no rectangle
 * (a logo, a QR code, a photo) is left alone.
 */
export const lightOnDarkAreas = (image: GreyImage): LightOnDark[] => {
  const side = blockSide(image);
  const columns = Math.ceil(image.width / side);
  const rows = Math.ceil(image.height / side);
  const means = blockMeans(image, side, columns, rows);
  const dark = new Uint8Array(means.length);
  means.forEach((mean, at) => (dark[at] = mean < DARK ? 1 : 0));
  const bands: LightOnDark[] = [];
  for (const group of darkGroups(dark, columns, rows)) {
    const box = boxOf(group, columns);
    if (box.width < MIN_WIDTH_BLOCKS || box.height < MIN_HEIGHT_BLOCKS) continue;
    if (filled(group, box, columns) < RECTANGLE * box.width * box.height) continue;
    const pixels = toPixels(image, side, box);
    const ground = groundOfLightText(image, pixels);
    if (ground !== undefined) bands.push({ ...fitted(image, pixels, side, ground), ground });
  }
  return bands;
};
