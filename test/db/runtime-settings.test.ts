import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { audit } from '../../src/audit/index.ts';
import { schema } from '../../src/db/index.ts';
import { DomainError } from '../../src/errors/index.ts';
import {
  getRuntimeSetting,
  readRuntimeSettings,
  seedRuntimeSettings,
  setRuntimeSetting,
} from '../../src/runtime-settings/index.ts';
import { loadSettings } from '../../src/settings/index.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';

const configured = (env: NodeJS.ProcessEnv) =>
  loadSettings({ configDir: '/nonexistent', env }).settings;

for (const kind of databaseKinds) {
  describe(`runtime settings on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    before(async () => {
      t = await kind.open();
    });
    after(() => t?.dispose());

    it('are seeded from configuration on first start only', async () => {
      const seeded = await seedRuntimeSettings(
        t.database.db,
        configured({ declarations__declarant_name: 'Expeditie NV', tarbel__auto_download: 'true' }),
      );
      assert.ok(seeded.includes('declarations:declarant_name'));
      assert.equal(
        (await getRuntimeSetting(t.database.db, 'declarations:declarant_name')).value,
        'Expeditie NV',
      );
      assert.equal((await readRuntimeSettings(t.database.db))['tarbel:auto_download'], true);
      const again = await seedRuntimeSettings(
        t.database.db,
        configured({ declarations__declarant_name: 'Changed later' }),
      );
      assert.deepEqual(again, []);
      assert.equal(
        (await getRuntimeSetting(t.database.db, 'DECLARATIONS:Declarant_Name')).value,
        'Expeditie NV',
      );
    });

    it('changes a value, case-insensitively by key, and audits before and after', async () => {
      await setRuntimeSetting(
        t.database.db,
        'Declarations:Sender_GLN',
        '5412345000013',
        'cli:alice',
      );
      assert.equal(
        (await getRuntimeSetting(t.database.db, 'declarations:sender_gln')).value,
        '5412345000013',
      );
      const [entry] = await t.database.db
        .select()
        .from(schema.auditLog)
        .where(eq(schema.auditLog.action, 'setting.changed'));
      assert.equal(entry?.actor, 'cli:alice');
      assert.equal(entry?.entityId, 'declarations:sender_gln');
      assert.deepEqual(entry?.before, { value: '' });
      assert.deepEqual(entry?.after, { value: '5412345000013' });
    });

    it('validates a new value like configuration does and stores nothing when it is bad', async () => {
      await assert.rejects(
        setRuntimeSetting(t.database.db, 'tarbel:auto_download', 'maybe', 'cli:x'),
        /Invalid value for tarbel:auto_download: must be true or false/,
      );
      await assert.rejects(
        setRuntimeSetting(t.database.db, 'declarations:sender_gln', '12', 'cli:x'),
        /13-digit GLN/,
      );
      await assert.rejects(
        setRuntimeSetting(t.database.db, 'CountryAliases', '{"Holland":"Netherlands"}', 'cli:x'),
        DomainError,
      );
      assert.equal((await readRuntimeSettings(t.database.db))['tarbel:auto_download'], true);
    });

    it('stores country aliases as a section', async () => {
      await setRuntimeSetting(
        t.database.db,
        'countryaliases',
        '{"Holland":"NL","Deutschland":"DE"}',
        'cli:x',
      );
      assert.deepEqual((await readRuntimeSettings(t.database.db)).CountryAliases, {
        Holland: 'NL',
        Deutschland: 'DE',
      });
    });

    it('refuses unknown keys and start-up configuration', async () => {
      await assert.rejects(
        getRuntimeSetting(t.database.db, 'declarations:nope'),
        (error: DomainError) => error.kind === 'not-found',
      );
      await assert.rejects(
        setRuntimeSetting(t.database.db, 'Server:Port', '1', 'cli:x'),
        /start-up configuration.*Server__Port/,
      );
    });

    it('writes the audit entry inside the caller transaction: a rollback leaves none', async () => {
      await assert.rejects(
        t.database.db.transaction(async (tx) => {
          await audit(tx, { actor: 'test', action: 'test.rolled-back', entityType: 'test' });
          throw new Error('business step failed');
        }),
      );
      const rows = await t.database.db
        .select()
        .from(schema.auditLog)
        .where(eq(schema.auditLog.action, 'test.rolled-back'));
      assert.equal(rows.length, 0);
    });
  });
}

for (const kind of databaseKinds) {
  describe(`secret runtime settings on ${kind.name}`, { skip: kind.skip }, () => {
    it('are stored for use but never written to the audit log', async () => {
      const t = await kind.open();
      try {
        await setRuntimeSetting(
          t.database.db,
          'declarations:guarantee_access_code',
          '7Q2K',
          'cli:alice',
        );
        assert.equal(
          (await readRuntimeSettings(t.database.db))['declarations:guarantee_access_code'],
          '7Q2K',
        );
        const entries = await t.database.db
          .select()
          .from(schema.auditLog)
          .where(eq(schema.auditLog.entityId, 'declarations:guarantee_access_code'));
        assert.deepEqual(
          entries.map((entry) => entry.after),
          [{ value: '[secret, set]' }],
        );
        assert.doesNotMatch(JSON.stringify(entries), /7Q2K/);
      } finally {
        await t.dispose();
      }
    });
  });
}
