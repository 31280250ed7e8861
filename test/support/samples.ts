import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** ../shared beside the repository, as CI lays it out. */
export const sharedDir = fileURLToPath(new URL('../../../shared/', import.meta.url));

export const SAMPLE_NAMES = ['im-h1b', 'im-h2b', 'ex', 't1-auto-dispatch', 't2-groupage'] as const;

type Json = Record<string, any>;

/**
 * Container numbers of the shared samples whose ISO 6346 check digit is wrong, and the number with
 * the right one: the samples were written before filing checked it (rule ALL-CONTAINER-NUMBER,
 * decision 0029). To be dropped once ../shared/samples/canonical carries the corrected numbers.
 */
const CONTAINER_CHECK_DIGITS: Readonly<Record<string, string>> = {
  MSKU7654321: 'MSKU7654328',
  CMAU3141593: 'CMAU3141590',
};

/** A canonical declaration from ../shared/samples/canonical, parsed fresh for each caller. */
export const sample = (name: (typeof SAMPLE_NAMES)[number]): Json =>
  JSON.parse(
    readFileSync(`${sharedDir}samples/canonical/${name}.json`, 'utf8').replace(
      /"([A-Z]{4}[0-9]{7})"/g,
      (quoted, number: string) =>
        CONTAINER_CHECK_DIGITS[number] ? `"${CONTAINER_CHECK_DIGITS[number]}"` : quoted,
    ),
  ) as Json;

/**
 * A sample as a sender would send it today: its transit limit date (a fixed day in the shared
 * file) moved eight days ahead when that day has passed, so a filing with the real clock does
 * not fail the rule that the limit date is not in the past (TR-LIMIT-DATE).
 */
export const sampleForToday = (name: (typeof SAMPLE_NAMES)[number]): Json => {
  const declaration = sample(name);
  const today = new Date().toISOString().slice(0, 10);
  if (typeof declaration.limit_date === 'string' && declaration.limit_date <= today)
    declaration.limit_date = new Date(Date.now() + 8 * 86_400_000).toISOString().slice(0, 10);
  return declaration;
};

/**
 * The T2 groupage sample with what the NCTS requires of every transit declaration and the shared
 * file leaves out: its countries of dispatch and destination (C0909, C0343) and its place of
 * loading (C0403). The shared T1 sample carries them; tests that build the T2 add them here, in
 * the open, so the loader itself changes nothing.
 */
export const groupageAsFiled = (): Json => {
  const declaration = sample('t2-groupage');
  declaration.shipment = {
    ...declaration.shipment,
    country_of_dispatch: 'BE',
    country_of_destination: 'IT',
  };
  declaration.loading_location = { loading_place_code: 'BEANR', loading_place: 'Antwerpen' };
  return declaration;
};
