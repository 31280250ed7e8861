/** A cell's place from its A1 reference: "B7" → { column: 1, row: 7 } (column 0-based). */
export interface CellPlace {
  readonly column: number;
  readonly row: number;
}

/** The 0-based column of "B7" (1), or of "B" alone; -1 when it starts with no letter. */
export const columnOf = (ref: string): number => {
  let column = 0;
  let at = 0;
  for (; at < ref.length; at++) {
    const code = ref.charCodeAt(at) & ~0x20; // upper case
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return at === 0 ? -1 : column - 1;
};

export const parseCellRef = (ref: string): CellPlace | undefined => {
  const match = /^\$?([A-Za-z]{1,7})\$?(\d{1,9})$/.exec(ref);
  if (!match?.[1] || !match[2]) return undefined;
  return { column: columnOf(match[1]), row: Number(match[2]) };
};

/** "A1:C3" → its corners; a single cell is a range of one. */
export const parseRange = (range: string): { from: CellPlace; to: CellPlace } | undefined => {
  const [first, second = first] = range.split(':');
  const from = first === undefined ? undefined : parseCellRef(first);
  const to = second === undefined ? undefined : parseCellRef(second);
  if (!from || !to) return undefined;
  return {
    from: { column: Math.min(from.column, to.column), row: Math.min(from.row, to.row) },
    to: { column: Math.max(from.column, to.column), row: Math.max(from.row, to.row) },
  };
};
