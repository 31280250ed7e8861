import { join } from 'node:path';
import {
  loadReferenceCodes,
  type FilingSetup,
  type ReferenceCodes,
} from '../../src/regimes/index.ts';
import { sharedDir } from './samples.ts';

export const nctsSchemaFolder = join(sharedDir, 'schemas/ncts');
export const codeListFolder = join(sharedDir, 'refdata/eu-codelists/p6-csv');
export const customsOfficesFile = join(
  sharedDir,
  'refdata/eu-codelists/customs-offices/col-generic-2025-02-12-all.csv',
);

let codes: ReferenceCodes | undefined;

/** The shared EU code lists, office list and official NCTS schemas, loaded once per test process. */
export const filingSetup = (phase: 5 | 6 = 6): FilingSetup => ({
  codes: (codes ??= loadReferenceCodes(codeListFolder, customsOfficesFile)),
  nctsSchemaFolder,
  phase,
  recipient: 'NTA.BE',
});

/** The settings that point the service at the same files. */
export const filingEnv = {
  Filing__NctsSchemaFolder: nctsSchemaFolder,
  Filing__CodeListFolder: codeListFolder,
  Filing__CustomsOfficesFile: customsOfficesFile,
};

/**
 * The broker the filing tests file for: its GLN, and authorised consignor (C521), as a broker
 * filing transit from an authorised place (the samples' location type B) must be.
 */
export const BROKER_SETTINGS = {
  'declarations:sender_gln': '5412345000013',
  'declarations:auth_c521': 'BEACEBE0403000111-2021-TR01',
} as const;
