import { describe, expect, it } from 'vitest';
import { formatAge, formatDateTime } from './format.ts';
import { colorShades } from './theme.ts';

describe('dates and ages as a Belgian declarant reads them', () => {
  it('shows UTC instants in Brussels time, dd/MM/yyyy HH:mm, summer and winter', () => {
    expect(formatDateTime('2026-07-01T10:05:00Z')).toBe('01/07/2026 12:05');
    expect(formatDateTime('2026-01-15T23:30:00Z')).toBe('16/01/2026 00:30');
  });

  it('gives an age in its largest whole unit', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    expect(formatAge('2026-03-10T11:48:00Z', now)).toBe('12 min');
    expect(formatAge('2026-03-10T09:00:00Z', now)).toBe('3 h');
    expect(formatAge('2026-03-08T11:00:00Z', now)).toBe('2 d');
    expect(formatAge('2026-03-10T12:00:20Z', now)).toBe('now');
  });
});

describe('the branding colour', () => {
  it('is shade 6, the one Mantine fills the primary button with, lighter before and darker after', () => {
    const shades = colorShades('#1d4ed8');
    expect(shades).toHaveLength(10);
    expect(shades[6]).toBe('#1d4ed8');
    expect(shades[0]).not.toBe(shades[9]);
    expect(colorShades('#abc')[6]).toBe('#aabbcc');
  });
});
