import type { Db } from '../db/index.ts';
import type { Filer } from '../filing/index.ts';
import type { FilingSetup } from '../regimes/index.ts';
import { cachedRuntimeSettings, RUNTIME_SETTINGS_TTL_MS } from '../runtime-settings/index.ts';
import { groupCommitWriter, type GroupCommitOptions } from '../dossiers/index.ts';
import type { CompanySettings } from '../runtime-settings/index.ts';
import type { IngestDeps } from './ingest.ts';

/** What both entry points (HTTP and the queue) hand to `ingest()`: one settings reader for the process. */
export const ingestDepsFor = (
  settings: { readonly 'Storage:UploadFolder': string },
  db: Db,
  options: {
    runtimeSettingsTtlMs?: number;
    now?: () => Date;
    groupCommit?: GroupCommitOptions;
    filer?: Filer;
    /** The EU lists and offices as they stand; the filer's when absent. */
    codes?: FilingSetup['codes'];
    /** A runtime-settings reader to share (the service's filer reads the same cache). */
    runtimeSettings?: () => Promise<CompanySettings>;
  } = {},
): IngestDeps => ({
  db,
  filer: options.filer,
  ...(options.codes ? { codes: options.codes } : {}),
  writeDossier: groupCommitWriter(db, options.groupCommit),
  uploadFolder: settings['Storage:UploadFolder'],
  now: options.now ?? (() => new Date()),
  companyDefaults:
    options.runtimeSettings ??
    cachedRuntimeSettings(db, options.runtimeSettingsTtlMs ?? RUNTIME_SETTINGS_TTL_MS),
});
