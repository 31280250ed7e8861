import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkContainerNumber, containerCheckDigit } from './container-number.ts';
import { casesOf } from './identifier-cases.ts';
import { normaliseIdentifier } from './identifier-check.ts';

describe('container numbers, checked with their ISO 6346 check digit', () => {
  for (const entry of casesOf('container-number'))
    it(`${entry.about}: ${JSON.stringify(entry.typed)} ${entry.reason ? 'is refused' : 'passes'}`, () => {
      assert.equal(normaliseIdentifier(entry.typed), entry.normalised);
      assert.deepEqual(checkContainerNumber(entry.normalised), entry.expected);
    });

  it('checks a value as given: what a person typed passes only once normalised', () => {
    for (const entry of casesOf('container-number').filter(
      (c) => c.typed !== c.normalised && !c.reason,
    ))
      assert.equal(checkContainerNumber(entry.typed).ok, false, entry.typed);
  });

  it('computes the check digit with the letter values of ISO 6346 (no multiples of 11)', () => {
    // A = 10, B = 12 (11 skipped), L = 23 (22 skipped), V = 34 (33 skipped).
    assert.equal(containerCheckDigit('AAAU000000'), (10 + 20 + 40 + 32 * 8) % 11);
    // 450 modulo 11 is 10, written 0.
    assert.equal(containerCheckDigit('BLVU000000'), ((12 + 23 * 2 + 34 * 4 + 32 * 8) % 11) % 10);
    assert.equal(containerCheckDigit('CSQU305438'), 3);
  });
});
