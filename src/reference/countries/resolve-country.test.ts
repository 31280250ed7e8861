import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { embeddedCountries, resolverWithAliases } from './embedded-countries.ts';
import { countryResolver, type CountryResolution } from './resolve-country.ts';

describe('country resolution, in the five steps of SPEC.md', () => {
  const warned: CountryResolution[] = [];
  const resolve = countryResolver({
    countries: embeddedCountries(),
    aliases: { Holland: 'NL', 'Bundesrepublik Deutschland': 'de', Nowhere: 'ZZ' },
    warn: (resolution) => warned.push(resolution),
  });

  it('1: passes a two-letter code of CL008 through, in any case, and EU codes i18n lacks', () => {
    assert.deepEqual(resolve('BE'), { input: 'BE', code: 'BE', step: 'code' });
    assert.deepEqual(resolve(' nl '), { input: ' nl ', code: 'NL', step: 'code' });
    assert.equal(resolve('XI').code, 'XI', 'Northern Ireland, a customs code');
    assert.notEqual(resolve('ZZ').step, 'code', 'two letters that are no country');
  });

  it('2: reads CountryAliases, names compared case-insensitively', () => {
    assert.deepEqual(resolve('HOLLAND'), { input: 'HOLLAND', code: 'NL', step: 'alias' });
    assert.equal(resolve('bundesrepublik deutschland').code, 'DE');
    assert.notEqual(resolve('Nowhere').code, 'ZZ', 'an alias to a code CL008 lacks is not used');
  });

  it('3: matches an exact English or Dutch name, accents and case aside', () => {
    assert.deepEqual(resolve('Belgium'), { input: 'Belgium', code: 'BE', step: 'name' });
    assert.equal(resolve('België').code, 'BE');
    assert.equal(resolve('belgie').code, 'BE');
    assert.equal(resolve('Duitsland').step, 'name');
    assert.equal(resolve('Duitsland').code, 'DE');
    assert.equal(resolve('United States of America').code, 'US');
    assert.equal(resolve('UK').code, 'GB', 'a usual name, not a code of CL008');
    assert.equal(resolve('Ceuta').code, 'XC', 'from the EU description of CL008');
    assert.equal(resolve('United Kingdom (Northern Ireland)').code, 'XI');
  });

  it('4: matches the start or a part of a name when one country fits', () => {
    assert.deepEqual(resolve('Nether'), { input: 'Nether', code: 'NL', step: 'partial' });
    assert.equal(resolve('Federal Republic of Germany, Hamburg').code, 'DE');
    assert.equal(resolve('Luxemb').code, 'LU');
    assert.equal(resolve('Northern Ireland').code, 'XI', 'inside the EU description of XI');
  });

  it('5: warns and leaves the text as it is when nothing, or more than one country, fits', () => {
    warned.length = 0;
    assert.deepEqual(resolve('Atlantis'), {
      input: 'Atlantis',
      code: undefined,
      step: 'unresolved',
    });
    const guinea = resolve('Guin');
    assert.equal(guinea.code, undefined);
    assert.ok(guinea.candidates?.includes('GN') && guinea.candidates.includes('GW'));
    assert.equal(resolve('Sw').step, 'unresolved', 'too short for a partial match');
    assert.deepEqual(
      warned.map((resolution) => resolution.input),
      ['Atlantis', 'Guin', 'Sw'],
    );
  });

  it('is the same resolver without aliases wherever none are configured', () => {
    assert.equal(resolverWithAliases({}), resolverWithAliases({}));
    assert.equal(resolverWithAliases({ Holland: 'NL' })('Holland').step, 'alias');
    assert.equal(resolverWithAliases({})('Holland').step, 'unresolved', 'in no list of names');
  });
});
