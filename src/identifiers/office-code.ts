import { fails, passes, type IdentifierCheck } from './identifier-check.ts';

export interface OfficeLookups {
  /** The roles of an office of the customs office list (CL056: DEP, DES, ...); undefined: no such office. */
  readonly roles?: (office: string) => ReadonlySet<string> | undefined;
  /** The role the office must have where it is named; absent: any office of the list. */
  readonly role?: string;
}

const SHAPE = 'a two-letter country code and six letters or digits, such as BE101000';

/**
 * A customs office reference number (CL141): its form, and, with the office list, that the office
 * exists and has the role its place in the declaration needs. Checked as given.
 */
export const checkOfficeCode = (value: string, lookups: OfficeLookups = {}): IdentifierCheck => {
  if (value === '') return fails(value, `is empty; a customs office code is ${SHAPE}`, 'empty');
  if (!/^[A-Z]{2}[A-Z0-9]{6}$/.test(value))
    return fails(value, `${value} is not a customs office code: ${SHAPE}`, 'shape');
  if (!lookups.roles) return passes(value);
  const roles = lookups.roles(value);
  if (!roles) return fails(value, `${value} is not a known customs office`, 'unknown');
  return lookups.role && !roles.has(lookups.role)
    ? fails(
        value,
        `${value} is a customs office without the role ${lookups.role}`,
        'role',
        lookups.role,
      )
    : passes(value);
};
