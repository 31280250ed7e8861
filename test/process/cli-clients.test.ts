import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { it } from 'node:test';
import { eq } from 'drizzle-orm';
import { openEmbedded, openPostgres, schema } from '../../src/db/index.ts';
import { createPostgresDatabase, postgresSkip } from '../support/databases.ts';
import { repoRoot, spawnTs } from '../support/processes.ts';

const cli = join(repoRoot, 'src/cli/main.ts');

it('customs clients promote makes a masterdata client a customs client, and says so for an unknown code', async () => {
  const cwd = mkdtempSync(join(tmpdir(), 'cds-cli-'));
  const unknown = spawnTs(cli, { cwd, args: ['clients', 'promote', 'NOPE'] });
  assert.equal(await unknown.exited, 1);
  assert.equal(unknown.stderr().trim(), 'No client has code NOPE');

  const database = await openEmbedded(join(cwd, 'data/db'), { waitMs: 0, onCompromised: () => {} });
  await database.db
    .insert(schema.clients)
    .values({ code: 'ACME', name: 'Acme BV', createdBy: 'test', updatedBy: 'test' });
  await database.close();

  const promoted = spawnTs(cli, { cwd, args: ['clients', 'promote', 'ACME'] });
  assert.equal(await promoted.exited, 0, promoted.stderr());
  assert.match(promoted.stdout(), /Promoted ACME \(Acme BV\) to customs client/);
  const again = spawnTs(cli, { cwd, args: ['clients', 'promote', 'ACME'] });
  assert.equal(await again.exited, 0);
  assert.match(again.stdout(), /is a customs client already/);

  const check = await openEmbedded(join(cwd, 'data/db'), { waitMs: 0, onCompromised: () => {} });
  try {
    const [client] = await check.db
      .select()
      .from(schema.clients)
      .where(eq(schema.clients.code, 'ACME'));
    assert.equal(client?.isCustomsClient, true);
    const entries = await check.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'client.promoted'));
    assert.equal(entries.length, 1);
    assert.match(entries[0]!.actor, /^cli:/);
  } finally {
    await check.close();
  }
});

it(
  'customs clients set corrects by hand what masterdata then leaves alone, and release hands it back',
  { skip: postgresSkip },
  async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'cds-cli-'));
    const fresh = await createPostgresDatabase();
    const env = { DATABASE_URL: fresh.connectionString };
    const database = await openPostgres(fresh.connectionString, {
      poolSize: 2,
      onPoolError: () => {},
    });
    try {
      await database.migrate();
      await database.db.insert(schema.clients).values({
        code: 'ACME',
        name: 'Acme BV',
        city: 'Antwerpen',
        createdBy: 'test',
        updatedBy: 'test',
      });

      const bad = spawnTs(cli, { cwd, env, args: ['clients', 'set', 'ACME', 'country=Belgium'] });
      assert.equal(await bad.exited, 1);
      assert.match(bad.stderr(), /country: must be a two-letter ISO 3166-1 alpha-2 code/);

      const set = spawnTs(cli, {
        cwd,
        env,
        args: ['clients', 'set', 'ACME', 'city=Gent', 'postcode=9000', 'fr1='],
      });
      assert.equal(await set.exited, 0, set.stderr());
      assert.match(
        set.stdout(),
        /Updated ACME; set by hand \(kept from masterdata\): city, postcode, fr1\./,
      );

      const release = spawnTs(cli, {
        cwd,
        env,
        args: ['clients', 'release', 'ACME', 'postcode', 'fr1'],
      });
      assert.equal(await release.exited, 0, release.stderr());
      assert.match(release.stdout(), /ACME: still set by hand: city\./);

      const [client] = await database.db
        .select()
        .from(schema.clients)
        .where(eq(schema.clients.code, 'ACME'));
      assert.equal(client?.city, 'Gent');
      assert.equal(client?.postcode, '9000');
      assert.deepEqual(client?.handEditedFields, ['city']);
      const actions = (
        await database.db.select().from(schema.auditLog).where(eq(schema.auditLog.entityId, 'ACME'))
      ).map((entry) => entry.action);
      assert.deepEqual(actions, ['client.edited', 'client.released-to-masterdata']);
    } finally {
      await database.close();
      await fresh.drop();
    }
  },
);
