import { execFile } from 'node:child_process';
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { createApiKey } from '../src/api-keys/index.ts';
import { buildApp } from '../src/app.ts';
import { compose } from '../src/composition.ts';
import { openEmbedded, openPostgres, queryRows, type Database } from '../src/db/index.ts';
import { createLogger } from '../src/logger.ts';
import { importLocodes } from '../src/reference/locodes/index.ts';
import { loadSettings } from '../src/settings/index.ts';
import { createPostgresDatabase } from '../test/support/databases.ts';
import { sharedDir } from '../test/support/samples.ts';
import type { Row } from './foundation.ts';
import { measureHttp } from './measure-http.ts';

const run = promisify(execFile);
const FILE = join(sharedDir, 'refdata/unlocode/geoapify-un-locode/code-list-geoapify-2024.csv');
const CONNECTIONS = 50;
const SECONDS = 10;
const autocannonModule = import.meta.resolve('autocannon');

/** What a broker types: codes (with and without the space), starts of names, misspelt names. */
const MIX = [
  ...['BEANR', 'NLRTM', 'DEHAM', 'BE ANR', 'FRLEH', 'USNYC', 'BEZEE', 'BEGNE'],
  ...['an', 'antw', 'rotter', 'hambu', 'lie', 'gen', 'zeebr', 'brus', 'sa', 'par', 'lon', 'kob'],
  ...['antwrp', 'rotterdm', 'hamburh', 'zeebruge', 'liegee', 'brusel', 'kopenhagen', 'antwerpn'],
];

const importFull = async (name: string, database: Database): Promise<Row> => {
  await database.migrate();
  const done = await importLocodes(database.db, pino({ level: 'silent' }), {
    scope: 'code-list-geoapify-2024.csv',
    source: FILE,
    open: async () => ({ bytes: createReadStream(FILE) }),
  });
  return {
    scenario: 'UN/LOCODE full import (geoapify, 116,029 rows)',
    database: name,
    figures: `${done.locations} locations in ${done.ms} ms (${Math.round(done.rows / (done.ms / 1000))} rows/s)`,
    rate: Math.round(done.rows / (done.ms / 1000)),
  };
};

/**
 * autocannon in its own process (as measure-http.ts runs it), with a list of searches: `cycle`
 * sends them in turn on every connection, `random` picks one at random for each request.
 */
const LOAD = `
const [{ default: autocannon }, options] = [await import(process.argv[1]), JSON.parse(process.argv[2])];
const pick = () => options.paths[Math.floor(Math.random() * options.paths.length)];
const result = await autocannon({
  url: options.url,
  connections: options.connections,
  duration: options.seconds,
  headers: { 'x-api-key': options.key },
  requests: options.random
    ? [{ setupRequest: (request) => ({ ...request, path: pick() }) }]
    : options.paths.map((path) => ({ path })),
});
process.stdout.write(JSON.stringify({
  rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99,
  non2xx: result.non2xx, errors: result.errors,
}));`;

const load = async (options: {
  url: string;
  key: string;
  paths: readonly string[];
  random: boolean;
  seconds: number;
}) => {
  const { stdout } = await run(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      LOAD,
      autocannonModule,
      JSON.stringify({ ...options, connections: CONNECTIONS }),
    ],
    { maxBuffer: 16 * 2 ** 20, timeout: (options.seconds + 60) * 1000 },
  );
  return JSON.parse(stdout) as {
    rps: number;
    p50: number;
    p99: number;
    non2xx: number;
    errors: number;
  };
};

const pathOf = (q: string) => `/api/locodes/search?q=${encodeURIComponent(q)}`;

/** Starts of real names (2 to 8 letters) and the same names with one letter dropped: few repeats. */
const varied = async (database: Database): Promise<string[]> => {
  const names = await queryRows<{ search_name: string }>(
    database.db,
    sql`select search_name from locodes order by random() limit 3000`,
  );
  return names.map(({ search_name: name }, index) => {
    const base = name.split(' / ')[0]!;
    if (index % 3 === 2 && base.length > 5) {
      const at = 1 + (index % (base.length - 2));
      return base.slice(0, at) + base.slice(at + 1);
    }
    return base.slice(0, 2 + (index % 7));
  });
};

const searchLoad = async (database: Database): Promise<Row[]> => {
  await database.db.execute(sql`analyze locodes`);
  const settings = loadSettings({
    configDir: '/nonexistent',
    env: { Logging__Level: 'warn' },
  }).settings;
  const components = compose(settings, database, createLogger(settings));
  const app = await buildApp(components);
  app.addHook('onClose', () => components.close());
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const { rawKey: key } = await createApiKey(
    database.db,
    { name: 'bench', scopes: ['declarations'] },
    'bench',
  );
  const rows: Row[] = [];
  try {
    // The same process's floor on this machine now: the search figures read against it.
    const live = await measureHttp(`${url}/health/live`, { connections: CONNECTIONS, seconds: 5 });
    rows.push({
      scenario: `GET /health/live, ${CONNECTIONS} connections (floor, same process)`,
      database: 'PostgreSQL',
      figures: `${live.requestsPerSecond} req/s, p50 ${live.p50Ms} ms, p99 ${live.p99Ms} ms`,
      rate: live.requestsPerSecond,
    });
    const mix = MIX.map(pathOf);
    await load({ url, key, paths: mix, random: false, seconds: 2 });
    for (const [label, paths, random] of [
      [`a mix of ${MIX.length} searches (8 codes, 12 starts, 8 misspelt)`, mix, false],
      [
        '3,000 searches from real names (starts, one letter dropped)',
        (await varied(database)).map(pathOf),
        true,
      ],
    ] as const) {
      const figures = await load({ url, key, paths, random, seconds: SECONDS });
      rows.push({
        scenario: `GET /api/locodes/search, ${CONNECTIONS} connections, ${label}`,
        database: 'PostgreSQL',
        figures: `${figures.rps} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, non-2xx ${figures.non2xx}, errors ${figures.errors}`,
        rate: figures.rps,
        against: [{ scenario: 'ceiling: no-op route', database: 'PostgreSQL' }],
      });
    }
  } finally {
    await app.close();
  }
  return rows;
};

/** UN/LOCODE: the full import on both databases, then searches under load on PostgreSQL. */
export const locodeScenarios = async (): Promise<Row[]> => {
  const rows: Row[] = [];
  const folder = mkdtempSync(join(tmpdir(), 'cds-bench-locodes-'));
  const embedded = await openEmbedded(join(folder, 'db'), { waitMs: 0, onCompromised: () => {} });
  try {
    rows.push(await importFull('PGlite (folder)', embedded));
  } finally {
    await embedded.close();
    rmSync(folder, { recursive: true, force: true });
  }
  const fresh = await createPostgresDatabase();
  const database = await openPostgres(fresh.connectionString, {
    poolSize: 10,
    onPoolError: () => {},
  });
  try {
    rows.push(await importFull('PostgreSQL', database));
    rows.push(...(await searchLoad(database)));
  } finally {
    await database.close();
    await fresh.drop();
  }
  for (const row of rows) console.log(`${row.scenario} | ${row.database} | ${row.figures}`);
  return rows;
};
