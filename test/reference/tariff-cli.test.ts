import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, it } from 'node:test';
import { openEmbedded, schema } from '../../src/db/index.ts';
import { repoRoot, spawnTs } from '../support/processes.ts';
import { SAMPLE_ZIP, writeSyntheticExtraction } from './tariff-fixtures.ts';

const cli = join(repoRoot, 'src/cli/main.ts');

describe('customs reference import-tariff and tariff-imports', () => {
  const cwd = mkdtempSync(join(tmpdir(), 'cds-cli-tariff-'));
  const start = (...args: string[]) => spawnTs(cli, { cwd, args: ['reference', ...args] });
  const customs = async (...args: string[]) => {
    // A run killed a moment ago leaves the embedded database's lock for up to 10 seconds.
    for (let tries = 0; ; tries++) {
      const run = start(...args);
      const result = { code: await run.exited, stdout: run.stdout(), stderr: run.stderr() };
      if (!/in use by another process/.test(result.stderr) || tries > 30) return result;
      await sleep(1000);
    }
  };

  it('imports an extraction with its progress and lists it', async () => {
    const done = await customs('import-tariff', resolve(repoRoot, SAMPLE_ZIP));
    assert.equal(done.code, 0, done.stderr);
    const lines = done.stdout.trim().split('\n');
    assert.match(
      lines[0]!,
      /^Queued tariff_dailyExtract_v1_20251006T125959\.zip as a delta import \([0-9a-f-]{36}\)\.$/,
    );
    assert.ok(lines.includes('done: 5 of 226 records (2 %)'), done.stdout);
    assert.equal(
      lines.at(-1),
      'Imported tariff_dailyExtract_v1_20251006T125959.zip (delta): 5 of 226 records (2 %); the tariff now answers from it.',
    );
    const listed = await customs('tariff-imports');
    assert.equal(listed.code, 0, listed.stderr);
    assert.match(listed.stdout, /^ID +FILE +KIND +STATUS +PROGRESS/);
    assert.match(
      listed.stdout,
      /tariff_dailyExtract_v1_20251006T125959\.zip +delta +done +5 of 226 records/,
    );
  });

  it('says why an import failed, and exits 1', async () => {
    const notZip = await customs(
      'import-tariff',
      resolve(repoRoot, '../shared/refdata/tariff/uk-cds-eurodyn-sample/footnote.xml'),
    );
    assert.equal(notZip.code, 1);
    assert.match(notZip.stderr, /^Import of footnote\.xml failed: not a ZIP archive/);
    const missing = await customs('import-tariff', join(cwd, 'nowhere.zip'));
    assert.equal(missing.code, 1);
    assert.match(missing.stderr, /nowhere\.zip is not a file/);
  });

  it('resumes an import killed midway at the next run, from where it was', async () => {
    const path = await writeSyntheticExtraction(join(cwd, 'export-20260101-20260131.zip'), 40_000);
    const first = start('import-tariff', path);
    const progressed = () => /running: [1-9][\d,]* of 40,000 records/.test(first.stdout());
    const deadline = Date.now() + 120_000;
    while (!progressed() && first.child.exitCode === null && Date.now() < deadline) await sleep(50);
    assert.ok(progressed(), `${first.stdout()}\n${first.stderr()}`);
    first.child.kill('SIGKILL');
    await first.exited;
    const reached = Math.max(
      ...[...first.stdout().matchAll(/running: ([\d,]+) of/g)].map((m) =>
        Number(m[1]!.replace(/,/g, '')),
      ),
    );
    assert.ok(reached < 40_000);

    const second = await customs('import-tariff', path);
    assert.equal(second.code, 0, second.stderr);
    assert.match(second.stdout, /is being imported already \([0-9a-f-]{36}\): resuming it\./);
    const resumedAt = Number(
      /(?:queued|running): ([\d,]+) of/.exec(second.stdout)![1]!.replace(/,/g, ''),
    );
    assert.ok(
      resumedAt >= reached,
      `resumed at ${resumedAt}, the first run had reached ${reached}`,
    );
    assert.match(
      second.stdout,
      /Imported export-20260101-20260131\.zip \(full\): 40,000 of 40,000 records \(100 %\)/,
    );

    const database = await openEmbedded(join(cwd, 'data/db'), {
      waitMs: 15_000,
      onCompromised: () => {},
    });
    try {
      const imports = await database.db.select().from(schema.tariffImports);
      assert.equal(imports.filter((row) => row.kind === 'full').length, 1, 'one import, resumed');
      assert.equal(await database.db.$count(schema.tariffGoods), 40_000);
    } finally {
      await database.close();
    }
  });
});
