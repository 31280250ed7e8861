import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { casesOf, caseLookups } from './identifier-cases.ts';
import { normaliseIdentifier } from './identifier-check.ts';
import { checkOfficeCode } from './office-code.ts';

describe('customs office codes, checked against the office list and the role they need', () => {
  for (const entry of casesOf('office-code'))
    it(`${entry.about}: ${JSON.stringify(entry.typed)} ${entry.reason ? 'is refused' : 'passes'}`, () => {
      assert.equal(normaliseIdentifier(entry.typed), entry.normalised);
      const lookups = entry.withLists
        ? { roles: caseLookups.roles, ...(entry.role ? { role: entry.role } : {}) }
        : {};
      assert.deepEqual(checkOfficeCode(entry.normalised, lookups), entry.expected);
    });

  it('without the office list checks the form only, whatever role is asked', () => {
    assert.equal(checkOfficeCode('XX999999', { role: 'DEP' }).ok, true);
  });
});
