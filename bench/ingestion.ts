import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { parseDeclaration } from '../src/canonical/index.ts';
import { createApiKey } from '../src/api-keys/index.ts';
import { buildApp } from '../src/app.ts';
import { compose } from '../src/composition.ts';
import { openEmbedded, openPostgres, type Database } from '../src/db/index.ts';
import { createLogger } from '../src/logger.ts';
import { loadSettings } from '../src/settings/index.ts';
import { createPostgresDatabase } from '../test/support/databases.ts';
import { declarationNear, transitDeclaration } from './declaration-fixtures.ts';
import type { Row } from './foundation.ts';
import { measureHttp } from './measure-http.ts';

const MAX = 5 * 1024 * 1024;

const startApp = async (database: Database, uploadFolder: string) => {
  const settings = loadSettings({
    configDir: '/nonexistent',
    env: {
      Logging__Level: 'warn',
      RateLimit__PermitLimit: '1000000',
      Storage__UploadFolder: uploadFolder,
    },
  }).settings;
  // Composed as the service composes itself: reader threads started before the first request.
  const components = compose(settings, database, createLogger(settings), { eagerReaders: true });
  const app = await buildApp(components);
  app.addHook('onClose', () => components.close());
  app.get('/bench/noop', async () => ({ ok: true }));
  // The least any ingestion must do: read and validate the declaration, store it once, commit.
  await database.db.execute(
    sql`create table if not exists bench_floor (id bigserial primary key, doc jsonb not null)`,
  );
  app.post('/bench/floor', async (request) => {
    const declaration = parseDeclaration(request.body);
    await database.db.execute(
      sql`insert into bench_floor (doc) values (${JSON.stringify(declaration)}::jsonb)`,
    );
    return { ok: true };
  });
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const { rawKey } = await createApiKey(database.db, { name: 'bench' }, 'bench');
  return { app, baseUrl, rawKey };
};

/** One large POST, timed, with the process's peak RSS growth sampled every 5 ms meanwhile. */
const largePost = async (baseUrl: string, key: string, gzip: boolean) => {
  const text = JSON.stringify({
    ...declarationNear(MAX - 1024),
    ucr: `BIG-${gzip ? 'GZ' : 'PLAIN'}-${Date.now()}`,
  });
  const body = gzip ? gzipSync(text) : Buffer.from(text);
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/declarations`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-api-key': key,
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    },
    body,
  });
  await response.arrayBuffer();
  const ms = Math.round(performance.now() - started);
  clearInterval(sampler);
  return `${text.length} bytes${gzip ? ` (${body.length} gzip)` : ''}: ${response.status} in ${ms} ms, peak RSS growth ${Math.round((peak - baseline) / 2 ** 20)} MB`;
};

const figures = (result: Awaited<ReturnType<typeof measureHttp>>) =>
  `${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, non-2xx ${result.non2xx}, errors ${result.errors}`;

const scenarioOn = async (name: string, database: Database): Promise<Row[]> => {
  await database.migrate();
  const uploads = mkdtempSync(join(tmpdir(), 'cds-bench-uploads-'));
  const { app, baseUrl, rawKey } = await startApp(database, uploads);
  try {
    const body = JSON.stringify(transitDeclaration(20));
    const noop = await measureHttp(`${baseUrl}/bench/noop`, { connections: 32, seconds: 5 });
    const postLoad = {
      connections: 32,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': rawKey },
      body,
    } as const;
    // Three seconds unmeasured first, as wrk users do: the first requests compile the pipeline's
    // code and open the pool's connections, which a long-running service has long done.
    await measureHttp(`${baseUrl}/api/declarations`, { ...postLoad, seconds: 3 });
    const post = await measureHttp(`${baseUrl}/api/declarations`, { ...postLoad, seconds: 10 });
    const floor = await measureHttp(`${baseUrl}/bench/floor`, {
      connections: 32,
      seconds: 5,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    return [
      {
        scenario: 'ceiling: no-op route, 32 connections',
        database: name,
        figures: figures(noop),
        rate: noop.requestsPerSecond,
      },
      {
        scenario: 'ceiling: validate + one INSERT of the declaration, 32 connections',
        database: name,
        figures: figures(floor),
        rate: floor.requestsPerSecond,
      },
      {
        scenario: 'POST 20-item declaration, 32 connections',
        database: name,
        figures: figures(post),
        rate: post.requestsPerSecond,
        against: [
          { scenario: 'ceiling: validate + one INSERT', database: name },
          { scenario: 'ceiling: no-op route', database: name },
          { scenario: 'ceiling: single-row INSERT', database: 'PostgreSQL' },
        ],
      },
      {
        scenario: 'POST 5 MB declaration, plain',
        database: name,
        figures: await largePost(baseUrl, rawKey, false),
      },
      {
        scenario: 'POST 5 MB declaration, gzip',
        database: name,
        figures: await largePost(baseUrl, rawKey, true),
      },
    ];
  } finally {
    await app.close();
    await database.close();
    rmSync(uploads, { recursive: true, force: true });
  }
};

/** Single-row INSERT commits per second from 32 concurrent clients on the pool size the service uses. */
const insertCeiling = async (connectionString: string): Promise<Row> => {
  const pool = new pg.Pool({ connectionString, max: 10 });
  await pool.query(
    'create table if not exists bench_commit (id bigserial primary key, payload text)',
  );
  let commits = 0;
  const deadline = performance.now() + 5000;
  await Promise.all(
    Array.from({ length: 32 }, async () => {
      while (performance.now() < deadline) {
        await pool.query('insert into bench_commit (payload) values ($1)', ['x'.repeat(200)]);
        commits += 1;
      }
    }),
  );
  await pool.end();
  return {
    scenario: 'ceiling: single-row INSERT commits, 32 clients',
    database: 'PostgreSQL',
    figures: `${Math.round(commits / 5)} commits/s`,
    rate: Math.round(commits / 5),
  };
};

export const ingestionScenarios = async (): Promise<Row[]> => {
  const fresh = await createPostgresDatabase();
  const rows: Row[] = [];
  try {
    rows.push(await insertCeiling(fresh.connectionString));
    rows.push(
      ...(await scenarioOn(
        'PostgreSQL',
        await openPostgres(fresh.connectionString, { poolSize: 10, onPoolError: () => {} }),
      )),
    );
  } finally {
    await fresh.drop();
  }
  const folder = mkdtempSync(join(tmpdir(), 'cds-bench-'));
  try {
    rows.push(
      ...(await scenarioOn(
        'PGlite (folder)',
        await openEmbedded(join(folder, 'db'), { waitMs: 0, onCompromised: () => {} }),
      )),
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return rows;
};
