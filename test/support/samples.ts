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

/**
 * What the shared import samples lack to be filed, as a declarant adds it in review: where the
 * goods are (IM-LOCATION-OF-GOODS) and what kind of number names the truck they arrive on and the
 * ship that brought them (IM-ARRIVAL-MEANS-TYPE, IM-BORDER-MEANS-TYPE; decision 0039). To be
 * dropped once ../shared/samples/canonical carries them.
 */
const completeImport = (declaration: Json): Json => ({
  ...declaration,
  authorised_location_of_goods: declaration.authorised_location_of_goods ?? {
    type_of_location: 'A',
    qualifier_of_identification: 'U',
    un_locode: 'BEANR',
  },
  transport: {
    departure_means_type_code: '30',
    border_means_type_code: '10',
    ...declaration.transport,
  },
});

/** A canonical declaration from ../shared/samples/canonical, parsed fresh for each caller. */
export const sample = (name: (typeof SAMPLE_NAMES)[number]): Json => {
  const declaration = JSON.parse(
    readFileSync(`${sharedDir}samples/canonical/${name}.json`, 'utf8').replace(
      /"([A-Z]{4}[0-9]{7})"/g,
      (quoted, number: string) =>
        CONTAINER_CHECK_DIGITS[number] ? `"${CONTAINER_CHECK_DIGITS[number]}"` : quoted,
    ),
  ) as Json;
  return name.startsWith('im-') ? completeImport(declaration) : declaration;
};

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

/**
 * The shared samples' commodity codes that are no codes of CN 2026, and the CN 2026 code of the
 * same goods: 7318 16 30 became 7318 16 31/39 (stainless steel nuts, not blind rivet nuts: 39);
 * 8459 61 00 and 3403 19 00 are HS subheadings the CN divides. To be dropped once
 * ../shared/samples/canonical carries CN 2026 codes.
 */
const CN2026_CODES: Readonly<Record<string, string>> = {
  '73181630': '73181639',
  '84596100': '84596190',
  '34031900': '34031980',
};

/**
 * A declaration with the shared samples' outdated commodity codes replaced (CN2026_CODES), for a
 * test that files against a loaded tariff (rules R0060, EX-COMMODITY-CODE, IM-COMMODITY-CODE).
 */
export const withCn2026Codes = (declaration: Json): Json => {
  for (const item of declaration.goods_items ?? [])
    if (CN2026_CODES[item.commodity_code]) item.commodity_code = CN2026_CODES[item.commodity_code];
  return declaration;
};

/**
 * The export sample as a declarant completes it: the truck's kind of number and a location of
 * goods (an authorised place by its UN/LOCODE), which the shared file leaves out.
 */
export const exportAsCompleted = (): Json => {
  const declaration = sample('ex');
  declaration.transport.departure_means_type_code = '30';
  declaration.authorised_location_of_goods = {
    type_of_location: 'B',
    qualifier_of_identification: 'U',
    un_locode: 'BEKRT',
  };
  return declaration;
};
