import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { AREAS } from './index.ts';

/** The names a message fills in ({count}, {page}), wherever they sit (inside plurals too). */
const placeholders = (elements: MessageFormatElement[], found = new Set<string>()) => {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    found.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) placeholders(option.value, found);
    if (element.type === TYPE.tag) placeholders(element.children, found);
  }
  return found;
};

describe('the message catalogue', () => {
  for (const [name, texts] of Object.entries(AREAS))
    it(`holds every ${name} text in Dutch, French and English, each filling in the same values`, () => {
      const keys = Object.keys(texts.en).sort();
      expect(Object.keys(texts.nl).sort()).toEqual(keys);
      expect(Object.keys(texts.fr).sort()).toEqual(keys);
      for (const key of keys)
        for (const language of ['en', 'nl', 'fr'] as const) {
          const text = (texts[language] as Record<string, string>)[key]!;
          expect(text.trim(), `${language} ${key}`).not.toBe('');
          expect(
            [...placeholders(parse(text))].sort(),
            `${language} ${key} fills in what the English does`,
          ).toEqual([...placeholders(parse((texts.en as Record<string, string>)[key]!))].sort());
        }
    });

  it('has no id in two areas', () => {
    const ids = Object.values(AREAS).flatMap((texts) => Object.keys(texts.en));
    expect(ids.length).toBe(new Set(ids).size);
  });
});
