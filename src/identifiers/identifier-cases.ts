import type { IdentifierFault } from './identifier-check.ts';

/**
 * The cases the identifier checks are tested against, on the server and (later) in the browser:
 * what a person types, what is checked and stored, and the reason when customs would refuse it.
 * Plain data, so any test runner can walk it.
 */
export interface IdentifierCase {
  readonly kind: 'eori' | 'container-number' | 'unlocode' | 'office-code';
  readonly about: string;
  /** As a person types it. */
  readonly typed: string;
  /** After normalising: what is checked and stored. */
  readonly normalised: string;
  /** Why customs would refuse it; absent for a valid identifier. */
  readonly reason?: string;
  /** The same as a code, with the check digits or role expected (identifier-check.ts). */
  readonly fault?: IdentifierFault;
  readonly shouldBe?: string;
  /** Checked with the stand-in lists below (countries, UN/LOCODEs, offices); else with none. */
  readonly withLists?: boolean;
  /** The role the office needs where it is named. */
  readonly role?: string;
}

/** A small stand-in for the reference lists the checks can be given. */
export const CASE_LISTS: {
  readonly countries: readonly string[];
  readonly locodes: readonly string[];
  readonly offices: Readonly<Record<string, readonly string[]>>;
} = {
  countries: ['BE', 'DE', 'FR', 'GB', 'IT', 'NL', 'XI'],
  locodes: ['BEANR', 'BEKRT', 'BEZEE', 'NLRTM'],
  offices: {
    BE101000: ['DEP', 'DES', 'EXT', 'TRA'],
    BE212000: ['EXP'],
    NL000396: ['DEP', 'DES'],
  },
};

const EORI_SHAPE = 'a two-letter country code and up to 15 capital letters or digits';
const CONTAINER_SHAPE =
  'three letters for the owner, U, J or Z, six digits and a check digit (ISO 6346)';
const LOCODE_SHAPE = 'a two-letter country code and three letters or digits 2 to 9, such as BEANR';
const OFFICE_SHAPE = 'a two-letter country code and six letters or digits, such as BE101000';
const belgianCheck = (value: string, expected: string) =>
  `${value}: the last two digits of a Belgian enterprise number are a check (mod 97) and should be ${expected}`;
const containerCheck = (value: string, expected: number) =>
  `${value}: the last digit of a container number is a check digit (ISO 6346) and should be ${expected}`;

