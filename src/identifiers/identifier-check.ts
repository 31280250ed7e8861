/**
 * Why customs would refuse an identifier, as a code a page words in its own language: `empty`,
 * `shape` (not the form of that kind of identifier), `too-long`, `country` (the prefix is no
 * country), `belgian` (BE without a 10-digit enterprise number), `check` (wrong check digits;
 * `expected` says which), `unknown` (not in the list), `role` (an office without the role).
 */
export type IdentifierFault =
  'empty' | 'shape' | 'too-long' | 'country' | 'belgian' | 'check' | 'unknown' | 'role';

/**
 * What checking one identifier found: the value as checked, and, when customs would refuse it, a
 * reason a declarant can act on (it names the value and, for a check digit, the digit expected),
 * in English for logs, partners and the CLI, and as a fault code for the pages.
 */
export type IdentifierCheck =
  | { readonly ok: true; readonly value: string }
  | {
      readonly ok: false;
      readonly value: string;
      readonly reason: string;
      readonly fault: IdentifierFault;
      /** The check digits the value should end with (fault `check`), or the role it lacks (`role`). */
      readonly expected?: string;
    };

export const passes = (value: string): IdentifierCheck => ({ ok: true, value });

export const fails = (
  value: string,
  reason: string,
  fault: IdentifierFault,
  expected?: string,
): IdentifierCheck => ({
  ok: false,
  value,
  reason,
  fault,
  ...(expected === undefined ? {} : { expected }),
});

/**
 * An identifier as a person types it, in the form customs keeps it: without the spaces, dots and
 * hyphens that make it readable on paper ("BE 0403.000.158"), in capitals. Only for what people
 * type: a partner's value is checked and stored as it was sent.
 */
export const normaliseIdentifier = (typed: string): string =>
  typed.replace(/[\s.-]+/g, '').toUpperCase();

/**
 * A refused identifier as a complaint at `path`: the English reason, and the fault as params a
 * page words in its own language (`kind` says which identifier it is).
 */
export const identifierComplaint = (
  path: string,
  kind: IdentifierKind,
  check: Extract<IdentifierCheck, { ok: false }>,
) => ({ path, message: check.reason, keyword: 'identifier', params: faultParams(kind, check) });

export type IdentifierKind = 'eori' | 'container-number' | 'unlocode' | 'office-code' | 'gln';

/** A refusal as the values a page words it from: which identifier, the fault, the value. */
export const faultParams = (
  kind: IdentifierKind,
  check: Extract<IdentifierCheck, { ok: false }>,
) => ({
  kind,
  fault: check.fault,
  value: check.value,
  ...(check.expected === undefined ? {} : { expected: check.expected }),
});
