import { describe, expect, it } from 'vitest';
import { faultMessage, faultWordsFor, messagesByField } from './field-faults.ts';
import generated from './validators.generated.js?raw';
import { clientItemFaults, memberHint, newDossierFieldFaults } from './validators.ts';

const en = faultWordsFor('en');
const nl = faultWordsFor('nl');
const fr = faultWordsFor('fr');

describe('the validators compiled from the contract', () => {
  it('were compiled ahead: nothing in them compiles code at run time, so a strict CSP holds', () => {
    expect(generated).toMatch(/export const validateClientItem\b/);
    expect(generated).not.toMatch(/new Function|\beval\s*\(/);
    expect(generated).not.toMatch(/\brequire\s*\(/);
  });

  it("say what the server's ClientItem says of a client, field by field", () => {
    const faults = clientItemFaults({
      code: 'NEWCO',
      city: 'X'.repeat(36),
      country: 'be',
      identification_number: '0123',
      air_transport_rate_per_kg: -1,
    });
    expect(messagesByField(faults, en)).toEqual({
      name: 'Required',
      city: 'At most 35 characters (now 36)',
      country: 'A two-letter country code in capitals, such as BE',
      identification_number:
        'An EORI number: a two-letter country code and up to 15 letters or digits',
      air_transport_rate_per_kg: 'At least 0',
    });
    expect(faults.find((fault) => fault.field === 'city')).toMatchObject({
      keyword: 'maxLength',
      params: { limit: 35 },
    });
  });

  it('name the fields of a client inside a larger body by their path there', () => {
    const faults = clientItemFaults({ code: ' spaced', name: 'N' }, '/newClient');
    expect(faults.map((fault) => [fault.field, fault.keyword])).toEqual([
      ['newClient.code', 'pattern'],
    ]);
  });

  it('pass a client the server would take', () => {
    expect(clientItemFaults({ code: 'ACME', name: 'Acme NV', country: 'BE' })).toEqual([]);
  });

  it("check the new dossier's text parts against its multipart schema", () => {
    expect(
      messagesByField(newDossierFieldFaults({ regime: 'XX', ucr: 'U'.repeat(36) }), en),
    ).toEqual({
      regime: 'One of IM, EX, T1, T2',
      ucr: 'At most 35 characters (now 36)',
    });
    expect(newDossierFieldFaults({ regime: 'T2', ucr: 'BE-UCR-1' })).toEqual([]);
  });

  it('give an empty input a hint of its limit, from the schema', () => {
    expect(memberHint('ClientItem', 'city')).toEqual({ maxLength: 35 });
    expect(memberHint('ClientItem', 'country')).toEqual({ example: 'BE' });
    expect(memberHint('ClientItem', 'air_transport_minimum')).toEqual({ minimum: 0 });
    expect(memberHint('ClientItem', 'no_such_member')).toBeUndefined();
  });

  it("word a form's own faults in the same place", () => {
    expect(faultMessage({ field: 'x', keyword: 'decimals', params: { limit: 2 } }, en)).toBe(
      'At most 2 decimals',
    );
    expect(
      faultMessage({ field: 'x', keyword: 'multipleOf', params: { multipleOf: 0.01 } }, en),
    ).toBe('At most 2 decimals');
    expect(faultMessage({ field: 'x', keyword: 'number', params: {} }, en)).toBe(
      'A number, such as 1,25',
    );
    expect(
      faultMessage({ field: 'x', keyword: 'maxLength', params: { limit: 35 }, value: 'x' }, fr),
    ).toBe('Au plus 35 caractères (actuellement 1)');
    expect(
      faultMessage(
        {
          field: 'x',
          keyword: 'ambiguous',
          params: { typed: '1.234', grouped: 1234, decimal: 1.234 },
        },
        nl,
      ),
    ).toBe('1.234 betekent 1234 of 1,234?');
  });
});
