import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { transportCosts } from './transport-costs.ts';

describe('transport costs apportioned over the goods lines', () => {
  it('charges the air rate on the gross mass, never below the minimum, apportioned by mass to the cent', () => {
    const result = transportCosts({
      lines: [{ grossMass: 100 }, { grossMass: 200 }, { grossMass: 33.3 }],
      basis: 'mass',
      air: { ratePerKg: 1.37, minimum: 50 },
      costs: [{ code: 'BA', amount: 10 }],
    });
    assert.equal(result.grossMass, 333.3);
    assert.equal(result.costs[0]!.code, 'AK');
    assert.equal(result.costs[0]!.amount, 456.62);
    for (const cost of result.costs)
      assert.equal(
        Math.round(cost.parts.reduce((a, b) => a + b, 0) * 100),
        Math.round(cost.amount * 100),
      );
    assert.equal(
      Math.round(result.lineTotals.reduce((a, b) => a + b, 0) * 100),
      Math.round(result.total * 100),
    );
    assert.equal(result.total, 466.62);
    const small = transportCosts({
      lines: [{ grossMass: 3 }],
      basis: 'mass',
      air: { ratePerKg: 1.37, minimum: 50 },
      costs: [],
    });
    assert.equal(small.total, 50);
  });

  it('apportions by value when asked, and shares equally when no line has any', () => {
    const byValue = transportCosts({
      lines: [
        { grossMass: 1, value: 300 },
        { grossMass: 1000, value: 100 },
      ],
      basis: 'value',
      costs: [{ code: 'AK', amount: 100 }],
    });
    assert.deepEqual(byValue.lineTotals, [75, 25]);
    const none = transportCosts({
      lines: [{}, {}, {}],
      basis: 'value',
      costs: [{ code: 'AK', amount: 1 }],
    });
    assert.deepEqual(none.lineTotals, [0.34, 0.33, 0.33]);
  });
});
