import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { schema } from '../../src/db/index.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { startIngestionApp, type IngestionTestApp } from '../support/ingestion-app.ts';
import { signedIn } from '../support/sessions.ts';

type Client = Record<string, any>;

for (const kind of databaseKinds) {
  describe(`clients kept by people on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let api: IngestionTestApp;
    let declarant: Awaited<ReturnType<typeof signedIn>>;
    let user: Awaited<ReturnType<typeof signedIn>>;
    before(async () => {
      t = await kind.open();
      api = await startIngestionApp(t.database);
      declarant = await signedIn(t.database.db, ['SuperUsers'], 'Sam Super');
      user = await signedIn(t.database.db, ['Users'], 'Ulla User');
      // Masterdata from accounting: not customs clients.
      const pushed = await api.post(
        {
          clients: [
            { code: 'MD-001', name: 'Masterdata One NV', country: 'BE' },
            { code: 'MD-002', name: 'Masterdata Two BV', country: 'NL' },
          ],
        },
        { path: '/api/v1/clients' },
      );
      assert.equal(pushed.status, 200);
    });
    after(async () => {
      await api?.close();
      await t?.dispose();
    });
    const call = (
      path: string,
      session: Awaited<ReturnType<typeof signedIn>>,
      init: { method?: string; body?: unknown; csrf?: boolean } = {},
    ) =>
      fetch(`${api.baseUrl}${path}`, {
        method: init.method ?? 'GET',
        headers: {
          cookie: session.cookie,
          ...(init.csrf === false ? {} : { 'x-csrf-token': session.csrfToken }),
          ...(init.body ? { 'content-type': 'application/json' } : {}),
        },
        ...(init.body ? { body: JSON.stringify(init.body) } : {}),
      });

    it('creates a customs client with every member, audited under the user; accounting then owns what it sends, not the EORI', async () => {
      const response = await call('/api/clients', declarant, {
        method: 'POST',
        body: {
          code: 'ACME',
          name: 'Acme Benelux BV',
          identification_number: 'BE0456789133',
          street_and_number: 'Industrieweg 12',
          postcode: '9000',
          city: 'Gent',
          country: 'BE',
          default_procedure: '4000',
          air_transport_rate_per_kg: 1.25,
        },
      });
      assert.equal(response.status, 201, await response.clone().text());
      const client = (await response.json()) as Client;
      assert.equal(client.is_customs_client, true);
      assert.equal(client.created_by, 'Sam Super');
      assert.deepEqual(client.hand_edited_fields, [], 'created, not corrected, by hand');
      const [entry] = await t.database.db
        .select()
        .from(schema.auditLog)
        .where(eq(schema.auditLog.entityId, 'ACME'));
      assert.equal(entry?.action, 'client.created');
      assert.equal(entry?.actor, 'Sam Super');
      // Accounting pushes the same code later: its data, but never another EORI for a customs client.
      await api.post(
        {
          clients: [
            {
              code: 'ACME',
              name: 'ACME (accounting)',
              city: 'Brugge',
              identification_number: 'BE0999999999',
            },
          ],
        },
        { path: '/api/v1/clients' },
      );
      const after = (await (await call('/api/clients/ACME', user)).json()) as Client;
      assert.equal(after.identification_number, 'BE0456789133');
    });

    it('refuses what masterdata refuses, every complaint at its member, and a code in use', async () => {
      const bad = await call('/api/clients', declarant, {
        method: 'POST',
        body: {
          code: 'BAD',
          name: 'Bad',
          city: 'C'.repeat(36),
          country: 'ZZ',
          postcode: 'P'.repeat(18),
        },
      });
      assert.equal(bad.status, 422);
      const problem = (await bad.json()) as { errors: { path: string }[] };
      assert.deepEqual(problem.errors.map((error) => error.path).sort(), ['/city', '/postcode']);
      const country = await call('/api/clients', declarant, {
        method: 'POST',
        body: { code: 'BAD', name: 'Bad', country: 'ZZ' },
      });
      assert.deepEqual(((await country.json()) as { errors: unknown[] }).errors, [
        {
          path: '/country',
          message: 'ZZ is not a country code of the EU list CL008',
          keyword: 'country',
          params: { value: 'ZZ' },
        },
      ]);
      // The app words each complaint in the person's language from its keyword and params.
      const worded = await call('/api/clients', declarant, {
        method: 'POST',
        body: {
          code: 'BAD',
          name: 'Bad',
          city: 'C'.repeat(36),
          identification_number: 'BE 0403.000.111',
        },
      });
      assert.deepEqual(
        ((await worded.json()) as { errors: unknown[] }).errors.map((error) => {
          const { keyword, params } = error as { keyword: string; params: Record<string, unknown> };
          return { keyword, params };
        }),
        [
          { keyword: 'maxLength', params: { limit: 35 } },
          {
            keyword: 'identifier',
            params: { kind: 'eori', fault: 'check', value: 'BE0403000111', expected: '58' },
          },
        ],
      );
      const taken = await call('/api/clients', declarant, {
        method: 'POST',
        body: { code: 'MD-001', name: 'Someone else' },
      });
      assert.equal(taken.status, 409);
      assert.equal(((await taken.json()) as { type: string }).type, '/problems/client-code-taken');
    });

    it('edits a member by hand and clears another with null; the code cannot change', async () => {
      const edited = await call('/api/clients/ACME', declarant, {
        method: 'PATCH',
        body: { city: 'Antwerpen', default_procedure: null },
      });
      assert.equal(edited.status, 200, await edited.clone().text());
      const client = (await edited.json()) as Client;
      assert.equal(client.city, 'Antwerpen');
      assert.equal(client.default_procedure, null);
      const renamed = await call('/api/clients/ACME', declarant, {
        method: 'PATCH',
        body: { code: 'OTHER' },
      });
      assert.equal(renamed.status, 422);
    });

    it('refuses amounts with more decimals than are kept, never rounding them away', async () => {
      const created = await call('/api/clients', declarant, {
        method: 'POST',
        body: { code: 'DECIMALS', name: 'Decimals NV', air_transport_rate_per_kg: 2.55555 },
      });
      assert.equal(created.status, 422);
      assert.deepEqual(((await created.json()) as { errors: unknown }).errors, [
        {
          path: '/air_transport_rate_per_kg',
          message: 'must have at most 4 decimals',
          keyword: 'decimals',
          params: { limit: 4 },
        },
      ]);
      const edited = await call('/api/clients/ACME', declarant, {
        method: 'PATCH',
        body: { air_transport_minimum: 10.005, air_transport_rate_per_kg: 0.1234 },
      });
      assert.equal(edited.status, 422);
      assert.deepEqual(((await edited.json()) as { errors: unknown }).errors, [
        {
          path: '/air_transport_minimum',
          message: 'must have at most 2 decimals',
          keyword: 'decimals',
          params: { limit: 2 },
        },
      ]);
      const kept = await call('/api/clients/ACME', declarant, {
        method: 'PATCH',
        body: { air_transport_minimum: 10.05, air_transport_rate_per_kg: 0.1234 },
      });
      assert.equal(kept.status, 200);
      const client = (await kept.json()) as Client;
      assert.equal(client.air_transport_minimum, 10.05);
      assert.equal(client.air_transport_rate_per_kg, 0.1234);
    });

    it('lists customs clients, masterdata only, or all, searching code, name and EORI', async () => {
      const list = async (query: string) => {
        const response = await call(`/api/clients?${query}`, user);
        return {
          total: Number(response.headers.get('x-total-count')),
          codes: ((await response.json()) as Client[]).map((client) => client.code),
        };
      };
      assert.deepEqual(await list('customs=true'), { total: 1, codes: ['ACME'] });
      assert.deepEqual(await list('customs=false'), { total: 2, codes: ['MD-001', 'MD-002'] });
      assert.deepEqual((await list('q=two')).codes, ['MD-002']);
      assert.deepEqual((await list('q=be04567')).codes, ['ACME']);
      assert.deepEqual((await list('q=md-&sort=name&order=desc')).codes, ['MD-002', 'MD-001']);
    });

    it('promotes a masterdata client by hand, once', async () => {
      const promoted = await call('/api/clients/MD-002/promote', declarant, { method: 'POST' });
      assert.equal(promoted.status, 200);
      assert.equal(((await promoted.json()) as Client).is_customs_client, true);
      const missing = await call('/api/clients/NOPE/promote', declarant, { method: 'POST' });
      assert.equal(missing.status, 404);
    });

    it('lets a User read but not change clients, and refuses a change without the CSRF token', async () => {
      assert.equal((await call('/api/clients/ACME', user)).status, 200);
      const refused = await call('/api/clients/ACME', user, {
        method: 'PATCH',
        body: { city: 'X' },
      });
      assert.equal(refused.status, 403);
      assert.equal(((await refused.json()) as { type: string }).type, '/problems/missing-role');
      const forged = await call('/api/clients/ACME', declarant, {
        method: 'PATCH',
        body: { city: 'Forged' },
        csrf: false,
      });
      assert.equal(forged.status, 403);
      assert.equal(((await forged.json()) as { type: string }).type, '/problems/csrf');
      const client = (await (await call('/api/clients/ACME', user)).json()) as Client;
      assert.equal(client.city, 'Antwerpen', 'nothing changed');
      assert.equal((await fetch(`${api.baseUrl}/api/clients`)).status, 401);
    });
  });
}
