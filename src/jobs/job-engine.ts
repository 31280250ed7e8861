import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Db, SqlExecutor } from '../db/index.ts';
import type { AnyJobDefinition, JobSchedule } from './job-definition.ts';
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
  /** Finishes the attempts in hand (up to `timeoutMs`); the others stay for the next start. */
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
  const boss = new PgBoss({
    db: options.database,
    maintenanceIntervalSeconds: Math.max(1, Math.floor(shortestExpiry / 4)),
    schema: SCHEMA,
    migrate: true,
    supervise: options.workers !== false,
    schedule: options.workers !== false && (options.schedules ?? []).length > 0,
  });
  boss.on('error', (error: Error) => options.logger.error({ err: error }, 'job engine error'));

  const definitionOf = (name: string): AnyJobDefinition => {
    const definition = definitions.get(name);
    if (!definition) throw new Error(`no job is defined as ${name}`);
    return definition;
  };

  const work = async (definition: AnyJobDefinition) => {
    const logger = options.logger.child({ job: definition.name });
    // pg-boss 10 runs one job at a time per worker: `concurrency` workers run them side by side.
    for (let worker = 0; worker < definition.concurrency; worker++) {
      await boss.work<object>(
        definition.name,
        {
          batchSize: 1,
          includeMetadata: true,
          pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
        },
        async ([job]) => {
          if (!job) return;
          const attempt = job.retryCount + 1;
          logger.info({ jobId: job.id, attempt }, 'job started');
          try {
            await definition.handle(job.data as never, { id: job.id, attempt });
            logger.info({ jobId: job.id, attempt }, 'job finished');
          } catch (error) {
            const last = attempt >= definition.attempts;
            logger.warn({ jobId: job.id, attempt, err: error, last }, 'job attempt failed');
            throw error;
          }
        },
      );
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
      for (const definition of definitions.values()) await work(definition);
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
    async stop(timeoutMs = 10_000) {
      await starting?.catch(() => undefined);
      if (!started) return;
      started = false;
      starting = undefined;
      await boss.stop({ graceful: true, close: false, wait: true, timeout: timeoutMs });
    },
  };
};
