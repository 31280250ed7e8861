import type { ExtractedDocument, Found } from '../extracted.ts';

export interface FieldDifference {
  /** `/header/invoiceNumber`, `/lines/3/amount`, `/charges/0/amount`. */
  readonly path: string;
  readonly a: unknown;
  readonly b: unknown;
  readonly same: boolean;
}

const isFound = (value: unknown): value is Found<unknown> =>
  typeof value === 'object' && value !== null && 'value' in value && 'confidence' in value;

/** Every value of an extraction by its path: the compared form of two attempts. */
const flatten = (value: unknown, path: string, into: Map<string, unknown>) => {
  if (isFound(value)) into.set(path, value.value);
  else if (Array.isArray(value))
    value.forEach((item, index) => flatten(item, `${path}/${index}`, into));
  else if (typeof value === 'object' && value !== null)
    for (const [key, item] of Object.entries(value)) flatten(item, `${path}/${key}`, into);
  else if (value !== undefined) into.set(path, value);
};

const valuesOf = (document: ExtractedDocument | undefined) => {
  const values = new Map<string, unknown>();
  if (!document) return values;
  values.set('/kind', document.kind);
  flatten(document.header, '/header', values);
  flatten(document.lines, '/lines', values);
  flatten(document.charges, '/charges', values);
  return values;
};

const same = (a: unknown, b: unknown) =>
  typeof a === 'number' && typeof b === 'number' ? Math.abs(a - b) < 1e-9 : a === b;

/** Two attempts field by field: every path either holds, in the order they read. */
export const compareExtractions = (
  a: ExtractedDocument | undefined,
  b: ExtractedDocument | undefined,
): FieldDifference[] => {
  const left = valuesOf(a);
  const right = valuesOf(b);
  const paths = [...new Set([...left.keys(), ...right.keys()])];
  return paths.map((path) => {
    const valueA = left.get(path) ?? null;
    const valueB = right.get(path) ?? null;
    return { path, a: valueA, b: valueB, same: same(valueA, valueB) };
  });
};
