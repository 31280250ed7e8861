import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import type { ServiceBusReceivedMessage, ServiceBusReceiver } from '@azure/service-bus';
import amqp, { type Channel, type ChannelModel } from 'amqplib';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { queryRows, schema } from '../../src/db/index.ts';
import {
  createAmqpConsumer,
  createServiceBusConsumer,
  databaseRedeliveryCounter,
  fromServiceBus,
  type QueueConsumer,
} from '../../src/messaging/index.ts';
import { createOutboxWorker, type OutboxWorker } from '../../src/outbox/index.ts';
import { amqpUrl, deleteQueues, rabbitSkip } from '../support/brokers.ts';
import {
  adminQuery,
  countRows,
  databaseKinds,
  dossiersWithContainer,
  markedDeclaration,
  type TestDatabase,
} from '../support/databases.ts';
import { queueHandlerOn } from '../support/queue-handler.ts';
import { startRelay } from '../support/tcp-relay.ts';

const postgres = databaseKinds[1]!;

/** The database refuses new connections and loses the ones it had, as in a failover. */
const outage = (connectionString: string) => {
  const name = new URL(connectionString).pathname.slice(1);
  let away = false;
  return {
    async begin() {
      away = true;
      await adminQuery(`alter database ${name} allow_connections false`);
      await adminQuery(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`,
      );
    },
    async end() {
      if (!away) return;
      away = false;
      await adminQuery(`alter database ${name} allow_connections true`);
    },
  };
};

const until = async (what: string, check: () => Promise<boolean> | boolean, ms = 20_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}`);
    await sleep(100);
  }
};

/** A logger whose lines a test can read. */
const capturingLogger = () => {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n'))
        if (line) lines.push(JSON.parse(line) as { level: number; msg: string });
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
};

describe(
  'the inbound AMQP consumer while the database is away',
  { skip: postgres.skip || rabbitSkip },
  () => {
    const queue = `cds-test-outage-${process.pid}-${Date.now()}`;
    const delays = [1, 1, 2];
    let t: TestDatabase;
    let down: ReturnType<typeof outage>;
    let consumer: QueueConsumer;
    let queueHandler: ReturnType<typeof queueHandlerOn>;
    let connection: ChannelModel;
    let channel: Channel;

    before(async () => {
      t = await postgres.open();
      down = outage(t.connectionString!);
      queueHandler = queueHandlerOn(t.database.db);
      consumer = createAmqpConsumer({
        url: amqpUrl,
        queue,
        maxConcurrent: 2,
        logger: pino({ level: 'silent' }),
        // Two deliveries would be the end of a message that failed for its own sake.
        maxDeliveries: 2,
        redeliveryCounter: databaseRedeliveryCounter(t.database.db),
        retryDelaysSeconds: delays,
      });
      await consumer.start(queueHandler.handler);
      connection = await amqp.connect(amqpUrl);
      channel = await connection.createChannel();
    });
    after(async () => {
      await down?.end();
      await consumer?.stop();
      await queueHandler?.close();
      if (channel) await deleteQueues(channel, queue, delays);
      await connection?.close();
      await t?.dispose();
    });

    it('leaves a message for redelivery, not dead-lettered, and stores it once when the database is back', async () => {
      await down.begin();
      channel.sendToQueue(queue, Buffer.from(JSON.stringify(markedDeclaration('T1', 'DBAWAY1'))), {
        persistent: true,
        contentType: 'application/json',
        messageId: 'db-away-1',
        headers: { Partner: 'tms-queue' },
      });
      // Three deliveries and more meanwhile: past MaxDeliveries, were they counted.
      await until(
        'three deliveries',
        () => consumer.activity().retried >= 3 || consumer.activity().deadLettered > 0,
      );
      assert.equal(
        consumer.activity().deadLettered,
        0,
        'dead-lettered while the database was away',
      );
      assert.equal((await channel.checkQueue(`${queue}.deadletter`)).messageCount, 0);
      await down.end();

      await until(
        'the dossier',
        async () => (await dossiersWithContainer(t.database.db, 'DBAWAY1')).length === 1,
      );
      await sleep(1500);
      assert.equal((await dossiersWithContainer(t.database.db, 'DBAWAY1')).length, 1);
      assert.equal(consumer.activity().deadLettered, 0);
      assert.equal(consumer.activity().completed, 1);
      assert.equal(consumer.state(), 'consuming');
    });
  },
);

/** A received Service Bus message as the SDK hands it over (peek-lock). */
const received = (fields: Partial<ServiceBusReceivedMessage>): ServiceBusReceivedMessage =>
  ({
    deliveryCount: 0,
    state: 'active',
    lockToken: randomUUID(),
    ...fields,
  }) as ServiceBusReceivedMessage;

describe('the Service Bus consumer while the database is away', { skip: postgres.skip }, () => {
  let t: TestDatabase;
  let down: ReturnType<typeof outage>;
  let queueHandler: ReturnType<typeof queueHandlerOn>;
  before(async () => {
    t = await postgres.open();
    down = outage(t.connectionString!);
    queueHandler = queueHandlerOn(t.database.db);
  });
  after(async () => {
    await down?.end();
    await queueHandler?.close();
    await t?.dispose();
  });

  it('returns a message without counting it, so MaxDeliveries is not spent on the outage', async () => {
    const settled: { how: string; properties?: Record<string, unknown> }[] = [];
    let handlers: Parameters<ServiceBusReceiver['subscribe']>[0] | undefined;
    const receiver = {
      subscribe(given: Parameters<ServiceBusReceiver['subscribe']>[0]) {
        handlers = given;
        return { close: async () => undefined };
      },
      completeMessage: async () => void settled.push({ how: 'complete' }),
      deadLetterMessage: async () => void settled.push({ how: 'dead-letter' }),
      abandonMessage: async (_message: unknown, properties?: Record<string, unknown>) =>
        void settled.push({ how: 'abandon', properties }),
      close: async () => undefined,
    } as unknown as ServiceBusReceiver;
    const consumer = createServiceBusConsumer({
      fullyQualifiedNamespace: 'outage.servicebus.windows.net',
      connectionString: '',
      queue: 'declarations',
      maxConcurrent: 1,
      logger: pino({ level: 'silent' }),
      receiver,
      maxDeliveries: 2,
    });
    await consumer.start(queueHandler.handler);
    const message = (deliveryCount: number, uncounted?: number) =>
      received({
        body: JSON.stringify(markedDeclaration('T1', 'SBAWAY1')),
        contentType: 'application/json',
        messageId: 'sb-away-1',
        deliveryCount,
        applicationProperties: {
          Partner: 'tms-sb',
          ...(uncounted === undefined ? {} : { 'x-cds-uncounted': uncounted }),
        },
      });

    await down.begin();
    await handlers!.processMessage(message(0));
    assert.deepEqual(settled, [{ how: 'abandon', properties: { 'x-cds-uncounted': 1 } }]);
    // Its third delivery, two of them returned without trying: the first that counts.
    assert.equal(fromServiceBus(message(2, 2)).deliveries, 1);
    await down.end();

    settled.length = 0;
    await handlers!.processMessage(message(2, 2));
    assert.deepEqual(settled, [{ how: 'complete' }], 'not dead-lettered past MaxDeliveries 2');
    assert.equal((await dossiersWithContainer(t.database.db, 'SBAWAY1')).length, 1);
    await consumer.stop();
  });
});

describe(
  'the outbox worker while the database is away',
  { skip: postgres.skip || rabbitSkip },
  () => {
    const queue = `cds-test-outbox-outage-${process.pid}-${Date.now()}`;
    let t: TestDatabase;
    let down: ReturnType<typeof outage>;
    let worker: OutboxWorker | undefined;
    let relay: Awaited<ReturnType<typeof startRelay>>;
    let connection: ChannelModel;
    let channel: Channel;
    before(async () => {
      t = await postgres.open();
      down = outage(t.connectionString!);
      relay = await startRelay(new URL(amqpUrl));
      connection = await amqp.connect(amqpUrl);
      channel = await connection.createChannel();
    });
    after(async () => {
      await down?.end();
      await worker?.stop();
      await relay?.close();
      await channel?.deleteQueue(queue);
      await connection?.close();
      await t?.dispose();
    });

    it('waits it out with backoff, logs it once, and marks a message sent meanwhile Sent without sending it again', async () => {
      const enqueue = async () => {
        const messageId = randomUUID();
        await t.database.db.insert(schema.outboxMessages).values({
          messageId,
          messageType: 'CC015C',
          environment: 'Test',
          payload: `<CC015C id="${messageId}"/>`,
        });
        return messageId;
      };
      const message = async (messageId: string) =>
        (
          await queryRows<{ status: string; attempts: number }>(
            t.database.db,
            sql`select status, attempts from outbox_messages where message_id = ${messageId}`,
          )
        )[0];
      const { logger, lines } = capturingLogger();
      worker = createOutboxWorker({
        db: t.database.db,
        blocks: new Map([
          ['test', { name: 'Test', transport: 'amqp', queueName: queue, amqpUrl: relay.url }],
        ]),
        logger,
        pollMs: 200,
        // A message claimed and not marked Sent would be claimed and sent again a second later.
        leaseSeconds: 1,
      });
      worker.start();
      // The first message opens the connection to the broker.
      const first = await enqueue();
      await until('the first message Sent', async () => (await message(first))?.status === 'Sent');

      relay.hold();
      const second = await enqueue();
      await until(
        'the second publish',
        async () => (await channel.checkQueue(queue)).messageCount === 2,
      );
      await down.begin();
      // The broker's confirm arrives while the database is away.
      relay.release();
      await sleep(5000);
      await down.end();

      await until('Sent', async () => (await message(second))?.status === 'Sent');
      assert.equal((await message(second))?.attempts, 1, 'not claimed again');
      await sleep(1500);
      assert.equal((await channel.checkQueue(queue)).messageCount, 2, 'each message sent once');
      assert.equal(await countRows(t.database.db, 'audit_log', sql`action = 'outbox.sent'`), 2);
      assert.deepEqual(
        lines.filter((line) => /database/.test(line.msg)).map((line) => line.msg),
        [
          'outbox: the database is not reachable; trying again with backoff',
          'outbox: the database is reachable again',
        ],
        'one line when it goes, one when it is back',
      );
      assert.equal(
        lines.filter((line) => line.level >= 40).length,
        1,
        lines.map((line) => line.msg).join('\n'),
      );
    });
  },
);
