import { setTimeout as sleep } from 'node:timers/promises';
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import {
  outageBackoffMs,
  retryWhileUnavailable,
  type OutageReporter,
  type SqlExecutor,
} from '../db/index.ts';
import { abortMarginMs, AttemptTimedOutError, EngineStoppingError } from './abort-reasons.ts';
import type { AnyJobDefinition } from './job-definition.ts';

export interface WorkerDeps {
  readonly boss: PgBoss;
  readonly database: SqlExecutor;
  readonly schema: string;
  readonly definition: AnyJobDefinition;
  readonly logger: Logger;
  readonly pollingIntervalMs: number;
  /** One per engine: a lost database is logged once, not by every worker. */
  readonly reporter: OutageReporter;
  /** The engine is stopping: no more fetching, running handlers are aborted. */
  readonly stopping: AbortSignal;
  /** The stop's grace is over: nothing waits any more, not even for the database. */
  readonly halted: AbortSignal;
}

type Job = PgBoss.JobWithMetadata<object>;
type Outcome =
  { kind: 'done' } | { kind: 'failed'; error: unknown } | { kind: 'expired' } | { kind: 'halted' };

/** Resolves after `ms` to true, or at once when `signal` is aborted, to false. */
const pause = (ms: number, signal: AbortSignal): Promise<boolean> =>
  sleep(ms, true, { signal }).catch((error: unknown) => {
    if (signal.aborted) return false;
    throw error;
  });

/**
 * One worker: fetches one job at a time and runs it. pg-boss's own `work()` is not used: it does
 * not await the statement that records a job's end, so a database lost at that moment became an
 * unhandled rejection, and it cannot abort a handler. Here every statement is awaited and retried
 * while the database is away, and the handler gets a signal.
 */
export const runWorker = async (deps: WorkerDeps): Promise<void> => {
  const { boss, definition, stopping } = deps;
  for (let failures = 0; !stopping.aborted;) {
    let fetchError: unknown;
    // pg-boss's fetch swallows its failure and answers "no job": it is caught on the way.
    const watched: SqlExecutor = {
      executeSql: (text, values) =>
        deps.database.executeSql(text, values).catch((error: unknown) => {
          fetchError = error;
          throw error;
        }),
    };
    // The attempt's time counts from before the fetch: pg-boss starts its clock in that statement.
    const fetchedAt = Date.now();
    const [job] = await boss.fetch<object>(definition.name, {
      batchSize: 1,
      includeMetadata: true,
      db: watched,
    });
    if (fetchError !== undefined) {
      failures += 1;
      const retryInMs = outageBackoffMs(failures);
      deps.reporter.failed(fetchError, retryInMs);
      await pause(retryInMs, stopping);
      continue;
    }
    failures = 0;
    deps.reporter.succeeded();
    if (job) await runAttempt(deps, job, fetchedAt);
    else await pause(deps.pollingIntervalMs, stopping);
  }
};

const runAttempt = async (deps: WorkerDeps, job: Job, fetchedAt: number): Promise<void> => {
  const { definition } = deps;
  const attempt = job.retryCount + 1;
  const logger = deps.logger.child({ jobId: job.id, attempt });
  const expireInSeconds = Number(job.expireInSeconds) || definition.expireInSeconds;
  const expiresAt = fetchedAt + expireInSeconds * 1000;
  const marginMs = abortMarginMs(expireInSeconds);
  const which = { name: definition.name, id: job.id, attempt };
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new AttemptTimedOutError(which, expireInSeconds, marginMs / 1000)),
    expiresAt - marginMs - Date.now(),
  );
  const stop = () => controller.abort(new EngineStoppingError(which));
  deps.stopping.addEventListener('abort', stop, { once: true });
  if (deps.stopping.aborted) stop();

  logger.info('job started');
  const handled = definition
    .handle(job.data as never, { id: job.id, attempt, signal: controller.signal })
    .then(
      (): Outcome => ({ kind: 'done' }),
      (error: unknown): Outcome => ({ kind: 'failed', error }),
    );
  // Waiting ends at the expiry, when pg-boss hands the job out again whatever this handler does,
  // or when the engine's stop runs out of patience.
  const waited = new AbortController();
  const outcome = await Promise.race([
    handled,
    pause(expiresAt - Date.now(), AbortSignal.any([deps.halted, waited.signal])).then(
      (expired): Outcome => ({ kind: expired ? 'expired' : 'halted' }),
    ),
  ]);
  waited.abort();
  clearTimeout(timer);
  deps.stopping.removeEventListener('abort', stop);

  if (outcome.kind === 'done') {
    logger.info('job finished');
    await settle(deps, logger, 'completion', () => deps.boss.complete(definition.name, job.id));
    return;
  }
  if (outcome.kind === 'expired' || outcome.kind === 'halted') {
    void handled.then((late) =>
      logger.warn(
        { outcome: late.kind, err: late.kind === 'failed' ? late.error : undefined },
        'job handler settled after it was let go',
      ),
    );
    if (outcome.kind === 'expired')
      logger.error(
        { expireInSeconds },
        'job handler did not stop by its expiry; the job is handed out again',
      );
    else await giveBack(deps, logger, job);
    return;
  }
  const { error } = outcome;
  if (controller.signal.reason instanceof EngineStoppingError) {
    logger.info({ err: error }, 'job stopped with the engine; given back to the queue');
    await giveBack(deps, logger, job);
    return;
  }
  const last = job.retryCount >= job.retryLimit;
  logger.warn({ err: error, last }, 'job attempt failed');
  // Past the expiry the job may be another attempt's already: pg-boss's fail would end that one.
  const beforeExpiry = AbortSignal.any([
    deps.halted,
    AbortSignal.timeout(Math.max(0, expiresAt - Date.now())),
  ]);
  await settle(
    deps,
    logger,
    'failure',
    () => deps.boss.fail(definition.name, job.id, error as object),
    beforeExpiry,
  );
};

/**
 * Records a job's end, retrying while the database is away. When it cannot (the engine stopped,
 * the attempt's time ran out) the job stays active until pg-boss expires it and hands it out
 * again; the handlers are idempotent (a second reading of a dossier is refused), so that costs a
 * run, not a second effect.
 */
const settle = async (
  deps: WorkerDeps,
  logger: Logger,
  what: string,
  write: () => Promise<unknown>,
  signal: AbortSignal = deps.halted,
): Promise<void> => {
  try {
    await retryWhileUnavailable(write, { reporter: deps.reporter, signal });
  } catch (error) {
    logger.error({ err: error }, `job ${what} not recorded; the job is retried after its expiry`);
  }
};

/**
 * The attempt stopped with the engine: the job goes back to the queue, due now, so the next start
 * takes it at once instead of after its expiry. The stopped attempt counts; on the last one the
 * job is given one more (a stop is not the job's fault, and must not lose it). Only this attempt's
 * hold is released: `retry_count` names the attempt.
 */
const giveBack = (deps: WorkerDeps, logger: Logger, job: Job) =>
  settle(deps, logger, 'give-back', () =>
    deps.database.executeSql(
      `update ${deps.schema}.job
       set state = 'retry', start_after = now(),
           retry_limit = greatest(retry_limit, retry_count + 1),
           output = jsonb_build_object('message', $3::text)
       where name = $1 and id = $2 and state = 'active' and retry_count = $4`,
      [job.name, job.id, 'the service stopped during this attempt', job.retryCount],
    ),
  );
