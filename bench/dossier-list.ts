import { createApiKey } from '../src/api-keys/index.ts';
import { buildApp } from '../src/app.ts';
import { compose } from '../src/composition.ts';
import { openPostgres } from '../src/db/index.ts';
import { createLogger } from '../src/logger.ts';
import { loadSettings } from '../src/settings/index.ts';
import { createPostgresDatabase } from '../test/support/databases.ts';
import { seedDossiers } from '../test/support/seed-dossiers.ts';
import { signedIn } from '../test/support/sessions.ts';
import type { Row } from './foundation.ts';
import { measureHttp } from './measure-http.ts';

export const DOSSIERS = 100_000;

/** [scenario, query, caller]: a signed-in user sees every dossier, a partner's key its own. */
const QUERIES: [string, string, ('user' | 'partner')?][] = [
  ['first page, newest first', 'limit=50'],
  ['status filter', 'status=Review&limit=50'],
  ['regime and status', 'regime=IM&status=Submitted&limit=50'],
  ['search a UCR start', 'q=UCR-00123&limit=50'],
  ['search a container start', 'q=msku00456&limit=50'],
  ['one client', 'client=CLIENT-042&limit=50'],
  ['sorted by client', 'sort=client&order=asc&limit=50'],
  ['page 100', 'offset=4950&limit=50'],
  ['page 100 of a status', 'status=Review&offset=4950&limit=50'],
  ["a partner's own (API key, 20,000 dossiers), first page", 'limit=50', 'partner'],
  ["a partner's own (API key), page 100", 'offset=4950&limit=50', 'partner'],
];

/** GET /api/declarations for a signed-in user over 100,000 dossiers: the web list's queries. */
export const dossierListScenarios = async (): Promise<Row[]> => {
  const fresh = await createPostgresDatabase();
  const database = await openPostgres(fresh.connectionString, {
    poolSize: 10,
    onPoolError: () => {},
  });
  const rows: Row[] = [];
  try {
    await database.migrate();
    const seeded = performance.now();
    await seedDossiers(database, DOSSIERS);
    console.log(`seeded ${DOSSIERS} dossiers in ${Math.round(performance.now() - seeded)} ms`);
    const settings = loadSettings({
      configDir: '/nonexistent',
      env: { Logging__Level: 'warn' },
    }).settings;
    const components = compose(settings, database, createLogger(settings), { eagerReaders: true });
    const app = await buildApp(components);
    app.addHook('onClose', () => components.close());
    const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    const { cookie } = await signedIn(database.db, ['Users']);
    // seedDossiers has partner-1 send a fifth of the dossiers; its key is named after it.
    const { rawKey } = await createApiKey(
      database.db,
      { name: 'partner-1', scopes: ['declarations'] },
      'bench',
    );
    try {
      for (const [name, query, caller = 'user'] of QUERIES) {
        const headers: Record<string, string> =
          caller === 'user' ? { cookie } : { 'x-api-key': rawKey };
        const url = `${baseUrl}/api/declarations?${query}`;
        // A second of the same requests first, not counted: the pool's connections opened and the
        // code compiled belong to a service that has been running, not to the query.
        await measureHttp(url, { connections: 10, seconds: 1, headers });
        const figures = await measureHttp(url, { connections: 10, seconds: 5, headers });
        const row: Row = {
          scenario: `dossier list over ${DOSSIERS.toLocaleString('en')} dossiers: ${name}, 10 connections`,
          database: 'PostgreSQL',
          figures: `${figures.requestsPerSecond} req/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms${figures.non2xx ? `, ${figures.non2xx} non-2xx` : ''} (target p99 50 ms)`,
          rate: figures.requestsPerSecond,
        };
        console.log(row.scenario, '|', row.figures);
        rows.push(row);
      }
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await fresh.drop();
  }
  return rows;
};
