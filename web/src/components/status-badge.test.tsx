import { Badge, MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DossierStatus } from '../api/types.ts';
import { StatusBadge, StatusTag } from './status-badge.tsx';

/** The badge's own element (the provider draws a style element before it). */
const drawn = (element: React.ReactElement) =>
  render(<MantineProvider>{element}</MantineProvider>).container.querySelector<HTMLElement>(
    '[data-variant="light"]',
  )!;

describe('the status tag of the long lists', () => {
  it('is drawn as the Badge component draws the same status', () => {
    for (const status of ['Review', 'Submitted', 'Failed'] as const) {
      const tag = drawn(<StatusTag status={status} />);
      const badge = drawn(<StatusBadge status={status} />);
      expect(tag.className).toBe(badge.className.replace(/\s*mantine-Badge-root/, ''));
      for (const variable of ['--badge-bg', '--badge-color', '--badge-radius'])
        expect(tag.style.getPropertyValue(variable)).toBe(badge.style.getPropertyValue(variable));
      expect(tag.textContent).toBe(status);
    }
  });

  it('is grey for a status it does not know, as the badge is', () => {
    const tag = drawn(<StatusTag status={'Archived' as DossierStatus} />);
    expect(tag.style.getPropertyValue('--badge-bg')).toBe('var(--mantine-color-gray-light)');
    expect(tag.className).toContain(Badge.classes.root);
  });
});
