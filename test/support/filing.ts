import { join } from 'node:path';
import type { FilingSetup } from '../../src/regimes/index.ts';
import { catalogOf, embeddedSnapshot, type ReferenceCatalog } from '../../src/reference/index.ts';
import { sharedDir } from './samples.ts';

export const nctsSchemaFolder = join(sharedDir, 'schemas/ncts');

let catalog: ReferenceCatalog | undefined;

/** The EU lists and offices of the snapshot shipped with the service, as a fresh database has them. */
export const embeddedCodes: FilingSetup['codes'] = (domain, phase) => {
  const snapshot = embeddedSnapshot();
  catalog ??= catalogOf(snapshot.sets, snapshot.offices.offices);
  return catalog.codes(domain, phase);
};

/** The embedded EU lists and the official NCTS schemas, loaded once per test process. */
export const filingSetup = (phase: 5 | 6 = 6): FilingSetup => ({
  codes: embeddedCodes,
  nctsSchemaFolder,
  phase,
  recipient: 'NTA.BE',
});

/** The settings that point the service at the same schemas. */
export const filingEnv = {
  Filing__NctsSchemaFolder: nctsSchemaFolder,
};

/**
 * The broker the filing tests file for: its GLN, and authorised consignor (C521), as a broker
 * filing transit from an authorised place (the samples' location type B) must be.
 */
export const BROKER_SETTINGS = {
  'declarations:sender_gln': '5412345000013',
  'declarations:auth_c521': 'BEACEBE0403000158-2021-TR01',
} as const;

/** Who declares imports and exports: the broker itself, as it sets once. */
export const DECLARANT_SETTINGS = {
  'declarations:declarant_eori': 'BE0403000158',
  'declarations:declarant_name': 'Scheldt Forwarding NV',
  'declarations:declarant_street': 'Noorderlaan 147',
  'declarations:declarant_postcode': '2030',
  'declarations:declarant_city': 'Antwerpen',
} as const;
