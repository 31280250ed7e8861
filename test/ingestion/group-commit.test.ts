import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq, sql, type SQL } from 'drizzle-orm';
import { createApiKey, revokeApiKey } from '../../src/api-keys/index.ts';
import type { CanonicalDeclaration } from '../../src/canonical/index.ts';
import { queryRows, schema } from '../../src/db/index.ts';
import type { DomainError } from '../../src/errors/index.ts';
import { ingest, ingestDepsFor, type IngestDeps } from '../../src/ingestion/index.ts';
import { countRows, databaseKinds, type TestDatabase } from '../support/databases.ts';

const exportOf = (ucr: string, exporterEori = 'BE0400000017'): CanonicalDeclaration => ({
  declaration_type: 'EX',
  ucr,
  parties: { exporter: { eori: exporterEori, name: 'Exporter NV', country: 'BE' } },
  goods_items: [{ sequence_number: 1, description: 'Valves', gross_mass: 12 }],
});

for (const kind of databaseKinds) {
  describe(`group commit of ingestions on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let deps: IngestDeps;
    let uploads: string;
    const batches: number[] = [];
    const dossierCount = (where?: SQL) => countRows(t.database.db, 'dossiers', where);

    before(async () => {
      t = await kind.open();
      uploads = mkdtempSync(join(tmpdir(), 'cds-group-commit-'));
      deps = ingestDepsFor({ 'Storage:UploadFolder': uploads }, t.database.db, {
        runtimeSettingsTtlMs: 0,
        // One statement in flight: everything that arrives meanwhile must share the next one.
        groupCommit: { maxInFlight: 1, onBatch: (size) => batches.push(size) },
      });
    });
    after(async () => {
      await t?.dispose();
      if (uploads) rmSync(uploads, { recursive: true, force: true });
    });

    it('writes concurrent dossiers together and gives each its own UCR, client and audit entry', async () => {
      batches.length = 0;
      const outcomes = await Promise.all(
        Array.from({ length: 24 }, (_, index) =>
          ingest(deps, exportOf(`GC-${index}`, 'BE0400000017'), {
            source: 'ApiIngestion',
            partner: 'batcher',
          }),
        ),
      );
      // The first request finds no client and creates it in a transaction; the rest find it.
      assert.ok(Math.max(...batches) > 1, `batches were ${batches.join(',')}`);
      assert.deepEqual(
        outcomes.map((outcome) => outcome.response.ucr).sort(),
        Array.from({ length: 24 }, (_, index) => `GC-${index}`).sort(),
      );
      assert.equal(await dossierCount(sql`ucr like 'GC-%'`), 24);
      const clients = await t.database.db
        .select()
        .from(schema.clients)
        .where(eq(schema.clients.identificationNumber, 'BE0400000017'));
      assert.equal(clients.length, 1, 'one client for one EORI');
      assert.equal(await dossierCount(sql`ucr like 'GC-%' and client_id = ${clients[0]!.id}`), 24);
      const audits = await queryRows<{ after: { ucr: string; client: string; uuid: string } }>(
        t.database.db,
        sql`select after from audit_log where action = 'dossier.ingested' and after->>'ucr' like 'GC-%'`,
      );
      assert.equal(audits.length, 24);
      for (const { after: entry } of audits) {
        assert.equal(entry.client, clients[0]!.code);
        assert.equal(
          outcomes.find((outcome) => outcome.response.uuid === entry.uuid)?.response.ucr,
          entry.ucr,
        );
      }
    });

    it('fails only the dossier whose UCR is taken; its batch mates are written', async () => {
      await ingest(deps, exportOf('TAKEN-1'), { source: 'ApiIngestion', partner: 'batcher' });
      batches.length = 0;
      const results = await Promise.allSettled(
        ['OK-1', 'OK-2', 'TAKEN-1', 'OK-3', 'OK-4', 'OK-5'].map((ucr) =>
          ingest(deps, exportOf(ucr), { source: 'ApiIngestion', partner: 'batcher' }),
        ),
      );
      assert.ok(Math.max(...batches) > 1, `batches were ${batches.join(',')}`);
      const refused = results.filter((result) => result.status === 'rejected');
      assert.equal(refused.length, 1);
      assert.equal(((refused[0] as PromiseRejectedResult).reason as DomainError).code, 'ucr-taken');
      assert.equal(await dossierCount(sql`ucr like 'OK-%'`), 5);
      assert.equal(await dossierCount(sql`ucr = 'TAKEN-1'`), 1);
    });

    it('fails only the dossier whose API key was revoked', async () => {
      const live = await createApiKey(t.database.db, { name: 'gc-live' }, 'test');
      await createApiKey(t.database.db, { name: 'gc-revoked' }, 'test');
      await revokeApiKey(t.database.db, 'gc-revoked', 'test');
      const keys = await t.database.db.select().from(schema.apiKeys);
      const idOf = (name: string) => keys.find((key) => key.name === name)!.id;
      assert.ok(live.rawKey);
      const results = await Promise.allSettled(
        ['gc-live', 'gc-revoked', 'gc-live', 'gc-live'].map((name, index) =>
          ingest(deps, exportOf(`KEY-${index}`), {
            source: 'ApiIngestion',
            partner: name,
            apiKeyId: idOf(name),
          }),
        ),
      );
      assert.deepEqual(
        results.map((result) => result.status),
        ['fulfilled', 'rejected', 'fulfilled', 'fulfilled'],
      );
      assert.equal(
        ((results[1] as PromiseRejectedResult).reason as DomainError).kind,
        'unauthenticated',
      );
      assert.equal(await dossierCount(sql`ucr = 'KEY-1'`), 0);
    });

    it('makes one dossier of a queue message delivered several times at once', async () => {
      const idempotency = {
        partner: 'tms-queue',
        endpoint: 'queue',
        key: 'message-42',
        requestHash: 'h'.repeat(64),
      };
      const outcomes = await Promise.all(
        Array.from({ length: 6 }, () =>
          ingest(deps, exportOf('QUEUE-42'), {
            source: 'ServiceBusIngestion',
            partner: 'tms-queue',
            idempotency,
            repeats: 'wait',
          }),
        ),
      );
      assert.equal(await dossierCount(sql`ucr = 'QUEUE-42'`), 1);
      assert.equal(new Set(outcomes.map((outcome) => outcome.response.uuid)).size, 1);
      assert.equal(outcomes.filter((outcome) => !outcome.replayed).length, 1);
      // Delivered again later: replayed, still one dossier.
      const again = await ingest(deps, exportOf('QUEUE-42'), {
        source: 'ServiceBusIngestion',
        partner: 'tms-queue',
        idempotency,
        repeats: 'wait',
      });
      assert.equal(again.replayed, true);
      assert.equal(again.response.uuid, outcomes[0]!.response.uuid);
      assert.equal(await dossierCount(sql`ucr = 'QUEUE-42'`), 1);
    });

    it('makes one dossier of a queue message delivered twice into two statements at once', async () => {
      // Each copy in a statement of its own, both in flight: the second meets the first's UCR
      // before its message id, and must still be answered as a repeat, not refused.
      const separate = ingestDepsFor({ 'Storage:UploadFolder': uploads }, t.database.db, {
        runtimeSettingsTtlMs: 0,
        groupCommit: { maxBatch: 1, maxInFlight: 2 },
      });
      for (let round = 0; round < 10; round += 1) {
        const idempotency = {
          partner: 'tms-queue',
          endpoint: 'queue',
          key: `message-race-${round}`,
          requestHash: 'r'.repeat(64),
        };
        const outcomes = await Promise.all(
          [1, 2].map(() =>
            ingest(separate, exportOf(`RACE-${round}`), {
              source: 'ServiceBusIngestion',
              partner: 'tms-queue',
              idempotency,
              repeats: 'wait',
            }),
          ),
        );
        assert.equal(new Set(outcomes.map((outcome) => outcome.response.uuid)).size, 1);
        assert.equal(await dossierCount(sql`ucr = ${`RACE-${round}`}`), 1);
      }
    });

    it('refuses an unknown client_code in a batch without writing that dossier', async () => {
      const results = await Promise.allSettled([
        ingest(
          deps,
          { ...exportOf('CODE-1'), client_code: 'NO-SUCH' },
          { source: 'ApiIngestion', partner: 'batcher' },
        ),
        ingest(deps, exportOf('CODE-2'), { source: 'ApiIngestion', partner: 'batcher' }),
      ]);
      assert.equal(results[0].status, 'rejected');
      assert.equal((results[0].reason as DomainError).code, 'unknown-client-code');
      assert.equal(results[1].status, 'fulfilled');
      assert.equal(await dossierCount(sql`ucr like 'CODE-%'`), 1);
    });
  });
}
