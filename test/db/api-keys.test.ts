import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import {
  createApiKey,
  findActiveApiKey,
  listApiKeys,
  revokeApiKey,
} from '../../src/api-keys/index.ts';
import { schema } from '../../src/db/index.ts';
import { DomainError } from '../../src/errors/index.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

for (const kind of databaseKinds) {
  describe(`API keys on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    before(async () => {
      t = await kind.open();
    });
    after(() => t?.dispose());

    it('creates a key of at least 256 bits, stores only its SHA-256 and finds it by the raw key', async () => {
      const { rawKey, key } = await createApiKey(t.database.db, { name: 'tms-alpha' }, 'cli:test');
      assert.match(rawKey, /^cds_[A-Za-z0-9_-]{43}$/);
      assert.equal(key.active, true);
      const [row] = await t.database.db
        .select()
        .from(schema.apiKeys)
        .where(eq(schema.apiKeys.name, 'tms-alpha'));
      assert.match(row!.keyHash, /^[0-9a-f]{64}$/);
      assert.ok(!JSON.stringify(row).includes(rawKey.slice(4)), 'the raw key is not stored');
      assert.deepEqual(await findActiveApiKey(t.database.db, rawKey), {
        id: row!.id,
        name: 'tms-alpha',
        expiresAt: null,
        scopes: ['declarations'],
      });
      assert.equal(await findActiveApiKey(t.database.db, `${rawKey}x`), null);
      assert.equal(await findActiveApiKey(t.database.db, ''), null);
    });

    it('gives every key fresh randomness', async () => {
      const a = await createApiKey(t.database.db, { name: 'rand-a' }, 'cli:test');
      const b = await createApiKey(t.database.db, { name: 'rand-b' }, 'cli:test');
      assert.notEqual(a.rawKey, b.rawKey);
    });

    it('works through the whole expiry day and not after it', async () => {
      const { rawKey } = await createApiKey(
        t.database.db,
        { name: 'erp-expiring', expires: '2030-06-30' },
        'cli:test',
        day('2030-06-01'),
      );
      assert.ok(await findActiveApiKey(t.database.db, rawKey, new Date('2030-06-30T23:59:59Z')));
      assert.equal(
        await findActiveApiKey(t.database.db, rawKey, new Date('2030-07-01T00:00:00Z')),
        null,
      );
      const listed = (await listApiKeys(t.database.db, new Date('2030-07-02T00:00:00Z'))).find(
        (k) => k.name === 'erp-expiring',
      );
      assert.equal(listed?.active, false);
      assert.equal(listed?.expiresAt?.toISOString(), '2030-07-01T00:00:00.000Z');
    });

    it('refuses an expiry that is not a date or already past', async () => {
      for (const expires of ['2030-02-30', '30-06-2030', 'tomorrow', '2020-01-01']) {
        await assert.rejects(
          createApiKey(t.database.db, { name: `bad-${expires}` }, 'cli:test').then(() =>
            createApiKey(t.database.db, { name: 'x-bad', expires }, 'cli:test'),
          ),
          DomainError,
        );
      }
    });

    it('revokes at once: the next lookup fails, the list shows it inactive, the name can be reused', async () => {
      const { rawKey } = await createApiKey(t.database.db, { name: 'forwarder-b' }, 'cli:test');
      assert.ok(await findActiveApiKey(t.database.db, rawKey));
      await revokeApiKey(t.database.db, 'forwarder-b', 'cli:test');
      assert.equal(await findActiveApiKey(t.database.db, rawKey), null);
      assert.equal(
        (await listApiKeys(t.database.db)).find((k) => k.name === 'forwarder-b')?.active,
        false,
      );
      await assert.rejects(
        revokeApiKey(t.database.db, 'forwarder-b', 'cli:test'),
        /no active API key named "forwarder-b"/,
      );
      const again = await createApiKey(t.database.db, { name: 'forwarder-b' }, 'cli:test');
      assert.ok(await findActiveApiKey(t.database.db, again.rawKey));
    });

    it('refuses a second live key with the same name and a bad name', async () => {
      await createApiKey(t.database.db, { name: 'unique-one' }, 'cli:test');
      await assert.rejects(
        createApiKey(t.database.db, { name: 'unique-one' }, 'cli:test'),
        (error: DomainError) => error.kind === 'conflict',
      );
      await assert.rejects(
        createApiKey(t.database.db, { name: ' ' }, 'cli:test'),
        (error: DomainError) => error.kind === 'invalid',
      );
      await assert.rejects(
        createApiKey(t.database.db, { name: 'x'.repeat(101) }, 'cli:test'),
        DomainError,
      );
    });

    it('audits create and revoke with who, what, before and after', async () => {
      await createApiKey(t.database.db, { name: 'audited' }, 'cli:alice');
      await revokeApiKey(t.database.db, 'audited', 'cli:bob');
      const rows = await t.database.db
        .select()
        .from(schema.auditLog)
        .where(eq(schema.auditLog.entityType, 'api-key'));
      const [row] = await t.database.db
        .select()
        .from(schema.apiKeys)
        .where(eq(schema.apiKeys.name, 'audited'));
      const entries = rows.filter((entry) => entry.entityId === row!.id);
      assert.deepEqual(
        entries.map((entry) => [entry.action, entry.actor]),
        [
          ['api-key.created', 'cli:alice'],
          ['api-key.revoked', 'cli:bob'],
        ],
      );
      assert.equal((entries[1]!.before as { active: boolean }).active, true);
      assert.equal((entries[1]!.after as { active: boolean }).active, false);
      assert.ok(entries.every((entry) => entry.occurredAt instanceof Date));
    });
  });
}
