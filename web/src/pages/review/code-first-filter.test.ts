import { describe, expect, it } from 'vitest';
import { codeFirstFilter } from './code-first-filter.ts';

const COUNTRIES = [
  { value: 'AU', label: 'AU – Australia' },
  { value: 'BY', label: 'BY – Belarus' },
  { value: 'CY', label: 'CY – Cyprus' },
  { value: 'RU', label: 'RU – Russia' },
  { value: 'US', label: 'US – United States' },
  { value: 'UY', label: 'UY – Uruguay' },
];
const values = (search: string, limit = 50) =>
  codeFirstFilter({ options: COUNTRIES, search, limit }).map((option) =>
    'value' in option ? option.value : '',
  );

describe('picking a code by typing it', () => {
  it('puts the code typed in full first, whatever its place in the list', () => {
    expect(values('us')[0]).toBe('US');
    expect(values(' US ')).toEqual(['US', 'AU', 'BY', 'CY', 'RU']);
  });

  it('then the codes that start with it, then the names that hold it', () => {
    expect(values('u')).toEqual(['US', 'UY', 'AU', 'BY', 'CY', 'RU']);
    expect(values('russ')).toEqual(['RU']);
  });

  it('keeps the whole list, up to the limit, when nothing is typed', () => {
    expect(values('')).toEqual(COUNTRIES.map((country) => country.value));
    expect(values('', 2)).toEqual(['AU', 'BY']);
    expect(values('us', 1)).toEqual(['US']);
  });
});
