import { hostname } from 'node:os';
import type { Logger } from 'pino';
import type { Db } from '../../db/index.ts';
import { defineJob, type JobEngine } from '../../jobs/index.ts';
import { claimNextImport, TARIFF_IMPORT_JOB } from './import-store.ts';
import { runImport, type ImportHooks } from './run-import.ts';

export interface TariffImportDeps {
  readonly db: Db;
  readonly logger: Logger;
  readonly jobs: () => Pick<JobEngine, 'send'>;
  readonly vatMeasureTypes: ReadonlySet<string>;
  /** How long one job works before it hands the import to the next job (default 5 minutes). */
  readonly sliceMs?: number;
  /** A lease whose heartbeat is older than this is taken over (default 2 minutes). */
  readonly staleAfterMs?: number;
  readonly batchItems?: number;
  readonly hooks?: ImportHooks;
}

export const IMPORT_SLICE_MS = 5 * 60_000;
export const IMPORT_STALE_AFTER_MS = 2 * 60_000;
export const IMPORT_BATCH_ITEMS = 1000;

/**
 * One job: the unfinished imports, oldest first, one at a time, until none is left or the slice
 * is over. Any job will do, whichever import queued it: order and exclusivity come from the
 * import's lease (import-store.ts), so a retried or late job never applies a delta out of turn.
 */
export const drainTariffImports = async (
  deps: TariffImportDeps,
  job: { readonly id: string },
): Promise<void> => {
  const workerId = `${hostname()}:${process.pid}:${job.id}`;
  const deadline = Date.now() + (deps.sliceMs ?? IMPORT_SLICE_MS);
  for (;;) {
    const claim = await claimNextImport(
      deps.db,
      workerId,
      deps.staleAfterMs ?? IMPORT_STALE_AFTER_MS,
    );
    if (claim.outcome === 'idle') return;
    if (claim.outcome === 'busy') {
      deps.logger.info(
        { importId: claim.row.id, heldBy: claim.row.workerId },
        'tariff import held by a live worker',
      );
      return;
    }
    const { row } = claim;
    const log = deps.logger.child({ importId: row.id, file: row.fileName, kind: row.kind });
    log.info(
      { resumeAfter: row.rowsDone },
      row.rowsDone ? 'tariff import resumed' : 'tariff import started',
    );
    const outcome = await runImport(deps.db, row, {
      workerId,
      deadline,
      vatMeasureTypes: deps.vatMeasureTypes,
      batchItems: deps.batchItems ?? IMPORT_BATCH_ITEMS,
      hooks: deps.hooks,
      continueLater: async (tx, importId) => {
        await deps.jobs().send(TARIFF_IMPORT_JOB, { importId }, { tx });
      },
    });
    log.info({ outcome }, `tariff import ${outcome}`);
    if (outcome === 'paused' || outcome === 'lost') return;
  }
};

/**
 * The import job. Not `oneAtATime`: a process that died holding a singleton job would block every
 * import until pg-boss expires it; the lease lets the next start take over as soon as the dead
 * worker's heartbeat is stale. `expireInSeconds` 900: an attempt works one slice (5 minutes) and
 * stops between batches, so three times that means the process is gone, and pg-boss retries the
 * job elsewhere; that retry resumes after `rows_done`.
 */
export const tariffImportJob = (deps: TariffImportDeps) =>
  defineJob<{ importId?: string }>({
    name: TARIFF_IMPORT_JOB,
    attempts: 3,
    retryDelaySeconds: 30,
    expireInSeconds: 900,
    concurrency: 1,
    handle: (_data, job) => drainTariffImports(deps, job),
  });
