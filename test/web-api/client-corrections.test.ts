import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/index.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { startIngestionApp, type IngestionTestApp } from '../support/ingestion-app.ts';
import { signedIn } from '../support/sessions.ts';

type Json = Record<string, any>;
type Session = Awaited<ReturnType<typeof signedIn>>;

for (const kind of databaseKinds) {
  describe(`a client’s hand corrections on its page on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let api: IngestionTestApp;
    let declarant: Session;
    let user: Session;
    const push = (city: string, name = 'Masterdata One NV') =>
      api.post(
        { clients: [{ code: 'MD-001', name, city, country: 'BE' }] },
        { path: '/api/v1/clients' },
      );
    before(async () => {
      t = await kind.open();
      api = await startIngestionApp(t.database);
      declarant = await signedIn(t.database.db, ['SuperUsers'], 'Sam Super');
      user = await signedIn(t.database.db, ['Users'], 'Ulla User');
      assert.equal((await push('Gent')).status, 200);
    });
    after(async () => {
      await api?.close();
      await t?.dispose();
    });
    const call = (path: string, session: Session, method = 'GET', body?: unknown) =>
      fetch(`${api.baseUrl}${path}`, {
        method,
        headers: {
          ...session.headers,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const corrections = async (session: Session = user) => {
      const response = await call('/api/clients/MD-001/corrections', session);
      assert.equal(response.status, 200, await response.clone().text());
      return ((await response.json()) as Json).corrections as Json[];
    };
    const city = async () =>
      ((await (await call('/api/clients/MD-001', user)).json()) as Json).city as string;

    it('shows what a declarant set by hand, who and when; masterdata then leaves it alone', async () => {
      assert.deepEqual(await corrections(), []);
      const set = await call('/api/clients/MD-001', declarant, 'PATCH', {
        city: 'Antwerpen',
        postcode: '2000',
      });
      assert.equal(set.status, 200, await set.clone().text());
      const shown = await corrections();
      assert.deepEqual(
        shown.map((c) => [c.member, c.value, c.set_by]),
        [
          ['city', 'Antwerpen', 'Sam Super'],
          ['postcode', '2000', 'Sam Super'],
        ],
      );
      assert.ok(Date.now() - Date.parse(shown[0]!.set_at) < 60_000);
      assert.equal((await push('Brugge')).status, 200);
      assert.equal(await city(), 'Antwerpen', 'a push leaves a hand correction alone');
    });

    it('releases one member: the next masterdata push writes it again; audited under the user', async () => {
      const released = await call('/api/clients/MD-001/release', declarant, 'POST', {
        members: ['city'],
      });
      assert.equal(released.status, 200, await released.clone().text());
      assert.deepEqual(
        ((await released.json()) as Json).corrections.map((c: Json) => c.member),
        ['postcode'],
      );
      const [entry] = await queryRows<{ actor: string; after: Json }>(
        t.database.db,
        sql`select actor, after from audit_log where action = 'client.released-to-masterdata' and entity_id = 'MD-001' order by id desc limit 1`,
      );
      assert.deepEqual([entry?.actor, entry?.after.handEditedFields], ['Sam Super', ['postcode']]);
      assert.equal((await push('Brugge')).status, 200);
      assert.equal(await city(), 'Brugge');
    });

    it('releases all at once', async () => {
      const released = await call('/api/clients/MD-001/release', declarant, 'POST', { all: true });
      assert.equal(released.status, 200);
      assert.deepEqual(((await released.json()) as Json).corrections, []);
    });

    it('refuses hostile input with a clear 4xx and changes nothing', async () => {
      await call('/api/clients/MD-001', declarant, 'PATCH', { city: 'Leuven' });
      const audits = async () =>
        (
          await queryRows<{ n: number }>(
            t.database.db,
            sql`select count(*)::int as n from audit_log`,
          )
        )[0]!.n;
      const before = await audits();
      const cases: [string, unknown, number][] = [
        ['/api/clients/NOPE/release', { all: true }, 404],
        ['/api/clients/MD-001/release', { members: ['colour'] }, 422],
        ['/api/clients/MD-001/release', { members: ['city', 'code'] }, 422],
        ['/api/clients/MD-001/release', {}, 422],
        ['/api/clients/MD-001/release', { members: ['city'], all: true }, 422],
        ['/api/clients/MD-001/release', { members: [] }, 422],
        ['/api/clients/MD-001/release', { all: false }, 422],
        ['/api/clients/MD-001/release', { members: 'city' }, 422],
        ['/api/clients/MD-001/release', { members: ['city'], extra: 1 }, 422],
      ];
      for (const [path, body, status] of cases) {
        const response = await call(path, declarant, 'POST', body);
        assert.equal(
          response.status,
          status,
          `${JSON.stringify(body)}: ${await response.clone().text()}`,
        );
      }
      const bad = await call('/api/clients/MD-001', declarant, 'PATCH', { country: 'Atlantis' });
      assert.equal(bad.status, 422);
      assert.equal((await call('/api/clients/NOPE/corrections', user)).status, 404);
      assert.equal(await audits(), before, 'no audit entry for a refusal');
      assert.deepEqual(
        (await corrections()).map((c) => c.member),
        ['city'],
      );
    });

    it('is read by every signed-in user and released by declarants only', async () => {
      assert.equal(
        (await call('/api/clients/MD-001/release', user, 'POST', { all: true })).status,
        403,
      );
      const anonymous = await fetch(`${api.baseUrl}/api/clients/MD-001/corrections`);
      assert.equal(anonymous.status, 401);
      assert.deepEqual(
        (await corrections(user)).map((c) => c.member),
        ['city'],
      );
    });
  });
}
