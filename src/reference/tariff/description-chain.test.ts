import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { headingTexts } from './cn2026-data.ts';
import { byPlace, isHeadingOrAbove, periodOn, stepOf, withoutDashes } from './description-chain.ts';

describe('the steps of a description chain', () => {
  it('strips the dashes that print an indent, and only those', () => {
    assert.equal(withoutDashes('- - - Other'), 'Other');
    assert.equal(withoutDashes('– – Andere'), 'Andere');
    assert.equal(withoutDashes('--- autres '), 'autres');
    assert.equal(withoutDashes('-18 °C or colder'), '-18 °C or colder');
    assert.equal(withoutDashes('- - '), '- -');
    assert.equal(withoutDashes(null), null);
    assert.deepEqual(
      stepOf({ code: '7318155800', suffix: '80' }, { en: '- - Other', nl: '- - andere', fr: null }),
      { code: '7318155800', suffix: '80', descriptions: { en: 'Other', nl: 'andere', fr: null } },
    );
  });

  it('orders lines by code, then suffix: a grouping line before the line of its code', () => {
    const lines = [
      { code: '7318155800', suffix: '80' },
      { code: '7318155200', suffix: '80' },
      { code: '7318155200', suffix: '10' },
      { code: '7318000000', suffix: '80' },
    ];
    assert.deepEqual(
      [...lines].sort(byPlace).map((line) => `${line.code}/${line.suffix}`),
      ['7318000000/80', '7318155200/10', '7318155200/80', '7318155800/80'],
    );
  });

  it('knows a heading or chapter, whose chain is itself', () => {
    assert.ok(isHeadingOrAbove('7318000000'));
    assert.ok(isHeadingOrAbove('73000000'));
    assert.ok(!isHeadingOrAbove('7318150000'));
  });

  it('takes the description period in force on the date, else the first', () => {
    const periods = [{ validFrom: '2026-01-01' }, { validFrom: '2020-01-01' }];
    assert.equal(periodOn(periods, '2025-06-30')?.validFrom, '2020-01-01');
    assert.equal(periodOn(periods, '2026-01-01')?.validFrom, '2026-01-01');
    assert.equal(periodOn(periods, '2019-01-01')?.validFrom, '2020-01-01');
    assert.equal(periodOn([], '2026-01-01'), undefined);
  });

  it("reads the CN seed's heading back in its three languages", () => {
    assert.deepEqual(headingTexts('Live swine | Levende varkens | Animaux vivants'), {
      en: 'Live swine',
      nl: 'Levende varkens',
      fr: 'Animaux vivants',
    });
    assert.equal(headingTexts(null), null);
    assert.equal(headingTexts('Live swine'), null);
  });
});
