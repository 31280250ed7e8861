import type { Word } from '../document-text.ts';
import type { TextLine } from '../documents/index.ts';
import { foldAccents } from '../text-values/index.ts';

/** Words of one line that stand together: a column's text, apart from its neighbours by a gap. */
export interface Cell {
  readonly words: readonly Word[];
  readonly left: number;
  readonly right: number;
  readonly text: string;
  /** Lower case, accents off. */
  readonly folded: string;
}

export const cellOf = (words: readonly Word[]): Cell => {
  const text = words.map((word) => word.text).join(' ');
  return {
    words,
    left: Math.min(...words.map((word) => word.box.x)),
    right: Math.max(...words.map((word) => word.box.x + word.box.width)),
    text,
    folded: foldAccents(text),
  };
};

/**
 * A line split where the gap between two words is wider than a few spaces: two columns printed
 * side by side (seller beside buyer, a label column beside its values) come apart.
 */
export const cellsOf = (line: TextLine): Cell[] => {
  const cells: Word[][] = [];
  for (const word of line.words) {
    const last = cells.at(-1);
    const previous = last?.at(-1);
    const height = Math.max(word.box.height, previous?.box.height ?? 0) || 8;
    if (last && previous && word.box.x - (previous.box.x + previous.box.width) < 1.2 * height)
      last.push(word);
    else cells.push([word]);
  }
  return cells.map(cellOf);
};

/** The words of a cell after its first `end` characters (a label's), its text being its words joined by single spaces. */
export const wordsAfter = (cell: Cell, end: number): Cell['words'] => {
  let offset = 0;
  return cell.words.filter((word) => {
    const starts = offset;
    offset += word.text.length + 1;
    return starts >= end;
  });
};
