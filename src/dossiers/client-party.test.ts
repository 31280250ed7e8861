import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { prefillFromClient } from './client-party.ts';

const ACME = {
  name: 'Acme Benelux BV',
  identificationNumber: 'BE0456789133',
  streetAndNumber: 'Noorderlaan 1',
  postcode: '2030',
  city: 'Antwerpen',
  country: 'BE',
};
const PARTY = {
  name: 'Acme Benelux BV',
  eori: 'BE0456789133',
  street_and_number: 'Noorderlaan 1',
  postcode: '2030',
  city: 'Antwerpen',
  country: 'BE',
};

describe('the client pre-filled into a new manual dossier', () => {
  it('is the importer of an import and the exporter of an export', () => {
    assert.deepEqual(prefillFromClient('IM', ACME), { parties: { importer: PARTY } });
    assert.deepEqual(prefillFromClient('EX', ACME), { parties: { exporter: PARTY } });
  });

  it('is no party of a transit, whose client may play any role', () => {
    assert.deepEqual(prefillFromClient('T1', ACME), {});
    assert.deepEqual(prefillFromClient('T2', ACME), {});
  });

  it('leaves out what the client lacks and what the declaration would not take as it is', () => {
    const long = 'N'.repeat(71);
    assert.deepEqual(
      prefillFromClient('IM', {
        ...ACME,
        name: long,
        identificationNumber: null,
        streetAndNumber: '  ',
        city: 'C'.repeat(36),
        // A masterdata client's country as it came: the declaration takes capitals only.
        country: 'be',
      }),
      { parties: { importer: { postcode: '2030' } } },
    );
    assert.deepEqual(
      prefillFromClient('EX', {
        name: long,
        identificationNumber: null,
        streetAndNumber: null,
        postcode: null,
        city: null,
        country: null,
      }),
      {},
    );
  });
});
