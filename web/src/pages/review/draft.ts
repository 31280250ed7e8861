import type { Declaration, GoodsItem } from '../../api/types.ts';

/** A goods line's identity on the page: a key that survives moves, and the line read for it. */
export interface LineMeta {
  readonly key: string;
  /** Index into the reading's lines; absent for a line the declarant added. */
  readonly read?: number;
}

/**
 * What the review page edits, as one immutable value (one undo step is one value): the
 * declaration, and beside its goods items which line of the reading each one shows.
 */
export interface Draft {
  readonly declaration: Declaration;
  readonly lines: readonly LineMeta[];
}

/** One goods line as the grid edits it. */
export interface GridLine {
  readonly meta: LineMeta;
  readonly item: GoodsItem;
}

let made = 0;
export const newLineKey = () => `new-${++made}`;

/**
 * The page's draft of a dossier's declaration. A goods item is the reading's line of its sequence
 * number as long as the lines were not reordered (extraction numbers them in reading order).
 */
export const draftOf = (declaration: Declaration, readLines: number): Draft => ({
  declaration,
  lines: (declaration.goods_items ?? []).map((item, index) => ({
    key: `line-${index}`,
    ...(item.sequence_number >= 1 && item.sequence_number <= readLines
      ? { read: item.sequence_number - 1 }
      : {}),
  })),
});

export const gridLinesOf = (draft: Draft): GridLine[] =>
  (draft.declaration.goods_items ?? []).map((item, index) => ({
    meta: draft.lines[index] ?? { key: `line-${index}` },
    item,
  }));

/** The draft with these goods lines, numbered 1 to n in their order. */
export const withGridLines = (draft: Draft, lines: readonly GridLine[]): Draft => ({
  declaration: {
    ...draft.declaration,
    goods_items: lines.map((line, index) =>
      line.item.sequence_number === index + 1
        ? line.item
        : { ...line.item, sequence_number: index + 1 },
    ),
  },
  lines: lines.map((line) => line.meta),
});

const segmentsOf = (pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));

/** The value at a JSON Pointer, or undefined. */
export const valueAt = (root: unknown, pointer: string): unknown =>
  segmentsOf(pointer).reduce<unknown>(
    (node, segment) =>
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[segment]
        : undefined,
    root,
  );

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

const isBlank = (value: unknown) =>
  isEmpty(value) ||
  (typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).length === 0);

const setIn = (node: unknown, segments: readonly string[], value: unknown): unknown => {
  const [head, ...rest] = segments;
  if (head === undefined) return value;
  const index = /^\d+$/.test(head) ? Number(head) : undefined;
  if (Array.isArray(node) || (node === undefined && index !== undefined)) {
    const copy = [...((node as unknown[] | undefined) ?? [])];
    const next = setIn(copy[index ?? 0], rest, value);
    // An emptied entry leaves the list, and an emptied list leaves its parent.
    if (isBlank(next)) copy.splice(index ?? 0, 1);
    else copy[index ?? 0] = next;
    return copy.length === 0 ? undefined : copy;
  }
  const record = { ...((node as Record<string, unknown> | null | undefined) ?? {}) };
  const next = setIn(record[head], rest, value);
  // An emptied member is left out (the contract has no nulls for "not given").
  if (isBlank(next)) delete record[head];
  else record[head] = next;
  return record;
};

/** The declaration with one member set (or left out when empty), every object on the way copied. */
export const withValueAt = <T>(root: T, pointer: string, value: unknown): T =>
  setIn(root, segmentsOf(pointer), value) as T;
