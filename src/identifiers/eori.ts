import { fails, passes, type IdentifierCheck } from './identifier-check.ts';

export interface EoriLookups {
  /** Whether a two-letter code is a country that may prefix an EORI; undefined: not known here. */
  readonly isCountry?: (code: string) => boolean | undefined;
}

const SHAPE = 'a two-letter country code and up to 15 capital letters or digits';

/**
 * The check of a Belgian enterprise number (KBO/BCE): its last two digits are 97 minus the first
 * eight modulo 97, so they run from 01 to 97 and are never 00.
 */
export const enterpriseNumberCheck = (firstEight: string): string =>
  String(97 - (Number(firstEight) % 97)).padStart(2, '0');

/**
 * An EORI number as customs checks it (Regulation (EU) 2015/2447 art. 7): a country code and up
 * to 15 characters; a Belgian one is BE and the 10-digit enterprise number, whose check must hold.
 * The value is checked as given: normalise what a person typed first.
 */
export const checkEori = (value: string, lookups: EoriLookups = {}): IdentifierCheck => {
  if (value === '') return fails(value, `is empty; an EORI number is ${SHAPE}`, 'empty');
  if (/^[A-Z]{2}[A-Z0-9]{16,}$/.test(value))
    return fails(value, `${value} is too long: an EORI number is ${SHAPE}`, 'too-long');
  if (!/^[A-Z]{2}[A-Z0-9]{1,15}$/.test(value))
    return fails(value, `${value} is not an EORI number: ${SHAPE}`, 'shape');
  const country = value.slice(0, 2);
  if (lookups.isCountry?.(country) === false)
    return fails(value, `${value} starts with ${country}, which is not a country code`, 'country');
  if (country !== 'BE') return passes(value);
  if (!/^BE[01][0-9]{9}$/.test(value))
    return fails(
      value,
      `${value} is not a Belgian EORI: BE followed by the 10-digit enterprise number (0 or 1 first)`,
      'belgian',
    );
  const expected = enterpriseNumberCheck(value.slice(2, 10));
  return value.slice(10) === expected
    ? passes(value)
    : fails(
        value,
        `${value}: the last two digits of a Belgian enterprise number are a check (mod 97) and should be ${expected}`,
        'check',
        expected,
      );
};
