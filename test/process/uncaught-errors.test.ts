import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, it } from 'node:test';
import { createPostgresDatabase, postgresSkip } from '../support/databases.ts';
import { repoRoot, spawnTs, waitForStart } from '../support/processes.ts';
import { logEntries, timedGet, troubles } from './service-output.ts';

describe('an error nobody caught after start-up', { skip: postgresSkip }, () => {
  it('is logged, and only a signal ends the process', async () => {
    // PostgreSQL starts faster than a fresh embedded database, which seeds for seconds.
    const fresh = await createPostgresDatabase();
    const server = spawnTs(join(repoRoot, 'test/process/misbehaving-server.ts'), {
      cwd: mkdtempSync(join(tmpdir(), 'cds-misbehaving-')),
      env: { PORT: '0', DATABASE_URL: fresh.connectionString },
    });
    try {
      const address = await waitForStart(server);
      for (const route of ['unhandled-rejection', 'uncaught-exception']) {
        assert.equal((await fetch(`${address}/test/${route}`)).status, 200);
        await sleep(300);
        assert.equal(
          server.child.exitCode,
          null,
          `${route} ended the process:\n${troubles(server)}`,
        );
        assert.equal((await timedGet(`${address}/health/ready`, 5000)).status, 200);
      }
      const errors = logEntries(server)
        .filter((entry) => entry.level >= 50)
        .map((entry) => `${entry.msg}: ${entry.err?.message}`);
      assert.deepEqual(errors, [
        'unhandled rejection; the service carries on: a rejection nobody handles',
        'uncaught exception; the service carries on: an exception nobody catches',
      ]);
      server.child.kill('SIGTERM');
      assert.equal(await server.exited, 0, server.stderr());
    } finally {
      server.child.kill('SIGKILL');
      await server.exited;
      await fresh.drop();
    }
  });
});
