import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import pg from 'pg';
import { databaseKinds } from '../support/databases.ts';
import { openPostgres } from '../../src/db/index.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

const getJson = async (url: string) => {
  const response = await fetch(url);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: (await response.json()) as Record<string, unknown>,
  };
};

for (const kind of databaseKinds) {
  describe(`health endpoints on ${kind.name}`, { skip: kind.skip }, () => {
    it('answer live and ready while the database is up and migrated', async () => {
      const t = await kind.open();
      const server = await startTestApp(t.database);
      try {
        assert.deepEqual((await getJson(`${server.baseUrl}/health/live`)).body, { status: 'live' });
        const ready = await getJson(`${server.baseUrl}/health/ready`);
        assert.equal(ready.status, 200);
        assert.equal(ready.body.status, 'ready');
        assert.match(JSON.stringify(ready.body.checks), /"database":\{"status":"up"/);
      } finally {
        await server.close();
        await t.dispose();
      }
    });

    it('report not ready while migrations are not applied', async () => {
      const t = await kind.open({ migrate: false });
      const server = await startTestApp(t.database);
      try {
        const ready = await getJson(`${server.baseUrl}/health/ready`);
        assert.equal(ready.status, 503);
        assert.equal(ready.type, 'application/problem+json; charset=utf-8');
        assert.match(String(ready.body.detail), /database: \d+ of \d+ migrations not applied/);
        await t.database.migrate();
        assert.equal((await getJson(`${server.baseUrl}/health/ready`)).status, 200);
      } finally {
        await server.close();
        await t.dispose();
      }
    });

    it('report not ready when the database goes down, and stay live', async () => {
      const t = await kind.open();
      const server = await startTestApp(t.database);
      try {
        assert.equal((await getJson(`${server.baseUrl}/health/ready`)).status, 200);
        if (t.connectionString) {
          const admin = new pg.Client({
            connectionString: t.connectionString.replace(/\/[^/]+$/, '/test'),
          });
          await admin.connect();
          await admin.query(
            `drop database ${new URL(t.connectionString).pathname.slice(1)} with (force)`,
          );
          await admin.end();
        } else {
          await t.database.close();
        }
        const ready = await getJson(`${server.baseUrl}/health/ready`);
        assert.equal(ready.status, 503);
        assert.match(String(ready.body.detail), /^database: unreachable/);
        assert.equal((await getJson(`${server.baseUrl}/health/live`)).status, 200);
      } finally {
        await server.close();
        await t.dispose();
      }
    });
  });
}

/** The app on a PostgreSQL at a port nobody listens on: every connection is refused at once. */
const withUnreachableDatabase = async (run: (server: TestApp) => Promise<void>) => {
  const database = await openPostgres('postgres://postgres@127.0.0.1:1/none', {
    poolSize: 1,
    onPoolError: () => {},
  });
  const server = await startTestApp(database);
  try {
    await run(server);
  } finally {
    await server.close();
    await database.close();
  }
};

describe('health with a database that never answers', () => {
  it('reports not ready within the check timeout instead of hanging', async () => {
    await withUnreachableDatabase(async (server) => {
      const started = Date.now();
      const ready = await getJson(`${server.baseUrl}/health/ready`);
      assert.equal(ready.status, 503);
      assert.ok(Date.now() - started < 5000);
    });
  });
});

describe('requests while the database is down', () => {
  it('answer 503 with Retry-After, not 500', async () => {
    await withUnreachableDatabase(async (server) => {
      const response = await fetch(`${server.baseUrl}/api/declarations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': 'cds_anything' },
        body: '{"declaration_type":"EX"}',
      });
      assert.equal(response.status, 503);
      assert.equal(response.headers.get('retry-after'), '5');
      assert.equal(
        ((await response.json()) as { type: string }).type,
        '/problems/database-unavailable',
      );
    });
  });
});
