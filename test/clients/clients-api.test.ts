import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { promoteClient } from '../../src/clients/index.ts';
import { schema } from '../../src/db/index.ts';
import { countRows, databaseKinds, type TestDatabase } from '../support/databases.ts';
import { startIngestionApp, type IngestionTestApp } from '../support/ingestion-app.ts';

const acme = {
  code: 'ACME',
  name: 'Acme Benelux BV',
  identification_number: 'BE0456789133',
  street_and_number: 'Industrieweg 5',
  postcode: '9000',
  city: 'Gent',
  country: 'BE',
  fr1: 'FR1-REF',
  auth_c503: 'C503-REF',
  ref_4007: '4007-REF',
  et_14000: 'ET-REF',
  default_procedure: '4000',
  ref_cbam: 'CBAM-1',
  air_transport_rate_per_kg: 1.25,
  air_transport_minimum: 45,
};

for (const kind of databaseKinds) {
  describe(`client masterdata on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let api: IngestionTestApp;
    const push = (body: unknown, headers: Record<string, string> = {}) =>
      api.post(body, { path: '/api/v1/clients', headers });
    const stored = async (code: string) =>
      (await t.database.db.select().from(schema.clients).where(eq(schema.clients.code, code)))[0];
    const count = (table: string) => countRows(t.database.db, table);
    before(async () => {
      t = await kind.open();
      api = await startIngestionApp(t.database, {}, { keyName: 'accounting' });
    });
    after(async () => {
      await api?.close();
      await t?.dispose();
    });

    it('creates clients from a batch with every field, not as customs clients, UpdatedBy the key name', async () => {
      const response = await push({ clients: [acme, { code: 'BETA', name: 'Beta NV' }] });
      assert.equal(response.status, 200);
      assert.deepEqual(await response.json(), { received: 2, created: 2, updated: 0, kept: [] });
      const shown = (await (await api.get('/api/v1/clients/ACME')).json()) as Record<
        string,
        unknown
      >;
      for (const [member, value] of Object.entries(acme))
        assert.deepEqual(shown[member], value, member);
      assert.equal(shown.is_customs_client, false);
      assert.equal(shown.updated_by, api.keyName);
      assert.equal((await stored('BETA'))?.city, null);
    });

    it('updates by code: members left out keep their value, null clears one', async () => {
      const response = await push({
        clients: [
          { code: 'ACME', name: 'Acme Benelux BV (renamed)', city: 'Gent-Zeehaven', fr1: null },
        ],
      });
      assert.deepEqual(await response.json(), { received: 1, created: 0, updated: 1, kept: [] });
      const client = await stored('ACME');
      assert.equal(client?.name, 'Acme Benelux BV (renamed)');
      assert.equal(client?.city, 'Gent-Zeehaven');
      assert.equal(client?.postcode, '9000', 'left out: kept');
      assert.equal(client?.fr1, null, 'null: cleared');
      const [entry] = await t.database.db
        .select()
        .from(schema.auditLog)
        .where(eq(schema.auditLog.action, 'client.updated'));
      assert.deepEqual(entry?.before, { name: 'Acme Benelux BV', city: 'Gent', fr1: 'FR1-REF' });
      assert.deepEqual(entry?.after, {
        name: 'Acme Benelux BV (renamed)',
        city: 'Gent-Zeehaven',
        fr1: null,
      });
      assert.equal(entry?.actor, api.keyName);
    });

    it('never demotes a customs client: auto-created by ingestion, or promoted by hand', async () => {
      const created = (await (
        await api.post({
          declaration_type: 'EX',
          parties: { exporter: { eori: 'BE0888777666', name: 'Exporter From Ingestion' } },
        })
      ).json()) as { uuid: string };
      assert.ok(created.uuid);
      assert.equal((await stored('BE0888777666'))?.isCustomsClient, true);
      await promoteClient(t.database.db, 'BETA', 'cli:test');
      const response = await push({
        clients: [
          {
            code: 'BE0888777666',
            name: 'Exporter As Accounting Knows It',
            identification_number: 'BE0888777666',
          },
          { code: 'BETA', name: 'Beta NV' },
        ],
      });
      assert.deepEqual(await response.json(), { received: 2, created: 0, updated: 2, kept: [] });
      assert.equal((await stored('BE0888777666'))?.isCustomsClient, true);
      assert.equal((await stored('BE0888777666'))?.name, 'Exporter As Accounting Knows It');
      assert.equal((await stored('BETA'))?.isCustomsClient, true);
    });

    it('refuses a batch with several bad rows, listing every complaint by row and field, and writes nothing', async () => {
      const before = await Promise.all(['clients', 'audit_log'].map(count));
      const snapshot = await t.database.db
        .select()
        .from(schema.clients)
        .orderBy(schema.clients.code);
      const response = await push({
        clients: [
          { code: 'GOOD-1', name: 'Good One' },
          { name: 'No Code BV' },
          { code: 'NONAME' },
          {
            code: 'LONG',
            name: 'Long',
            street_and_number: 'S'.repeat(71),
            postcode: 'P'.repeat(18),
            city: 'C'.repeat(36),
          },
          { code: 'CTRY', name: 'Country', country: 'Belgium' },
          { code: 'EORI', name: 'Eori', identification_number: '0456.789.123' },
          { code: 'GOOD-1', name: 'Good One again' },
          { code: 'RATE', name: 'Rate', air_transport_rate_per_kg: -1 },
          { code: 'CENTS', name: 'Cents', air_transport_minimum: 12.345 },
        ],
      });
      assert.equal(response.status, 422);
      const problem = (await response.json()) as {
        type: string;
        errors: { path: string; message: string }[];
      };
      assert.equal(problem.type, '/problems/validation');
      assert.deepEqual(problem.errors.map((error) => error.path).sort(), [
        '/clients/1/code',
        '/clients/2/name',
        '/clients/3/city',
        '/clients/3/postcode',
        '/clients/3/street_and_number',
        '/clients/4/country',
        '/clients/5/identification_number',
        '/clients/6/code',
        '/clients/7/air_transport_rate_per_kg',
        '/clients/8/air_transport_minimum',
      ]);
      assert.match(
        problem.errors.find((error) => error.path === '/clients/6/code')!.message,
        /repeats code "GOOD-1" of \/clients\/0/,
      );
      assert.deepEqual(await Promise.all(['clients', 'audit_log'].map(count)), before);
      assert.deepEqual(
        await t.database.db.select().from(schema.clients).orderBy(schema.clients.code),
        snapshot,
      );
    });

    it('refuses a country that has the form of a code but is no country of CL008, and writes nothing', async () => {
      const before = await count('clients');
      const response = await push({
        clients: [
          { code: 'CTRY-OK', name: 'Country fine', country: 'XI' },
          { code: 'CTRY-ZZ', name: 'Country unknown', country: 'ZZ' },
        ],
      });
      assert.equal(response.status, 422);
      const problem = (await response.json()) as { errors: { path: string; message: string }[] };
      assert.deepEqual(problem.errors, [
        { path: '/clients/1/country', message: 'ZZ is not a country code of the EU list CL008' },
      ]);
      assert.equal(await count('clients'), before);
    });

    it('answers a repeat with the same Idempotency-Key with the first outcome, writing nothing', async () => {
      const batch = { clients: [{ code: 'IDEM-C', name: 'Idem NV' }] };
      const first = await push(batch, { 'idempotency-key': 'batch-2026-11-23' });
      const again = await push(batch, { 'idempotency-key': 'batch-2026-11-23' });
      assert.deepEqual(await again.json(), await first.json());
      assert.deepEqual(
        await (await push(batch)).json(),
        { received: 1, created: 0, updated: 1, kept: [] },
        'without a key it is an update',
      );
      assert.equal(again.headers.get('idempotent-replayed'), 'true');
      assert.equal(
        (
          await push(
            { clients: [{ code: 'IDEM-D', name: 'Other' }] },
            { 'idempotency-key': 'batch-2026-11-23' },
          )
        ).status,
        422,
      );
    });

    it('matches member names case-insensitively and ignores unknown ones', async () => {
      const response = await push({
        Clients: [{ CODE: 'CASE', Name: 'Case NV', Country: 'NL', unknown_member: 1 }],
      });
      assert.equal(response.status, 200);
      assert.equal((await stored('CASE'))?.country, 'NL');
    });

    it('accepts gzip, refuses bearer tokens, a body that is not JSON, and unknown codes on GET', async () => {
      const gz = await api.post(
        { clients: [{ code: 'GZ', name: 'Gzip NV' }] },
        { path: '/api/v1/clients', gzip: true },
      );
      assert.equal(gz.status, 200);
      const bearer = await fetch(`${api.baseUrl}/api/v1/clients`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer x.y.z' },
        body: '{"clients":[]}',
      });
      assert.equal(bearer.status, 401);
      assert.equal((await push('{"clients": [', {})).status, 400);
      assert.equal((await api.post('<clients/>', { path: '/api/v1/clients' })).status, 415);
      assert.equal((await push({ clients: 'none' })).status, 422);
      assert.equal((await api.get('/api/v1/clients/NOPE')).status, 404);
      assert.equal((await fetch(`${api.baseUrl}/api/v1/clients/ACME`)).status, 401);
    });
  });
}
