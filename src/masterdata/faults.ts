import type { Complaint } from '../errors/index.ts';
import { DomainError } from '../errors/index.ts';

/**
 * What the broker's lists refuse, as complaints a page words in its own language: a JSON Schema
 * keyword (`required`, `enum`, `maxLength`) or one of ours (`identifier`, `country`, `character`,
 * `code-list`, `not-carried`, `not-listed`, `reserved-role`, `taken`).
 */
export const complaint = (
  path: string,
  message: string,
  keyword: string,
  params: Record<string, unknown> = {},
): Complaint => ({ path, message, keyword, params });

/** Every fault of an input at once, so the form marks each field in one answer. */
export const refuseIf = (what: string, complaints: readonly Complaint[]): void => {
  if (complaints.length === 0) return;
  throw new DomainError(
    'invalid',
    'masterdata.invalid',
    `The ${what} is not saved: ${complaints.map((c) => `${c.path} ${c.message}`).join('; ')}`,
    complaints,
  );
};

export const notFound = (what: string, id: string) =>
  new DomainError('not-found', 'masterdata.not-found', `There is no ${what} ${id}`);

export const taken = (what: string, path: string, value: string) =>
  new DomainError(
    'conflict',
    'masterdata.taken',
    `Another ${what} already has ${path.slice(1)} ${value}`,
    [complaint(path, `is already used by another ${what}`, 'taken', { value })],
  );

// Control characters never belong in a name or an address a declaration carries.
const CONTROL = /\p{Cc}/u;

/**
 * A typed text as stored: trimmed, empty as null; a control character or a text past `max`
 * is a complaint added to `into`.
 */
export const textOf = (
  into: Complaint[],
  path: string,
  raw: string | null | undefined,
  max: number,
  { required = false, upper = false } = {},
): string | null => {
  const value = (raw ?? '').trim();
  if (value === '') {
    if (required) into.push(complaint(path, 'is required', 'required'));
    return null;
  }
  if (CONTROL.test(value)) {
    into.push(complaint(path, 'holds a control character', 'character'));
    return null;
  }
  if ([...value].length > max) {
    into.push(complaint(path, `is longer than ${max} characters`, 'maxLength', { limit: max }));
    return null;
  }
  return upper ? value.toUpperCase() : value;
};
