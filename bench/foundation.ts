import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.ts';
import { compose } from '../src/composition.ts';
import { openEmbedded, openPostgres, type Database } from '../src/db/index.ts';
import { createLogger } from '../src/logger.ts';
import { loadSettings } from '../src/settings/index.ts';
import { createPostgresDatabase } from '../test/support/databases.ts';
import { measureHttp } from './measure-http.ts';

export interface Ceiling {
  /** The start of a ceiling row's scenario, and its database. */
  readonly scenario: string;
  readonly database: string;
}

export interface Row {
  readonly scenario: string;
  readonly database: string;
  readonly figures: string;
  /** The figure as a rate per second, when it is one: what ratios are computed from. */
  readonly rate?: number;
  /** Ceilings measured in the same run that this row is compared with in the report. */
  readonly against?: readonly Ceiling[];
}

const settings = loadSettings({
  configDir: '/nonexistent',
  env: { Logging__Level: 'warn' },
}).settings;

/** Cold start to listening, then the health endpoints under load, on one database. */
const runOn = async (name: string, open: () => Promise<Database>): Promise<Row[]> => {
  const started = performance.now();
  const database = await open();
  await database.migrate();
  const components = compose(settings, database, createLogger(settings));
  const app = await buildApp(components);
  app.addHook('onClose', () => components.close());
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const startMs = Math.round(performance.now() - started);
  try {
    const rows: Row[] = [
      { scenario: 'start: open, migrate, listen', database: name, figures: `${startMs} ms` },
    ];
    for (const path of ['/health/live', '/health/ready']) {
      const figures = await measureHttp(`${baseUrl}${path}`, { connections: 32, seconds: 5 });
      rows.push({
        scenario: `GET ${path}, 32 connections`,
        database: name,
        figures: `${figures.requestsPerSecond} req/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, non-2xx ${figures.non2xx}, errors ${figures.errors}`,
        rate: figures.requestsPerSecond,
        against: [{ scenario: 'ceiling: no-op route', database: name }],
      });
    }
    return rows;
  } finally {
    await app.close();
    await database.close();
  }
};

export const foundationScenarios = async (): Promise<Row[]> => {
  const folder = mkdtempSync(join(tmpdir(), 'cds-bench-'));
  const rows = await runOn('PGlite (folder)', () =>
    openEmbedded(join(folder, 'db'), { waitMs: 0, onCompromised: () => {} }),
  );
  rmSync(folder, { recursive: true, force: true });
  const fresh = await createPostgresDatabase();
  try {
    rows.push(
      ...(await runOn('PostgreSQL', () =>
        openPostgres(fresh.connectionString, { poolSize: 10, onPoolError: () => {} }),
      )),
    );
  } finally {
    await fresh.drop();
  }
  return rows;
};
