import { describe, expect, it } from 'vitest';
import { formatsFor } from './formats.ts';

describe('Belgian formats in each language', () => {
  it('writes dates dd/MM/yyyy in Brussels time in every language', () => {
    for (const language of ['nl', 'fr', 'en'] as const) {
      const f = formatsFor(language);
      expect(f.dateTime('2026-12-01T23:30:00Z')).toBe('02/12/2026 00:30');
      expect(f.day('2026-12-01')).toBe('01/12/2026');
      expect(f.day('2026-06-30T22:30:00Z')).toBe('01/07/2026');
    }
  });

  it('writes numbers and amounts as each language does in Belgium, with the currency code', () => {
    expect(formatsFor('nl').number(1234.56)).toBe('1.234,56');
    expect(formatsFor('fr').number(1234.56)).toBe('1\u202f234,56');
    expect(formatsFor('en').number(1234.56)).toBe('1.234,56');
    expect(formatsFor('nl').amount(4904.94, 'EUR')).toBe('EUR\u00a04.904,94');
    expect(formatsFor('fr').amount(4904.94, 'USD')).toBe('4\u202f904,94\u00a0USD');
    expect(formatsFor('nl').amount(12, 'eur?')).toBe('12 eur?');
    // English in Belgium writes amounts as it writes numbers: 1.075,00, not 1,075.00.
    expect(formatsFor('en').amount(1075, 'EUR')).toBe('EUR\u00a01.075,00');
    expect(formatsFor('en').amount(-12.5, 'USD')).toBe('USD\u00a0-12,50');
    expect(formatsFor('nl').amount(1200, 'JPY')).toBe('JPY\u00a01.200');
  });

  it('writes masses in kg with at most three decimals', () => {
    expect(formatsFor('nl').mass(1234.5678)).toBe('1.234,568 kg');
    expect(formatsFor('fr').mass(0.25)).toBe('0,25 kg');
  });

  it('writes file sizes in the language\u2019s units', () => {
    expect(formatsFor('nl').bytes(1_572_864)).toBe('1,5 MB');
    expect(formatsFor('fr').bytes(1_572_864)).toBe('1,5 Mo');
    expect(formatsFor('fr').bytes(12_288)).toBe('12 Ko');
    expect(formatsFor('en').bytes(512)).toBe('512 B');
  });
});
