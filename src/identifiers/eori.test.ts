import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkEori, enterpriseNumberCheck } from './eori.ts';
import { casesOf, caseLookups } from './identifier-cases.ts';
import { normaliseIdentifier } from './identifier-check.ts';

describe('EORI numbers, checked as customs checks them', () => {
  for (const entry of casesOf('eori'))
    it(`${entry.about}: ${JSON.stringify(entry.typed)} ${entry.reason ? 'is refused' : 'passes'}`, () => {
      assert.equal(normaliseIdentifier(entry.typed), entry.normalised);
      const lookups = entry.withLists ? { isCountry: caseLookups.isCountry } : {};
      assert.deepEqual(checkEori(entry.normalised, lookups), entry.expected);
    });

  it('checks a value as given: what a person typed passes only once normalised', () => {
    for (const entry of casesOf('eori').filter((c) => c.typed !== c.normalised && !c.reason))
      assert.equal(checkEori(entry.typed).ok, false, entry.typed);
  });

  it('leaves the country to the lookup, and takes any country code without one', () => {
    assert.equal(checkEori('ZZ123456').ok, true);
    assert.equal(checkEori('ZZ123456', { isCountry: () => undefined }).ok, true);
  });

  it('computes the enterprise number check as 97 minus the first eight digits modulo 97', () => {
    assert.equal(enterpriseNumberCheck('04030001'), '58');
    assert.equal(enterpriseNumberCheck('00000003'), '94');
    assert.equal(enterpriseNumberCheck('00000097'), '97');
    assert.equal(enterpriseNumberCheck('00000096'), '01');
  });
});
