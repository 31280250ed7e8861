import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { it } from 'node:test';
import { eq } from 'drizzle-orm';
import { parseDeclaration } from '../../src/canonical/index.ts';
import { openEmbedded, schema } from '../../src/db/index.ts';
import { ingest, ingestDepsFor } from '../../src/ingestion/index.ts';
import { setRuntimeSetting } from '../../src/runtime-settings/index.ts';
import { filingEnv, BROKER_SETTINGS } from '../support/filing.ts';
import { repoRoot, spawnTs } from '../support/processes.ts';
import { sampleForToday } from '../support/samples.ts';

const cli = join(repoRoot, 'src/cli/main.ts');

it('customs dossiers submit files a dossier; customs outbox list and retry show and requeue it', async () => {
  const cwd = mkdtempSync(join(tmpdir(), 'cds-cli-filing-'));
  const env = { ...filingEnv, ServiceBus__Descartes__Pr__Folder: join(cwd, 'drop') };
  const open = () => openEmbedded(join(cwd, 'data/db'), { waitMs: 0, onCompromised: () => {} });

  const database = await open();
  await database.migrate();
  for (const [key, value] of Object.entries(BROKER_SETTINGS))
    await setRuntimeSetting(database.db, key, value, 'test');
  const deps = ingestDepsFor({ 'Storage:UploadFolder': join(cwd, 'uploads') }, database.db);
  const dossier = async (ucr: string, change: (d: Record<string, any>) => void = () => {}) => {
    const raw = sampleForToday('t1-auto-dispatch') as Record<string, any>;
    delete raw.auto_dispatch;
    raw.ucr = ucr;
    change(raw);
    const parsed = parseDeclaration(raw);
    assert.ok(parsed.ok);
    return (await ingest(deps, parsed.declaration, { source: 'ApiIngestion', partner: 'cli-test' }))
      .response.uuid;
  };
  const complete = await dossier('CLI-OK');
  const incomplete = await dossier('CLI-BAD', (d) => delete d.guarantees);
  await database.close();

  const refused = spawnTs(cli, { cwd, env, args: ['dossiers', 'submit', incomplete] });
  assert.equal(await refused.exited, 1);
  assert.match(refused.stderr(), /cannot be filed/);
  assert.match(refused.stderr(), /^ {2}\/guarantees: Guarantee: is required/m);

  const submitted = spawnTs(cli, { cwd, env, args: ['dossiers', 'submit', complete] });
  assert.equal(await submitted.exited, 0, submitted.stderr());
  assert.match(submitted.stdout(), /^Submitted: CC015C [0-9a-f-]{36} waits in the outbox for Pr/);

  const listed = spawnTs(cli, { cwd, env, args: ['outbox', 'list', '--json'] });
  assert.equal(await listed.exited, 0, listed.stderr());
  const messages = JSON.parse(listed.stdout()) as {
    messageId: string;
    status: string;
    dossierId: string;
  }[];
  assert.equal(messages.length, 1);
  assert.equal(messages[0]!.dossierId, complete);
  assert.equal(messages[0]!.status, 'Pending');

  const bad = spawnTs(cli, { cwd, env, args: ['outbox', 'retry', 'not-an-id'] });
  assert.equal(await bad.exited, 1);
  assert.equal(bad.stderr().trim(), 'not-an-id is not an outbox message id (a UUID)');

  // A message marked Failed (its environment was missing) is due again after retry --failed.
  const marked = await open();
  await marked.db
    .update(schema.outboxMessages)
    .set({ status: 'Failed', lastError: 'no block' })
    .where(eq(schema.outboxMessages.messageId, messages[0]!.messageId));
  await marked.close();
  const retried = spawnTs(cli, { cwd, env, args: ['outbox', 'retry', '--failed'] });
  assert.equal(await retried.exited, 0, retried.stderr());
  assert.match(retried.stdout(), /^1 message\(s\) due again/);

  const check = await open();
  try {
    const [message] = await check.db.select().from(schema.outboxMessages);
    assert.equal(message!.status, 'Pending');
    const [filed] = await check.db
      .select()
      .from(schema.dossiers)
      .where(eq(schema.dossiers.id, complete));
    assert.equal(filed!.status, 'Submitted');
    const actions = (await check.db.select().from(schema.auditLog)).map((entry) => entry.action);
    assert.ok(actions.includes('dossier.submitted') && actions.includes('outbox.retried'));
  } finally {
    await check.close();
  }
});
