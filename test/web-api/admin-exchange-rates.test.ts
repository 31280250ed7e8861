import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/index.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { signedIn } from '../support/sessions.ts';

type Json = Record<string, any>;

/** As a Belgian spreadsheet saves it: semicolons, decimal commas, a BOM. */
const CSV =
  '\uFEFFcurrency;per_euro;month\r\nUSD;1,0712;2026-11\r\nGBP;0,8731;2026-11\r\nJPY;162,31;2026-11\r\nUSD;1,0854;2026-10\r\n';

for (const kind of databaseKinds) {
  describe(`/Admin/ExchangeRates through its API on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let app: TestApp;
    let admin: Record<string, string>;
    let superUser: Record<string, string>;
    before(async () => {
      t = await kind.open();
      app = await startTestApp(t.database);
      admin = (await signedIn(t.database.db, ['Admins'], 'Ada Admin')).headers;
      superUser = (await signedIn(t.database.db, ['SuperUsers'], 'Sam Super')).headers;
    });
    after(async () => {
      await app?.close();
      await t?.dispose();
    });
    const call = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
      fetch(`${app.baseUrl}${path}`, {
        method,
        headers: {
          ...headers,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const month = async (m: string) => {
      const response = await call('GET', `/api/admin/exchange-rates?month=${m}`, superUser);
      assert.equal(response.status, 200, await response.clone().text());
      return (await response.json()) as Json;
    };
    const rateCount = async () =>
      (
        await queryRows<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from customs_exchange_rates`,
        )
      )[0]!.n;

    it('imports a file (Admins), then shows a month’s rates per currency with where each came from', async () => {
      const empty = await month('2026-11');
      assert.deepEqual([empty.rates, empty.months], [[], []]);
      const imported = await call('POST', '/api/admin/exchange-rates/import', admin, { csv: CSV });
      assert.equal(imported.status, 200, await imported.clone().text());
      assert.deepEqual(await imported.json(), { imported: 4, months: ['2026-10', '2026-11'] });
      const november = await month('2026-11');
      assert.deepEqual(november.months, ['2026-11', '2026-10']);
      assert.deepEqual(
        november.rates.map((rate: Json) => [
          rate.currency,
          rate.per_euro,
          rate.source,
          rate.updated_by,
          rate.valid_to,
        ]),
        [
          ['GBP', 0.8731, 'csv', 'Ada Admin', '2026-11-30'],
          ['JPY', 162.31, 'csv', 'Ada Admin', '2026-11-30'],
          ['USD', 1.0712, 'csv', 'Ada Admin', '2026-11-30'],
        ],
      );
      assert.equal(november.rates[2].history.length, 1);
      assert.equal(
        (await call('POST', '/api/admin/exchange-rates/import', superUser, { csv: CSV })).status,
        403,
        'an upload is Admins’',
      );
    });

    it('corrects one rate with a reason, Belgian comma accepted; the correction, who, when and why stay visible', async () => {
      const corrected = await call('PUT', '/api/admin/exchange-rates/usd/2026-11', superUser, {
        per_euro: '1,0715',
        reason: 'ECB republished the rate of 21 October',
      });
      assert.equal(corrected.status, 200, await corrected.clone().text());
      const rate = (await corrected.json()) as Json;
      assert.deepEqual(
        [rate.currency, rate.per_euro, rate.source, rate.updated_by],
        ['USD', 1.0715, 'manual', 'Sam Super'],
      );
      assert.deepEqual(
        rate.history.map((change: Json) => [
          change.by,
          change.before,
          change.after,
          change.source,
          change.reason,
        ]),
        [
          ['Sam Super', 1.0712, 1.0715, 'manual', 'ECB republished the rate of 21 October'],
          ['Ada Admin', null, 1.0712, 'csv', null],
        ],
      );
      assert.ok(Date.now() - Date.parse(rate.history[0].at) < 60_000);
      // The month's list shows the same; the reading the filing converts with is the new rate.
      const usd = (await month('2026-11')).rates.find((r: Json) => r.currency === 'USD');
      assert.equal(usd.history[0].reason, 'ECB republished the rate of 21 October');
      const reference = await call(
        'GET',
        '/api/reference/exchange-rates?currency=USD&on=2026-11-15',
        admin,
      );
      assert.equal(((await reference.json()) as Json[])[0]!.perEuro, 1.0715);
      const [entry] = await queryRows<{ actor: string; after: Json }>(
        t.database.db,
        sql`select actor, after from audit_log where action = 'exchange-rate.set' and entity_id = 'USD 2026-11' order by id desc limit 1`,
      );
      assert.deepEqual(
        [entry?.actor, entry?.after.reason],
        ['Sam Super', 'ECB republished the rate of 21 October'],
      );
      // Thousands and decimals both marked, as a Belgian writes a large rate.
      const grouped = await call('PUT', '/api/admin/exchange-rates/IDR/2026-11', superUser, {
        per_euro: '17.512,25',
        reason: 'missing from the file',
      });
      assert.equal(grouped.status, 200, await grouped.clone().text());
      assert.equal(((await grouped.json()) as Json).per_euro, 17512.25);
    });

    it('refuses a hostile correction with a clear 4xx and writes nothing', async () => {
      const before = await month('2026-11');
      const auditsBefore = (
        await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from audit_log`)
      )[0]!.n;
      const countBefore = await rateCount();
      const cases: [string, unknown, number, string?][] = [
        ['GBP/2026-11', { per_euro: '-0,87', reason: 'x' }, 422, '/perEuro'],
        ['GBP/2026-11', { per_euro: '0', reason: 'x' }, 422, '/perEuro'],
        ['GBP/2026-11', { per_euro: '0,000000', reason: 'x' }, 422, '/perEuro'],
        ['GBP/2026-11', { per_euro: 'abc', reason: 'x' }, 422, '/perEuro'],
        ['GBP/2026-11', { per_euro: '1e9', reason: 'x' }, 422, '/perEuro'],
        ['GBP/2026-11', { per_euro: '0,1234567', reason: 'x' }, 422, '/perEuro'],
        ['GBP/2026-11', { per_euro: '1234567890123', reason: 'x' }, 422, '/perEuro'],
        // A comma left out: ten thousand times the month before, refused as a typo.
        ['USD/2026-12', { per_euro: '10712', reason: 'x' }, 422, '/perEuro'],
        ['GBP/2026-11', { per_euro: '0,87', reason: '   ' }, 422, '/reason'],
        ['GBP/2026-11', { per_euro: '0,87' }, 422, '/reason'],
        ['GBP/2026-11', { per_euro: '0,87', reason: 'x', source: 'csv' }, 422],
        ['GBP/2026-11', { per_euro: '0,87', reason: 'x'.repeat(501) }, 422, '/reason'],
        ['EUR/2026-11', { per_euro: '1', reason: 'x' }, 422, '/currency'],
        ['GBP/2026-13', { per_euro: '0,87', reason: 'x' }, 400],
        ['GBP/1800-01', { per_euro: '0,87', reason: 'x' }, 400],
        ['GB1/2026-11', { per_euro: '0,87', reason: 'x' }, 400],
      ];
      for (const [path, body, status, at] of cases) {
        const response = await call('PUT', `/api/admin/exchange-rates/${path}`, superUser, body);
        assert.equal(
          response.status,
          status,
          `${path} ${JSON.stringify(body)}: ${await response.clone().text()}`,
        );
        if (at)
          assert.equal(((await response.json()) as Json).errors[0].path, at, JSON.stringify(body));
      }
      for (const bad of ['2026-13', '2026-1', 'november', '2026-11-01', ''])
        assert.equal(
          (await call('GET', `/api/admin/exchange-rates?month=${bad}`, superUser)).status,
          400,
          `month=${bad}`,
        );
      assert.equal((await call('GET', '/api/admin/exchange-rates', superUser)).status, 400);

      // A file with one bad line stores none of its good ones, and names the line.
      const refused = await call('POST', '/api/admin/exchange-rates/import', admin, {
        csv: 'currency,per_euro,month\nCHF,0.95,2026-12\nCAD,-1,2026-12\n',
      });
      assert.equal(refused.status, 422);
      assert.deepEqual(
        ((await refused.json()) as Json).errors.map((e: Json) => e.path),
        ['line 3'],
      );
      assert.equal(
        (await call('POST', '/api/admin/exchange-rates/import', admin, { csv: '' })).status,
        422,
      );
      assert.equal(
        (await call('POST', '/api/admin/exchange-rates/import', admin, { csv: 'not,a\ncsv' }))
          .status,
        422,
      );

      assert.deepEqual(await month('2026-11'), before);
      assert.equal(await rateCount(), countBefore);
      const auditsAfter = (
        await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from audit_log`)
      )[0]!.n;
      assert.equal(auditsAfter, auditsBefore, 'no audit entry for a refusal');
    });

    it('is refused to a User and to anyone not signed in', async () => {
      const user = await signedIn(t.database.db, ['Users'], 'Ulla User');
      assert.equal(
        (await call('GET', '/api/admin/exchange-rates?month=2026-11', user.headers)).status,
        403,
      );
      assert.equal(
        (
          await call('PUT', '/api/admin/exchange-rates/USD/2026-11', user.headers, {
            per_euro: '1',
            reason: 'x',
          })
        ).status,
        403,
      );
      assert.equal((await call('GET', '/api/admin/exchange-rates?month=2026-11', {})).status, 401);
    });
  });
}
