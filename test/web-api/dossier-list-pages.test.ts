import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/index.ts';
import { DEFERRED_FROM_OFFSET } from '../../src/dossiers/index.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { startIngestionApp, type IngestionTestApp } from '../support/ingestion-app.ts';
import { seedDossiers } from '../support/seed-dossiers.ts';
import { signedIn } from '../support/sessions.ts';

const DOSSIERS = 1_200;

/** Each filter of the web list, with the order the database itself gives the same dossiers in. */
const VIEWS: { query: string; where: string; order: string }[] = [
  { query: '', where: 'true', order: 'created_at desc, id desc' },
  { query: 'order=asc', where: 'true', order: 'created_at asc, id asc' },
  { query: 'status=Review', where: `status = 'Review'`, order: 'created_at desc, id desc' },
  {
    query: 'regime=IM&status=Submitted',
    where: `regime = 'IM' and status = 'Submitted'`,
    order: 'created_at desc, id desc',
  },
  {
    query: 'client=CLIENT-042',
    where: `client_id = (select id from clients where code = 'CLIENT-042')`,
    order: 'created_at desc, id desc',
  },
  { query: 'sort=ucr&order=asc', where: 'true', order: 'ucr asc, id asc' },
  { query: 'q=UCR-00006', where: `ucr like 'UCR-00006%'`, order: 'created_at desc, id desc' },
];

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
      api = await startIngestionApp(t.database);
      ({ cookie } = await signedIn(t.database.db, ['Users']));
    });
    after(async () => {
      await api?.close();
      await t?.dispose();
    });

    const page = async (query: string, offset: number, limit: number) => {
      const response = await fetch(
        `${api.baseUrl}/api/declarations?${query}&offset=${offset}&limit=${limit}`,
        { headers: { cookie } },
      );
      assert.equal(response.status, 200, await response.clone().text());
      return {
        total: Number(response.headers.get('x-total-count')),
        uuids: ((await response.json()) as { uuid: string }[]).map((row) => row.uuid),
      };
    };

    for (const view of VIEWS)
      it(`walks every page of "${view.query || 'everything'}" in the database's order, near and far alike`, async () => {
        const expected = (
          await queryRows<{ id: string }>(
            t.database.db,
            sql.raw(`select id from dossiers where ${view.where} order by ${view.order}`),
          )
        ).map((row) => row.id);
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

    it('answers an empty page past the end, the total still said', async () => {
      const { total, uuids } = await page('status=Review', 5_000, 50);
      assert.deepEqual(uuids, []);
      assert.ok(total > 0);
    });
  });
