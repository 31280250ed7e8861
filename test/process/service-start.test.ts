import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { it } from 'node:test';
import amqp from 'amqplib';
import { setTimeout as sleep } from 'node:timers/promises';
import { pino } from 'pino';
import { amqpUrl, rabbitSkip as skip } from '../support/brokers.ts';
import { dossiersWithUcr } from '../support/databases.ts';
import { startService } from '../../src/service.ts';
import { loadSettings } from '../../src/settings/index.ts';

it(
  'starts its background work with the server (the consumer of the active block, reported; the sweep of uploads an earlier process abandoned) and stops it first',
  { skip },
  async () => {
    const queue = `cds-service-${process.pid}-${Date.now()}`;
    const dir = mkdtempSync(join(tmpdir(), 'cds-svc-'));
    const incoming = join(dir, 'uploads', '.incoming');
    mkdirSync(incoming, { recursive: true });
    // One left by a process that died two hours ago; one another instance is writing right now.
    for (const [name, ageMs] of [
      ['abandoned.upload', 2 * 3_600_000],
      ['receiving.upload', 1_000],
    ] as const) {
      writeFileSync(join(incoming, name), 'partial upload');
      const when = new Date(Date.now() - ageMs);
      utimesSync(join(incoming, name), when, when);
    }
    const loaded = loadSettings({
      configDir: dir,
      env: {
        PORT: '0',
        Database__EmbeddedPath: join(dir, 'db'),
        Storage__UploadFolder: join(dir, 'uploads'),
        ServiceBus__Ingestion__ActiveEnvironment: 'dv',
        ServiceBus__Ingestion__dv__AmqpUrl: amqpUrl,
        ServiceBus__Ingestion__dv__QueueName: queue,
      },
    });
    const service = await startService({ loaded, logger: pino({ level: 'silent' }) });
    const connection = await amqp.connect(amqpUrl);
    const channel = await connection.createChannel();
    try {
      for (const deadline = Date.now() + 2000; Date.now() < deadline; await sleep(20))
        if (readdirSync(incoming).length === 1) break;
      assert.deepEqual(readdirSync(incoming), ['receiving.upload']);
      const ready = (await (await fetch(`${service.address}/health/ready`)).json()) as {
        checks: Record<string, { status: string; detail: string }>;
      };
      assert.equal(ready.checks.inboundQueue?.status, 'up');
      assert.match(ready.checks.inboundQueue.detail, new RegExp(`${queue}.*consuming`));
      channel.sendToQueue(
        queue,
        Buffer.from(JSON.stringify({ declaration_type: 'EX', ucr: 'SVC-1' })),
        { headers: { Partner: 'svc-test' }, contentType: 'application/json' },
      );
      const deadline = Date.now() + 20_000;
      let found = 0;
      while (Date.now() < deadline && found === 0) {
        found = (await dossiersWithUcr(service.database.db, 'SVC-1')).length;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      assert.equal(found, 1);
    } finally {
      await service.stop();
      await channel.deleteQueue(queue).catch(() => undefined);
      await channel.deleteQueue(`${queue}.deadletter`).catch(() => undefined);
      await connection.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
);
