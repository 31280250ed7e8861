import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { schema } from '../../src/db/index.ts';
import { installEmbeddedSnapshot, nextDailyCycle } from '../../src/reference/index.ts';
import { setRuntimeSetting } from '../../src/runtime-settings/index.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { signedIn } from '../support/sessions.ts';

type Json = Record<string, any>;

const CSV = [
  'Change,Country,Location,Name,NameWoDiacritics,Subdivision,Status,Function,Date,IATA,Coordinates,Remarks',
  ',BE,ANR,Antwerpen,Antwerpen,VAN,AI,12345---,0701,,5113N 00425E,',
  ',BE,GNE,Gent,Gent,VOV,AI,12345---,0701,,5103N 00343E,',
].join('\n');

/** Stands in for the UN/LOCODE CSV and the Tarbel extraction listing. */
const standIn = async (): Promise<{ server: Server; url: string }> => {
  const server = createServer((request, response) => {
    if (request.url === '/code-list.csv') {
      response.writeHead(200, { 'content-type': 'text/csv' }).end(CSV);
      return;
    }
    if (request.url === '/extractions/') {
      response
        .writeHead(200, { 'content-type': 'text/html' })
        .end(
          '<a href="export-20260101-20260131.zip">full</a> <a href="tariff_20260201T010000.zip">delta</a>',
        );
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
};

for (const kind of databaseKinds) {
  describe(`/Admin/DataSync through its API on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let app: TestApp;
    let remote: { server: Server; url: string };
    let admin: Record<string, string>;
    let superUser: Record<string, string>;
    before(async () => {
      t = await kind.open();
      // As the service does at start: the lists shipped with it, until a sync brings them.
      await installEmbeddedSnapshot(t.database.db);
      remote = await standIn();
      app = await startTestApp(t.database, {
        jobs: 'work',
        env: { Tarbel__ExtractionsUrl: `${remote.url}/extractions/` },
      });
      admin = (await signedIn(t.database.db, ['Admins'], 'Ada Admin')).headers;
      superUser = (await signedIn(t.database.db, ['SuperUsers'], 'Sam Super')).headers;
    });
    after(async () => {
      await app?.close();
      await t?.dispose();
      remote?.server.close();
    });
    const status = async (headers = superUser) => {
      const response = await fetch(`${app.baseUrl}/api/admin/data-sync`, { headers });
      assert.equal(response.status, 200);
      return (await response.json()) as Json;
    };
    const run = (sync: string, headers = admin) =>
      fetch(`${app.baseUrl}/api/admin/data-sync/${sync}/run`, { method: 'POST', headers });
    const settled = async (sync: string, since: number) => {
      for (let tries = 0; tries < 120; tries++) {
        const found = (await status()).syncs.find((entry: Json) => entry.name === sync);
        if (
          found.last_run &&
          found.last_run.outcome !== 'running' &&
          Date.parse(found.last_run.started_at) >= since &&
          found.job?.state === 'completed'
        )
          return found;
        await sleep(250);
      }
      throw new Error(`${sync} did not run`);
    };

    it('shows every list synced or embedded and each sync with its source, schedule and next run', async () => {
      const body = await status();
      assert.equal(body.next_cycle_at, nextDailyCycle(new Date()).toISOString());
      assert.match(body.next_cycle_at, /T02:00:00\.000Z$/);
      const transit = body.lists.find((list: Json) => list.key === 'code-lists:transit-6');
      assert.equal(transit.origin, 'embedded');
      assert.ok(transit.count > 10);
      assert.equal(transit.source, '');
      assert.equal(body.lists.at(-2).key, 'locodes');
      assert.equal(body.lists.at(-2).origin, 'none');
      assert.equal(body.lists.at(-1).key, 'tariff');
      assert.equal(body.lists.at(-1).origin, 'embedded');
      const syncs = new Map(body.syncs.map((sync: Json) => [sync.name, sync]));
      assert.equal((syncs.get('code-lists') as Json).configured, false);
      assert.equal((syncs.get('code-lists') as Json).next_run_at, null);
      assert.equal((syncs.get('locodes') as Json).scheduled, false);
      const tariff = syncs.get('tariff') as Json;
      assert.equal(tariff.configured, true);
      assert.equal(tariff.next_run_at, body.next_cycle_at);
      assert.equal(tariff.auto_download, false);
    });

    it('runs the UN/LOCODE sync now for an Admin, audited; its status shows the run', async () => {
      assert.equal((await run('locodes')).status, 409, 'no URL set yet');
      await setRuntimeSetting(
        t.database.db,
        'locode:csv_url',
        `${remote.url}/code-list.csv`,
        'test',
      );
      const since = Date.now() - 1000;
      const response = await run('locodes');
      assert.equal(response.status, 202, await response.clone().text());
      const answer = (await response.json()) as Json;
      assert.equal(answer.queued, true);
      const done = await settled('locodes', since);
      assert.equal(done.last_run.outcome, 'ok', JSON.stringify(done.last_run));
      assert.equal(done.last_run.entries, 2);
      assert.equal(done.job.id, answer.job);
      assert.equal(done.scheduled, false, 'locode:auto_sync is off: only run by hand');
      const list = (await status()).lists.find((entry: Json) => entry.key === 'locodes');
      assert.equal(list.origin, 'imported');
      assert.equal(list.count, 2);
      const [entry] = await t.database.db
        .select()
        .from(schema.auditLog)
        .where(eq(schema.auditLog.action, 'reference-sync.requested'));
      assert.equal(entry?.actor, 'Ada Admin');
      assert.equal(entry?.entityId, 'locodes');
    });

    it('runs the tariff cycle now: with tarbel:auto_download off it records the latest extraction only', async () => {
      const since = Date.now() - 1000;
      assert.equal((await run('tariff')).status, 202);
      const done = await settled('tariff', since);
      assert.equal(done.last_run.outcome, 'ok', JSON.stringify(done.last_run));
      assert.equal(done.last_run.scope, 'tariff_20260201T010000.zip');
      assert.match(done.last_run.detail, /tarbel:auto_download is false/);
      assert.equal((await t.database.db.select().from(schema.tariffImports)).length, 0);
    });

    it('refuses a sync whose source is not set (409), an unknown one (400), and a SuperUser (403)', async () => {
      const codeLists = await run('code-lists');
      assert.equal(codeLists.status, 409);
      assert.match(((await codeLists.json()) as Json).type, /reference-sync-not-configured$/);
      assert.equal((await run('exchange-rates')).status, 400);
      assert.equal((await run('tariff', superUser)).status, 403);
      assert.equal((await status(admin)).syncs.length, 3);
    });
  });
}
