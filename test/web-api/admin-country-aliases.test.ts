import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/index.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { signedIn } from '../support/sessions.ts';

type Json = Record<string, any>;

for (const kind of databaseKinds) {
  describe(
    `the country aliases of /Admin/DeclarationFields on ${kind.name}`,
    { skip: kind.skip },
    () => {
      let t: TestDatabase;
      let app: TestApp;
      let headers: Record<string, string>;
      before(async () => {
        t = await kind.open();
        app = await startTestApp(t.database);
        headers = (await signedIn(t.database.db, ['SuperUsers'], 'Sam Super')).headers;
      });
      after(async () => {
        await app?.close();
        await t?.dispose();
      });
      const call = (method: string, path: string, body?: unknown, who = headers) =>
        fetch(`${app.baseUrl}${path}`, {
          method,
          headers: {
            ...who,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
      const resolve = async (name: string) =>
        (await (
          await call('GET', `/api/reference/countries/resolve?name=${encodeURIComponent(name)}`)
        ).json()) as Json;
      const list = async () =>
        (await (await call('GET', '/api/admin/country-aliases')).json()) as Json;
      const auditCount = async () =>
        (
          await queryRows<{ n: number }>(
            t.database.db,
            sql`select count(*)::int as n from audit_log`,
          )
        )[0]!.n;

      it('adds an alias the country resolution reads at once, audited under the user', async () => {
        assert.equal((await resolve('Hollandia')).step, 'unresolved');
        const added = await call('POST', '/api/admin/country-aliases', {
          alias: '  Hollandia ',
          country: 'nl',
        });
        assert.equal(added.status, 200, await added.clone().text());
        const body = (await added.json()) as Json;
        assert.deepEqual(body.aliases, [
          { alias: 'Hollandia', country: 'NL', name: 'Netherlands' },
        ]);
        assert.equal(body.updated_by, 'Sam Super');
        assert.deepEqual(await resolve('HOLLANDIA'), {
          input: 'HOLLANDIA',
          code: 'NL',
          step: 'alias',
        });
        const [entry] = await queryRows<{ actor: string; after: Json }>(
          t.database.db,
          sql`select actor, after from audit_log where action = 'setting.changed' and entity_id = 'CountryAliases' order by id desc limit 1`,
        );
        assert.equal(entry?.actor, 'Sam Super');
        assert.deepEqual(JSON.parse(entry.after.value), { Hollandia: 'NL' });
      });

      it('points an alias of the same name (case and accents aside) elsewhere instead of adding a second', async () => {
        await call('POST', '/api/admin/country-aliases', { alias: 'Éire', country: 'IE' });
        const changed = await call('POST', '/api/admin/country-aliases', {
          alias: 'eire',
          country: 'GB',
        });
        assert.equal(changed.status, 200);
        assert.deepEqual(
          ((await changed.json()) as Json).aliases.map((a: Json) => [a.alias, a.country]),
          [
            ['eire', 'GB'],
            ['Hollandia', 'NL'],
          ],
        );
        assert.equal((await resolve('EIRE')).code, 'GB');
      });

      it('keeps both of two aliases added at the same moment', async () => {
        const names = ['Alpha Land', 'Beta Land', 'Gamma Land', 'Delta Land'];
        const answers = await Promise.all(
          names.map((alias) =>
            call('POST', '/api/admin/country-aliases', { alias, country: 'DE' }),
          ),
        );
        assert.deepEqual(
          answers.map((a) => a.status),
          [200, 200, 200, 200],
        );
        const aliases = (await list()).aliases.map((a: Json) => a.alias);
        for (const name of names) assert.ok(aliases.includes(name), name);
      });

      it('refuses an unknown country, a code as alias, an empty or oversized alias with a clear 4xx, writing nothing', async () => {
        const before = await list();
        const audits = await auditCount();
        const cases: [unknown, number, string?][] = [
          [{ alias: 'Atlantis', country: 'ZZ' }, 422, '/country'],
          [{ alias: 'Atlantis', country: 'Netherlands' }, 422, '/country'],
          [{ alias: 'Atlantis', country: 'EU1' }, 422, '/country'],
          [{ alias: 'nl', country: 'BE' }, 422, '/alias'],
          [{ alias: '   ', country: 'BE' }, 422, '/alias'],
          [{ alias: 'Bel\u0000gium', country: 'BE' }, 422, '/alias'],
          [{ alias: '', country: 'BE' }, 422],
          [{ alias: 'x'.repeat(101), country: 'BE' }, 422],
          [{ alias: 'Atlantis' }, 422],
          [{ alias: 'Atlantis', country: 'BE', note: 'x' }, 422],
          [{ alias: 42, country: 'BE' }, 422],
        ];
        for (const [body, status, path] of cases) {
          const response = await call('POST', '/api/admin/country-aliases', body);
          assert.equal(
            response.status,
            status,
            `${JSON.stringify(body)}: ${await response.clone().text()}`,
          );
          if (path) assert.equal(((await response.json()) as Json).errors[0].path, path);
        }
        const missing = await call('DELETE', '/api/admin/country-aliases/Nowhere');
        assert.equal(missing.status, 404);
        assert.deepEqual(await list(), before);
        assert.equal(await auditCount(), audits, 'no audit entry for a refusal');
      });

      it('removes an alias (any case); the resolution no longer reads it', async () => {
        const removed = await call(
          'DELETE',
          `/api/admin/country-aliases/${encodeURIComponent('HOLLANDIA')}`,
        );
        assert.equal(removed.status, 200, await removed.clone().text());
        assert.ok(
          !((await removed.json()) as Json).aliases.some((a: Json) => a.alias === 'Hollandia'),
        );
        assert.equal((await resolve('Hollandia')).step, 'unresolved');
      });

      it('is refused to a User', async () => {
        const user = await signedIn(t.database.db, ['Users'], 'Ulla User');
        assert.equal(
          (await call('GET', '/api/admin/country-aliases', undefined, user.headers)).status,
          403,
        );
        assert.equal(
          (
            await call(
              'POST',
              '/api/admin/country-aliases',
              { alias: 'X Land', country: 'BE' },
              user.headers,
            )
          ).status,
          403,
        );
      });
    },
  );
}
