import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pino } from 'pino';
import { openEmbedded, openPostgres, type Database } from '../src/db/index.ts';
import { installEmbeddedSnapshot, syncCodeLists } from '../src/reference/index.ts';
import { loadSettings } from '../src/settings/index.ts';
import { createPostgresDatabase } from '../test/support/databases.ts';
import { sharedDir } from '../test/support/samples.ts';
import type { Row } from './foundation.ts';

const payloads = join(sharedDir, 'refdata/eu-codelists/csrd2-payloads');

/**
 * The embedded snapshot installed into a fresh database (what the first start does), and a full
 * sync of the real EU publications served from loopback: the NCTS phase 5 lists (55 lists,
 * 170,000 entries with the CUS codes and the extended UN/LOCODE list) and the customs offices.
 */
export const codeListScenarios = async (): Promise<Row[]> => {
  const files = new Map([
    ['/p5.json.gz', readFileSync(join(payloads, 'RD_NCTS-P5.json.gz'))],
    ['/col.json.gz', readFileSync(join(payloads, 'COL-Generic-20250212.json.gz'))],
  ]);
  const server = createServer((request, response) => {
    const body = files.get(request.url ?? '');
    response.writeHead(body ? 200 : 404).end(body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const settings = loadSettings({
    configDir: '/nonexistent',
    env: {
      ReferenceData__TransitP5Url: `${base}/p5.json.gz`,
      ReferenceData__CustomsOfficesUrl: `${base}/col.json.gz`,
    },
  }).settings;
  const logger = pino({ level: 'warn' });
  const rows: Row[] = [];
  const measure = async (name: string, database: Database) => {
    await database.migrate();
    let started = performance.now();
    const installed = await installEmbeddedSnapshot(database.db);
    const installMs = Math.round(performance.now() - started);
    rows.push({
      scenario: 'install the embedded code lists and offices (first start)',
      database: name,
      figures: `${installed.lists} lists and the office list in ${installMs} ms`,
    });
    const times: number[] = [];
    let entries = 0;
    for (let run = 0; run < 3; run++) {
      started = performance.now();
      const outcome = await syncCodeLists({ db: database.db, settings, logger });
      if (!outcome.ok) throw new Error(outcome.reason);
      times.push(performance.now() - started);
      entries = outcome.entries;
    }
    const best = Math.round(Math.min(...times));
    const worst = Math.round(Math.max(...times));
    rows.push({
      scenario: 'sync the real EU publications (NCTS P5 lists + customs offices) from loopback',
      database: name,
      figures: `${entries} entries in ${best} to ${worst} ms over 3 runs (target 5 s)`,
      rate: Math.round((entries / best) * 1000),
    });
    console.log(rows.at(-2)!.figures, '|', rows.at(-1)!.figures, `(${name})`);
  };
  try {
    const fresh = await createPostgresDatabase();
    const postgres = await openPostgres(fresh.connectionString, {
      poolSize: 4,
      onPoolError: () => {},
    });
    try {
      await measure('PostgreSQL', postgres);
    } finally {
      await postgres.close();
      await fresh.drop();
    }
    const embedded = await openEmbedded('memory://', { waitMs: 0, onCompromised: () => {} });
    try {
      await measure('PGlite', embedded);
    } finally {
      await embedded.close();
    }
  } finally {
    server.close();
  }
  return rows;
};
