import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { schema } from '../../src/db/index.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { signedIn } from '../support/sessions.ts';

type Json = Record<string, any>;
type Session = Awaited<ReturnType<typeof signedIn>>;

for (const kind of databaseKinds) {
  describe(`/Admin/ApiKeys through its API on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let app: TestApp;
    let admin: Session;
    before(async () => {
      t = await kind.open();
      app = await startTestApp(t.database);
      admin = await signedIn(t.database.db, ['Admins'], 'Ada Admin');
    });
    after(async () => {
      await app?.close();
      await t?.dispose();
    });
    const call = (
      path: string,
      init: { method?: string; body?: unknown; session?: Session; csrf?: boolean } = {},
    ) => {
      const session = init.session ?? admin;
      return fetch(`${app.baseUrl}${path}`, {
        method: init.method ?? 'GET',
        headers: {
          cookie: session.cookie,
          ...(init.csrf === false ? {} : { 'x-csrf-token': session.csrfToken }),
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      });
    };
    const pushClients = (rawKey: string) =>
      fetch(`${app.baseUrl}/api/v1/clients`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': rawKey },
        body: JSON.stringify({ clients: [{ code: 'K-1', name: 'Key Test NV', country: 'BE' }] }),
      });
    const listed = async (name: string) => {
      const response = await call('/api/admin/api-keys');
      assert.equal(response.status, 200);
      return ((await response.json()) as Json[]).filter((key) => key.name === name);
    };

    it('creates a key shown once, which works at once; the list never shows it again and says when it was last used', async () => {
      const created = await call('/api/admin/api-keys', {
        method: 'POST',
        body: { name: 'accounting erp', scopes: ['masterdata'], expires: '2099-12-31' },
      });
      assert.equal(created.status, 201, await created.clone().text());
      assert.equal(created.headers.get('cache-control'), 'no-store');
      const { raw_key: rawKey, key } = (await created.json()) as Json;
      assert.match(rawKey, /^\S{32,}$/);
      assert.deepEqual(key.scopes, ['masterdata']);
      assert.equal(key.created_by, 'Ada Admin');
      assert.equal(key.expires_at, '2100-01-01T00:00:00.000Z');
      assert.equal(key.last_used_at, null);

      assert.equal((await pushClients(rawKey)).status, 200);
      const [row] = await listed('accounting erp');
      assert.ok(row, 'listed');
      assert.equal(row.active, true);
      assert.ok(row.last_used_at, 'the use is in the list at once');
      assert.ok(Date.now() - Date.parse(row.last_used_at) < 60_000);
      const everything = JSON.stringify(await (await call('/api/admin/api-keys')).json());
      assert.ok(!everything.includes(rawKey), 'the raw key is never listed');
      const audit = await t.database.db
        .select()
        .from(schema.auditLog)
        .where(eq(schema.auditLog.action, 'api-key.created'));
      assert.equal(audit.at(-1)?.actor, 'Ada Admin');
      assert.ok(!JSON.stringify(audit).includes(rawKey), 'nor audited');
    });

    it('changes a key’s scopes and revokes it, each effective on the next request and audited with the admin', async () => {
      const created = await call('/api/admin/api-keys', {
        method: 'POST',
        body: { name: 'forwarder.tms', scopes: ['declarations', 'masterdata'] },
      });
      const { raw_key: rawKey } = (await created.json()) as Json;
      assert.equal((await pushClients(rawKey)).status, 200);

      const narrowed = await call('/api/admin/api-keys/forwarder.tms/scopes', {
        method: 'PUT',
        body: { scopes: ['declarations'] },
      });
      assert.equal(narrowed.status, 200, await narrowed.clone().text());
      assert.deepEqual(((await narrowed.json()) as Json).scopes, ['declarations']);
      const refused = await pushClients(rawKey);
      assert.equal(refused.status, 403);
      assert.match(((await refused.json()) as Json).detail, /does not have the scope masterdata/);

      const revoked = await call('/api/admin/api-keys/forwarder.tms/revoke', { method: 'POST' });
      assert.equal(revoked.status, 200);
      const view = (await revoked.json()) as Json;
      assert.equal(view.active, false);
      assert.equal(view.revoked_by, 'Ada Admin');
      assert.equal((await pushClients(rawKey)).status, 401);

      const again = await call('/api/admin/api-keys/forwarder.tms/revoke', { method: 'POST' });
      assert.equal(again.status, 404);
      const actions = (
        await t.database.db
          .select()
          .from(schema.auditLog)
          .where(eq(schema.auditLog.entityId, view.id))
      ).map((entry) => `${entry.action} by ${entry.actor}`);
      assert.deepEqual(actions, [
        'api-key.created by Ada Admin',
        'api-key.scopes-changed by Ada Admin',
        'api-key.revoked by Ada Admin',
      ]);
      // The name is free again for a new key; the revoked one stays listed.
      const reused = await call('/api/admin/api-keys', {
        method: 'POST',
        body: { name: 'forwarder.tms' },
      });
      assert.equal(reused.status, 201);
      const both = await listed('forwarder.tms');
      assert.deepEqual(both.map((key) => key.active).sort(), [false, true]);
    });

    it('refuses what is not a key, naming the member, and writes nothing', async () => {
      const before = (await listed('bad')).length;
      const cases: [unknown, number, RegExp][] = [
        [{ name: ' ' }, 422, /name/],
        [{ name: '-leading' }, 422, /name/],
        [{ name: 'ok', scopes: ['everything'] }, 422, /scopes/],
        [{ name: 'ok', scopes: [] }, 422, /scopes/],
        [{ name: 'ok', expires: '2020-01-01' }, 422, /past/],
        [{ name: 'ok', expires: '31/12/2099' }, 422, /YYYY-MM-DD/],
        [{ name: 'ok', admin: true }, 422, /admin|additional/],
        [{ name: 42 }, 422, /name/],
      ];
      for (const [body, status, detail] of cases) {
        const response = await call('/api/admin/api-keys', { method: 'POST', body });
        assert.equal(response.status, status, JSON.stringify(body));
        assert.match(JSON.stringify(await response.json()), detail, JSON.stringify(body));
      }
      assert.equal((await listed('ok')).length, 0);
      assert.equal((await listed('bad')).length, before);
      const taken = await call('/api/admin/api-keys', { method: 'POST', body: { name: 'taken' } });
      assert.equal(taken.status, 201);
      const twice = await call('/api/admin/api-keys', { method: 'POST', body: { name: 'taken' } });
      assert.equal(twice.status, 409);
      const unknown = await call('/api/admin/api-keys/nobody/scopes', {
        method: 'PUT',
        body: { scopes: ['masterdata'] },
      });
      assert.equal(unknown.status, 404);
      const noCsrf = await call('/api/admin/api-keys', {
        method: 'POST',
        body: { name: 'no csrf' },
        csrf: false,
      });
      assert.equal(noCsrf.status, 403);
      assert.equal((await listed('no csrf')).length, 0);
    });
  });
}
