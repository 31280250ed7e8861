import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { airFreight, apportion } from './apportion.ts';

const sum = (parts: readonly number[]) => Math.round(parts.reduce((a, b) => a + b, 0) * 100) / 100;

describe('apportioning a cost over the items', () => {
  it('splits by weight and puts the cent left over where rounding took most', () => {
    assert.deepEqual(apportion(100, [1, 1, 1]), [33.34, 33.33, 33.33]);
    assert.deepEqual(apportion(10, [1, 2]), [3.33, 6.67]);
    assert.deepEqual(apportion(1850, [1500, 650]), [1290.7, 559.3]);
  });

  it('always adds up to the total exactly, whatever the weights', () => {
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let run = 0; run < 500; run++) {
      const weights = Array.from(
        { length: 1 + Math.floor(random() * 40) },
        () => Math.round(random() * 100000) / 1000,
      );
      const total = Math.round(random() * 1e7) / 100;
      const parts = apportion(total, weights);
      assert.equal(parts.length, weights.length);
      assert.equal(sum(parts), total, `${total} over ${weights.join(',')}`);
      assert.ok(parts.every((part) => Number.isInteger(Math.round(part * 100)) && part >= 0));
    }
  });

  it('gives nothing to an item of weight 0, and shares equally when every weight is 0', () => {
    assert.deepEqual(apportion(10, [0, 5, 5]), [0, 5, 5]);
    assert.deepEqual(apportion(0.05, [0, 0]), [0.03, 0.02]);
    assert.deepEqual(apportion(12, []), []);
  });

  it('refuses a negative or unknown weight rather than guess', () => {
    assert.throws(() => apportion(10, [1, -1]), RangeError);
    assert.throws(() => apportion(10, [Number.NaN]), RangeError);
  });
});

describe("a client's air freight", () => {
  it('is the rate per kg of gross mass, never below the minimum', () => {
    assert.equal(airFreight(1234.5, 0.85), 1049.33);
    assert.equal(airFreight(10, 0.85, 45), 45);
    assert.equal(airFreight(100, 0.85, 45), 85);
  });
});
