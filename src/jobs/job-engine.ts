import { setMaxListeners } from 'node:events';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { isDatabaseUnavailable, outageReporter, type Db, type SqlExecutor } from '../db/index.ts';
import type { AnyJobDefinition, JobSchedule } from './job-definition.ts';
import { runWorker } from './job-worker.ts';
import { txExecutor } from './tx-executor.ts';

export interface SendOptions {
  /** Send inside this transaction: the job exists only if it commits. */
  readonly tx?: Db;
  /** Run no earlier than this. */
  readonly startAfter?: Date;
}

export interface JobEngine {
  /** Creates the queues, starts the workers (unless `workers: false`) and the schedules. */
  start(): Promise<void>;
  /** The id of the new job. */
  send(name: string, data: object, options?: SendOptions): Promise<string | null>;
  /**
   * Aborts the attempts in hand (their signal's reason is an `EngineStoppingError`) and waits up
   * to `timeoutMs` (5 s) for their handlers; each job stopped or still running then is given back
   * to the queue, due at once. The others stay for the next start.
   */
  stop(timeoutMs?: number): Promise<void>;
}

export interface JobEngineOptions {
  readonly database: SqlExecutor;
  readonly definitions: readonly AnyJobDefinition[];
  readonly schedules?: readonly JobSchedule[];
  readonly logger: Logger;
  /** False: send and schedule only (the CLI, a web-only instance). */
  readonly workers?: boolean;
  /** How often an idle worker looks for work (pg-boss's minimum is half a second). */
  readonly pollingIntervalSeconds?: number;
}

/** pg-boss's tables live in their own schema beside ours, created and migrated by pg-boss. */
const SCHEMA = 'pgboss';

/**
 * The one job engine of the service (pg-boss): jobs are rows in the service's own database
 * (PostgreSQL or the embedded one), so a job survives a restart and several instances share the
 * work; an attempt that outlives its expiry is retried by whichever instance is up.
 */
export const createJobEngine = (options: JobEngineOptions): JobEngine => {
  const definitions = new Map(
    options.definitions.map((definition) => [definition.name, definition]),
  );
  for (const schedule of options.schedules ?? [])
    if (!definitions.has(schedule.name))
      throw new Error(`the schedule ${schedule.name} names no job definition`);
  // Expired attempts are found by pg-boss's maintenance: run it at least four times per shortest
  // expiry, so a job a dead worker held is retried soon after its timeout (at most every 2 minutes).
  const shortestExpiry = Math.min(...options.definitions.map((d) => d.expireInSeconds), 480);
  const maintenanceIntervalSeconds = Math.max(1, Math.floor(shortestExpiry / 4));
  const boss = new PgBoss({
    db: options.database,
    maintenanceIntervalSeconds,
    schema: SCHEMA,
    migrate: true,
    supervise: options.workers !== false,
    schedule: options.workers !== false && (options.schedules ?? []).length > 0,
  });
  const logger = options.logger;
  const reporter = outageReporter(logger, 'job engine');
  // Maintenance, schedules and pg-boss's own relay report here; they try again at their next round.
  boss.on('error', (error: Error) => {
    if (isDatabaseUnavailable(error)) reporter.failed(error, maintenanceIntervalSeconds * 1000);
    else logger.error({ err: error }, 'job engine error');
  });

  const definitionOf = (name: string): AnyJobDefinition => {
    const definition = definitions.get(name);
    if (!definition) throw new Error(`no job is defined as ${name}`);
    return definition;
  };

  let stopping = new AbortController();
  let halted = new AbortController();
  const workers: Promise<void>[] = [];
  const work = (definition: AnyJobDefinition) => {
    // One job at a time per worker: `concurrency` workers run them side by side.
    for (let worker = 0; worker < definition.concurrency; worker++) {
      const running = runWorker({
        boss,
        database: options.database,
        schema: SCHEMA,
        definition,
        logger: logger.child({ job: definition.name }),
        pollingIntervalMs: (options.pollingIntervalSeconds ?? 2) * 1000,
        reporter,
        stopping: stopping.signal,
        halted: halted.signal,
      }).catch((error: unknown) =>
        // Nothing in the loop throws by design; a bug there stops one worker, not the service.
        logger.error({ err: error, job: definition.name }, 'job worker stopped unexpectedly'),
      );
      workers.push(running);
    }
  };

  let started = false;
  let starting: Promise<void> | undefined;
  const start = async () => {
    await boss.start();
    for (const definition of definitions.values()) {
      const queue = {
        name: definition.name,
        policy: definition.oneAtATime ? 'singleton' : 'standard',
        retryLimit: definition.attempts - 1,
        retryDelay: definition.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: definition.expireInSeconds,
      } as const;
      // A queue made by an earlier start keeps its options unless told: a changed setting
      // (Processing:ExtractionTimeoutSeconds ...) applies to the jobs sent from now on.
      if (await boss.getQueue(definition.name)) await boss.updateQueue(definition.name, queue);
      else await boss.createQueue(definition.name, queue);
    }
    if (options.workers !== false) {
      stopping = new AbortController();
      halted = new AbortController();
      // Every worker and every attempt listens to both: dozens of listeners are expected.
      setMaxListeners(0, stopping.signal, halted.signal);
      for (const definition of definitions.values()) work(definition);
      for (const schedule of options.schedules ?? [])
        await boss.schedule(schedule.name, schedule.cron, schedule.data ?? {}, { tz: 'UTC' });
    }
    started = true;
  };
  return {
    start() {
      starting ??= start();
      return starting;
    },
    async send(name, data, sendOptions = {}) {
      // A send while the engine is starting (an upload in the service's first seconds) waits for it.
      if (!started && starting) await starting;
      if (!started) throw new Error('the job engine is not started');
      definitionOf(name);
      return boss.send(name, data, {
        ...(sendOptions.tx ? { db: txExecutor(sendOptions.tx) } : {}),
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
      });
    },
    async stop(timeoutMs = 5000) {
      // A start that failed was reported to its caller; there is nothing to stop then.
      await starting?.catch(() => undefined);
      if (!started) return;
      started = false;
      starting = undefined;
      stopping.abort();
      const finished = Promise.all(workers.splice(0));
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([
        finished,
        new Promise<void>((resolve) => {
          grace = setTimeout(resolve, timeoutMs);
        }),
      ]);
      clearTimeout(grace);
      // Handlers still running are let go: their jobs are given back, the workers return.
      halted.abort();
      await finished;
      await boss
        .stop({ graceful: true, close: false, wait: true, timeout: 1000 })
        .catch((error: unknown) => logger.warn({ err: error }, 'job engine stopped uncleanly'));
    },
  };
};
