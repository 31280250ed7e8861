import type { Db } from '../db/index.ts';
import type { Filer } from '../filing/index.ts';
import { cachedRuntimeSettings } from '../runtime-settings/index.ts';
import type { Settings } from '../settings/index.ts';
import { groupCommitWriter, type GroupCommitOptions } from '../dossiers/index.ts';
import type { CompanySettings } from '../runtime-settings/index.ts';
import type { IngestDeps } from './ingest.ts';

/** A runtime setting changed with the CLI or an admin page reaches ingestion within this time. */
export const RUNTIME_SETTINGS_TTL_MS = 2000;

/** What both entry points (HTTP and the queue) hand to `ingest()`: one settings reader for the process. */
export const ingestDepsFor = (
  settings: Pick<Settings, 'Storage:UploadFolder'>,
  db: Db,
  options: {
    runtimeSettingsTtlMs?: number;
    now?: () => Date;
    groupCommit?: GroupCommitOptions;
    filer?: Filer;
    /** A runtime-settings reader to share (the service's filer reads the same cache). */
    runtimeSettings?: () => Promise<CompanySettings>;
  } = {},
): IngestDeps => ({
  db,
  filer: options.filer,
  writeDossier: groupCommitWriter(db, options.groupCommit),
  uploadFolder: settings['Storage:UploadFolder'],
  now: options.now ?? (() => new Date()),
  companyDefaults:
    options.runtimeSettings ??
    cachedRuntimeSettings(db, options.runtimeSettingsTtlMs ?? RUNTIME_SETTINGS_TTL_MS),
});
