import { defineJob } from '../../jobs/index.ts';
import type { Settings } from '../../settings/index.ts';
import type { ReferenceDeps, ReferenceJobs } from '../reference-deps.ts';
import { runTariffDailyCycle, TARIFF_DAILY_JOB } from './daily-cycle.ts';
import { tariffImportJob, type TariffImportDeps } from './tariff-import-job.ts';

/** What tests and the bench tune; the service takes the defaults. */
export type TariffJobOptions = Partial<
  Pick<TariffImportDeps, 'sliceMs' | 'staleAfterMs' | 'batchItems' | 'hooks'>
>;

/** Tarbel:VatMeasureTypes as a set of measure type ids. */
export const vatMeasureTypesOf = (settings: Settings): ReadonlySet<string> =>
  new Set(
    settings['Tarbel:VatMeasureTypes']
      .split(',')
      .map((type) => type.trim().toUpperCase())
      .filter(Boolean),
  );

const importDeps = (deps: ReferenceDeps, options: TariffJobOptions): TariffImportDeps => ({
  db: deps.db,
  logger: deps.logger,
  jobs: deps.jobs,
  vatMeasureTypes: vatMeasureTypesOf(deps.settings),
  ...options,
});

/** The import job alone: what the CLI runs in its own process. */
export const tariffImportJobs = (
  deps: ReferenceDeps,
  options: TariffJobOptions = {},
): ReferenceJobs => ({ definitions: [tariffImportJob(importDeps(deps, options))], schedules: [] });

/**
 * The tariff's jobs: imports (durable, resumable, in order) and the daily cycle at 02:00 UTC
 * (SPEC.md "Reference data"). The cycle is one at a time: a run still downloading when the next
 * is due makes it wait. It may run as long as its downloads (Tarbel:DownloadTimeoutSeconds each).
 */
export const tariffJobs = (deps: ReferenceDeps, options: TariffJobOptions = {}): ReferenceJobs => ({
  definitions: [
    tariffImportJob(importDeps(deps, options)),
    defineJob({
      name: TARIFF_DAILY_JOB,
      attempts: 2,
      retryDelaySeconds: 600,
      expireInSeconds: Math.min(
        23 * 3600,
        Math.max(3600, 4 * deps.settings['Tarbel:DownloadTimeoutSeconds'] + 300),
      ),
      concurrency: 1,
      oneAtATime: true,
      handle: async () => {
        await runTariffDailyCycle(deps);
      },
    }),
  ],
  schedules: [{ name: TARIFF_DAILY_JOB, cron: '0 2 * * *' }],
});
