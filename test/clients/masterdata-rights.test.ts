import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { and, eq } from 'drizzle-orm';
import { createApiKey } from '../../src/api-keys/index.ts';
import {
  editClientByHand,
  findClientByCode,
  releaseClientFields,
} from '../../src/clients/index.ts';
import { schema } from '../../src/db/index.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { startIngestionApp, type IngestionTestApp } from '../support/ingestion-app.ts';

for (const kind of databaseKinds) {
  describe(`masterdata rights on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let api: IngestionTestApp;
    let tmsKey: string;
    let accountingKey: string;
    const post = (path: string, key: string, body: unknown) =>
      fetch(`${api.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': key },
        body: JSON.stringify(body),
      });
    const push = async (clients: Record<string, unknown>[]) => {
      const response = await post('/api/v1/clients', accountingKey, { clients });
      assert.equal(response.status, 200, await response.clone().text());
      return (await response.json()) as {
        updated: number;
        kept: { row: number; code: string; fields: string[]; reason: string }[];
      };
    };

    before(async () => {
      t = await kind.open();
      api = await startIngestionApp(t.database);
      tmsKey = (await createApiKey(t.database.db, { name: `tms-${kind.name}` }, 'test')).rawKey;
      accountingKey = (
        await createApiKey(
          t.database.db,
          { name: `accounting-${kind.name}`, scopes: ['masterdata'] },
          'test',
        )
      ).rawKey;
    });
    after(async () => {
      await api?.close();
      await t?.dispose();
    });

    it('gives new keys the declarations scope only; masterdata needs its own scope, both ways', async () => {
      const batch = { clients: [{ code: `SCOPE-${kind.name}`, name: 'Scope BV' }] };
      const refused = await post('/api/v1/clients', tmsKey, batch);
      assert.equal(refused.status, 403);
      const problem = (await refused.json()) as { type: string; detail: string };
      assert.equal(problem.type, '/problems/missing-scope');
      assert.match(problem.detail, /customs api-keys scopes "tms-.*" declarations,masterdata/);
      const read = await fetch(`${api.baseUrl}/api/v1/clients/SCOPE-${kind.name}`, {
        headers: { 'x-api-key': tmsKey },
      });
      assert.equal(read.status, 403);
      assert.equal((await post('/api/v1/clients', accountingKey, batch)).status, 200);
      const declaration = await post('/api/declarations', accountingKey, {
        declaration_type: 'EX',
      });
      assert.equal(declaration.status, 403, 'a masterdata key sends no declarations');
      assert.equal(
        (await post('/api/declarations', tmsKey, { declaration_type: 'EX' })).status,
        201,
      );
    });

    it("does not let masterdata rewrite a customs client's identity: another EORI is another company", async () => {
      const eori = `DE81234567890${kind.name === 'pglite' ? '1' : '2'}`;
      const created = await post('/api/declarations', tmsKey, {
        declaration_type: 'T1',
        parties: {
          consignee: { eori, name: 'Rhein Logistik GmbH', city: 'Duisburg', country: 'DE' },
        },
      });
      assert.equal(created.status, 201);
      const before = await findClientByCode(t.database.db, eori);
      assert.equal(before?.isCustomsClient, true, 'auto-created from the consignee');

      const takeover = await push([
        {
          code: eori,
          name: 'Somebody Else BV',
          identification_number: 'BE0999999999',
          city: 'Gent',
        },
      ]);
      assert.deepEqual(
        takeover.kept.map(({ row, code, reason }) => ({ row, code, reason })),
        [{ row: 0, code: eori, reason: 'customs-client-identification-number' }],
      );
      const after = await findClientByCode(t.database.db, eori);
      assert.equal(after?.name, 'Rhein Logistik GmbH');
      assert.equal(after?.identificationNumber, eori);
      assert.equal(after?.city, 'Duisburg');

      const sameCompany = await push([
        {
          code: eori,
          name: 'Rhein Logistik GmbH & Co. KG',
          identification_number: eori,
          city: 'Köln',
        },
      ]);
      assert.deepEqual(sameCompany.kept, []);
      const updated = await findClientByCode(t.database.db, eori);
      assert.equal(updated?.city, 'Köln', 'accounting owns the rest of a client it describes');
      assert.equal(updated?.isCustomsClient, true);
    });

    it('leaves what a declarant set by hand until it is handed back, and says so', async () => {
      const code = `HAND-${kind.name}`;
      await push([{ code, name: 'Hand BV', city: 'Antwerpen', postcode: '2000' }]);
      await editClientByHand(
        t.database.db,
        code,
        { city: 'Gent', postcode: '9000' },
        'cli:declarant',
      );

      const pushed = await push([{ code, name: 'Hand NV', city: 'Brussel', postcode: '1000' }]);
      assert.deepEqual(pushed.kept, [
        {
          row: 0,
          code,
          fields: ['postcode', 'city'],
          reason: 'edited-by-hand',
          detail: `postcode, city of ${code} set by hand, left as stored until handed back to masterdata`,
        },
      ]);
      let client = await findClientByCode(t.database.db, code);
      assert.equal(client?.name, 'Hand NV', 'what was not edited by hand is written');
      assert.equal(client?.city, 'Gent');
      assert.equal(client?.postcode, '9000');
      const audit = await t.database.db
        .select()
        .from(schema.auditLog)
        .where(
          and(
            eq(schema.auditLog.entityId, code),
            eq(schema.auditLog.action, 'client.masterdata-kept'),
          ),
        );
      assert.equal(audit.length, 1);

      await releaseClientFields(t.database.db, code, ['city'], 'cli:declarant');
      const again = await push([{ code, name: 'Hand NV', city: 'Brussel', postcode: '1000' }]);
      assert.deepEqual(
        again.kept.map((entry) => entry.fields),
        [['postcode']],
      );
      client = await findClientByCode(t.database.db, code);
      assert.equal(client?.city, 'Brussel');
      assert.equal(client?.postcode, '9000');
    });

    it(
      'does not overwrite a customs client created while the batch was being written',
      {
        skip: kind.name !== 'postgres' && 'two connections race on PostgreSQL only',
      },
      async () => {
        const code = 'BE0555555555';
        // Another transaction (an ingestion) creates the customs client and has not committed when
        // the batch looks for the code; it commits while the batch inserts.
        const other = new pg.Client({ connectionString: t.connectionString });
        await other.connect();
        try {
          await other.query('begin');
          await other.query(
            `insert into clients (code, name, identification_number, is_customs_client, created_by, updated_by)
           values ($1, 'Racing Customs Client NV', $1, true, 'tms', 'tms')`,
            [code],
          );
          const batch = push([
            { code: 'FILLER-RACE', name: 'Filler' },
            {
              code,
              name: 'Accounting Namesake BV',
              identification_number: 'NL999999999B01',
              city: 'Venlo',
            },
          ]);
          await new Promise((resolve) => setTimeout(resolve, 300));
          await other.query('commit');
          const outcome = await batch;
          assert.deepEqual(
            outcome.kept.map(({ code: kept, reason }) => ({ kept, reason })),
            [{ kept: code, reason: 'customs-client-identification-number' }],
          );
          const client = await findClientByCode(t.database.db, code);
          assert.equal(client?.name, 'Racing Customs Client NV');
          assert.equal(client?.identificationNumber, code);
          assert.equal(client?.isCustomsClient, true);
        } finally {
          await other.end();
        }
      },
    );

    it('refuses rates the columns cannot hold exactly instead of rounding or failing', async () => {
      const response = await post('/api/v1/clients', accountingKey, {
        clients: [
          { code: 'RATE-1', name: 'R', air_transport_rate_per_kg: 1e9 },
          { code: 'RATE-2', name: 'R', air_transport_rate_per_kg: 0.12345 },
          { code: 'RATE-3', name: 'R', air_transport_minimum: 10.005 },
          {
            code: 'RATE-4',
            name: 'R',
            air_transport_rate_per_kg: 99_999_999.9999,
            air_transport_minimum: 1e9,
          },
        ],
      });
      assert.equal(response.status, 422);
      const problem = (await response.json()) as { errors: { path: string }[] };
      assert.deepEqual(problem.errors.map((error) => error.path).sort(), [
        '/clients/0/air_transport_rate_per_kg',
        '/clients/1/air_transport_rate_per_kg',
        '/clients/2/air_transport_minimum',
      ]);
    });
  });
}
