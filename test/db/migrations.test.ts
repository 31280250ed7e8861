import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { openPostgres, queryRows } from '../../src/db/index.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';

const TABLES = [
  'api_keys',
  'audit_log',
  'clients',
  'code_list_entries',
  'code_lists',
  'customs_declarations',
  'customs_exchange_rates',
  'customs_locations',
  'customs_offices',
  'customs_teams',
  'dossier_documents',
  'dossiers',
  'extraction_records',
  'idempotency_keys',
  'inbound_redeliveries',
  'locodes',
  'outbox_messages',
  'prompts',
  'provenance_types',
  'reference_syncs',
  'settings',
  'tariff_deletions',
  'tariff_descriptions',
  'tariff_goods',
  'tariff_imports',
  'tariff_measures',
  'user_preferences',
  'web_sessions',
  'web_sign_ins',
];

const tablesOf = async (t: TestDatabase) =>
  (
    await queryRows<{ table_name: string }>(
      t.database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    )
  ).map((row) => row.table_name);

for (const kind of databaseKinds) {
  describe(`migrations on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    before(async () => {
      t = await kind.open({ migrate: false });
    });
    after(() => t?.dispose());

    it('reports pending migrations on an empty database', async () => {
      const state = await t.database.migrationState();
      assert.ok(state.known >= 1);
      assert.equal(state.pending, state.known);
    });

    it('creates every table of SPEC.md, and running twice changes nothing', async () => {
      await t.database.migrate();
      assert.deepEqual(await tablesOf(t), TABLES);
      await t.database.migrate();
      assert.deepEqual(await tablesOf(t), TABLES);
      assert.equal((await t.database.migrationState()).pending, 0);
      const applied = await queryRows<{ n: string | number }>(
        t.database.db,
        sql`select count(*) as n from drizzle.__drizzle_migrations`,
      );
      assert.equal(Number(applied[0]?.n), (await t.database.migrationState()).known);
    });
  });
}

const postgres = databaseKinds.find((kind) => kind.name === 'postgres')!;
describe('migrations from two instances at once', { skip: postgres.skip }, () => {
  it('serialise on the advisory lock and both succeed', async () => {
    const t = await postgres.open({ migrate: false });
    const second = await openPostgres(t.connectionString!, { poolSize: 2, onPoolError: () => {} });
    try {
      const results = await Promise.allSettled([
        t.database.migrate(),
        second.migrate(),
        t.database.migrate(),
      ]);
      assert.deepEqual(
        results.map((result) => result.status),
        ['fulfilled', 'fulfilled', 'fulfilled'],
      );
      assert.deepEqual(await tablesOf(t), TABLES);
      const applied = await queryRows<{ n: string }>(
        t.database.db,
        sql`select count(*) as n from drizzle.__drizzle_migrations`,
      );
      assert.equal(Number(applied[0]?.n), (await t.database.migrationState()).known);
    } finally {
      await second.close();
      await t.dispose();
    }
  });
});
