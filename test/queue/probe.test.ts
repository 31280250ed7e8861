import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import amqp from 'amqplib';
import { pino } from 'pino';
import { amqpUrl, rabbitSkip as skip } from '../support/brokers.ts';
import { createTokenVerifier } from '../../src/auth/index.ts';
import { createAmqpConsumer } from '../../src/messaging/index.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { startIngestionApp, type IngestionTestApp } from '../support/ingestion-app.ts';
import { startOidcServer } from '../support/oidc-server.ts';
import { repoRoot, spawnTs } from '../support/processes.ts';

const TENANT = 'tenant-probe';
const CLIENT = 'client-probe';

describe('the inbound queue probe', { skip }, () => {
  const queue = `cds-probe-${process.pid}-${Date.now()}`;
  let t: TestDatabase;
  let api: IngestionTestApp;
  let oidc: Awaited<ReturnType<typeof startOidcServer>>;
  before(async () => {
    t = await databaseKinds[0]!.open();
    oidc = await startOidcServer(TENANT);
    const consumer = createAmqpConsumer({
      url: amqpUrl,
      queue,
      maxConcurrent: 1,
      logger: pino({ level: 'silent' }),
    });
    const verifyToken = createTokenVerifier({
      instance: oidc.instance,
      tenantId: TENANT,
      clientId: CLIENT,
      refetchCooldownMs: 0,
    });
    api = await startIngestionApp(t.database, {}, { compose: { verifyToken, consumer } });
  });
  after(async () => {
    await api?.close();
    await oidc?.close();
    const connection = await amqp.connect(amqpUrl);
    const channel = await connection.createChannel();
    await channel.deleteQueue(queue).catch(() => undefined);
    await channel.deleteQueue(`${queue}.deadletter`).catch(() => undefined);
    await connection.close();
    await t?.dispose();
  });

  it('answers an Admins token with connectivity and depth, without consuming', async () => {
    const token = await oidc.mint({
      iss: oidc.issuerV2,
      aud: CLIENT,
      azp: 'admin-tool',
      roles: ['Admins'],
    });
    const response = await fetch(`${api.baseUrl}/api/admin/ingestion/probe`, {
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(response.status, 200);
    const body = (await response.json()) as {
      reachable: boolean;
      queue: string;
      depth: number;
      deadLetterDepth: number;
    };
    assert.equal(body.reachable, true);
    assert.equal(body.queue, queue);
    assert.equal(body.depth, 0);
    assert.equal(body.deadLetterDepth, 0);
  });

  it('refuses partner API keys (401) and tokens without the Admins role (403)', async () => {
    const withKey = await api.get('/api/admin/ingestion/probe');
    assert.equal(withKey.status, 401);
    assert.equal(
      ((await withKey.json()) as { detail: string }).detail,
      'This endpoint does not accept API keys; send an Authorization: Bearer token with the role Admins, or sign in (/signin)',
      'an API key is told what to send instead, not to send an API key',
    );
    assert.equal(withKey.headers.get('www-authenticate'), 'Bearer');
    const token = await oidc.mint({
      iss: oidc.issuerV2,
      aud: CLIENT,
      azp: 'tms',
      roles: ['Ingestion.Write'],
    });
    assert.equal(
      (
        await fetch(`${api.baseUrl}/api/admin/ingestion/probe`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).status,
      403,
    );
  });

  it('customs queue probe reports the active queue, and says when none is active', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'cds-probe-'));
    const cli = join(repoRoot, 'src/cli/main.ts');
    const env = {
      ServiceBus__Ingestion__ActiveEnvironment: 'dv',
      ServiceBus__Ingestion__dv__AmqpUrl: amqpUrl,
      ServiceBus__Ingestion__dv__QueueName: queue,
    };
    const probed = spawnTs(cli, { cwd, args: ['queue', 'probe', '--json'], env });
    assert.equal(await probed.exited, 0, probed.stderr());
    assert.deepEqual(
      { ...JSON.parse(probed.stdout()), detail: undefined },
      {
        description: `AMQP queue ${queue} at amqp://127.0.0.1:5672`,
        reachable: true,
        queue,
        depth: 0,
        deadLetterDepth: 0,
        detail: undefined,
      },
    );
    const none = spawnTs(cli, { cwd, args: ['queue', 'probe'] });
    assert.equal(await none.exited, 1);
    assert.match(none.stderr(), /No inbound queue is active/);
  });
});
