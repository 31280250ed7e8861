import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { it } from 'node:test';
import { eq } from 'drizzle-orm';
import { openEmbedded, schema } from '../../src/db/index.ts';
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
