import { describe, expect, it } from 'vitest';
import {
  caseLookups,
  casesOf,
  type IdentifierCase,
} from '../../../src/identifiers/identifier-cases.ts';
import { faultMessage, faultWordsFor, problemMessage } from './field-faults.ts';
import {
  identifierFaults,
  identifierMessage,
  normaliseIdentifier,
  type IdentifierKind,
} from './identifier-faults.ts';

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
      expect(identifierMessage(fault!.params).message).not.toBe('fault.identifier');
      expect(fault!.params.fault).toBe(entry.fault);
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

describe('a complaint of the server, worded by the page', () => {
  it('reads as the form’s own check would, in the page’s language', () => {
    const server = {
      path: '/newClient/identification_number',
      message: 'BE0403000111: the last two digits … should be 58',
      keyword: 'identifier',
      params: { kind: 'eori', fault: 'check', value: 'BE0403000111', expected: '58' },
    };
    const [form] = identifierFaults('eori', 'newClient.identification_number', 'BE0403000111');
    for (const language of ['nl', 'fr', 'en'] as const)
      expect(problemMessage(server, words[language])).toBe(faultMessage(form!, words[language]));
  });

  it('words the service’s own keywords, and keeps the sentence of a complaint without one', () => {
    const say = (keyword: string | undefined, params: Record<string, unknown> = {}) =>
      problemMessage({ path: '/x', message: 'as the server said it', keyword, params }, words.fr);
    expect(say('client-choice', { given: 'both' })).toBe(
      'Choisissez un client ou créez-en un, pas les deux',
    );
    expect(say('country', { value: 'ZZ' })).toBe('ZZ n’est pas un code pays de la liste de l’UE');
    expect(say('maxLength', { limit: 35 })).toBe('Au plus 35 caractères');
    expect(say('decimals', { limit: 2 })).toBe('Au plus 2 décimales');
    expect(say(undefined)).toBe('as the server said it');
  });
});

describe('a value someone else changed meanwhile', () => {
  it('says who and what it is now, in the page’s language', () => {
    const change = {
      path: '/goods_items/0/gross_mass',
      message: 'changed by Sam Super (revision 2)',
      keyword: 'changed-since',
      params: { actor: 'Sam Super', revision: 2, from: 10, to: 1234.5 },
    };
    expect(problemMessage(change, words.nl)).toBe('Intussen gewijzigd door Sam Super: nu 1.234,5');
    expect(problemMessage(change, words.fr)).toBe(
      'Modifié entre-temps par Sam Super\u202f: maintenant 1\u202f234,5',
    );
  });
});
