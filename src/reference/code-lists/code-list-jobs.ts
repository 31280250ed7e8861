import { defineJob } from '../../jobs/index.ts';
import type { ReferenceDeps, ReferenceJobs } from '../reference-deps.ts';
import { syncCodeLists, syncConfigured } from './sync-code-lists.ts';

export const CODE_LIST_SYNC_JOB = 'reference.code-list-sync';

/**
 * The daily code-list sync (02:00 UTC, SPEC.md "Reference data"), scheduled only when a
 * publication URL is configured. A failed run is retried twice, five and ten minutes later.
 */
export const codeListJobs = (deps: ReferenceDeps): ReferenceJobs => ({
  definitions: [
    defineJob({
      name: CODE_LIST_SYNC_JOB,
      attempts: 3,
      retryDelaySeconds: 300,
      expireInSeconds: 900,
      concurrency: 1,
      oneAtATime: true,
      handle: async () => {
        if (!syncConfigured(deps.settings)) {
          deps.logger.info('no ReferenceData:*Url configured: the embedded snapshot stays');
          return;
        }
        const outcome = await syncCodeLists(deps);
        if (!outcome.ok) throw new Error(outcome.reason);
        await deps.afterCodeListSync?.();
      },
    }),
  ],
  schedules: syncConfigured(deps.settings) ? [{ name: CODE_LIST_SYNC_JOB, cron: '0 2 * * *' }] : [],
});
