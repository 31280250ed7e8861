import pg from 'pg';
import { createApiKey } from '../src/api-keys/index.ts';
import { buildApp } from '../src/app.ts';
import { compose } from '../src/composition.ts';
import { openPostgres } from '../src/db/index.ts';
import { createLogger } from '../src/logger.ts';
import { loadSettings } from '../src/settings/index.ts';
import { createPostgresDatabase } from '../test/support/databases.ts';
import type { Row } from './foundation.ts';

/** `count` clients as an accounting system sends them: identity and address, about 200 bytes each. */
const masterdata = (count: number, suffix: string) => ({
  clients: Array.from({ length: count }, (_, index) => ({
    code: `C${String(index).padStart(6, '0')}`,
    name: `Client ${index} ${suffix} Logistics BV`,
    identification_number: `BE0${String(100_000_000 + index)}`,
    street_and_number: `Industrieweg ${index % 500}`,
    postcode: String(1000 + (index % 8999)),
    city: 'Antwerpen',
    country: 'BE',
    default_procedure: '4000',
  })),
});

export const clientScenarios = async (): Promise<Row[]> => {
  const fresh = await createPostgresDatabase();
  const database = await openPostgres(fresh.connectionString, {
    poolSize: 10,
    onPoolError: () => {},
  });
  await database.migrate();
  const settings = loadSettings({
    configDir: '/nonexistent',
    env: { Logging__Level: 'warn' },
  }).settings;
  // Composed as the service composes itself: reader threads started before the first request.
  const components = compose(settings, database, createLogger(settings), { eagerReaders: true });
  const app = await buildApp(components);
  app.addHook('onClose', () => components.close());
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const { rawKey } = await createApiKey(
    database.db,
    { name: 'accounting', scopes: ['masterdata'] },
    'bench',
  );
  const rows: Row[] = [];
  try {
    for (const [label, suffix] of [
      ['create', 'A'],
      ['update', 'B'],
    ] as const) {
      const body = JSON.stringify(masterdata(10_000, suffix));
      const started = performance.now();
      const response = await fetch(`${baseUrl}/api/v1/clients`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': rawKey },
        body,
      });
      const outcome = await response.text();
      const ms = Math.round(performance.now() - started);
      rows.push({
        scenario: `POST 10,000 clients (${label})`,
        database: 'PostgreSQL',
        figures: `${(body.length / 2 ** 20).toFixed(1)} MB: ${response.status} ${outcome} in ${ms} ms`,
        rate: Math.round(10_000 / (ms / 1000)),
        against: [{ scenario: 'ceiling: single-row INSERT', database: 'PostgreSQL' }],
      });
    }
    const check = new pg.Client({ connectionString: fresh.connectionString });
    await check.connect();
    const { rows: counted } = await check.query<{ n: string }>('select count(*) as n from clients');
    await check.end();
    rows.push({
      scenario: 'clients stored after both batches',
      database: 'PostgreSQL',
      figures: counted[0]!.n,
    });
  } finally {
    await app.close();
    await database.close();
    await fresh.drop();
  }
  return rows;
};
