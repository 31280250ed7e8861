import { describe, expect, it } from 'vitest';
import { codeDigits, formatTariffCode, isCommodityCode, pickableLines } from './tariff-code.ts';

describe('commodity codes', () => {
  it('prints a code as the tariff does, in pairs after the heading', () => {
    expect(formatTariffCode('73181558')).toBe('7318 15 58');
    expect(formatTariffCode('7318155800')).toBe('7318 15 58 00');
    expect(formatTariffCode('731815')).toBe('7318 15');
    expect(formatTariffCode('7318')).toBe('7318');
    expect(formatTariffCode('')).toBe('');
  });

  it('reads the digits of a typed code and knows a whole one', () => {
    expect(codeDigits(' 7318 15.58 ')).toBe('73181558');
    expect(isCommodityCode('73181558')).toBe(true);
    expect(isCommodityCode('7318155800')).toBe(true);
    expect(isCommodityCode('731815')).toBe(false);
    expect(isCommodityCode('731815580')).toBe(false);
  });

  it('offers declarable-suffix lines, a CN line only where Tarbel has none, in the order found', () => {
    const hits = [
      { code: '7318155200', suffix: '10', origin: 'tarbel' as const },
      { code: '73181552', suffix: '80', origin: 'cn2026' as const },
      { code: '7318155800', suffix: '80', origin: 'tarbel' as const },
      { code: '73181558', suffix: '80', origin: 'cn2026' as const },
      { code: '7318155811', suffix: '80', origin: 'tarbel' as const },
    ];
    expect(pickableLines(hits).map((hit) => hit.code)).toEqual([
      '73181552',
      '7318155800',
      '7318155811',
    ]);
  });
});
