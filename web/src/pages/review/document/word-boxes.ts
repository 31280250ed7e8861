import type { Box } from './source-box.ts';

/** A word of the page's own text and where it sits, in points with the origin at the top left. */
export interface Word {
  readonly text: string;
  readonly box: Box;
}

/** The part of a pdf.js text item this reads (TextItem); marked-content items have no `str`. */
export interface TextRun {
  readonly str: string;
  /** Text space to page space: the font size and the text matrix are in it. */
  readonly transform: readonly number[];
  /** The run's advance along its baseline, in page space. */
  readonly width: number;
  readonly fontName: string;
}

/** The font metrics pdf.js reports for a run (TextStyle); 0 when the font has none. */
export interface RunStyle {
  readonly ascent: number;
  readonly descent: number;
}

type Matrix = readonly [number, number, number, number, number, number];

const asMatrix = (values: readonly number[]): Matrix => {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = values;
  return [a, b, c, d, e, f];
};

/** `inner` followed by `outer`, as PDF matrices [a b c d e f] compose. */
const then = (inner: Matrix, outer: Matrix): Matrix => [
  inner[0] * outer[0] + inner[1] * outer[2],
  inner[0] * outer[1] + inner[1] * outer[3],
  inner[2] * outer[0] + inner[3] * outer[2],
  inner[2] * outer[1] + inner[3] * outer[3],
  inner[4] * outer[0] + inner[5] * outer[2] + outer[4],
  inner[4] * outer[1] + inner[5] * outer[3] + outer[5],
];

const apply = (m: Matrix, u: number, v: number) => ({
  x: m[0] * u + m[2] * v + m[4],
  y: m[1] * u + m[3] * v + m[5],
});

// Typical Latin metrics, in ems, for fonts that declare none.
const ASCENT = 0.8;
const DESCENT = -0.2;

/** The smallest upright box around the corners of a word's quadrilateral. */
const boundsOf = (corners: readonly { x: number; y: number }[]): Box => {
  const xs = corners.map((corner) => corner.x);
  const ys = corners.map((corner) => corner.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
};

interface Piece extends Word {
  readonly startsRun: boolean;
  readonly endsRun: boolean;
}

/**
 * One run cut into its words. pdf.js gives where a run starts and how far it advances, not where
 * each glyph sits, so each word gets the share of the advance its characters have in the run:
 * exact for monospaced text, close enough to point at a value otherwise. Text space (one unit is
 * the font size along the baseline, one em up) is carried through the run's and the viewport's
 * matrices, so rotated pages and rotated text come out right.
 */
const piecesOf = (run: TextRun, style: RunStyle | undefined, viewport: Matrix): Piece[] => {
  const unit = Math.hypot(run.transform[0] ?? 0, run.transform[1] ?? 0);
  if (run.str.length === 0 || unit === 0) return [];
  const toView = then(asMatrix(run.transform), viewport);
  const advance = run.width / unit / run.str.length;
  const top = style?.ascent || ASCENT;
  const bottom = style?.descent || DESCENT;
  return [...run.str.matchAll(/\S+/g)].map((match) => {
    const first = match.index;
    const last = first + match[0].length;
    const corners = [first * advance, last * advance].flatMap((u) =>
      [bottom, top].map((v) => apply(toView, u, v)),
    );
    return {
      text: match[0],
      box: boundsOf(corners),
      startsRun: first === 0,
      endsRun: last === run.str.length,
    };
  });
};

/**
 * Producers cut a word into several runs (a change of font inside `INV-001`, kerning): a piece
 * that ends its run and a piece that starts the next one, on the same line and touching, are one
 * word, so a click captures all of it.
 */
const continues = (before: Piece, after: Piece): boolean => {
  if (!before.endsRun || !after.startsRun) return false;
  const height = Math.min(before.box.height, after.box.height);
  const gap = after.box.x - (before.box.x + before.box.width);
  const baselines = after.box.y + after.box.height - (before.box.y + before.box.height);
  // A space is a quarter of an em or more; pieces of one word touch but for rounding and kerning.
  return Math.abs(gap) <= 0.1 * height && Math.abs(baselines) <= 0.2 * height;
};

const joined = (before: Piece, after: Piece): Piece => {
  const x = Math.min(before.box.x, after.box.x);
  const y = Math.min(before.box.y, after.box.y);
  const right = Math.max(before.box.x + before.box.width, after.box.x + after.box.width);
  const bottom = Math.max(before.box.y + before.box.height, after.box.y + after.box.height);
  return {
    text: before.text + after.text,
    box: { x, y, width: right - x, height: bottom - y },
    startsRun: before.startsRun,
    endsRun: after.endsRun,
  };
};

/**
 * The words of a page's text content (page.getTextContent()), with boxes in the viewport at
 * scale 1: `viewport` is that viewport's transform, which puts the origin at the top left and
 * turns the page as it is shown. A scanned page has no runs and so no words.
 */
export const wordBoxes = (
  items: readonly (TextRun | object)[],
  styles: Readonly<Record<string, RunStyle>>,
  viewport: readonly number[],
): Word[] => {
  const view = asMatrix(viewport);
  const pieces: Piece[] = [];
  let previous: Piece | undefined;
  for (const item of items) {
    if (!('str' in item)) continue;
    const found = piecesOf(item, styles[item.fontName], view);
    // A run of spaces or an empty end-of-line run separates words however close they sit.
    if (found.length === 0) previous = undefined;
    for (const piece of found) {
      if (previous && continues(previous, piece)) {
        previous = joined(previous, piece);
        pieces[pieces.length - 1] = previous;
      } else {
        previous = piece;
        pieces.push(piece);
      }
    }
  }
  return pieces.map(({ text, box }) => ({ text, box }));
};
