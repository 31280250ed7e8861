import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/index.ts';
import type { JobEngine } from '../../src/jobs/index.ts';
import {
  enqueueTariffImport,
  findTariffImport,
  resumeTariffImports,
} from '../../src/reference/tariff/index.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import {
  importFile,
  startTariffEngine,
  tempFolder,
  waitFor,
  writeSyntheticExtraction,
} from './tariff-fixtures.ts';

const RECORDS = 4000;
const BATCH = 500;

type Range = { from: number; to: number };

/** The live lines and their descriptions, without the dataset and import ids: what lookups read. */
const liveTariff = async (t: TestDatabase) =>
  JSON.stringify(
    await queryRows(
      t.database.db,
      sql`select g.sid, g.code, g.suffix, g.valid_from, g.indent, d.period_sid, d.description_nl,
                 d.description_fr, d.description_en
          from tariff_goods g join tariff_descriptions d on d.dataset = g.dataset and d.goods_sid = g.sid
          order by g.sid, d.period_sid`,
    ),
  );

/** Ranges applied, each once, one after the other, from 0 to the end. */
const assertEachOnce = (ranges: readonly Range[], end: number) => {
  const sorted = [...ranges].sort((a, b) => a.from - b.from);
  let next = 0;
  for (const range of sorted) {
    assert.equal(range.from, next, `items from ${next} applied once: ${JSON.stringify(sorted)}`);
    next = range.to;
  }
  assert.equal(next, end);
};

for (const kind of databaseKinds) {
  describe(`a tariff import interrupted on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let files: Awaited<ReturnType<typeof tempFolder>>;
    let path: string;
    const engines: JobEngine[] = [];
    before(async () => {
      t = await kind.open();
      files = await tempFolder();
      path = await writeSyntheticExtraction(
        `${files.folder}/export-20260101-20260131.zip`,
        RECORDS,
      );
    });
    after(async () => {
      for (const engine of engines) await engine.stop(2000);
      await t?.dispose();
      await files?.remove();
    });

    it('resumes after a crash in another engine from rows_done, applying no record twice, to the same tariff as a straight import', async () => {
      const first: Range[] = [];
      const crashed = await startTariffEngine(t.database, {
        batchItems: BATCH,
        hooks: {
          afterBatch: (batch) => {
            first.push(batch);
            if (batch.to === 4 * BATCH) throw new Error('simulated crash after the fourth batch');
          },
        },
      });
      engines.push(crashed.engine);
      const { import: queued } = await enqueueTariffImport(
        { db: t.database.db, jobs: crashed.engine },
        { path, kind: 'full', requestedBy: 'test' },
      );
      await waitFor('the crash', () => first.length === 4);
      await crashed.engine.stop(5000);
      const halfway = await findTariffImport(t.database.db, queued.id);
      assert.equal(halfway?.status, 'running');
      assert.equal(
        halfway?.rowsDone,
        4 * BATCH,
        'the four batches are committed with their rows_done',
      );
      assert.equal(halfway?.rowsTotal, RECORDS);

      const second: Range[] = [];
      const restarted = await startTariffEngine(t.database, {
        batchItems: BATCH,
        hooks: { afterBatch: (batch) => void second.push(batch) },
      });
      engines.push(restarted.engine);
      // What the service does at start: a job for the import left unfinished.
      assert.equal(await resumeTariffImports(restarted.deps, { atStart: true }), 1);
      await waitFor('the resumed import', async () => {
        const view = await findTariffImport(t.database.db, queued.id);
        return view?.status === 'done';
      });
      assert.equal(second[0]?.from, 4 * BATCH, 'resumed after rows_done');
      assertEachOnce([...first, ...second], RECORDS);
      const resumed = await liveTariff(t);

      const straight = await importFile(t.database, restarted.engine, path, 'full');
      assert.equal(straight.status, 'done');
      assert.equal(await liveTariff(t), resumed, 'the same tariff as a straight import');
      assert.equal(JSON.parse(resumed).length, RECORDS);
      await restarted.engine.stop(2000);
    });

    it('lets another worker take over a lease whose heartbeat went stale; the stalled one writes nothing after', async () => {
      const stalled: Range[] = [];
      let unblock!: () => void;
      const blocked = new Promise<void>((resolve) => (unblock = resolve));
      const slow = await startTariffEngine(t.database, {
        batchItems: BATCH,
        staleAfterMs: 1000,
        hooks: {
          afterBatch: async (batch) => {
            stalled.push(batch);
            if (batch.to === 2 * BATCH) await blocked;
          },
        },
      });
      engines.push(slow.engine);
      const { import: queued } = await enqueueTariffImport(
        { db: t.database.db, jobs: slow.engine },
        { path, kind: 'full', requestedBy: 'test' },
      );
      await waitFor('the stall', () => stalled.length === 2);

      const taking: Range[] = [];
      const other = await startTariffEngine(t.database, {
        batchItems: BATCH,
        staleAfterMs: 1000,
        hooks: { afterBatch: (batch) => void taking.push(batch) },
      });
      engines.push(other.engine);
      // Another instance (PostgreSQL): the job waits for the heartbeat to be stale, then takes over.
      await resumeTariffImports(
        {
          ...other.deps,
          settings: { ...other.deps.settings, 'Database:ConnectionString': 'postgres://x' },
        },
        { atStart: true, staleAfterMs: 1000 },
      );
      await waitFor('the take-over', async () => {
        const view = await findTariffImport(t.database.db, queued.id);
        return view?.status === 'done';
      });
      unblock();
      await slow.engine.stop(5000);
      assert.equal(stalled.length, 2, 'the stalled worker lost its lease: no batch after');
      assert.equal(taking[0]?.from, 2 * BATCH);
      assertEachOnce([...stalled, ...taking], RECORDS);
      assert.equal(JSON.parse(await liveTariff(t)).length, RECORDS);
      await other.engine.stop(2000);
    });

    it('hands a long import from job to job, slice by slice, to the end', async () => {
      const ranges: Range[] = [];
      const sliced = await startTariffEngine(t.database, {
        batchItems: BATCH,
        sliceMs: 1,
        hooks: { afterBatch: (batch) => void ranges.push(batch) },
      });
      engines.push(sliced.engine);
      const done = await importFile(t.database, sliced.engine, path, 'full');
      assert.equal(done.status, 'done');
      assertEachOnce(ranges, RECORDS);
      const jobs = await queryRows<{ n: string | number }>(
        t.database.db,
        sql`select count(*) as n from pgboss.job where name = 'tariff-import' and data->>'importId' = ${done.id}`,
      );
      assert.ok(Number(jobs[0]?.n) >= RECORDS / BATCH, 'one job per slice of one batch');
    });
  });
}
