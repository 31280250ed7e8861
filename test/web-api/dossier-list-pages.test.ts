import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { createApiKey } from '../../src/api-keys/index.ts';
import { queryRows } from '../../src/db/index.ts';
import { DEFERRED_FROM_OFFSET } from '../../src/dossiers/index.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { startIngestionApp, type IngestionTestApp } from '../support/ingestion-app.ts';
import { seedDossiers } from '../support/seed-dossiers.ts';
import { signedIn } from '../support/sessions.ts';

const DOSSIERS = 1_200;

/** Each filter and sort of the web list, with the query that gives the same dossiers in order. */
const VIEWS: { query: string; expected: string }[] = [
  { query: '', expected: 'order by d.created_at desc, d.id desc' },
  { query: 'order=asc', expected: 'order by d.created_at asc, d.id asc' },
  {
    query: 'status=Review',
    expected: `where d.status = 'Review' order by d.created_at desc, d.id desc`,
  },
  {
    query: 'regime=IM&status=Submitted',
    expected: `where d.regime = 'IM' and d.status = 'Submitted' order by d.created_at desc, d.id desc`,
  },
  {
    query: 'clientCode=CLIENT-042',
    expected: `where c.code = 'CLIENT-042' order by d.created_at desc, d.id desc`,
  },
  // Any part of a client's code or name (decision 0030): "Client 4 NV", "Client 40 NV"...
  {
    query: 'client=LIENT%204',
    expected: `where c.code ilike '%lient 4%' or c.name ilike '%lient 4%' order by d.created_at desc, d.id desc`,
  },
  {
    query: 'sort=client&order=desc&client=lient%204',
    expected: `where c.name ilike '%lient 4%' order by c.code desc nulls first, d.id desc`,
  },
  { query: 'sort=ucr&order=asc', expected: 'order by d.ucr asc, d.id asc' },
  {
    query: 'q=UCR-00006',
    expected: `where d.ucr like 'UCR-00006%' order by d.created_at desc, d.id desc`,
  },
  // Any part of a UCR or container number: 0000060 to 0000069, 0000600 to 0000699.
  {
    query: 'q=00006',
    expected: `where d.ucr like '%00006%' or d.container_number like '%00006%' order by d.created_at desc, d.id desc`,
  },
  // Every container: pages far past the deferred offset, found through the trigram index.
  {
    query: 'q=msku00',
    expected: `where d.container_number ilike '%msku00%' order by d.created_at desc, d.id desc`,
  },
  // Dossiers without a client after the others going up, before them going down.
  { query: 'sort=client&order=asc', expected: 'order by c.code asc nulls last, d.id asc' },
  { query: 'sort=client&order=desc', expected: 'order by c.code desc nulls first, d.id desc' },
  {
    query: 'sort=client&order=asc&status=Review',
    expected: `where d.status = 'Review' order by c.code asc nulls last, d.id asc`,
  },
];

const idsOf = async (database: TestDatabase['database'], query: string) =>
  (
    await queryRows<{ id: string }>(
      database.db,
      sql.raw(`select d.id from dossiers d left join clients c on c.id = d.client_id ${query}`),
    )
  ).map((row) => row.id);

for (const kind of databaseKinds)
  describe(`far pages of the dossier list on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let api: IngestionTestApp;
    let cookie: string;
    before(async () => {
      t = await kind.open();
      await seedDossiers(t.database, DOSSIERS);
      // Forty dossiers around the first far page share one moment: only the id orders them there.
      await t.database.db.execute(sql`
        update dossiers set created_at = (select created_at from dossiers where ucr = 'UCR-0000500')
        where ucr between 'UCR-0000480' and 'UCR-0000519'`);
      // And 150 have no client: sorted by client, they are a part of their own.
      await t.database.db.execute(
        sql`update dossiers set client_id = null where ucr between 'UCR-0000900' and 'UCR-0001049'`,
      );
      api = await startIngestionApp(t.database);
      ({ cookie } = await signedIn(t.database.db, ['Users']));
    });
    after(async () => {
      await api?.close();
      await t?.dispose();
    });

    const page = async (
      query: string,
      offset: number,
      limit: number,
      headers: Record<string, string> = { cookie },
    ) => {
      const response = await fetch(
        `${api.baseUrl}/api/declarations?${query}&offset=${offset}&limit=${limit}`,
        { headers },
      );
      assert.equal(response.status, 200, await response.clone().text());
      return {
        total: Number(response.headers.get('x-total-count')),
        uuids: ((await response.json()) as { uuid: string }[]).map((row) => row.uuid),
      };
    };

    for (const view of VIEWS)
      it(`walks every page of "${view.query || 'everything'}" in the database's order, near and far alike`, async () => {
        const expected = await idsOf(t.database, view.expected);
        assert.ok(expected.length > 0);
        const walked: string[] = [];
        // 70 a page: pages start on both sides of the deferred offset and inside the tie.
        for (let offset = 0; offset < expected.length + 70; offset += 70) {
          const { total, uuids } = await page(view.query, offset, 70);
          assert.equal(total, expected.length);
          walked.push(...uuids);
        }
        assert.deepEqual(walked, expected);
        if (expected.length > DEFERRED_FROM_OFFSET + 70) {
          const far = await page(view.query, DEFERRED_FROM_OFFSET + 3, 7);
          assert.deepEqual(
            far.uuids,
            expected.slice(DEFERRED_FROM_OFFSET + 3, DEFERRED_FROM_OFFSET + 10),
          );
        }
      });

    it('shows a partner only its own dossiers on far pages too, and counts only those', async () => {
      const { rawKey } = await createApiKey(
        t.database.db,
        { name: 'far-pages-tms', scopes: ['declarations'] },
        'test',
      );
      await t.database.db.execute(sql`
        update dossiers set ingestion_partner = 'far-pages-tms', partner_kind = 'api-key'
        where ucr <= 'UCR-0000700'`);
      for (const [query, where] of [
        ['', ''],
        ['status=Review', `and d.status = 'Review'`],
        ['sort=client&order=desc', ''],
      ] as const) {
        const order = query.startsWith('sort=client')
          ? 'order by c.code desc nulls first, d.id desc'
          : 'order by d.created_at desc, d.id desc';
        const expected = await idsOf(
          t.database,
          `where d.ingestion_partner = 'far-pages-tms' ${where} ${order}`,
        );
        const walked: string[] = [];
        for (let offset = 0; offset < expected.length + 90; offset += 90) {
          const { total, uuids } = await page(query, offset, 90, { 'x-api-key': rawKey });
          assert.equal(total, expected.length, `${query}: X-Total-Count`);
          walked.push(...uuids);
        }
        assert.deepEqual(walked, expected, query);
      }
    });

    it('answers an empty page past the end, the total still said', async () => {
      const { total, uuids } = await page('status=Review', 5_000, 50);
      assert.deepEqual(uuids, []);
      assert.ok(total > 0);
    });
  });
