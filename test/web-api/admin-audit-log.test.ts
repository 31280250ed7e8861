import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../support/app.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { signedIn } from '../support/sessions.ts';

type Json = Record<string, any>;
const DOSSIER = '0195f3a2-7c1e-7b3a-9d2e-4f5a6b7c8d9e';

for (const kind of databaseKinds) {
  describe(`/Admin/AuditLog through its API on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let app: TestApp;
    let cookie: string;
    before(async () => {
      t = await kind.open();
      app = await startTestApp(t.database);
      cookie = (await signedIn(t.database.db, ['SuperUsers'], 'Sam Super')).cookie;
      // 250 entries a minute apart over three actors, either side of midnight in Brussels: from
      // 22:00 UTC on 1 March, so n 0-59 fall on 1 March there (UTC+1) and the rest on 2 March.
      await t.database.db.execute(sql`
        insert into audit_log (occurred_at, actor, action, entity_type, entity_id, after)
        select timestamptz '2026-03-01 22:00:00+00' + (n * interval '1 minute'),
               (array['ann', 'bob', '=cmd|calc'])[1 + n % 3],
               (array['dossier.submitted', 'client.updated'])[1 + n % 2],
               case when n % 2 = 0 then 'dossier' else 'client' end,
               case when n = 10 then ${DOSSIER} else 'e-' || n end,
               jsonb_build_object('n', n)
        from generate_series(0, 249) as n`);
    });
    after(async () => {
      await app?.close();
      await t?.dispose();
    });
    const get = async (query: string) => {
      const response = await fetch(`${app.baseUrl}/api/admin/audit-log${query}`, {
        headers: { cookie },
      });
      assert.equal(response.status, 200, await response.clone().text());
      return (await response.json()) as Json;
    };
    const ns = (page: Json) => page.entries.map((entry: Json) => entry.after.n as number);

    it('pages newest first by keyset, forwards and back, with the cursors of either side', async () => {
      const first = await get('?limit=100');
      assert.deepEqual(ns(first).slice(0, 3), [249, 248, 247]);
      assert.equal(first.newer, null);
      const second = await get(`?limit=100&before=${first.older}`);
      assert.deepEqual(ns(second).slice(0, 2), [149, 148]);
      const third = await get(`?limit=100&before=${second.older}`);
      assert.deepEqual(ns(third).at(-1), 0);
      assert.equal(ns(third).length, 50);
      assert.equal(third.older, null);
      const back = await get(`?limit=100&after=${second.newer}`);
      assert.deepEqual(ns(back), ns(first));
      assert.equal(back.newer, null);
      assert.ok(back.older);
    });

    it('filters by actor, action, dossier and Brussels days, all together', async () => {
      const ann = await get('?actor=ann&limit=200');
      assert.equal(ann.entries.length, 84);
      assert.ok(ann.entries.every((entry: Json) => entry.actor === 'ann'));
      const annSubmitted = await get('?actor=ann&action=dossier.submitted&limit=200');
      assert.ok(ns(annSubmitted).every((n: number) => n % 6 === 0));
      const dossier = await get(`?dossier=${DOSSIER}`);
      assert.deepEqual(ns(dossier), [10]);
      const firstDay = await get('?from=2026-03-01&to=2026-03-01&limit=200');
      assert.equal(firstDay.entries.length, 60);
      assert.equal(Math.max(...ns(firstDay)), 59);
      const secondDay = await get('?from=2026-03-02&limit=200');
      assert.equal(Math.min(...ns(secondDay)), 60);
      const actions = await fetch(`${app.baseUrl}/api/admin/audit-log/actions`, {
        headers: { cookie },
      });
      assert.deepEqual(await actions.json(), ['client.updated', 'dossier.submitted']);
    });

    it('exports every matching entry as CSV, formulas defused, and refuses a bad filter', async () => {
      const response = await fetch(
        `${app.baseUrl}/api/admin/audit-log.csv?actor=${encodeURIComponent('=cmd|calc')}`,
        { headers: { cookie } },
      );
      assert.equal(response.status, 200);
      assert.match(response.headers.get('content-type') ?? '', /^text\/csv/);
      assert.match(
        response.headers.get('content-disposition') ?? '',
        /attachment; filename="audit-log-/,
      );
      const text = await response.text();
      const rows = parse<Json>(text, { columns: true, bom: true });
      assert.equal(rows.length, 83);
      const [newest] = rows;
      assert.equal(newest?.actor, "'=cmd|calc");
      assert.deepEqual(JSON.parse(newest?.after), { n: 248 });
      const bad = await fetch(`${app.baseUrl}/api/admin/audit-log?from=yesterday`, {
        headers: { cookie },
      });
      assert.equal(bad.status, 400);
      const user = await signedIn(t.database.db, ['Users'], 'Ulla User');
      const refused = await fetch(`${app.baseUrl}/api/admin/audit-log.csv`, {
        headers: { cookie: user.cookie },
      });
      assert.equal(refused.status, 403);
    });
  });
}
