import { fails, passes, type IdentifierCheck } from './identifier-check.ts';

export interface UnLocodeLookups {
  /** Whether the loaded UN/LOCODE list has the code; undefined while no list is loaded. */
  readonly isKnown?: (code: string) => boolean | undefined;
}

const SHAPE = 'a two-letter country code and three letters or digits 2 to 9, such as BEANR';

/**
 * A UN/LOCODE (UNECE Recommendation 16; the EU's CL244 holds the same five characters): its
 * form, and its presence in the UN/LOCODE list once one is loaded. Checked as given.
 */
export const checkUnLocode = (value: string, lookups: UnLocodeLookups = {}): IdentifierCheck => {
  if (value === '') return fails(value, `is empty; a UN/LOCODE is ${SHAPE}`, 'empty');
  if (!/^[A-Z]{2}[A-Z2-9]{3}$/.test(value))
    return fails(value, `${value} is not a UN/LOCODE: ${SHAPE}`, 'shape');
  return lookups.isKnown?.(value) === false
    ? fails(value, `${value} is not in the UN/LOCODE list`, 'unknown')
    : passes(value);
};
