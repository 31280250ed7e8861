import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { it } from 'node:test';
import { repoRoot, spawnTs } from '../support/processes.ts';

const cli = join(repoRoot, 'src/cli/main.ts');

it('customs rates import, set and list: a CSV whole or not at all, a correction by hand', async () => {
  const cwd = mkdtempSync(join(tmpdir(), 'cds-cli-rates-'));
  const run = async (...args: string[]) => {
    const command = spawnTs(cli, { cwd, args });
    return { code: await command.exited, out: command.stdout(), err: command.stderr() };
  };
  writeFileSync(
    join(cwd, 'rates.csv'),
    'currency;per_euro;month\nUSD;1,0712;2026-11\nGBP;0,8731;2026-11\n',
  );
  writeFileSync(
    join(cwd, 'bad.csv'),
    'currency;per_euro;month\nJPY;162,31;2026-11\nCHF;;2026-11\n',
  );

  const imported = await run('rates', 'import', 'rates.csv');
  assert.equal(imported.code, 0, imported.err);
  assert.match(imported.out, /Imported 2 rate\(s\)/);
  const refused = await run('rates', 'import', 'bad.csv');
  assert.equal(refused.code, 1);
  assert.match(refused.err, /nothing was imported/);
  assert.match(refused.err, /line 3: rate "" is not a positive number/);
  const set = await run('rates', 'set', 'USD', '1.0715', '--month', '2026-11');
  assert.equal(set.code, 0, set.err);
  assert.match(set.out, /USD 1\.0715 per euro, valid 2026-11-01 to 2026-11-30/);
  const listed = await run('rates', 'list', '--on', '2026-11-30', '--json');
  assert.equal(listed.code, 0, listed.err);
  assert.deepEqual(
    (JSON.parse(listed.out) as { currency: string; perEuro: number; source: string }[]).map(
      (rate) => [rate.currency, rate.perEuro, rate.source],
    ),
    [
      ['GBP', 0.8731, 'csv'],
      ['USD', 1.0715, 'manual'],
    ],
  );
});
