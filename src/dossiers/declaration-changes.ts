import diff from 'microdiff';

/** One value a person changed: where (a JSON Pointer into the declaration), from what, to what. */
export interface DeclarationChange {
  readonly path: string;
  /** Absent when the value was added. */
  readonly from?: unknown;
  /** Absent when the value was removed. */
  readonly to?: unknown;
}

const pointer = (path: readonly (string | number)[]) =>
  `/${path.map((part) => String(part).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;

/**
 * Every value that differs between two versions of a declaration, leaf by leaf (a whole object
 * or line when it was added or removed), for the history: who changed which value from what to
 * what. microdiff walks both trees once; a value that stayed is not listed.
 */
export const changesBetween = (before: object, after: object): DeclarationChange[] =>
  diff(before as Record<string, unknown>, after as Record<string, unknown>).map((change) => {
    const path = pointer(change.path);
    const secret = change.path.at(-1) === 'access_code';
    const shown = (value: unknown) => (secret ? MASKED : masked(value));
    if (change.type === 'CREATE') return { path, to: shown(change.value) };
    if (change.type === 'REMOVE') return { path, from: shown(change.oldValue) };
    return { path, from: shown(change.oldValue), to: shown(change.value) };
  });

const MASKED = '****';

/** A guarantee's access code never reaches the history, also inside a line added or removed. */
const masked = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(masked);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, member]) => [
      key,
      key === 'access_code' && member ? MASKED : masked(member),
    ]),
  );
};
