import { join } from 'node:path';
import { checkClientItem, createClientByHand } from '../../src/clients/create-client-by-hand.ts';
import type { Db } from '../../src/db/index.ts';
import type { FilingSetup } from '../../src/regimes/index.ts';
import { setRuntimeSetting } from '../../src/runtime-settings/index.ts';
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

/**
 * A broker as a fresh installation has it once set up: its declarations:* settings and its
 * importer ACME-BNL, a customs client with an address and an air rate (the transport costs page
 * starts from it; a new import dossier starts with it as the importer).
 */
export const setUpBroker = async (db: Db, actor: string): Promise<void> => {
  // Where its imports wait for customs, unless a dossier says otherwise (IM-LOCATION-OF-GOODS).
  const location = { 'declarations:location_of_goods': 'BEANR' };
  for (const [name, value] of Object.entries({
    ...BROKER_SETTINGS,
    ...DECLARANT_SETTINGS,
    ...location,
  }))
    await setRuntimeSetting(db, name, value, actor);
  await createClientByHand(
    db,
    checkClientItem({
      code: 'ACME-BNL',
      name: 'Acme Benelux BV',
      identification_number: 'BE0456789133',
      street_and_number: 'Noorderlaan 1',
      postcode: '2030',
      city: 'Antwerpen',
      country: 'BE',
      air_transport_rate_per_kg: 1.25,
      air_transport_minimum: 50,
    }),
    actor,
  );
};
