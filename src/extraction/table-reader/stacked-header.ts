import type { Word } from '../document-text.ts';
import { unionBox, type TextLine } from '../documents/index.ts';
import { matchHeader } from '../text-values/index.ts';
import { readHeaderLine, type TableHeader } from './header-line.ts';

const MAX_LINES = 3;

/**
 * A header whose titles are printed on two or three lines ("NO. OF / PKGS.", "UNIT OF / MEA- /
 * SURE"), as boxed customs forms print them: the words of the lines stacked into one title per
 * column, then read as a one-line header. Taken only when it names more columns than the
 * first line alone; the table begins under its last line.
 */
export const readStackedHeader = (
  lines: readonly TextLine[],
  at: number,
): TableHeader | undefined => {
  const single = readHeaderLine(lines[at]!, at);
  let best = single;
  let named = namedColumns(single);
  for (let count = 2; count <= MAX_LINES; count++) {
    const stack = lines.slice(at, at + count);
    if (stack.length < count || !closeTogether(stack) || stack.some(hasFigures)) break;
    const header = readHeaderLine(stackedLine(stack), at + count - 1);
    // The top line must itself hold titles: a value line above the header ("CANADA") is none.
    if (!header || titlesFrom(stack[0]!, header) < 2) continue;
    if (namedColumns(header) > named) {
      best = header;
      named = namedColumns(header);
    }
  }
  return best;
};

const namedColumns = (header: TableHeader | undefined) =>
  header?.cells.filter((cell) => cell.match).length ?? 0;

/** How many named titles of the header take words of the given line. */
const titlesFrom = (line: TextLine, header: TableHeader) =>
  header.cells.filter(
    (cell) =>
      cell.match &&
      line.words.some((word) => word.box.x < cell.right && word.box.x + word.box.width > cell.left),
  ).length;

/** Lines of one header stand closer than half a line apart. */
const closeTogether = (stack: readonly TextLine[]) =>
  stack.every((line, index) => {
    const above = stack[index - 1];
    if (!above) return true;
    const gap = line.box.y - (above.box.y + above.box.height);
    return gap < 0.6 * Math.max(above.box.height, line.box.height);
  });

const hasFigures = (line: TextLine) => /\d{2,}/.test(line.text);

/**
 * One title per column: words of the stacked lines that overlap across lines, or stand a space
 * apart on one line, belong together; top line first, left to right, a hyphen at a line's end
 * joining the broken word ("MEA-" "SURE").
 */
/**
 * A title's words top line first. A word broken at a line's end joins the next: without its
 * hyphen before a small letter ("MEA-" "SURE"), with it before a capital ("Brutto-" "Gew."),
 * and glued when only the glued word is a title ("Anzah" "l", "Einzelpr" "eis").
 */
const titleText = (ordered: readonly { word: Word; row: number }[]): string => {
  const parts: string[] = [];
  const glued: string[] = [];
  ordered.forEach((entry, index) => {
    const before = ordered[index - 1];
    const breaks = before !== undefined && before.row !== entry.row;
    const text = entry.word.text;
    const previous = parts.at(-1);
    if (breaks && previous?.endsWith('-')) {
      const joined = /^\p{Lu}/u.test(text)
        ? `${previous}${text}`
        : `${previous.slice(0, -1)}${text}`;
      parts[parts.length - 1] = joined;
      glued[glued.length - 1] = joined;
    } else {
      parts.push(text);
      if (breaks && glued.length > 0) glued[glued.length - 1] += text;
      else glued.push(text);
    }
  });
  const spaced = parts.join(' ');
  const whole = glued.join(' ');
  return !matchHeader(spaced, { exact: true }) && matchHeader(whole, { exact: true })
    ? whole
    : spaced;
};

const stackedLine = (stack: readonly TextLine[]): TextLine => {
  const words = stack.flatMap((line, row) => line.words.map((word) => ({ word, row })));
  const group = words.map((_, index) => index);
  const root = (index: number): number =>
    group[index] === index ? index : (group[index] = root(group[index]!));
  const join = (a: number, b: number) => {
    group[root(a)] = root(b);
  };
  words.forEach((a, i) =>
    words.forEach((b, j) => {
      if (j <= i) return;
      const left = Math.max(a.word.box.x, b.word.box.x);
      const right = Math.min(a.word.box.x + a.word.box.width, b.word.box.x + b.word.box.width);
      const height = Math.max(a.word.box.height, b.word.box.height);
      const sameLineGap =
        a.row === b.row &&
        Math.abs(b.word.box.x - (a.word.box.x + a.word.box.width)) < 0.35 * height;
      if (right - left > 0 || sameLineGap) join(i, j);
    }),
  );
  const titles = new Map<number, { word: Word; row: number }[]>();
  words.forEach((entry, index) => {
    const key = root(index);
    titles.set(key, [...(titles.get(key) ?? []), entry]);
  });
  const merged = [...titles.values()].map((entries): Word => {
    const ordered = entries.sort((a, b) => a.row - b.row || a.word.box.x - b.word.box.x);
    const text = titleText(ordered);
    return {
      text,
      box: unionBox(ordered.map((entry) => entry.word.box)),
      confidence: Math.min(...ordered.map((entry) => entry.word.confidence)),
    };
  });
  const sorted = merged.sort((a, b) => a.box.x - b.box.x);
  return {
    text: sorted.map((word) => word.text).join(' '),
    words: sorted,
    box: unionBox(sorted.map((word) => word.box)),
  };
};
