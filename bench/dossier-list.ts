import { createApiKey } from '../src/api-keys/index.ts';
import { buildApp } from '../src/app.ts';
import { compose } from '../src/composition.ts';
import type { Database } from '../src/db/index.ts';
import { createLogger } from '../src/logger.ts';
import { loadSettings } from '../src/settings/index.ts';
import { seedDossiers } from '../test/support/seed-dossiers.ts';
import { signedIn } from '../test/support/sessions.ts';
import { explainSearches, seedGroupages } from './dossier-list-search.ts';
import { overBothDatabases } from './both-databases.ts';
import type { Row } from './foundation.ts';
import { measureLatency } from './measure-latency.ts';

export const DOSSIERS = 100_000;

/** A Brussels day `days` back from now: the seeded dossiers were created one a minute back from now. */
const daysBack = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(
    Date.now() - days * 86_400_000,
  );
const WEEK = `createdFrom=${daysBack(14)}&createdTo=${daysBack(8)}`;

/** [scenario, query, caller]: a signed-in user sees every dossier, a partner's key its own. */
const QUERIES: [string, string, ('user' | 'partner')?][] = [
  ['first page, newest first', 'limit=50'],
  ['status filter', 'status=Review&limit=50'],
  ['regime and status', 'regime=IM&status=Submitted&limit=50'],
  ['search a UCR start', 'q=UCR-00123&limit=50'],
  ['search a container start', 'q=msku00456&limit=50'],
  ['one client code', 'clientCode=CLIENT-042&limit=50'],
  ['sorted by client', 'sort=client&order=asc&limit=50'],
  ['page 100', 'offset=4950&limit=50'],
  ['page 100 of a status', 'status=Review&offset=4950&limit=50'],
  ["a partner's own (API key, 20,000 dossiers), first page", 'limit=50', 'partner'],
  ["a partner's own (API key), page 100", 'offset=4950&limit=50', 'partner'],
  // Decision 0030: any part of a UCR, container or client; a date range.
  ['search a middle part of a UCR (1 match)', 'q=12345&limit=50'],
  ['search a middle part of a container, lower case (100 matches)', 'q=ku00456&limit=50'],
  ['search a part every container has (count estimated)', 'q=msku0&limit=50'],
  ['search two characters (their start, every container)', 'q=ms&limit=50'],
  ['page 100 of a search every container matches', 'q=msku0&offset=4950&limit=50'],
  ['client by a part of its name (11 clients, 2,200 dossiers)', 'client=lient%2042&limit=50'],
  ['client by a part of its code, lower case (10 clients)', 'client=ent-04&limit=50'],
  ['client by a part every client name has', 'client=lient&limit=50'],
  ["client by a groupage's house consignee (20 dossiers)", 'client=consignee%2017&limit=50'],
  ['a week by creation date (10,080 dossiers)', `${WEEK}&limit=50`],
  ['a week, a client searched, sorted by client', `${WEEK}&client=lient%204&sort=client&limit=50`],
];

const settings = () =>
  loadSettings({ configDir: '/nonexistent', env: { Logging__Level: 'warn' } }).settings;

/** Every query of the list through the service over `database`, seeded with 100,000 dossiers. */
const measureOver = async (database: Database, label: 'PostgreSQL' | 'PGlite'): Promise<Row[]> => {
  await database.migrate();
  const seeded = performance.now();
  await seedDossiers(database, DOSSIERS);
  await seedGroupages(database);
  console.log(
    `${label}: seeded ${DOSSIERS} dossiers in ${Math.round(performance.now() - seeded)} ms`,
  );
  await explainSearches(database, label);
  const components = compose(settings(), database, createLogger(settings()), {
    eagerReaders: true,
  });
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
  const rows: Row[] = [];
  try {
    for (const [name, query, caller = 'user'] of QUERIES) {
      const headers: Record<string, string> =
        caller === 'user' ? { cookie } : { 'x-api-key': rawKey };
      const url = `${baseUrl}/api/declarations?${query}`;
      // A second of the same requests first, not counted: the pool's connections opened and the
      // code compiled belong to a service that has been running, not to the query.
      await measureLatency(url, { connections: 10, seconds: 1, headers });
      const figures = await measureLatency(url, { connections: 10, seconds: 5, headers });
      const row: Row = {
        scenario: `dossier list over ${DOSSIERS.toLocaleString('en')} dossiers: ${name}, 10 connections`,
        database: label,
        figures: `${figures.requestsPerSecond} req/s, p50 ${figures.p50Ms} ms, p95 ${figures.p95Ms} ms, p99 ${figures.p99Ms} ms${figures.non2xx ? `, ${figures.non2xx} non-2xx` : ''}${label === 'PostgreSQL' ? ' (target p99 50 ms)' : ''}`,
        rate: figures.requestsPerSecond,
      };
      console.log(row.scenario, '|', row.database, '|', row.figures);
      rows.push(row);
    }
  } finally {
    await app.close();
  }
  return rows;
};

/** GET /api/declarations over 100,000 dossiers: the web list's queries, on both databases. */
export const dossierListScenarios = (): Promise<Row[]> => overBothDatabases(measureOver);
