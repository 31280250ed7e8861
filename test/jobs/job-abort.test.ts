import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { queryRows, type SqlExecutor } from '../../src/db/index.ts';
import {
  AttemptTimedOutError,
  createJobEngine,
  defineJob,
  EngineStoppingError,
  type AnyJobDefinition,
  type JobEngine,
} from '../../src/jobs/index.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';

const logger = pino({ level: 'silent' });

const until = async (what: string, condition: () => boolean | Promise<boolean>, ms = 15_000) => {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}`);
    await sleep(50);
  }
};

/** Resolves when the signal is aborted, with its reason. */
const aborted = (signal: AbortSignal) =>
  new Promise<unknown>((resolve) => {
    if (signal.aborted) resolve(signal.reason);
    signal.addEventListener('abort', () => resolve(signal.reason), { once: true });
  });

for (const kind of databaseKinds) {
  describe(`a job's abort signal on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    const engines: JobEngine[] = [];
    before(async () => {
      t = await kind.open();
    });
    after(async () => {
      for (const engine of engines) await engine.stop(500);
      await t?.dispose();
    });

    const jobRow = async (id: string) =>
      (
        await queryRows<{ state: string; retry_count: number; due: boolean }>(
          t.database.db,
          sql`select state, retry_count, start_after <= now() as due from pgboss.job where id = ${id}`,
        )
      )[0];

    const engineWith = async (definition: AnyJobDefinition, database?: SqlExecutor) => {
      const engine = createJobEngine({
        database: database ?? t.database,
        definitions: [definition],
        logger,
        pollingIntervalSeconds: 0.5,
      });
      engines.push(engine);
      await engine.start();
      return engine;
    };

    it('is aborted as its attempt runs out, with AttemptTimedOutError, before the job is handed out again', async () => {
      const runs: { attempt: number; startedAt: number; abortedAt?: number; reason?: unknown }[] =
        [];
      const engine = await engineWith(
        defineJob({
          name: 'outlives-expiry',
          attempts: 2,
          retryDelaySeconds: 0,
          expireInSeconds: 3,
          // Two workers: the second would take the job at once if it were handed out early.
          concurrency: 2,
          handle: async (_data, job) => {
            const run: (typeof runs)[number] = { attempt: job.attempt, startedAt: Date.now() };
            runs.push(run);
            if (job.attempt > 1) return;
            // The first attempt ignores its signal and runs on past its expiry.
            void aborted(job.signal).then((reason) => {
              run.abortedAt = Date.now();
              run.reason = reason;
            });
            await sleep(5000);
          },
        }),
      );
      const id = (await engine.send('outlives-expiry', {}))!;
      await until('the second attempt', () => runs.length === 2, 20_000);
      const [first, second] = runs;
      assert.ok(first?.abortedAt, 'the first attempt was aborted');
      assert.ok(first.reason instanceof AttemptTimedOutError, String(first.reason));
      assert.match((first.reason as Error).message, /ran out of time/);
      assert.ok(
        first.abortedAt - first.startedAt < 3000,
        `aborted ${first.abortedAt - first.startedAt} ms into a 3 s attempt`,
      );
      assert.ok(first.abortedAt < second!.startedAt, 'aborted before the job was handed out again');
      await until('completion', async () => (await jobRow(id))?.state === 'completed');
    });

    it('records the failure of a handler that stops on its signal, and retries the job', async () => {
      const reasons: unknown[] = [];
      const engine = await engineWith(
        defineJob({
          name: 'stops-on-time',
          attempts: 2,
          retryDelaySeconds: 0,
          expireInSeconds: 3,
          concurrency: 1,
          handle: async (_data, job) => {
            if (job.attempt > 1) return;
            reasons.push(await aborted(job.signal));
            throw job.signal.reason;
          },
        }),
      );
      const id = (await engine.send('stops-on-time', {}))!;
      await until('completion', async () => (await jobRow(id))?.state === 'completed');
      assert.equal(reasons.length, 1);
      assert.ok(reasons[0] instanceof AttemptTimedOutError);
      assert.equal((await jobRow(id))?.retry_count, 1, 'the second attempt completed it');
    });

    it('is aborted with EngineStoppingError when the engine stops; its job goes back, due at once, even on its last attempt', async () => {
      const reasons: unknown[] = [];
      let started = 0;
      const definition = defineJob({
        name: 'stopped-midway',
        attempts: 1,
        retryDelaySeconds: 60,
        expireInSeconds: 600,
        concurrency: 1,
        handle: async (_data, job) => {
          started += 1;
          if (job.attempt > 1) return;
          reasons.push(await aborted(job.signal));
          throw job.signal.reason;
        },
      });
      const first = await engineWith(definition);
      const id = (await first.send('stopped-midway', {}))!;
      await until('the first attempt', () => started === 1);
      const stopping = Date.now();
      await first.stop(5000);
      assert.ok(Date.now() - stopping < 3000, 'the stop did not wait for its grace');
      assert.equal(reasons.length, 1);
      assert.ok(reasons[0] instanceof EngineStoppingError, String(reasons[0]));
      assert.deepEqual(await jobRow(id), { state: 'retry', retry_count: 0, due: true });

      // The next start takes it at once: not after its 10-minute expiry, not after its retry delay.
      const restarted = Date.now();
      await engineWith(definition);
      await until('the job again', async () => (await jobRow(id))?.state === 'completed');
      assert.equal(started, 2);
      assert.ok(Date.now() - restarted < 8000);
    });

    it('lets go of a handler that ignores the stop after the grace, and gives its job back', async () => {
      let started = false;
      const engine = await engineWith(
        defineJob({
          name: 'ignores-stop',
          attempts: 3,
          retryDelaySeconds: 60,
          expireInSeconds: 600,
          concurrency: 1,
          handle: async () => {
            started = true;
            await sleep(8000);
          },
        }),
      );
      const id = (await engine.send('ignores-stop', {}))!;
      await until('the attempt', () => started);
      const stopping = Date.now();
      await engine.stop(500);
      assert.ok(Date.now() - stopping < 3000, `stopped in ${Date.now() - stopping} ms`);
      assert.deepEqual(await jobRow(id), { state: 'retry', retry_count: 0, due: true });
    });

    it('records a job’s end once a lost database is back: once, without an unhandled rejection', async () => {
      let away = false;
      const refused = () =>
        Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      const flaky: SqlExecutor = {
        executeSql: (text, values) =>
          away ? Promise.reject(refused()) : t.database.executeSql(text, values),
      };
      const ran: number[] = [];
      const engine = await engineWith(
        defineJob<{ fail: boolean }>({
          name: 'ends-in-outage',
          attempts: 2,
          retryDelaySeconds: 0,
          expireInSeconds: 60,
          concurrency: 1,
          handle: async (data, job) => {
            ran.push(job.attempt);
            if (job.attempt > 1) return;
            // The database goes away as the attempt ends: neither its end nor its failure can be written.
            away = true;
            setTimeout(() => (away = false), 1500);
            if (data.fail) throw new Error('the work failed');
          },
        }),
        flaky,
      );
      const done = (await engine.send('ends-in-outage', { fail: false }))!;
      await until(
        'the completion',
        async () => !away && (await jobRow(done))?.state === 'completed',
      );
      assert.deepEqual(ran, [1], 'run once: its completion waited for the database');

      ran.length = 0;
      const failed = (await engine.send('ends-in-outage', { fail: true }))!;
      await until('the retry', async () => !away && (await jobRow(failed))?.state === 'completed');
      assert.deepEqual(ran, [1, 2], 'the failure was recorded after the outage and retried');
    });
  });
}
