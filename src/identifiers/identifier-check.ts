/**
 * What checking one identifier found: the value as checked, and, when customs would refuse it, a
 * reason a declarant can act on (it names the value and, for a check digit, the digit expected).
 */
export type IdentifierCheck =
  | { readonly ok: true; readonly value: string }
  | { readonly ok: false; readonly value: string; readonly reason: string };

export const passes = (value: string): IdentifierCheck => ({ ok: true, value });

export const fails = (value: string, reason: string): IdentifierCheck => ({
  ok: false,
  value,
  reason,
});

/**
 * An identifier as a person types it, in the form customs keeps it: without the spaces, dots and
 * hyphens that make it readable on paper ("BE 0403.000.158"), in capitals. Only for what people
 * type: a partner's value is checked and stored as it was sent.
 */
export const normaliseIdentifier = (typed: string): string =>
  typed.replace(/[\s.-]+/g, '').toUpperCase();
