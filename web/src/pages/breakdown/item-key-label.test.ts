import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../i18n/messages/index.ts';
import { itemKeyLabel } from './item-key-label.ts';

const inLanguage = (language: 'en' | 'nl' | 'fr') => {
  const messages = MESSAGES[language] as Record<string, string>;
  return [(id: string) => messages[id] ?? id, (id: string) => id in messages] as const;
};

describe('what lines must share to be one item, named for a declarant', () => {
  it('names every key the server groups by, in each language', () => {
    const keys = [
      'house_consignment_sequence',
      'commodity_code',
      'country_of_origin',
      'preferential',
      'requested_procedure',
      'previous_procedure',
      'additional_procedures',
      'supplementary_unit',
      'currency',
      'undg_numbers',
    ];
    for (const language of ['en', 'nl', 'fr'] as const) {
      const [t, has] = inLanguage(language);
      for (const key of keys) expect(itemKeyLabel(key, t, has)).not.toMatch(/_|breakdown\./);
    }
    const [t, has] = inLanguage('nl');
    expect(itemKeyLabel('house_consignment_sequence', t, has)).toBe('deelzending');
  });

  it('falls back to the member name in words for a key it does not know', () => {
    const [t, has] = inLanguage('en');
    expect(itemKeyLabel('net_mass_rule', t, has)).toBe('net mass rule');
  });
});
