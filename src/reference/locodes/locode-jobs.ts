import { defineJob } from '../../jobs/index.ts';
import { readRuntimeSettings } from '../../runtime-settings/index.ts';
import type { ReferenceDeps, ReferenceJobs } from '../reference-deps.ts';
import { syncLocodes } from './sync-locodes.ts';

export const LOCODE_SYNC_JOB = 'reference-locodes-sync';
/** SPEC.md, Reference data: the daily sync cycle runs at 02:00 UTC. */
export const LOCODE_SYNC_CRON = '0 2 * * *';

/**
 * The daily UN/LOCODE sync. `locode:auto_sync` is read when the job runs: off, the scheduled job
 * only says so; one sent by an admin's "run now" (`now: true`) syncs as `customs reference
 * sync-locodes` does. A failed sync is retried twice (10 and 20 minutes later); each attempt is
 * recorded.
 */
export const locodeJobs = (deps: ReferenceDeps): ReferenceJobs => ({
  definitions: [
    defineJob<{ now?: boolean }>({
      name: LOCODE_SYNC_JOB,
      attempts: 3,
      retryDelaySeconds: 600,
      expireInSeconds: 900,
      concurrency: 1,
      oneAtATime: true,
      handle: async (data, job) => {
        const logger = deps.logger.child({ job: LOCODE_SYNC_JOB, jobId: job.id });
        if (data.now !== true && !(await readRuntimeSettings(deps.db))['locode:auto_sync']) {
          logger.info('UN/LOCODE sync skipped: locode:auto_sync is off');
          return;
        }
        await syncLocodes(deps.db, logger);
      },
    }),
  ],
  schedules: [{ name: LOCODE_SYNC_JOB, cron: LOCODE_SYNC_CRON }],
});
