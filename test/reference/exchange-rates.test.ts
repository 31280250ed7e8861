import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/index.ts';
import { DomainError } from '../../src/errors/index.ts';
import { importRates, listRates, setRate } from '../../src/reference/index.ts';
import { toEuro } from '../../src/valuation/index.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { startIngestionApp, type IngestionTestApp } from '../support/ingestion-app.ts';
import { signedIn } from '../support/sessions.ts';

/** As a Belgian spreadsheet saves it: semicolons, decimal commas, a BOM, a column of notes. */
const CSV =
  '\uFEFFcurrency;per_euro;month;note\r\nUSD;1,0854;2026-10;ECB 2026-09-23\r\nusd;1,0712;2026-11;\r\nGBP;0,8731;2026-11;\r\n';

for (const kind of databaseKinds) {
  describe(`customs exchange rates on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let api: IngestionTestApp;
    before(async () => {
      t = await kind.open();
      api = await startIngestionApp(t.database);
    });
    after(async () => {
      await api?.close();
      await t?.dispose();
    });

    it('imports a CSV whole, and converts at the rate of the declaration’s day', async () => {
      const stored = await importRates(t.database.db, CSV, 'cli:test');
      assert.deepEqual(
        stored.map((rate) => [
          rate.currency,
          rate.perEuro,
          rate.validFrom,
          rate.validTo,
          rate.source,
        ]),
        [
          ['USD', 1.0854, '2026-10-01', '2026-10-31', 'csv'],
          ['USD', 1.0712, '2026-11-01', '2026-11-30', 'csv'],
          ['GBP', 0.8731, '2026-11-01', '2026-11-30', 'csv'],
        ],
      );
      const rates = await listRates(t.database.db);
      assert.equal(toEuro(1850, 'USD', '2026-10-31', rates).euro, 1704.44);
      assert.equal(toEuro(1850, 'USD', '2026-11-01', rates).euro, 1727.04);
      assert.equal(toEuro(1850, 'USD', '2026-12-01', rates).euro, undefined);
      assert.deepEqual(
        (await listRates(t.database.db, { on: '2026-11-30' })).map((rate) => rate.currency),
        ['GBP', 'USD'],
      );
    });

    it('refuses a file with one bad line, naming each, and stores nothing of it', async () => {
      const before = (await listRates(t.database.db)).length;
      await assert.rejects(
        importRates(
          t.database.db,
          'currency,per_euro,month\nJPY,162.31,2026-11\nEUR,1,2026-11\nCHF,-0.95,2026-11\nCHF,0.95,2026-13\nJPY,163,2026-11\n',
          'cli:test',
        ),
        (error: unknown) => {
          assert.ok(error instanceof DomainError);
          assert.deepEqual(
            error.complaints.map((complaint) => complaint.path),
            ['line 3', 'line 4', 'line 5', 'line 6'],
          );
          assert.match(error.message, /nothing was imported/);
          return true;
        },
      );
      assert.equal((await listRates(t.database.db)).length, before);
      await assert.rejects(importRates(t.database.db, 'code;rate\nUSD;1\n', 'x'), /complaint/);
    });

    it('takes a correction by hand, replacing the month’s rate, audited from what to what', async () => {
      const corrected = await setRate(
        t.database.db,
        { currency: 'usd', perEuro: '1.0715', month: '2026-11' },
        'cli:anna',
      );
      assert.deepEqual(
        [corrected.perEuro, corrected.source, corrected.updatedBy],
        [1.0715, 'manual', 'cli:anna'],
      );
      const [audit] = await queryRows<{ before: { perEuro: number }; after: { perEuro: number } }>(
        t.database.db,
        sql`select before, after from audit_log where action = 'exchange-rate.set'
            and entity_id = 'USD 2026-11' and actor = 'cli:anna'`,
      );
      assert.deepEqual([audit?.before.perEuro, audit?.after.perEuro], [1.0712, 1.0715]);
      assert.equal(
        (await listRates(t.database.db, { currency: 'USD', on: '2026-11-15' }))[0]?.perEuro,
        1.0715,
      );
    });

    it('over the API: read by a partner’s key, set by an administrator only', async () => {
      const read = await api.get('/api/reference/exchange-rates?currency=gbp&on=2026-11-01');
      assert.equal(read.status, 200);
      assert.deepEqual(
        ((await read.json()) as { currency: string; perEuro: number }[]).map((rate) => [
          rate.currency,
          rate.perEuro,
        ]),
        [['GBP', 0.8731]],
      );
      for (const day of ['2026-02-30', '2026-13-45', '0000-01-01'])
        assert.equal(
          (await api.get(`/api/reference/exchange-rates?on=${day}`)).status,
          400,
          `on=${day}`,
        );
      const put = (
        who: Awaited<ReturnType<typeof signedIn>>,
        body: unknown,
        path = 'CHF/2026-12',
      ) =>
        fetch(`${api.baseUrl}/api/reference/exchange-rates/${path}`, {
          method: 'PUT',
          headers: { ...who.headers, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const admin = await signedIn(t.database.db, ['Admins'], 'Ada Admin');
      const user = await signedIn(t.database.db, ['Users'], 'Ulla User');
      const set = await put(admin, { perEuro: 0.9412 });
      assert.equal(set.status, 200, await set.clone().text());
      assert.deepEqual(
        (({ currency, perEuro, validTo, updatedBy }) => ({
          currency,
          perEuro,
          validTo,
          updatedBy,
        }))((await set.json()) as Record<string, unknown>),
        { currency: 'CHF', perEuro: 0.9412, validTo: '2026-12-31', updatedBy: 'Ada Admin' },
      );
      assert.equal((await put(user, { perEuro: 0.9 })).status, 403);
      const tooPrecise = await put(admin, { perEuro: '0.1234567' });
      assert.equal(tooPrecise.status, 422);
      assert.equal((await put(admin, { perEuro: 1 }, 'EUR/2026-12')).status, 422);
      assert.equal((await put(admin, { perEuro: 1 }, 'CHF/2026-13')).status, 400);
      assert.equal((await put(admin, { perEuro: 1.1 }, 'USD/0000-01')).status, 400);
      assert.equal(
        (
          await fetch(`${api.baseUrl}/api/reference/exchange-rates/CHF/2026-12`, {
            method: 'PUT',
            headers: { 'content-type': 'application/json' },
            body: '{"perEuro":1}',
          })
        ).status,
        401,
      );
    });
  });
}
