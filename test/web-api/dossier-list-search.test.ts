import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { CLIENT_IDS_READ_FIRST } from '../../src/dossiers/list-conditions.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { startIngestionApp, type IngestionTestApp } from '../support/ingestion-app.ts';
import { sample } from '../support/samples.ts';
import { seedDossiers } from '../support/seed-dossiers.ts';
import { signedIn } from '../support/sessions.ts';

type Json = Record<string, any>;

/** The dossiers the searches look for, among 200 seeded ones; times are Brussels wall clocks. */
const FOUND = [
  { ucr: 'BE-ANR-7731-XK', container: 'TGHU4412345', client: 'ZEPHYR-01', at: '2020-03-10 00:00' },
  { ucr: 'ZZ-BE-0001', container: null, client: 'ZEPHYR-01', at: '2020-03-14 23:30' },
  { ucr: 'DATE-BEFORE', container: null, client: null, at: '2020-03-09 23:59:59' },
  { ucr: 'DATE-AFTER', container: null, client: null, at: '2020-03-15 00:00' },
  // Spring forward: 29 March 2020 had 23 hours in Brussels.
  { ucr: 'DST-LAST-HOUR', container: null, client: null, at: '2020-03-29 23:30' },
];

for (const kind of databaseKinds)
  describe(`searching the dossier list on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let api: IngestionTestApp;
    let cookie: string;
    let groupage: string;
    before(async () => {
      t = await kind.open();
      await seedDossiers(t.database, 200);
      await t.database.db.execute(sql`
        insert into clients (code, name, is_customs_client, created_by, updated_by)
        values ('ZEPHYR-01', 'Zephyr Logistics BV', true, 'test', 'test')`);
      for (const dossier of FOUND)
        await t.database.db.execute(sql`
          insert into dossiers (ucr, regime, status, source, created_by, client_id, container_number,
            created_at, updated_at)
          values (${dossier.ucr}, 'IM', 'Review', 'Manual', 'test',
            (select id from clients where code = ${dossier.client}), ${dossier.container},
            ${dossier.at}::timestamp at time zone 'Europe/Brussels', now())`);
      api = await startIngestionApp(t.database);
      ({ cookie } = await signedIn(t.database.db, ['Users']));
      // The shared T2 groupage as a partner sends it: no client_code, a consignee per house.
      const posted = await api.post({ ...sample('t2-groupage'), ucr: 'HBL-GROUPAGE-1' });
      assert.equal(posted.status, 201, await posted.clone().text());
      groupage = ((await posted.json()) as Json).uuid;
    });
    after(async () => {
      await api?.close();
      await t?.dispose();
    });

    const list = async (query: string, headers: Record<string, string> = { cookie }) => {
      const response = await fetch(`${api.baseUrl}/api/declarations?${query}`, { headers });
      assert.equal(response.status, 200, await response.clone().text());
      const rows = (await response.json()) as Json[];
      return {
        total: Number(response.headers.get('x-total-count')),
        ucrs: rows.map((row) => row.ucr as string).sort(),
        rows,
      };
    };
    const problemOf = async (query: string) => {
      const response = await fetch(`${api.baseUrl}/api/declarations?${query}`, {
        headers: { cookie },
      });
      return { status: response.status, body: (await response.json()) as Json };
    };

    it('finds a dossier by a middle part of its UCR, in any case', async () => {
      assert.deepEqual((await list('q=anr-77')).ucrs, ['BE-ANR-7731-XK']);
      assert.deepEqual((await list('q=7731-X')).ucrs, ['BE-ANR-7731-XK']);
    });

    it('finds a dossier by a middle part of its container number, in any case', async () => {
      assert.deepEqual((await list('q=hu4412')).ucrs, ['BE-ANR-7731-XK']);
      assert.deepEqual((await list('q=12345')).ucrs, ['BE-ANR-7731-XK']);
    });

    it('matches only the start for a term without three letters or digits in a row', async () => {
      // BE starts one UCR and sits inside another: the short term finds the first only.
      assert.deepEqual((await list('q=be')).ucrs, ['BE-ANR-7731-XK']);
      assert.deepEqual((await list('q=zz-b')).ucrs, ['ZZ-BE-0001']);
      assert.deepEqual((await list('q=e-')).ucrs, []);
    });

    it('takes % and _ in a term as themselves', async () => {
      assert.deepEqual((await list('q=7731_XK')).ucrs, []);
      assert.deepEqual((await list(`q=${encodeURIComponent('ANR%XK')}`)).ucrs, []);
    });

    it('finds a client by a part of its name or code, in any case', async () => {
      assert.deepEqual((await list('client=logistics%20b')).ucrs, ['BE-ANR-7731-XK', 'ZZ-BE-0001']);
      assert.deepEqual((await list('client=phyr-0')).ucrs, ['BE-ANR-7731-XK', 'ZZ-BE-0001']);
      // Short: the start of the code or name.
      assert.deepEqual((await list('client=ze')).ucrs, ['BE-ANR-7731-XK', 'ZZ-BE-0001']);
      assert.deepEqual((await list('client=ph')).ucrs, []);
      // The seeded clients are CLIENT-001... named "Client 1 NV"...; 200 dossiers, one for client 42.
      assert.equal((await list('client=client%2042%20nv')).total, 1);
      assert.equal((await list('client=ENT-042')).total, 1);
    });

    it('finds the dossiers of a search that matches more clients than are read first', async () => {
      await t.database.db.execute(sql`
        insert into clients (code, name, is_customs_client, created_by, updated_by)
        select 'BULK-' || n, 'Bulk importer ' || n, false, 'test', 'test'
        from generate_series(1, ${CLIENT_IDS_READ_FIRST + 1}) as n`);
      await t.database.db.execute(sql`
        insert into dossiers (ucr, regime, status, source, created_by, client_id)
        values ('BULK-DOSSIER', 'EX', 'Review', 'Manual', 'test',
          (select id from clients where code = 'BULK-77'))`);
      assert.deepEqual((await list('client=bulk%20imp')).ucrs, ['BULK-DOSSIER']);
      assert.deepEqual((await list('client=bulk-77&sort=client')).ucrs, ['BULK-DOSSIER']);
    });

    it('keeps the exact client code filter as clientCode', async () => {
      assert.deepEqual((await list('clientCode=ZEPHYR-01')).ucrs, ['BE-ANR-7731-XK', 'ZZ-BE-0001']);
      assert.deepEqual((await list('clientCode=ZEPHYR-0')).ucrs, []);
      assert.deepEqual((await list('clientCode=zephyr-01')).ucrs, []);
    });

    it('counts Brussels days whole: from midnight, to the last minute of the "to" day', async () => {
      const march = await list('createdFrom=2020-03-10&createdTo=2020-03-14');
      assert.deepEqual(march.ucrs, ['BE-ANR-7731-XK', 'ZZ-BE-0001']);
      assert.equal(march.total, 2);
      assert.deepEqual((await list('createdFrom=2020-03-14&createdTo=2020-03-14')).ucrs, [
        'ZZ-BE-0001',
      ]);
      assert.deepEqual((await list('createdFrom=2020-03-15&createdTo=2020-03-15')).ucrs, [
        'DATE-AFTER',
      ]);
      assert.deepEqual((await list('createdTo=2020-03-09')).ucrs, ['DATE-BEFORE']);
      assert.deepEqual((await list('createdFrom=2020-03-29&createdTo=2020-03-29')).ucrs, [
        'DST-LAST-HOUR',
      ]);
      assert.deepEqual(
        (await list('createdFrom=2020-03-10&createdTo=2020-03-31&client=zephyr&q=ZZ')).ucrs,
        ['ZZ-BE-0001'],
      );
    });

    it('refuses a malformed date, a range that ends before it starts and a one-letter search with 400 naming the parameter', async () => {
      for (const [query, path] of [
        ['createdFrom=2020-02-30', '/createdFrom'],
        ['createdTo=14-03-2020', '/createdTo'],
        ['createdTo=2020-03-14T10:00', '/createdTo'],
        ['createdFrom=0000-01-01', '/createdFrom'],
        ['createdFrom=2020-03-15&createdTo=2020-03-14', '/createdFrom'],
        ['q=B', '/q'],
        ['client=Z', '/client'],
        [`client=${'x'.repeat(201)}`, '/client'],
      ] as const) {
        const { status, body } = await problemOf(query);
        assert.equal(status, 400, query);
        assert.equal(body.type, '/problems/bad-request', query);
        assert.ok(
          (body.errors as { path: string }[]).some((error) => error.path === path),
          `${query}: ${JSON.stringify(body.errors)}`,
        );
      }
    });

    it('answers a page past the end of a search empty, with the real total, sorted either way', async () => {
      for (const sort of ['', '&sort=client&order=asc', '&sort=client&order=desc']) {
        const { total, rows } = await list(`client=zephyr&offset=500&limit=50${sort}`);
        assert.deepEqual(rows, [], sort);
        assert.equal(total, 2, sort);
      }
      const far = await list('q=MSKU00&offset=5000&limit=50');
      assert.deepEqual(far.rows, []);
      assert.equal(far.total, 200);
    });

    it('shows a T2 groupage without a client of its own with its first house consignee', async () => {
      const expected = {
        code: 'IT01234567890',
        name: 'Ferramenta Lombarda S.p.A.',
        identification_number: 'IT01234567890',
        is_customs_client: false,
      };
      const { rows } = await list('q=HBL-GROUPAGE');
      assert.deepEqual(
        rows.map((row) => [row.uuid, row.client]),
        [[groupage, expected]],
      );
      const detail = (await (
        await fetch(`${api.baseUrl}/api/declarations/${groupage}`, { headers: { cookie } })
      ).json()) as Json;
      assert.deepEqual(detail.client, expected);
      // The partner that sent it sees the code, as for any client.
      const own = await list('q=HBL-GROUPAGE', { 'x-api-key': api.apiKey });
      assert.deepEqual(own.rows[0]?.client, { code: 'IT01234567890' });
    });

    it("finds a T2 groupage by any house consignee's name or EORI", async () => {
      for (const term of ['ferramenta', 'SABAUDE', 'it0123456', 'off'])
        assert.deepEqual((await list(`client=${term}`)).ucrs, ['HBL-GROUPAGE-1'], term);
      assert.deepEqual((await list('client=lombardia')).ucrs, []);
    });
  });
