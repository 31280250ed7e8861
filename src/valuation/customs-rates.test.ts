import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  cents,
  penultimateWednesday,
  rateOn,
  toEuro,
  validityOfRateTakenOn,
  type CustomsRate,
} from './customs-rates.ts';

const usd = (perEuro: number, validFrom: string, validTo: string): CustomsRate => ({
  currency: 'USD',
  perEuro,
  validFrom,
  validTo,
});
const RATES = [usd(1.0854, '2026-10-01', '2026-10-31'), usd(1.0712, '2026-11-01', '2026-11-30')];

describe('the customs exchange rate', () => {
  it('is taken on the penultimate Wednesday of the month before', () => {
    // October 2026 ends on a Saturday: its Wednesdays are the 7th, 14th, 21st and 28th.
    assert.equal(penultimateWednesday(2026, 10), '2026-10-21');
    // December 2026 ends on a Thursday: the last Wednesday is the 30th.
    assert.equal(penultimateWednesday(2026, 12), '2026-12-23');
    // February 2028 ends on a Tuesday (a leap year): Wednesdays 2, 9, 16, 23.
    assert.equal(penultimateWednesday(2028, 2), '2028-02-16');
    // A month ending on a Wednesday: that day is the last, the one a week before the penultimate.
    assert.equal(penultimateWednesday(2026, 9), '2026-09-23');
  });

  it('taken in one month, is valid for the whole of the next, the year turning included', () => {
    assert.deepEqual(validityOfRateTakenOn('2026-10-21'), {
      validFrom: '2026-11-01',
      validTo: '2026-11-30',
    });
    assert.deepEqual(validityOfRateTakenOn('2026-12-23'), {
      validFrom: '2027-01-01',
      validTo: '2027-01-31',
    });
    assert.deepEqual(validityOfRateTakenOn('2028-01-19'), {
      validFrom: '2028-02-01',
      validTo: '2028-02-29',
    });
  });

  it('applies on the first and last day of its month and not a day outside', () => {
    assert.equal(rateOn(RATES, 'USD', '2026-10-31')?.perEuro, 1.0854);
    assert.equal(rateOn(RATES, 'USD', '2026-11-01')?.perEuro, 1.0712);
    assert.equal(rateOn(RATES, 'USD', '2026-11-30')?.perEuro, 1.0712);
    assert.equal(rateOn(RATES, 'USD', '2026-12-01'), undefined);
    assert.equal(rateOn(RATES, 'GBP', '2026-11-15'), undefined);
  });

  it('converts to the cent, the sender’s rate first, and says which rate it used', () => {
    assert.deepEqual(toEuro(1850, 'USD', '2026-11-30', RATES), {
      euro: 1727.04,
      eurPerUnit: 1 / 1.0712,
      source: 'customs',
      rate: RATES[1],
    });
    assert.deepEqual(toEuro(1850, 'USD', '2026-11-30', RATES, 0.9213), {
      euro: 1704.41,
      eurPerUnit: 0.9213,
      source: 'sender',
    });
    assert.deepEqual(toEuro(96.5, 'EUR', '2026-11-30', []), {
      euro: 96.5,
      eurPerUnit: 1,
      source: 'euro',
    });
    assert.deepEqual(toEuro(10, 'USD', '2026-12-01', RATES), {
      euro: undefined,
      missing: 'no customs exchange rate for USD valid on 2026-12-01',
    });
  });

  it('rounds to the cent half up as the amount reads in decimals, not as its binary double', () => {
    // 1.005 * 100 is 100.49999999999999 in binary: scaled, it would round to 1.00.
    assert.equal(cents(1.005), 1.01);
    assert.equal(cents(0.285), 0.29);
    assert.equal(cents(1000.05 * 0.9213), 921.35);
    assert.equal(cents(30800 * 0.9213), 28376.04);
    assert.equal(cents(2.675), 2.68);
    assert.equal(cents(1e-7), 0);
    assert.equal(toEuro(1.005, 'EUR', '2026-11-02', RATES).euro, 1.01);
  });
});
