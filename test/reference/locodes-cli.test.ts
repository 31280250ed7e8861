import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { desc, eq } from 'drizzle-orm';
import { openEmbedded, schema } from '../../src/db/index.ts';
import { setRuntimeSetting } from '../../src/runtime-settings/index.ts';
import { repoRoot, spawnTs } from '../support/processes.ts';

const cli = join(repoRoot, 'src/cli/main.ts');
const UNECE = [
  ',"BE",,".BELGIUM",,,,,,,,',
  ',"BE","ANR","Antwerpen","Antwerpen","VAN","AI","12345---","0701",,"5113N 00425E",',
  ',"BE","LGG","Liège","Liege","WLG","AI","1--4----","0701",,"5038N 00534E",',
  '"X","BE","ZZZ","Gone","Gone",,"RL","--3-----","0701",,,',
].join('\r\n');

describe('customs reference import-locodes and sync-locodes', () => {
  const cwd = mkdtempSync(join(tmpdir(), 'cds-cli-locodes-'));
  const file = (name: string, text: string, encoding: BufferEncoding = 'latin1') => {
    const path = join(cwd, name);
    writeFileSync(path, Buffer.from(text, encoding));
    return path;
  };
  const customs = async (...args: string[]) => {
    const run = spawnTs(cli, { cwd, args: ['reference', ...args] });
    return { code: await run.exited, stdout: run.stdout(), stderr: run.stderr() };
  };
  const inDatabase = async <T>(
    work: (db: Awaited<ReturnType<typeof openEmbedded>>) => Promise<T>,
  ) => {
    const database = await openEmbedded(join(cwd, 'data/db'), {
      waitMs: 0,
      onCompromised: () => {},
    });
    try {
      return await work(database);
    } finally {
      await database.close();
    }
  };
  const state = () =>
    inDatabase(async ({ db }) => ({
      codes: (await db.select({ code: schema.locodes.code }).from(schema.locodes))
        .map((row) => row.code)
        .sort(),
      run: (
        await db
          .select()
          .from(schema.referenceSyncs)
          .where(eq(schema.referenceSyncs.kind, 'locodes'))
          .orderBy(desc(schema.referenceSyncs.startedAt))
          .limit(1)
      )[0],
    }));

  it('imports a file and says how many rows, in how long', async () => {
    const done = await customs('import-locodes', file('CodeListPart1.csv', UNECE));
    assert.equal(done.code, 0, done.stderr);
    assert.match(
      done.stdout,
      /^Imported 2 UN\/LOCODE locations from 4 rows \(unece form\) in \d+\.\d s; the previous list is replaced\.\n$/,
    );
    const { codes, run } = await state();
    assert.deepEqual(codes, ['BEANR', 'BELGG']);
    assert.deepEqual([run?.outcome, run?.scope], ['ok', 'CodeListPart1.csv']);
  });

  it('imports the three parts UNECE publishes as one list', async () => {
    const parts = [
      file('CodeListPart1.csv', UNECE),
      // A part may start with a byte order mark and end without a line break.
      file(
        'CodeListPart2.csv',
        '\uFEFF,"NL",,".NETHERLANDS",,,,,,,,\r\n"X","NL","RTM","Rotterdam","Rotterdam","ZH","AF","12345---","0701",,,',
        'utf8',
      ),
      file(
        'CodeListPart3.csv',
        ',"US","NYC","New York","New York","NY","AI","12345---","0701",,"4042N 07400W",\r\n',
      ),
    ];
    const done = await customs('import-locodes', ...parts);
    assert.equal(done.code, 0, done.stderr);
    assert.match(done.stdout, /^Imported 3 UN\/LOCODE locations from 7 rows \(unece form\)/);
    const { codes, run } = await state();
    assert.deepEqual(codes, ['BEANR', 'BELGG', 'USNYC']);
    assert.equal(run?.scope, 'CodeListPart1.csv + CodeListPart2.csv + CodeListPart3.csv');
    await customs('import-locodes', file('CodeListPart1.csv', UNECE));
  });

  it('fails in one line with exit code 1, the list kept, for a file cut short or missing', async () => {
    for (const [path, reason] of [
      [file('cut.csv', `${UNECE}\r\n,"BE","GNE","Gent`), /not a complete CSV file/],
      [join(cwd, 'missing.csv'), /missing\.csv is not a file/],
    ] as const) {
      const failed = await customs('import-locodes', path);
      assert.equal(failed.code, 1);
      assert.equal(failed.stdout, '');
      assert.equal(failed.stderr.trimEnd().split('\n').length, 1, failed.stderr);
      assert.match(failed.stderr, /^UN\/LOCODE import failed, the previous list is kept: /);
      assert.match(failed.stderr, reason);
      const { codes, run } = await state();
      assert.deepEqual(codes, ['BEANR', 'BELGG']);
      assert.equal(run?.outcome, 'failed');
    }
  });

  it('syncs from the configured URL once, and fails in one line when none is set', async () => {
    const unset = await customs('sync-locodes');
    assert.equal(unset.code, 1);
    assert.match(unset.stderr, /neither locode:datapackage_url nor locode:csv_url is set\n$/);

    const server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/csv' });
      response.end(
        'country,location,name,nameWoDiacritics,subdivision,status,function,iata,lat,lon,geocoded\nBE,GNE,Gent,Gent,VOV,AI,1234----,,51.05,3.716667,\n',
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/code-list.csv`;
      await inDatabase(({ db }) => setRuntimeSetting(db, 'locode:csv_url', url, 'test'));
      const done = await customs('sync-locodes');
      assert.equal(done.code, 0, done.stderr);
      assert.match(done.stdout, /^Imported 1 UN\/LOCODE location from 1 row \(geoapify form\)/);
      const { codes, run } = await state();
      assert.deepEqual(codes, ['BEGNE']);
      assert.deepEqual([run?.outcome, run?.source], ['ok', url]);
    } finally {
      server.close();
    }
  });
});
