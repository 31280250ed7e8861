import assert from 'node:assert/strict';
import { createReadStream } from 'node:fs';
import { Writable } from 'node:stream';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { desc, eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { queryRows, schema } from '../../src/db/index.ts';
import {
  importLocodes,
  LocodeImportError,
  type LocodeSource,
} from '../../src/reference/locodes/index.ts';
import { countRows, databaseKinds, type TestDatabase } from '../support/databases.ts';
import { sharedDir } from '../support/samples.ts';

const GEOAPIFY = join(sharedDir, 'refdata/unlocode/geoapify-un-locode/code-list-geoapify-2024.csv');

/** The UNECE form (no header, Latin-1): country headings, a row marked X, a second name, a reference row. */
const UNECE_CSV = [
  ',"BE",,".BELGIUM",,,,,,,,',
  ',"BE","ANR","Antwerpen","Antwerpen","VAN","AI","12345---","0701",,"5113N 00425E",',
  ',"BE","LGG","Liège","Liege","WLG","AI","1--4----","0701",,"5038N 00534E",',
  '"X","BE","ZZZ","Gone","Gone",,"RL","--3-----","0701",,,',
  ',"BE","BRU","Brussel (Bruxelles)","Brussel (Bruxelles)","BRU","AI","1234----","0701",,"5050N 00420E",',
  ',"BE","BRU","Bruxelles (Brussel)","Bruxelles (Brussel)","BRU","AI","1234----","0701",,"5050N 00420E",',
  ',"NL",,".NETHERLANDS",,,,,,,,',
  '"=","NL",,"Holland = Netherlands",,,,,,,,',
  '"+","NL","RTM","Rotterdam","Rotterdam","ZH","AF","12345---","0701",,"5155N 00430E",',
  ',"AR","USH","Ushuaia","Ushuaia","V","AI","1--4----","0701",,"5448S 06818W",',
].join('\r\n');

const fromFile = (path: string): LocodeSource => ({
  scope: 'code-list-geoapify-2024.csv',
  source: path,
  open: async () => ({ bytes: createReadStream(path) }),
});

const fromBytes = (name: string, bytes: Buffer): LocodeSource => ({
  scope: name,
  source: `test:${name}`,
  open: async () => ({
    bytes: (async function* () {
      yield bytes;
    })(),
  }),
});

for (const kind of databaseKinds) {
  describe(`the UN/LOCODE import on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
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
    });
    after(async () => {
      await t?.dispose();
    });

    const runs = () =>
      t.database.db
        .select()
        .from(schema.referenceSyncs)
        .where(eq(schema.referenceSyncs.kind, 'locodes'))
        .orderBy(desc(schema.referenceSyncs.startedAt));
    const locode = async (code: string) =>
      (await t.database.db.select().from(schema.locodes).where(eq(schema.locodes.code, code)))[0];
    const snapshot = async () =>
      queryRows<{ n: string; names: string }>(
        t.database.db,
        sql`select count(*)::text as n, string_agg(code || ':' || search_name, ',' order by code) as names from locodes`,
      );

    it('imports the whole geoapify list in one recorded run: 116,029 rows, 115,883 locations', async (context) => {
      const started = performance.now();
      const done = await importLocodes(t.database.db, logger, fromFile(GEOAPIFY));
      const seconds = (performance.now() - started) / 1000;
      assert.equal(done.form, 'geoapify');
      assert.equal(done.rows, 116_029);
      // 146 rows give a code a second name (Bruxelles (Brussel) beside Brussel (Bruxelles)).
      assert.equal(done.locations, 115_883);
      assert.equal(done.merged, 146);
      assert.equal(await countRows(t.database.db, 'locodes'), 115_883);
      assert.equal(await countRows(t.database.db, 'locodes', sql`country = 'BE'`), 1821);
      // Speed is the benchmark's to measure (npm run bench -- locodes), not a timed test's.
      context.diagnostic(`imported in ${seconds.toFixed(1)} s`);

      assert.deepEqual(await locode('BEANR'), {
        code: 'BEANR',
        country: 'BE',
        location: 'ANR',
        name: 'Antwerpen',
        nameWithoutDiacritics: 'Antwerpen',
        searchName: 'antwerpen',
        subdivision: 'VAN',
        functions: '12345---',
        status: 'AI',
        iata: null,
        latitude: 51.21666666666667,
        longitude: 4.416666666666667,
      });
      assert.equal(
        (await locode('BEBRU'))?.searchName,
        'brussel (bruxelles) / bruxelles (brussel)',
      );
      assert.equal((await locode('ATMLD'))?.name, 'Mollersdorf, Baden');

      const [run] = await runs();
      assert.equal(run?.id, done.syncId);
      assert.equal(run?.outcome, 'ok');
      assert.equal(run?.entries, 115_883);
      assert.equal(run?.source, GEOAPIFY);
      assert.match(
        run?.detail ?? '',
        /^116,029 rows \(geoapify form\): 115,883 locations, 146 second names/,
      );
      assert.ok(run?.finishedAt);
    });

    it('replaces the list with the UNECE form: country headings and rows marked X passed over', async () => {
      const done = await importLocodes(
        t.database.db,
        logger,
        fromBytes('CodeListPart1.csv', Buffer.from(UNECE_CSV, 'latin1')),
      );
      assert.deepEqual(
        { form: done.form, rows: done.rows, locations: done.locations, merged: done.merged },
        { form: 'unece', rows: 10, locations: 5, merged: 1 },
      );
      assert.deepEqual(
        (await t.database.db.select({ code: schema.locodes.code }).from(schema.locodes))
          .map((row) => row.code)
          .sort(),
        ['ARUSH', 'BEANR', 'BEBRU', 'BELGG', 'NLRTM'],
      );
      const antwerpen = await locode('BEANR');
      assert.deepEqual([antwerpen?.latitude, antwerpen?.longitude], [51.216667, 4.416667]);
      assert.equal((await locode('BELGG'))?.name, 'Liège');
      assert.equal((await locode('BELGG'))?.searchName, 'liege');
      assert.equal((await locode('ARUSH'))?.latitude, -54.8);
      assert.equal(await locode('BEZZZ'), undefined);
    });

    for (const [what, bytes, reason] of [
      [
        'cut short in the middle of a row',
        Buffer.from(`${UNECE_CSV}\r\n,"BE","GNE","Gent","Gent","VOV","AI","1`, 'latin1'),
        /not a complete CSV file/,
      ],
      [
        'without a location row',
        Buffer.from(',"BE",,".BELGIUM",,,,,,,,\r\n', 'latin1'),
        /no location rows/,
      ],
      [
        'with a country code that is not one',
        Buffer.from(UNECE_CSV.replace('"NL","RTM"', '"NLD","RTM"'), 'latin1'),
        /line 9: the country "NLD" is not two letters/,
      ],
      [
        'an HTML page',
        Buffer.from('<html><body>Service unavailable</body></html>'),
        /not a UN\/LOCODE list/,
      ],
    ] as const)
      it(`keeps the previous rows whole and records the failure for a file ${what}`, async () => {
        const before = await snapshot();
        logged.length = 0;
        await assert.rejects(
          importLocodes(t.database.db, logger, fromBytes('broken.csv', bytes)),
          (error: Error) => {
            assert.ok(error instanceof LocodeImportError);
            assert.match(error.message, /^UN\/LOCODE import failed, the previous list is kept: /);
            assert.match(error.message, reason);
            return true;
          },
        );
        assert.deepEqual(await snapshot(), before);
        const [run] = await runs();
        assert.equal(run?.outcome, 'failed');
        assert.equal(run?.scope, 'broken.csv');
        assert.match(run?.detail ?? '', reason);
        assert.ok(run?.finishedAt);
        const failure = logged.find((line) => line.level === 50);
        assert.match(String(failure?.msg), /^UN\/LOCODE import failed: /);
        assert.match(String(failure?.msg), reason);
      });

    it('records a run whose file cannot be opened', async () => {
      await assert.rejects(
        importLocodes(t.database.db, logger, {
          scope: 'missing.csv',
          source: '/nonexistent/missing.csv',
          open: async () => ({ bytes: createReadStream('/nonexistent/missing.csv') }),
        }),
        /ENOENT/,
      );
      const [run] = await runs();
      assert.deepEqual([run?.outcome, run?.source], ['failed', '/nonexistent/missing.csv']);
      assert.equal(await countRows(t.database.db, 'locodes'), 5);
    });
  });
}
