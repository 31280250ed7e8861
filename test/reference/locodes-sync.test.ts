import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { desc, eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { queryRows, schema } from '../../src/db/index.ts';
import { createJobEngine, type JobEngine } from '../../src/jobs/index.ts';
import {
  LOCODE_SYNC_JOB,
  LocodeImportError,
  locodeJobs,
  syncLocodes,
} from '../../src/reference/locodes/index.ts';
import { setRuntimeSetting } from '../../src/runtime-settings/index.ts';
import { testSettings } from '../support/app.ts';
import { countRows, databaseKinds, type TestDatabase } from '../support/databases.ts';

const HEADER =
  'Change,Country,Location,Name,NameWoDiacritics,Subdivision,Status,Function,Date,IATA,Coordinates,Remarks';
/** The data package's code-list.csv: a header row, UTF-8. */
const CODE_LIST = [
  HEADER,
  ',BE,ANR,Antwerpen,Antwerpen,VAN,AI,12345---,0701,,5113N 00425E,',
  ',BE,LGG,Liège,Liege,WLG,AI,1--4----,0701,,5038N 00534E,',
  ',NL,RTM,Rotterdam,Rotterdam,ZH,AF,12345---,0701,,5155N 00430E,',
].join('\n');
/** UNECE's form: no header, Latin-1. */
const UNECE = Buffer.from(
  [
    ',"BE",,".BELGIUM",,,,,,,,',
    ',"BE","GNE","Gent","Gent","VOV","AI","1234----","0701",,"5103N 00343E",',
    '"X","BE","ZZZ","Gone","Gone",,"RL","--3-----","0701",,,',
  ].join('\r\n'),
  'latin1',
);
const PACKAGE = JSON.stringify({
  name: 'un-locode',
  resources: [
    { name: 'country-codes', path: 'data/country-codes.csv' },
    { name: 'code-list', path: 'data/code-list.csv', mediatype: 'text/csv' },
  ],
});

/** A stand-in for the publication on loopback: the data package, a CSV, and ways to fail. */
const startPublisher = async () => {
  const server: Server = createServer((request, response) => {
    const send = (status: number, type: string, body: string | Buffer) => {
      response.writeHead(status, {
        'content-type': type,
        'content-length': Buffer.byteLength(body),
      });
      response.end(body);
    };
    switch (request.url) {
      case '/un-locode/datapackage.json':
        return send(200, 'application/json', PACKAGE);
      case '/un-locode/data/code-list.csv':
        return send(200, 'text/csv; charset=utf-8', CODE_LIST);
      case '/no-code-list/datapackage.json':
        return send(
          200,
          'application/json',
          JSON.stringify({ resources: [{ name: 'alias', path: 'alias.csv' }] }),
        );
      case '/CodeListPart1.csv':
        return send(200, 'text/csv; charset=iso-8859-1', UNECE);
      case '/server-error.csv':
        return send(500, 'text/plain', 'the database is down');
      case '/page.csv':
        return send(200, 'text/html', '<html><body>Moved</body></html>');
      case '/cut.csv': {
        // Says it sends the whole list, sends half and hangs up.
        response.writeHead(200, { 'content-type': 'text/csv', 'content-length': CODE_LIST.length });
        response.write(CODE_LIST.slice(0, CODE_LIST.length / 2));
        setTimeout(() => response.socket?.destroy(), 50);
        return;
      }
      case '/slow.csv':
        return setTimeout(() => send(200, 'text/csv', CODE_LIST), 2000);
      default:
        return send(404, 'text/plain', 'not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: (path: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

for (const kind of databaseKinds) {
  describe(`the UN/LOCODE sync on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let publisher: Awaited<ReturnType<typeof startPublisher>>;
    const logged: Record<string, unknown>[] = [];
    const logger = pino(
      { level: 'info' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          logged.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
          done();
        },
      }),
    );
    before(async () => {
      t = await kind.open();
      publisher = await startPublisher();
    });
    after(async () => {
      await publisher?.close();
      await t?.dispose();
    });

    const configure = async (settings: {
      datapackage?: string;
      csv?: string;
      autoSync?: boolean;
    }) => {
      await setRuntimeSetting(
        t.database.db,
        'locode:datapackage_url',
        settings.datapackage ?? '',
        'test',
      );
      await setRuntimeSetting(t.database.db, 'locode:csv_url', settings.csv ?? '', 'test');
      await setRuntimeSetting(
        t.database.db,
        'locode:auto_sync',
        String(settings.autoSync ?? false),
        'test',
      );
    };
    const lastRun = async () =>
      (
        await t.database.db
          .select()
          .from(schema.referenceSyncs)
          .where(eq(schema.referenceSyncs.kind, 'locodes'))
          .orderBy(desc(schema.referenceSyncs.startedAt))
          .limit(1)
      )[0];
    const codes = async () =>
      (
        await queryRows<{ code: string }>(
          t.database.db,
          sql`select code from locodes order by code`,
        )
      ).map((row) => row.code);

    it('syncs from the data package: its code-list resource, resolved against the package URL', async () => {
      await configure({ datapackage: publisher.url('/un-locode/datapackage.json') });
      const done = await syncLocodes(t.database.db, logger);
      assert.deepEqual([done.form, done.rows, done.locations], ['datapackage', 3, 3]);
      assert.deepEqual(await codes(), ['BEANR', 'BELGG', 'NLRTM']);
      const run = await lastRun();
      assert.equal(run?.outcome, 'ok');
      assert.equal(run?.source, publisher.url('/un-locode/data/code-list.csv'));
      assert.equal(run?.scope, 'code-list.csv');
      assert.equal(run?.entries, 3);
    });

    it('uses locode:csv_url when no data package URL is set (UNECE form, Latin-1)', async () => {
      await configure({ csv: publisher.url('/CodeListPart1.csv') });
      const done = await syncLocodes(t.database.db, logger);
      assert.deepEqual([done.form, done.rows, done.locations], ['unece', 3, 1]);
      assert.deepEqual(await codes(), ['BEGNE']);
      await configure({ datapackage: publisher.url('/un-locode/datapackage.json') });
      await syncLocodes(t.database.db, logger);
    });

    for (const [what, settings, reason] of [
      ['a URL that answers 404', { csv: '/missing.csv' }, /answered HTTP 404 Not Found/],
      [
        'a URL that answers 500',
        { csv: '/server-error.csv' },
        /answered HTTP 500 Internal Server Error/,
      ],
      ['a URL that answers an HTML page', { csv: '/page.csv' }, /answered text\/html, not CSV/],
      ['a download that breaks off', { csv: '/cut.csv' }, /the download of .*\/cut\.csv broke off/],
      [
        'a data package without a code list',
        { datapackage: '/no-code-list/datapackage.json' },
        /names no code-list resource/,
      ],
      [
        'a data package that is not there',
        { datapackage: '/gone/datapackage.json' },
        /answered HTTP 404/,
      ],
      [
        'a server that does not listen',
        { csv: 'http://127.0.0.1:9/code-list.csv' },
        /did not answer: fetch failed/,
      ],
      ['no URL at all', {}, /neither locode:datapackage_url nor locode:csv_url is set/],
    ] as const)
      it(`keeps the previous rows and records the failure for ${what}`, async () => {
        const url = (path?: string) => (path?.startsWith('/') ? publisher.url(path) : path);
        await configure({
          datapackage: url('datapackage' in settings ? settings.datapackage : undefined),
          csv: url('csv' in settings ? settings.csv : undefined),
        });
        logged.length = 0;
        await assert.rejects(syncLocodes(t.database.db, logger), (error: Error) => {
          assert.ok(error instanceof LocodeImportError, error.stack);
          assert.match(error.message, reason);
          return true;
        });
        assert.deepEqual(await codes(), ['BEANR', 'BELGG', 'NLRTM']);
        const run = await lastRun();
        assert.equal(run?.outcome, 'failed');
        assert.match(run?.detail ?? '', reason);
        assert.ok(run?.finishedAt);
        assert.ok(logged.some((line) => line.level === 50 && reason.test(String(line.msg))));
      });

    it('gives up on a download that takes longer than its timeout', async () => {
      await configure({ csv: publisher.url('/slow.csv') });
      await assert.rejects(
        syncLocodes(t.database.db, logger, { timeoutMs: 200 }),
        /no complete answer before the timeout/,
      );
      assert.equal((await lastRun())?.outcome, 'failed');
      assert.equal(await countRows(t.database.db, 'locodes'), 3);
    });

    it('runs daily at 02:00 UTC, and only says so while locode:auto_sync is off', async () => {
      const jobs = locodeJobs({
        db: t.database.db,
        settings: testSettings(),
        logger,
        jobs: () => ({ send: async () => null }),
      });
      assert.deepEqual(jobs.schedules, [{ name: LOCODE_SYNC_JOB, cron: '0 2 * * *' }]);
      const job = jobs.definitions[0];
      assert.ok(job);
      assert.equal(job.name, LOCODE_SYNC_JOB);

      await configure({ csv: publisher.url('/CodeListPart1.csv'), autoSync: false });
      const runs = await countRows(t.database.db, 'reference_syncs');
      logged.length = 0;
      await job.handle({} as never, { id: 'job-1', attempt: 1 });
      assert.equal(await countRows(t.database.db, 'reference_syncs'), runs);
      assert.ok(logged.some((line) => /locode:auto_sync is off/.test(String(line.msg))));

      await configure({ csv: publisher.url('/CodeListPart1.csv'), autoSync: true });
      await job.handle({} as never, { id: 'job-2', attempt: 1 });
      assert.deepEqual(await codes(), ['BEGNE']);
    });

    it('is scheduled and run by the job engine', async () => {
      const jobs = locodeJobs({
        db: t.database.db,
        settings: testSettings(),
        logger,
        jobs: () => ({ send: async () => null }),
      });
      const engine: JobEngine = createJobEngine({
        database: t.database,
        definitions: jobs.definitions,
        schedules: jobs.schedules,
        logger: pino({ level: 'silent' }),
        pollingIntervalSeconds: 0.5,
      });
      await engine.start();
      try {
        const scheduled = await queryRows<{ cron: string; options: { tz?: string } }>(
          t.database.db,
          sql`select cron, options from pgboss.schedule where name = ${LOCODE_SYNC_JOB}`,
        );
        assert.deepEqual(
          scheduled.map((row) => [row.cron, row.options.tz]),
          [['0 2 * * *', 'UTC']],
        );
        await configure({
          datapackage: publisher.url('/un-locode/datapackage.json'),
          autoSync: true,
        });
        assert.ok(await engine.send(LOCODE_SYNC_JOB, {}));
        const deadline = Date.now() + 15_000;
        while ((await codes()).join() !== 'BEANR,BELGG,NLRTM') {
          assert.ok(Date.now() < deadline, 'the sync job did not run');
          await sleep(100);
        }
      } finally {
        await engine.stop(1000);
      }
    });
  });
}
