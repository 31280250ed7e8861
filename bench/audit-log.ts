import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { compose } from '../src/composition.ts';
import { queryRows, type Database } from '../src/db/index.ts';
import { createLogger } from '../src/logger.ts';
import { loadSettings } from '../src/settings/index.ts';
import { signedIn } from '../test/support/sessions.ts';
import { overBothDatabases } from './both-databases.ts';
import type { Row } from './foundation.ts';
import { measureLatency } from './measure-latency.ts';

const ENTRIES = 1_000_000;
const settings = () =>
  loadSettings({ configDir: '/nonexistent', env: { Logging__Level: 'warn' } }).settings;

/** A year of a busy broker: 200 actors, 12 actions, 50,000 dossiers, one entry every 31 s. */
const seed = (database: Database) =>
  database.db.execute(sql`
    insert into audit_log (occurred_at, actor, action, entity_type, entity_id, after)
    select now() - ((${ENTRIES} - n) * interval '31 seconds'),
           'user-' || (n % 200),
           (array['dossier.created','dossier.updated','dossier.approved','dossier.submitted',
                  'client.updated','client.created','api-key.created','setting.changed',
                  'dossier.values-confirmed','dossier.reopened','prompt.changed','rate.changed'])[1 + n % 12],
           'dossier',
           'd-' || (n % 50000),
           jsonb_build_object('status', 'Review', 'n', n)
    from generate_series(1, ${ENTRIES}) as n`);

const measureOver = async (database: Database, label: 'PostgreSQL' | 'PGlite'): Promise<Row[]> => {
  await database.migrate();
  const started = performance.now();
  await seed(database);
  await database.db.execute(sql`analyze audit_log`);
  console.log(
    `${label}: seeded ${ENTRIES} audit entries in ${Math.round(performance.now() - started)} ms`,
  );
  const components = compose(settings(), database, createLogger(settings()), {});
  const app = await buildApp(components);
  app.addHook('onClose', () => components.close());
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const { cookie } = await signedIn(database.db, ['SuperUsers']);
  const [{ max } = { max: ENTRIES }] = await queryRows<{ max: number }>(
    database.db,
    sql`select max(id)::int as max from audit_log`,
  );
  const farBack = max - 500_000;
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(
    Date.now() - 100 * 86_400_000,
  );
  const queries: [string, string][] = [
    ['first page, newest first', 'limit=50'],
    ['page 10,000 back (keyset)', `before=${farBack}&limit=50`],
    ['one actor (0.5 % of entries)', 'actor=user-17&limit=50'],
    ['one actor, far back', `actor=user-17&before=${farBack}&limit=50`],
    ['one action', 'action=dossier.approved&limit=50'],
    ['one dossier (20 entries)', 'entity_type=dossier&entity_id=d-4242&limit=50'],
    ['one day', `from=${day}&to=${day}&limit=50`],
    ['an actor on a day', `actor=user-17&from=${day}&to=${day}&limit=50`],
  ];
  const rows: Row[] = [];
  try {
    for (const [name, query] of queries) {
      const url = `${baseUrl}/api/admin/audit-log?${query}`;
      const headers = { cookie };
      await measureLatency(url, { connections: 4, seconds: 1, headers });
      const figures = await measureLatency(url, { connections: 4, seconds: 3, headers });
      const row: Row = {
        scenario: `audit log over ${ENTRIES.toLocaleString('en')} entries: ${name}, 4 connections`,
        database: label,
        figures: `${figures.requestsPerSecond} req/s, p50 ${figures.p50Ms} ms, p95 ${figures.p95Ms} ms, p99 ${figures.p99Ms} ms${figures.non2xx ? `, ${figures.non2xx} non-2xx` : ''}`,
        rate: figures.requestsPerSecond,
      };
      console.log(row.scenario, '|', row.database, '|', row.figures);
      rows.push(row);
    }
    // The CSV of one actor: 5,000 entries streamed.
    const exportStart = performance.now();
    const csv = await fetch(`${baseUrl}/api/admin/audit-log.csv?actor=user-17`, {
      headers: { cookie },
    });
    const bytes = (await csv.arrayBuffer()).byteLength;
    const row: Row = {
      scenario: `audit log over ${ENTRIES.toLocaleString('en')} entries: CSV of one actor`,
      database: label,
      figures: `${Math.round(performance.now() - exportStart)} ms for ${(bytes / 1024).toFixed(0)} KiB`,
    };
    console.log(row.scenario, '|', row.database, '|', row.figures);
    rows.push(row);
  } finally {
    await app.close();
  }
  return rows;
};

/** /Admin/AuditLog's API over a million entries, on both databases. */
export const auditLogScenarios = (): Promise<Row[]> => overBothDatabases(measureOver);