export const IDENTIFIER_CASES: readonly IdentifierCase[] = [
  { kind: 'eori', about: 'a Belgian EORI', typed: 'BE0403000158', normalised: 'BE0403000158' },
  {
    kind: 'eori',
    about: 'spaces and dots as printed on paper',
    typed: 'BE 0403.000.158',
    normalised: 'BE0403000158',
  },
  {
    kind: 'eori',
    about: 'lower case',
    typed: 'be0412345614',
    normalised: 'BE0412345614',
  },
  {
    kind: 'eori',
    about: 'hyphens and a trailing space',
    typed: 'BE-0456-789-133 ',
    normalised: 'BE0456789133',
  },
  {
    kind: 'eori',
    about: 'an enterprise number that starts with 1',
    typed: 'BE1403000179',
    normalised: 'BE1403000179',
  },
  {
    kind: 'eori',
    about: 'a check of 97 (the first eight digits a multiple of 97)',
    typed: 'BE0000009797',
    normalised: 'BE0000009797',
  },
  {
    kind: 'eori',
    about: 'a wrong check digit',
    typed: 'BE0403000111',
    normalised: 'BE0403000111',
    reason: belgianCheck('BE0403000111', '58'),
    fault: 'check',
    shouldBe: '58',
  },
  {
    kind: 'eori',
    about: 'a wrong check digit, typed with dots',
    typed: 'BE 0456.789.123',
    normalised: 'BE0456789123',
    reason: belgianCheck('BE0456789123', '33'),
    fault: 'check',
    shouldBe: '33',
  },
  {
    kind: 'eori',
    about: 'a Belgian EORI one digit short',
    typed: 'BE456789123',
    normalised: 'BE456789123',
    reason:
      'BE456789123 is not a Belgian EORI: BE followed by the 10-digit enterprise number (0 or 1 first)',
    fault: 'belgian',
  },
  {
    kind: 'eori',
    about: 'a Belgian enterprise number that starts with 2',
    typed: 'BE2403000111',
    normalised: 'BE2403000111',
    reason:
      'BE2403000111 is not a Belgian EORI: BE followed by the 10-digit enterprise number (0 or 1 first)',
    fault: 'belgian',
  },
  {
    kind: 'eori',
    about: 'a Dutch EORI',
    typed: 'NL123456789B01',
    normalised: 'NL123456789B01',
    withLists: true,
  },
  {
    kind: 'eori',
    about: 'a German EORI of the full 15 characters',
    typed: 'DE812345678901234',
    normalised: 'DE812345678901234',
  },
  {
    kind: 'eori',
    about: 'Northern Ireland',
    typed: 'XI123456789000',
    normalised: 'XI123456789000',
    withLists: true,
  },
  {
    kind: 'eori',
    about: 'too long',
    typed: 'DE8123456789012345',
    normalised: 'DE8123456789012345',
    reason: `DE8123456789012345 is too long: an EORI number is ${EORI_SHAPE}`,
    fault: 'too-long',
  },
  {
    kind: 'eori',
    about: 'a country that does not exist',
    typed: 'ZZ123456',
    normalised: 'ZZ123456',
    reason: 'ZZ123456 starts with ZZ, which is not a country code',
    fault: 'country',
    withLists: true,
  },
  {
    kind: 'eori',
    about: 'an enterprise number without its country',
    typed: '0403.000.158',
    normalised: '0403000158',
    reason: `0403000158 is not an EORI number: ${EORI_SHAPE}`,
    fault: 'shape',
  },
  {
    kind: 'eori',
    about: 'a character that is neither letter nor digit',
    typed: 'BE0403000158/1',
    normalised: 'BE0403000158/1',
    reason: `BE0403000158/1 is not an EORI number: ${EORI_SHAPE}`,
    fault: 'shape',
  },
  {
    kind: 'eori',
    about: 'empty',
    typed: ' ',
    normalised: '',
    reason: `is empty; an EORI number is ${EORI_SHAPE}`,
    fault: 'empty',
  },

  { kind: 'container-number', about: 'valid', typed: 'MSKU1234565', normalised: 'MSKU1234565' },
  {
    kind: 'container-number',
    about: 'the example of ISO 6346',
    typed: 'CSQU3054383',
    normalised: 'CSQU3054383',
  },
  {
    kind: 'container-number',
    about: 'typed in lower case with a space and a hyphen',
    typed: 'msku 123456-5',
    normalised: 'MSKU1234565',
  },
  {
    kind: 'container-number',
    about: 'a remainder of 10, written 0',
    typed: 'MSKU1000090',
    normalised: 'MSKU1000090',
  },
  {
    kind: 'container-number',
    about: 'a wrong check digit',
    typed: 'MSKU7654321',
    normalised: 'MSKU7654321',
    reason: containerCheck('MSKU7654321', 8),
    fault: 'check',
    shouldBe: '8',
  },
  {
    kind: 'container-number',
    about: 'a wrong check digit that should be 0',
    typed: 'CMAU 314159 3',
    normalised: 'CMAU3141593',
    reason: containerCheck('CMAU3141593', 0),
    fault: 'check',
    shouldBe: '0',
  },
  {
    kind: 'container-number',
    about: 'a category other than U, J or Z',
    typed: 'MSKX1234565',
    normalised: 'MSKX1234565',
    reason: `MSKX1234565 is not a container number: ${CONTAINER_SHAPE}`,
    fault: 'shape',
  },
  {
    kind: 'container-number',
    about: 'one digit short',
    typed: 'MSKU123456',
    normalised: 'MSKU123456',
    reason: `MSKU123456 is not a container number: ${CONTAINER_SHAPE}`,
    fault: 'shape',
  },
  {
    kind: 'container-number',
    about: 'too long',
    typed: 'MSKU12345650',
    normalised: 'MSKU12345650',
    reason: `MSKU12345650 is not a container number: ${CONTAINER_SHAPE}`,
    fault: 'shape',
  },
  {
    kind: 'container-number',
    about: 'empty',
    typed: '',
    normalised: '',
    reason: `is empty; a container number is ${CONTAINER_SHAPE}`,
    fault: 'empty',
  },

  { kind: 'unlocode', about: 'Antwerp', typed: 'BEANR', normalised: 'BEANR', withLists: true },
  { kind: 'unlocode', about: 'typed in lower case', typed: 'be anr', normalised: 'BEANR' },
  {
    kind: 'unlocode',
    about: 'well formed, with no list loaded',
    typed: 'BEXXX',
    normalised: 'BEXXX',
  },
  {
    kind: 'unlocode',
    about: 'well formed, not in the loaded list',
    typed: 'BEXXX',
    normalised: 'BEXXX',
    reason: 'BEXXX is not in the UN/LOCODE list',
    fault: 'unknown',
    withLists: true,
  },
  {
    kind: 'unlocode',
    about: 'the digit 1, which UN/LOCODEs do not use',
    typed: 'BEAN1',
    normalised: 'BEAN1',
    reason: `BEAN1 is not a UN/LOCODE: ${LOCODE_SHAPE}`,
    fault: 'shape',
  },
  {
    kind: 'unlocode',
    about: 'too long',
    typed: 'BEANRX',
    normalised: 'BEANRX',
    reason: `BEANRX is not a UN/LOCODE: ${LOCODE_SHAPE}`,
    fault: 'shape',
  },
  {
    kind: 'unlocode',
    about: 'empty',
    typed: '',
    normalised: '',
    reason: `is empty; a UN/LOCODE is ${LOCODE_SHAPE}`,
    fault: 'empty',
  },

  { kind: 'office-code', about: 'Antwerp', typed: 'BE101000', normalised: 'BE101000' },
  {
    kind: 'office-code',
    about: 'typed in lower case with spaces',
    typed: 'be 101 000',
    normalised: 'BE101000',
  },
  {
    kind: 'office-code',
    about: 'an office with the role it needs',
    typed: 'BE101000',
    normalised: 'BE101000',
    withLists: true,
    role: 'DES',
  },
  {
    kind: 'office-code',
    about: 'an office without the role it needs',
    typed: 'BE212000',
    normalised: 'BE212000',
    reason: 'BE212000 is a customs office without the role DEP',
    fault: 'role',
    shouldBe: 'DEP',
    withLists: true,
    role: 'DEP',
  },
  {
    kind: 'office-code',
    about: 'an office not in the list',
    typed: 'XX999999',
    normalised: 'XX999999',
    reason: 'XX999999 is not a known customs office',
    fault: 'unknown',
    withLists: true,
  },
  {
    kind: 'office-code',
    about: 'one character short',
    typed: 'BE10100',
    normalised: 'BE10100',
    reason: `BE10100 is not a customs office code: ${OFFICE_SHAPE}`,
    fault: 'shape',
  },
  {
    kind: 'office-code',
    about: 'too long',
    typed: 'BE1010000',
    normalised: 'BE1010000',
    reason: `BE1010000 is not a customs office code: ${OFFICE_SHAPE}`,
    fault: 'shape',
  },
  {
    kind: 'office-code',
    about: 'empty',
    typed: '',
    normalised: '',
    reason: `is empty; a customs office code is ${OFFICE_SHAPE}`,
    fault: 'empty',
  },
];

/** The cases of one kind, each with the expected outcome of checking its normalised value. */
export const casesOf = (kind: IdentifierCase['kind']) =>
  IDENTIFIER_CASES.filter((entry) => entry.kind === kind).map((entry) => ({
    ...entry,
    expected: entry.reason
      ? {
          ok: false,
          value: entry.normalised,
          reason: entry.reason,
          fault: entry.fault,
          ...(entry.shouldBe === undefined ? {} : { expected: entry.shouldBe }),
        }
      : { ok: true, value: entry.normalised },
  }));

/** The stand-in lists as the lookups the checks take. */
export const caseLookups = {
  isCountry: (code: string) => CASE_LISTS.countries.includes(code),
  isKnown: (code: string) => CASE_LISTS.locodes.includes(code),
  roles: (office: string) => {
    const roles = CASE_LISTS.offices[office];
    return roles ? new Set(roles) : undefined;
  },
};
