import { audit } from '../../audit/index.ts';
import type { Db } from '../../db/index.ts';
import { DomainError } from '../../errors/index.ts';
import type { JobEngine } from '../../jobs/index.ts';
import { readRuntimeSettings } from '../../runtime-settings/index.ts';
import type { Settings } from '../../settings/index.ts';
import { syncConfigured } from '../code-lists/sync-code-lists.ts';
import { SYNC_JOBS, type SyncName } from './data-sync.ts';

export interface RunNowDeps {
  readonly db: Db;
  readonly settings: Settings;
  readonly jobs: Pick<JobEngine, 'send'>;
}

const notConfigured = (detail: string) =>
  new DomainError('conflict', 'reference-sync-not-configured', detail);

/** Why a sync cannot run: its source is not set. Undefined when it can. */
const missingSource = async (deps: RunNowDeps, name: SyncName): Promise<string | undefined> => {
  if (name === 'code-lists')
    return syncConfigured(deps.settings)
      ? undefined
      : 'No ReferenceData:*Url is configured: the embedded snapshot is the reference data';
  if (name === 'tariff')
    return deps.settings['Tarbel:ExtractionsUrl']
      ? undefined
      : 'Tarbel:ExtractionsUrl is not set: there is no extraction listing to look at; upload an extraction at /Admin/Tarbel';
  const runtime = await readRuntimeSettings(deps.db);
  return runtime['locode:datapackage_url'] || runtime['locode:csv_url']
    ? undefined
    : 'Neither locode:datapackage_url nor locode:csv_url is set: import a UN/LOCODE file at /Admin/Locode';
};

/**
 * "Run now" (Admins): the sync's job is sent as the 02:00 UTC schedule sends it (the UN/LOCODE
 * one marked `now`, so that it syncs whatever locode:auto_sync says, as `customs reference
 * sync-locodes` does), audited under the admin's name in the same transaction. Each sync's jobs
 * run one at a time: one sent while another runs waits for it.
 */
export const runSyncNow = async (
  deps: RunNowDeps,
  name: SyncName,
  actor: string,
): Promise<{ readonly job: string | null; readonly queued: boolean }> => {
  const missing = await missingSource(deps, name);
  if (missing) throw notConfigured(missing);
  return deps.db.transaction(async (tx) => {
    const job = await deps.jobs.send(SYNC_JOBS[name].job, name === 'locodes' ? { now: true } : {}, {
      tx,
    });
    await audit(tx, {
      actor,
      action: 'reference-sync.requested',
      entityType: 'reference-sync',
      entityId: name,
      after: { job },
    });
    return { job, queued: job !== null };
  });
};
