import { describe, expect, it } from 'vitest';
import {
  caseLookups,
  casesOf,
  type IdentifierCase,
} from '../../../src/identifiers/identifier-cases.ts';
import { faultMessage, faultWordsFor } from './field-faults.ts';
import { identifierFaults, normaliseIdentifier, type IdentifierKind } from './identifier-faults.ts';

// The server's table of cases (src/identifiers/identifier-cases.ts), walked by the forms' checks:
// what a form accepts and refuses is what the server accepts and refuses.
const words = { nl: faultWordsFor('nl'), fr: faultWordsFor('fr'), en: faultWordsFor('en') };

const formVerdict = (kind: IdentifierKind, entry: IdentifierCase) =>
  identifierFaults(kind, 'field', entry.typed, entry.withLists ? caseLookups : {});

describe.each(['eori', 'container-number'] as const)('the form check of %s', (kind) => {
  for (const entry of casesOf(kind))
    it(`${entry.reason ? 'refuses' : 'accepts'} ${entry.about}: ${JSON.stringify(entry.typed)}`, () => {
      expect(normaliseIdentifier(entry.typed)).toBe(entry.normalised);
      const faults = formVerdict(kind, entry);
      // An empty input is no identifier at all: the form leaves "required" to the schema.
      if (!entry.reason || entry.normalised === '') {
        expect(faults).toEqual([]);
        return;
      }
      expect(faults).toHaveLength(1);
      const [fault] = faults;
      // Every reason of the checks has its own words, never the generic one nor the English.
      expect(fault!.params.message).not.toBe('fault.identifier');
      for (const language of ['nl', 'fr', 'en'] as const) {
        const message = faultMessage(fault!, words[language]);
        expect(message).toContain(entry.normalised);
        const expected = / should be (\d+)$/.exec(entry.reason)?.[1];
        if (expected) expect(message).toMatch(new RegExp(`\\b${expected}\\b`));
        if (language !== 'en') expect(message).not.toContain(entry.reason);
      }
    });
});

describe('the words of an identifier fault', () => {
  it('name the expected check digits in the language of the page', () => {
    const [eori] = identifierFaults('eori', 'field', 'BE 0403.000.111');
    expect(faultMessage(eori!, words.nl)).toBe(
      'BE0403000111: de laatste twee cijfers van een Belgisch ondernemingsnummer zijn een controle (modulo 97) en moeten 58 zijn',
    );
    const [container] = identifierFaults('container-number', 'field', 'msku7654321');
    expect(faultMessage(container!, words.fr)).toBe(
      'MSKU7654321 : le dernier chiffre d’un numéro de conteneur est un chiffre de contrôle (ISO 6346) et devrait être 8',
    );
  });
});
