import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { casesOf, caseLookups } from './identifier-cases.ts';
import { normaliseIdentifier } from './identifier-check.ts';
import { checkUnLocode } from './unlocode.ts';

describe('UN/LOCODEs, checked by form and against the list once one is loaded', () => {
  for (const entry of casesOf('unlocode'))
    it(`${entry.about}: ${JSON.stringify(entry.typed)} ${entry.reason ? 'is refused' : 'passes'}`, () => {
      assert.equal(normaliseIdentifier(entry.typed), entry.normalised);
      const lookups = entry.withLists ? { isKnown: caseLookups.isKnown } : {};
      assert.deepEqual(checkUnLocode(entry.normalised, lookups), entry.expected);
    });

  it('takes any well-formed code while no list is loaded', () => {
    assert.equal(checkUnLocode('BEXXX', { isKnown: () => undefined }).ok, true);
  });
});
