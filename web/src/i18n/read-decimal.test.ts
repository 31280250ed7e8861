import { describe, expect, it } from 'vitest';
import { readDecimal } from './read-decimal.ts';

describe('reading a number as a Belgian declarant types it', () => {
  it.each([
    ['1,25', 1.25],
    ['1.25', 1.25],
    ['1234,5', 1234.5],
    ['1.234,56', 1234.56],
    ['1 234,56', 1234.56],
    ['1\u202f234,56', 1234.56],
    ['1,234.56', 1234.56],
    ['1.234.567', 1234567],
    ['1.234.567,8', 1234567.8],
    ['12.3456', 12.3456],
    ['1234.567', 1234.567],
    ['0,001', 0.001],
    ['42', 42],
    ['-3,5', -3.5],
    [',5', 0.5],
  ])('%s is %d', (typed, value) => {
    expect(readDecimal(typed)).toEqual({ value });
  });

  it.each([
    ['1.234', 1234, 1.234],
    ['12.500', 12500, 12.5],
    ['999.999', 999999, 999.999],
  ])('asks which was meant for %s: %d or %d', (typed, grouped, decimal) => {
    expect(readDecimal(typed)).toEqual({ ambiguous: [grouped, decimal] });
  });

  it.each(['', 'abc', '1,2,3', '1.23.4', '1..2', '1,234.5,6', '12.34,5.6', '1234.567,8', '€5'])(
    'refuses %j',
    (typed) => {
      expect(readDecimal(typed)).toEqual({ invalid: true });
    },
  );
});
