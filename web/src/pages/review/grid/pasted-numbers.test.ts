import { describe, expect, it } from 'vitest';
import { readPastedColumn } from './pasted-numbers.ts';

const values = (texts: readonly string[], separator: ',' | '.') =>
  readPastedColumn(texts, separator).map((read) => ('value' in read ? read.value : read));

describe('reading a column pasted from a Belgian Excel (decimal comma)', () => {
  it('reads thousands points and decimal commas', () => {
    expect(values(['1.234,56', '12,5', '0,125', '1.234.567', '42', '1 234,5'], ',')).toEqual([
      1234.56, 12.5, 0.125, 1234567, 42, 1234.5,
    ]);
  });

  it('reads "1.234" as a thousand and more when another cell shows the decimal comma', () => {
    expect(values(['1.234', '12,5'], '.')).toEqual([1234, 12.5]);
    expect(values(['1.234', '1.234,56'], '.')).toEqual([1234, 1234.56]);
  });

  it('reads "1,234" as a decimal when another cell shows the decimal comma', () => {
    expect(values(['1,234', '12,5'], '.')).toEqual([1.234, 12.5]);
  });

  it('reads "0,125" as a decimal on any page: no group of thousands starts with a zero', () => {
    expect(values(['0,125'], '.')).toEqual([0.125]);
    expect(values(['0.125'], ',')).toEqual([0.125]);
  });
});

describe('reading a column pasted from an English spreadsheet (decimal point)', () => {
  it('reads thousands commas and decimal points', () => {
    expect(values(['1,234.56', '3.75', '1,234,567', '0.5'], '.')).toEqual([
      1234.56, 3.75, 1234567, 0.5,
    ]);
  });

  it('reads "1,234" as a thousand and more when another cell shows the decimal point', () => {
    expect(values(['1,234', '3.75'], ',')).toEqual([1234, 3.75]);
  });

  it('reads "1.234" as a decimal when another cell shows the decimal point', () => {
    expect(values(['1.234', '3.75'], ',')).toEqual([1.234, 3.75]);
  });

  it('takes a separator seen twice for a thousands one, deciding the other cells', () => {
    expect(values(['1,234', '1,234,567'], ',')).toEqual([1234, 1234567]);
    expect(values(['1.234', '1.234.567'], '.')).toEqual([1234, 1234567]);
  });
});

describe('an ambiguous column with nothing else to go by', () => {
  it.each([
    [',', '1.234', 1234],
    [',', '1,234', 1.234],
    ['.', '1.234', 1.234],
    ['.', '1,234', 1234],
  ] as const)('on a page with a decimal %j reads %s as %d', (separator, text, value) => {
    expect(values([text, '', '42', 'n/a'], separator)[0]).toBe(value);
  });

  it('goes by the page when the column shows both separators as decimal', () => {
    expect(values(['1.234', '12,5', '3.75'], ',')).toEqual([1234, 12.5, 3.75]);
    expect(values(['1.234', '12,5', '3.75'], '.')).toEqual([1.234, 12.5, 3.75]);
  });

  it('reads every ambiguous cell of the column the same way', () => {
    expect(values(['1.234', '12.500', '999.999'], ',')).toEqual([1234, 12500, 999999]);
    expect(values(['1.234', '12.500', '999.999'], '.')).toEqual([1.234, 12.5, 999.999]);
  });
});

describe('what is around a pasted number', () => {
  it.each([
    ['€ 12,50', 12.5],
    ['12,50 €', 12.5],
    ['€12,50', 12.5],
    ['12.50 EUR', 12.5],
    ['EUR 1.234,56', 1234.56],
    ['USD 1,234.56', 1234.56],
    ['$1,234.56', 1234.56],
    ['US$ 3.75', 3.75],
    ['1 234,5 kg', 1234.5],
    ['1\u00a0234,5\u00a0kg', 1234.5],
    ['1\u202f234,5 kg', 1234.5],
    ['12kg', 12],
    ['3,5 m³', 3.5],
    ['3,5 m3', 3.5],
    ['40 pcs.', 40],
    ['12,50 €/kg', 12.5],
    ['  7  ', 7],
    ["1'234.50", 1234.5],
  ])('reads %j as %d', (text, value) => {
    expect(readPastedColumn([text], ',')).toEqual([{ value }]);
  });

  it.each([
    ['-12,5', -12.5],
    ['\u221212,5', -12.5],
    ['- 12,5', -12.5],
    ['(12,50)', -12.5],
    ['(€ 12,50)', -12.5],
    ['€ (12,50)', -12.5],
    ['-€ 12,50', -12.5],
    ['€ -12,50', -12.5],
    ['12,50-', -12.5],
    ['+12,5', 12.5],
    ['-1.234,56 EUR', -1234.56],
    ['(1.234)', -1234],
    ['(0,00)', 0],
    ['-0', 0],
  ])('reads the negative or signed %j as %d', (text, value) => {
    expect(readPastedColumn([text], ',')).toEqual([{ value }]);
  });

  it('reads blank cells as empty', () => {
    expect(readPastedColumn(['', '   ', '\u00a0', '\t'], ',')).toEqual([
      { empty: true },
      { empty: true },
      { empty: true },
      { empty: true },
    ]);
  });

  it.each([
    'abc',
    'n/a',
    'EUR',
    '€',
    '-',
    '12abc34',
    '12 %',
    '12/15',
    '1e3',
    '1,00E+05',
    '--12',
    '(-12)',
    '1,2,3',
    '1.23.4',
    'Line 12',
    '12 34 56 kg kg',
    '12 34',
    '1 2345,5',
    '1  234',
    '#N/A',
    '#VALUE!',
    `${'9'.repeat(80)}`,
  ])('keeps %j as pasted, not a number', (text) => {
    expect(readPastedColumn([text], ',')).toEqual([{ invalid: text }]);
  });

  it('reads a column of mixed junk cell by cell, without letting junk decide the separator', () => {
    expect(readPastedColumn(['1.234', 'abc 12,5', '', 'EUR 7', '#N/A'], '.')).toEqual([
      { value: 1.234 },
      { invalid: 'abc 12,5' },
      { empty: true },
      { value: 7 },
      { invalid: '#N/A' },
    ]);
    expect(readPastedColumn(['1.234', 'abc 12,5', ' (3,75) '], '.')).toEqual([
      { value: 1234 },
      { invalid: 'abc 12,5' },
      { value: -3.75 },
    ]);
  });

  it('reads an empty column as nothing', () => {
    expect(readPastedColumn([], ',')).toEqual([]);
  });
});
