import { describe, expect, it } from 'vitest';
import type { Language } from '../i18n/languages.ts';
import { renderWithApp } from '../test/render.tsx';
import { StatusBadge, StatusTag } from './status-badge.tsx';

const drawn = (element: React.ReactElement, language: Language = 'en') =>
  renderWithApp(element, { language }).container;

describe('the status tag of the long lists', () => {
  it('takes the colours the Badge component takes for the same status', () => {
    for (const status of ['Review', 'Submitted', 'Failed'] as const) {
      const badge = drawn(<StatusBadge status={status} />).querySelector<HTMLElement>(
        '[data-variant="light"]',
      )!;
      const tag = drawn(<StatusTag status={status} />).querySelector<HTMLElement>('span')!;
      expect(tag.style.getPropertyValue('--tag-bg')).toBe(
        badge.style.getPropertyValue('--badge-bg'),
      );
      expect(tag.style.getPropertyValue('--tag-color')).toBe(
        badge.style.getPropertyValue('--badge-color'),
      );
      expect(tag.textContent).toBe(status);
    }
  });

  it("is drawn by the app's own class, none of Mantine's", () => {
    const tag = drawn(<StatusTag status="Review" />).querySelector<HTMLElement>('span')!;
    expect(tag.className).not.toMatch(/mantine-|m_[0-9a-f]{8}/);
  });

  it('is grey for a status it does not know, as the badge is, and reads as sent', () => {
    const tag = drawn(<StatusTag status="Archived" />).querySelector<HTMLElement>('span')!;
    expect(tag.style.getPropertyValue('--tag-bg')).toBe('var(--mantine-color-gray-light)');
    expect(tag.textContent).toBe('Archived');
  });

  it('names the status in Dutch and in French', () => {
    const badge = (status: string, language: Language) =>
      drawn(<StatusBadge status={status} />, language).querySelector('[data-variant="light"]')
        ?.textContent;
    expect(badge('Review', 'nl')).toBe('Na te kijken');
    expect(badge('Submitted', 'fr')).toBe('Déposé');
    expect(drawn(<StatusTag status="Failed" />, 'fr').querySelector('span')?.textContent).toBe(
      'Échoué',
    );
  });
});
