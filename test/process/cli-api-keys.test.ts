import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { it } from 'node:test';
import { createPostgresDatabase, postgresSkip } from '../support/databases.ts';
import { repoRoot, spawnTs } from '../support/processes.ts';

const cli = join(repoRoot, 'src/cli/main.ts');

// On PostgreSQL: each command is a process of its own, and opening the embedded database costs
// a command seconds; the commands do the same on both.
it(
  'customs api-keys creates keys for declarations by default, with --scope for masterdata, and changes scopes',
  { skip: postgresSkip },
  async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'cds-cli-keys-'));
    const fresh = await createPostgresDatabase();
    const run = async (...args: string[]) => {
      const spawned = spawnTs(cli, { cwd, args, env: { DATABASE_URL: fresh.connectionString } });
      const code = await spawned.exited;
      return { code, out: spawned.stdout(), err: spawned.stderr() };
    };
    try {
      const tms = await run('api-keys', 'create', '--name', 'tms', '--json');
      assert.equal(tms.code, 0, tms.err);
      assert.deepEqual((JSON.parse(tms.out) as { scopes: string[] }).scopes, ['declarations']);
      const erp = await run('api-keys', 'create', '--name', 'erp', '--scope', 'masterdata');
      assert.equal(erp.code, 0, erp.err);
      assert.match(erp.out, /Created API key "erp" for masterdata, no expiry\./);
      const both = await run(
        'api-keys',
        'create',
        '--name',
        'all',
        '--scope',
        'masterdata,declarations',
      );
      assert.match(both.out, /for declarations and masterdata/);
      const wrong = await run('api-keys', 'create', '--name', 'x', '--scope', 'admin');
      assert.equal(wrong.code, 1);
      assert.match(
        wrong.err,
        /Scopes are declarations and masterdata, comma-separated; unknown: admin/,
      );

      const changed = await run('api-keys', 'scopes', 'tms', 'declarations,masterdata');
      assert.equal(changed.code, 0, changed.err);
      assert.match(changed.out, /API key "tms" may now use: declarations, masterdata\./);
      const listed = await run('api-keys', 'list');
      assert.match(listed.out, /^NAME +SCOPES +CREATED/m);
      assert.match(listed.out, /^erp +masterdata /m);
      assert.match(listed.out, /^tms +declarations,masterdata /m);
      const missing = await run('api-keys', 'scopes', 'nobody', 'declarations');
      assert.equal(missing.code, 1);
      assert.match(missing.err, /There is no active API key named "nobody"/);
    } finally {
      await fresh.drop();
    }
  },
);
