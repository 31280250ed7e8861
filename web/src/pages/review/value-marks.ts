import { LOW_CONFIDENCE, type Found, type ReviewFinding } from './reading.ts';

/**
 * How a value stands for the declarant: set or confirmed by a declarant; read with confidence;
 * read with low confidence (their eyes needed); read but not in the declaration (the contract
 * refused it, or it has no member): shown dimmed so no value read is hidden; or not read.
 */
export type MarkKind = 'checked' | 'read' | 'low' | 'not-taken' | 'none';

export interface ValueMark {
  readonly kind: MarkKind;
  readonly found?: Found;
  /** The worst finding on this value: an error before a warning before a note. */
  readonly finding?: ReviewFinding;
}

const SEVERITY = { error: 0, warning: 1, info: 2 } as const;

export const worstFinding = (findings: readonly ReviewFinding[] | undefined) =>
  findings?.reduce<ReviewFinding | undefined>(
    (worst, finding) =>
      !worst || SEVERITY[finding.severity] < SEVERITY[worst.severity] ? finding : worst,
    undefined,
  );

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

export const markOf = (
  value: unknown,
  found: Found | undefined,
  checked: boolean,
  findings: readonly ReviewFinding[] | undefined,
): ValueMark => {
  const finding = worstFinding(findings);
  const kind: MarkKind = checked
    ? 'checked'
    : !found
      ? 'none'
      : isEmpty(value)
        ? 'not-taken'
        : found.confidence < LOW_CONFIDENCE
          ? 'low'
          : 'read';
  return { kind, ...(found ? { found } : {}), ...(finding ? { finding } : {}) };
};

/** A value the declarant should look at: doubtful, left out, or named by a finding. */
export const needsEyes = (mark: ValueMark) =>
  mark.kind === 'low' ||
  mark.kind === 'not-taken' ||
  (mark.finding !== undefined && mark.finding.severity !== 'info' && mark.kind !== 'checked') ||
  mark.finding?.severity === 'error';

/** Findings by the JSON Pointer they name. */
export const findingsByPath = (findings: readonly ReviewFinding[]) => {
  const byPath = new Map<string, ReviewFinding[]>();
  for (const finding of findings) {
    const list = byPath.get(finding.path);
    if (list) list.push(finding);
    else byPath.set(finding.path, [finding]);
  }
  return byPath;
};
