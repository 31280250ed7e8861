import type { TextLine } from '../documents/index.ts';
import { isFieldLabel } from './field-labels.ts';
import { cellOf, cellsOf, wordsAfter, type Cell } from './line-cells.ts';
import { startsWithBoxNumber } from './form-boxes.ts';

/** The lines of a party's address: the words beside its label, then the column below it. */
export interface AddressBlock {
  readonly label: Cell;
  readonly lines: readonly Cell[];
}

const MAX_LINES = 8;

/**
 * The block a label stands over. Its column starts where the label (or the value beside it)
 * starts and ends where the next cell of the label's line starts, so a seller printed beside
 * the buyer, or beside the invoice's own numbers, stays apart. It ends at a blank line, at the
 * next label, or after eight lines.
 */
export const addressBlock = (
  lines: readonly TextLine[],
  at: number,
  label: Cell,
  labelEnd: number,
): AddressBlock | undefined => {
  const line = lines[at]!;
  const cells = cellsOf(line).flatMap(atBoxNumbers);
  const index = cells.findIndex(
    (cell) => cell.left >= label.left - 0.5 && cell.right <= label.right + 0.5,
  );
  const height = median(line.words.map((word) => word.box.height)) || 8;
  const own = cells[index]?.words ?? label.words;
  const rest = wordsAfter(label, labelEnd).filter((word) => own.includes(word));
  const block: Cell[] = [];
  let next = cells[index + 1];
  if (rest.length > 0) block.push(cellOf(rest));
  else if (
    next &&
    !isFieldLabel(next.folded) &&
    !startsWithBoxNumber(next.text) &&
    next.left - label.right < 12 * height
  ) {
    // A label column: "Seller      Acme GmbH", the block continues under the value.
    block.push(next);
    next = cells[index + 2];
  }
  const anchors: number[] = [label.left, ...(block[0] ? [block[0].left] : [])];
  const right = next ? next.left - height / 2 : Infinity;
  let bottom = line.box.y + line.box.height;
  const gaps: number[] = [];
  for (const below of lines.slice(at + 1)) {
    if (block.length >= MAX_LINES) break;
    const gap = below.box.y - bottom;
    const allowed = (block.length === 0 ? 3 : 1.6) * Math.max(height, below.box.height * 0.8);
    // Once the block's own spacing is known, a blank line ends it: the next block follows.
    const spaced = gaps.length > 0 && gap > Math.max(2.5 * median(gaps), 0.8 * height);
    if (gap > allowed || spaced) break;
    const row = cellsOf(below);
    const cell = row.find(
      (candidate) =>
        candidate.left < right &&
        anchors.some((anchor) => Math.abs(candidate.left - anchor) <= 2.5 * height),
    );
    if (!cell) continue;
    if (isFieldLabel(cell.folded)) break;
    const keyed = subLabelled(row, row.indexOf(cell), right);
    if (keyed) {
      // "Name:      Lieferant GmbH": the key's value stands in a column of its own.
      block.push(keyed.line);
      if (!anchors.includes(keyed.valueLeft)) anchors.push(keyed.valueLeft);
    } else
      block.push(
        cell.right > right ? cellOf(cell.words.filter((word) => word.box.x < right)) : cell,
      );
    if (block.length > 1) gaps.push(gap);
    bottom = below.box.y + below.box.height;
  }
  return block.length > 0 ? { label, lines: block } : undefined;
};

/**
 * A form's numbered boxes printed close together ("11. Shipping Marks 12. Number and kind"):
 * each number starts a box of its own.
 */
const atBoxNumbers = (cell: Cell): Cell[] => {
  const boxes: Cell['words'][number][][] = [[]];
  cell.words.forEach((word, index) => {
    const next = cell.words[index + 1];
    if (index > 0 && next && startsWithBoxNumber(`${word.text} ${next.text}`)) boxes.push([]);
    boxes.at(-1)!.push(word);
  });
  return boxes.length === 1 ? [cell] : boxes.map(cellOf);
};

/** A short key ending in a colon and the cells right of it, read as one line "Key: value". */
const subLabelled = (row: readonly Cell[], index: number, right: number) => {
  const key = row[index];
  const values = row.slice(index + 1).filter((cell) => cell.left < right);
  if (!key || values.length === 0 || !/:$/.test(key.text) || key.words.length > 3) return undefined;
  return {
    line: cellOf([...key.words, ...values.flatMap((cell) => cell.words)]),
    valueLeft: values[0]!.left,
  };
};

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
