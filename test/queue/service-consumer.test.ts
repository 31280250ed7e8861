import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { it } from 'node:test';
import amqp from 'amqplib';
import { pino } from 'pino';
import { amqpUrl, rabbitSkip as skip } from '../support/brokers.ts';
import { dossiersWithUcr } from '../support/databases.ts';
import { startService } from '../../src/service.ts';
import { loadSettings } from '../../src/settings/index.ts';

it(
  'starts the consumer of the active block with the server, reports it, and stops it first',
  { skip },
  async () => {
    const queue = `cds-service-${process.pid}-${Date.now()}`;
    const dir = mkdtempSync(join(tmpdir(), 'cds-svc-'));
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
    }
  },
);
