import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { queryRows } from '../../src/db/index.ts';
import { createJobEngine, defineJob, type JobEngine } from '../../src/jobs/index.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';

const logger = pino({ level: 'silent' });

const until = async (what: string, condition: () => boolean | Promise<boolean>, ms = 15_000) => {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}`);
    await sleep(50);
  }
};

const jobState = async (t: TestDatabase, id: string) =>
  (
    await queryRows<{ state: string; retry_count: number }>(
      t.database.db,
      sql`select state, retry_count from pgboss.job where id = ${id}`,
    )
  )[0];

for (const kind of databaseKinds) {
  describe(`the job engine on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    const engines: JobEngine[] = [];
    before(async () => {
      t = await kind.open();
    });
    after(async () => {
      for (const engine of engines) await engine.stop(1000);
      await t?.dispose();
    });

    const engineWith = async (
      definitions: Parameters<typeof createJobEngine>[0]['definitions'],
    ) => {
      const engine = createJobEngine({
        database: t.database,
        definitions,
        logger,
        pollingIntervalSeconds: 0.5,
      });
      engines.push(engine);
      await engine.start();
      return engine;
    };

    it('runs a job sent inside a transaction only when that transaction commits', async () => {
      const seen: string[] = [];
      const engine = await engineWith([
        defineJob<{ note: string }>({
          name: 'note-tx',
          attempts: 1,
          retryDelaySeconds: 1,
          expireInSeconds: 60,
          concurrency: 1,
          handle: async (data) => {
            seen.push(data.note);
          },
        }),
      ]);
      await t.database.db
        .transaction(async (tx) => {
          await engine.send('note-tx', { note: 'rolled back' }, { tx });
          throw new Error('the caller changes its mind');
        })
        .catch(() => {});
      await t.database.db.transaction(async (tx) => {
        await engine.send('note-tx', { note: 'committed' }, { tx });
      });
      await until('the committed job', () => seen.length > 0);
      await sleep(1500);
      assert.deepEqual(seen, ['committed']);
      await engine.stop(1000);
    });

    it('retries a failing job with its attempt number and fails it after the last attempt', async () => {
      const attempts: number[] = [];
      const engine = await engineWith([
        defineJob({
          name: 'always-fails',
          attempts: 3,
          retryDelaySeconds: 0,
          expireInSeconds: 60,
          concurrency: 1,
          handle: async (_data, job) => {
            attempts.push(job.attempt);
            throw new Error(`attempt ${job.attempt} failed`);
          },
        }),
      ]);
      const id = await engine.send('always-fails', {});
      assert.ok(id);
      await until('the last attempt', async () => (await jobState(t, id))?.state === 'failed');
      assert.deepEqual(attempts, [1, 2, 3]);
      await engine.stop(1000);
    });

    it('keeps a job no worker took for the next start, and refuses a job it does not define', async () => {
      const sender = createJobEngine({
        database: t.database,
        definitions: [
          defineJob({
            name: 'later',
            attempts: 1,
            retryDelaySeconds: 1,
            expireInSeconds: 60,
            concurrency: 1,
            handle: async () => {},
          }),
        ],
        logger,
        workers: false,
      });
      await sender.start();
      await assert.rejects(sender.send('nobody-defines-this', {}), /no job is defined/);
      const id = await sender.send('later', { n: 1 });
      await sender.stop();
      assert.equal((await jobState(t, id!))?.state, 'created');

      const ran: object[] = [];
      const worker = await engineWith([
        defineJob({
          name: 'later',
          attempts: 1,
          retryDelaySeconds: 1,
          expireInSeconds: 60,
          concurrency: 1,
          handle: async (data) => {
            ran.push(data);
          },
        }),
      ]);
      await until('the kept job', () => ran.length === 1);
      assert.deepEqual(ran, [{ n: 1 }]);
      await worker.stop(1000);
    });

    it('refuses a schedule for a job it does not define', () => {
      assert.throws(
        () =>
          createJobEngine({
            database: t.database,
            definitions: [],
            schedules: [{ name: 'x', cron: '0 2 * * *' }],
            logger,
          }),
        /names no job definition/,
      );
    });
  });
}
