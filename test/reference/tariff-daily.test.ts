import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { desc, eq, sql } from 'drizzle-orm';
import { schema } from '../../src/db/index.ts';
import type { JobEngine } from '../../src/jobs/index.ts';
import {
  listTariffImports,
  lookupTariffLine,
  runTariffDailyCycle,
  tariffJobs,
  TARIFF_DAILY_JOB,
} from '../../src/reference/tariff/index.ts';
import { setRuntimeSetting } from '../../src/runtime-settings/index.ts';
import { countRows, databaseKinds, type TestDatabase } from '../support/databases.ts';
import {
  goodsItem,
  startTariffEngine,
  tempFolder,
  waitFor,
  writeExtraction,
} from './tariff-fixtures.ts';

const FULL = 'export-20260101-20260131.zip';
const DELTA_1 = 'tariff_dailyExtract_v1_20260201T010000.zip';
const DELTA_2 = 'tariff_dailyExtract_v1_20260202T010000.zip';
const OLD_DELTA = 'tariff_dailyExtract_v1_20251230T010000.zip';

/** A publisher on loopback: a listing page naming the ZIPs, and the ZIPs. */
const startPublisher = async (folder: string) => {
  const requested: string[] = [];
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/';
    requested.push(path);
    if (path === '/tarbel/') {
      response.setHeader('content-type', 'text/html');
      response.end(
        `<html><body><ul>${[OLD_DELTA, FULL, DELTA_1, DELTA_2]
          .map((name) => `<li><a href="files/${name}">${name}</a></li>`)
          .join('')}</ul></body></html>`,
      );
      return;
    }
    const name = path.replace('/tarbel/files/', '');
    readFile(`${folder}/${name}`).then(
      (bytes) => response.end(bytes),
      () => {
        response.statusCode = 404;
        response.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/tarbel/`,
    requested,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

const motor = (sid: number, code: string, en: string, op: 'C' | 'U' | 'D' = 'C') =>
  goodsItem({ op, sid, code, periods: [{ sid: sid * 10, from: '2020-01-01', texts: { EN: en } }] });

for (const kind of databaseKinds) {
  describe(`the tariff's daily cycle on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let published: Awaited<ReturnType<typeof tempFolder>>;
    let downloads: Awaited<ReturnType<typeof tempFolder>>;
    let publisher: Awaited<ReturnType<typeof startPublisher>>;
    let engine: JobEngine;
    let deps: Awaited<ReturnType<typeof startTariffEngine>>['deps'];
    before(async () => {
      t = await kind.open();
      published = await tempFolder();
      downloads = await tempFolder();
      await writeExtraction(published.folder, OLD_DELTA, [motor(9, '9999999999', 'Too old')]);
      await writeExtraction(published.folder, FULL, [
        motor(1, '8501101000', 'Synchronous motors'),
        motor(2, '8501102000', 'Stepper motors'),
      ]);
      await writeExtraction(published.folder, DELTA_1, [motor(2, '8501102000', 'Stepper', 'D')]);
      await writeExtraction(published.folder, DELTA_2, [
        motor(1, '8501101000', 'Synchronous motors, reworded', 'U'),
      ]);
      publisher = await startPublisher(published.folder);
      ({ engine, deps } = await startTariffEngine(t.database, {
        env: {
          Tarbel__ExtractionsUrl: publisher.url,
          Tarbel__DownloadFolder: downloads.folder,
        },
      }));
    });
    after(async () => {
      await engine?.stop(2000);
      await publisher?.close();
      await t?.dispose();
      await published?.remove();
      await downloads?.remove();
    });

    it('runs at 02:00 UTC', () => {
      assert.deepEqual(tariffJobs(deps).schedules, [{ name: TARIFF_DAILY_JOB, cron: '0 2 * * *' }]);
    });

    it('with tarbel:auto_download false, only records the latest extraction and what is pending', async () => {
      const outcome = await runTariffDailyCycle(deps);
      assert.deepEqual(outcome, {
        outcome: 'listed',
        latest: DELTA_2,
        pending: [FULL, DELTA_1, DELTA_2],
      });
      assert.deepEqual(publisher.requested, ['/tarbel/'], 'nothing downloaded');
      assert.deepEqual(await readdir(downloads.folder), []);
      assert.equal(await countRows(t.database.db, 'tariff_imports'), 0);
      const [sync] = await t.database.db
        .select()
        .from(schema.referenceSyncs)
        .where(eq(schema.referenceSyncs.kind, 'tariff-extractions'));
      assert.equal(sync?.scope, DELTA_2);
      assert.equal(sync?.outcome, 'ok');
      assert.match(sync?.detail ?? '', /3 not imported .*tarbel:auto_download is false/);
    });

    it('with tarbel:auto_download true (read when it runs), downloads the newer extractions in order and imports them', async () => {
      await setRuntimeSetting(t.database.db, 'tarbel:auto_download', 'true', 'test');
      publisher.requested.length = 0;
      // Through the job, as the schedule sends it.
      await engine.send(TARIFF_DAILY_JOB, {});
      await waitFor('three imports done', async () => {
        const imports = await listTariffImports(t.database.db);
        return imports.length === 3 && imports.every((entry) => entry.status === 'done');
      });
      assert.deepEqual(publisher.requested, [
        '/tarbel/',
        `/tarbel/files/${FULL}`,
        `/tarbel/files/${DELTA_1}`,
        `/tarbel/files/${DELTA_2}`,
      ]);
      assert.deepEqual((await readdir(downloads.folder)).sort(), [FULL, DELTA_1, DELTA_2].sort());
      const imports = await listTariffImports(t.database.db);
      assert.deepEqual(
        imports.map((entry) => [entry.fileName, entry.kind, entry.requestedBy]).reverse(),
        [
          [FULL, 'full', 'daily-cycle'],
          [DELTA_1, 'delta', 'daily-cycle'],
          [DELTA_2, 'delta', 'daily-cycle'],
        ],
      );
      assert.equal(await lookupTariffLine(t.database.db, '8501102000', '2026-11-25'), undefined);
      assert.equal(
        (await lookupTariffLine(t.database.db, '8501101000', '2026-11-25'))?.descriptions.en,
        'Synchronous motors, reworded',
      );
      assert.equal(await lookupTariffLine(t.database.db, '9999999999', '2026-11-25'), undefined);

      publisher.requested.length = 0;
      assert.deepEqual(await runTariffDailyCycle(deps), { outcome: 'downloaded', queued: [] });
      assert.deepEqual(publisher.requested, ['/tarbel/'], 'up to date: nothing downloaded again');
      const [last] = await t.database.db
        .select()
        .from(schema.referenceSyncs)
        .where(eq(schema.referenceSyncs.kind, 'tariff-extractions'))
        .orderBy(desc(schema.referenceSyncs.startedAt))
        .limit(1);
      assert.equal(last?.detail, `up to date with ${DELTA_2}`);
    });

    it('records a listing it cannot read as failed', async () => {
      const broken = {
        ...deps,
        settings: { ...deps.settings, 'Tarbel:ExtractionsUrl': `${publisher.url}missing` },
      };
      await assert.rejects(runTariffDailyCycle(broken), /answered 404/);
      assert.equal(
        await countRows(
          t.database.db,
          'reference_syncs',
          sql`kind = 'tariff-extractions' and outcome = 'failed' and detail like '%answered 404%'`,
        ),
        1,
      );
    });
  });
}
