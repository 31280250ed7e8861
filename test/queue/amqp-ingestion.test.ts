import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import amqp, { type Channel, type ChannelModel } from 'amqplib';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { canonicalToXml, type CanonicalDeclaration } from '../../src/canonical/index.ts';
import { schema } from '../../src/db/index.ts';
import { createAmqpConsumer, type QueueConsumer } from '../../src/messaging/index.ts';
import {
  databaseKinds,
  dossiersWithContainer,
  dossiersWithUcr,
  markedDeclaration,
  type TestDatabase,
} from '../support/databases.ts';
import { amqpUrl, deleteQueues, rabbitSkip } from '../support/brokers.ts';
import { queueHandlerOn } from '../support/queue-handler.ts';
import { sample, sampleForToday } from '../support/samples.ts';

const brokerSkip = rabbitSkip;

const waitFor = async (what: string, check: () => Promise<boolean>, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.fail(`timed out waiting for ${what}`);
};

for (const kind of databaseKinds) {
  describe(`inbound AMQP queue on ${kind.name}`, { skip: kind.skip || brokerSkip }, () => {
    const queue = `cds-test-${kind.name}-${process.pid}-${Date.now()}`;
    let t: TestDatabase;
    let consumer: QueueConsumer;
    let queueHandler: ReturnType<typeof queueHandlerOn>;
    let connection: ChannelModel;
    let channel: Channel;
    const publish = (
      body: unknown,
      options: { headers?: Record<string, unknown>; messageId?: string; contentType?: string } = {},
    ) =>
      channel.sendToQueue(
        queue,
        Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
        {
          persistent: true,
          contentType:
            options.contentType ??
            (typeof body === 'string' ? 'application/xml' : 'application/json'),
          messageId: options.messageId,
          headers: options.headers ?? { Partner: 'tms-queue' },
        },
      );
    const dossiersWith = (ucr: string) => dossiersWithUcr(t.database.db, ucr);
    const deadLetters = async () => {
      const letters: { reason: unknown; description: unknown; body: string }[] = [];
      for (;;) {
        const message = await channel.get(`${queue}.deadletter`, { noAck: true });
        if (!message) return letters;
        const headers = message.properties.headers ?? {};
        letters.push({
          reason: headers['x-dead-letter-reason'],
          description: headers['x-dead-letter-description'],
          body: message.content.toString('utf8'),
        });
      }
    };

    before(async () => {
      t = await kind.open();
      consumer = createAmqpConsumer({
        url: amqpUrl,
        queue,
        maxConcurrent: 4,
        logger: pino({ level: 'silent' }),
      });
      queueHandler = queueHandlerOn(t.database.db);
      await consumer.start(queueHandler.handler);
      connection = await amqp.connect(amqpUrl);
      channel = await connection.createChannel();
    });
    after(async () => {
      await consumer?.stop();
      await queueHandler?.close();
      if (channel) await deleteQueues(channel, queue);
      await connection?.close();
      await t?.dispose();
    });

    it('turns a JSON declaration into one dossier with Source ServiceBusIngestion and the Partner', async () => {
      publish(
        { ...sample('ex'), ucr: `Q-JSON-${kind.name}` },
        { messageId: `m-json-${kind.name}` },
      );
      await waitFor(
        'the dossier',
        async () => (await dossiersWith(`Q-JSON-${kind.name}`)).length === 1,
      );
      const [dossier] = await dossiersWith(`Q-JSON-${kind.name}`);
      assert.equal(dossier?.source, 'ServiceBusIngestion');
      assert.equal(dossier?.ingestionPartner, 'tms-queue');
      assert.equal(dossier?.status, 'Review');
      assert.equal(consumer.state(), 'consuming');
    });

    it('reads an XML declaration, sniffing the body when no content type is given', async () => {
      const xml = canonicalToXml({
        ...(sample('t2-groupage') as CanonicalDeclaration),
        ucr: `Q-XML-${kind.name}`,
      });
      publish(xml, { contentType: '' });
      await waitFor(
        'the XML dossier',
        async () => (await dossiersWith(`Q-XML-${kind.name}`)).length === 1,
      );
    });

    it('stores a Client batch (MessageType Client) with the Partner as UpdatedBy', async () => {
      publish(
        { clients: [{ code: `QC-${kind.name}`, name: 'Queue Client BV' }] },
        { headers: { partner: 'erp-queue', messagetype: 'Client' } },
      );
      await waitFor(
        'the client',
        async () =>
          (
            await t.database.db
              .select()
              .from(schema.clients)
              .where(eq(schema.clients.code, `QC-${kind.name}`))
          ).length === 1,
      );
      const [client] = await t.database.db
        .select()
        .from(schema.clients)
        .where(eq(schema.clients.code, `QC-${kind.name}`));
      assert.equal(client?.updatedBy, 'erp-queue');
      assert.equal(client?.isCustomsClient, false);
    });

    it('takes a message id that is not text (a NUL in it) as the key it hashes to', async () => {
      const marker = `QNUL${kind.name}`;
      const body = markedDeclaration('T1', marker);
      publish(body, { messageId: `id\u0000${kind.name}` });
      publish(body, { messageId: `id\u0000${kind.name}` });
      await waitFor(
        'the dossier',
        async () => (await dossiersWithContainer(t.database.db, marker)).length === 1,
      );
      await waitFor(
        'the queue to drain',
        async () =>
          (await channel.checkQueue(queue)).messageCount === 0 && consumer.activity().inHand === 0,
      );
      assert.equal((await dossiersWithContainer(t.database.db, marker)).length, 1);
    });

    it('makes one dossier of a message delivered twice', async () => {
      // No UCR: only the message id can tell the second delivery from a new declaration.
      const marker = `QTWICE${kind.name}`;
      publish(markedDeclaration('T1', marker), { messageId: `m-twice-${kind.name}` });
      publish(markedDeclaration('T1', marker), { messageId: `m-twice-${kind.name}` });
      publish(
        { declaration_type: 'T1', ucr: `Q-AFTER-${kind.name}` },
        { messageId: `m-after-${kind.name}` },
      );
      await waitFor(
        'the marker dossier',
        async () => (await dossiersWith(`Q-AFTER-${kind.name}`)).length === 1,
      );
      await waitFor(
        'the queue to drain',
        async () =>
          (await channel.checkQueue(queue)).messageCount === 0 && consumer.activity().inHand === 0,
      );
      assert.equal((await dossiersWithContainer(t.database.db, marker)).length, 1);
    });

    it('dead-letters what can never succeed, with a reason and every complaint, and writes nothing', async () => {
      const before = (await t.database.db.select().from(schema.dossiers)).length;
      publish({ declaration_type: 'EX' }, { headers: {} });
      publish({
        declaration_type: 'IM',
        auto_dispatch: false,
        goods_items: [{ sequence_number: 1, country_of_origin: 'China' }],
      });
      publish('{"declaration_type": ', { contentType: 'application/json' });
      publish({ declaration_type: 'EX' }, { headers: { Partner: 'p', MessageType: 'Invoice' } });
      const letters: Awaited<ReturnType<typeof deadLetters>> = [];
      await waitFor('four dead letters', async () => {
        letters.push(...(await deadLetters()));
        return letters.length >= 4;
      });
      const byReason = new Map(letters.map((letter) => [letter.reason, letter]));
      assert.deepEqual([...byReason.keys()].sort(), [
        'bad-json',
        'missing-partner',
        'unknown-message-type',
        'validation',
      ]);
      const invalid = String(byReason.get('validation')?.description);
      assert.match(invalid, /\/auto_dispatch: is allowed on transit declarations/);
      assert.match(invalid, /\/goods_items\/0\/country_of_origin: must be a two-letter/);
      assert.equal(
        byReason.get('missing-partner')?.body,
        '{"declaration_type":"EX"}',
        'the dead letter keeps the original body',
      );
      assert.equal((await t.database.db.select().from(schema.dossiers)).length, before);
    });

    it('records a refused automatic dispatch on the dossier and in the audit trail', async () => {
      publish(
        { ...sampleForToday('t1-auto-dispatch'), ucr: `Q-AUTO-${kind.name}` },
        { messageId: `m-auto-${kind.name}` },
      );
      await waitFor(
        'the dossier',
        async () => (await dossiersWith(`Q-AUTO-${kind.name}`)).length === 1,
      );
      const [dossier] = await dossiersWith(`Q-AUTO-${kind.name}`);
      assert.match(dossier!.autoDispatch, /^refused: /);
      const entries = await t.database.db
        .select()
        .from(schema.auditLog)
        .where(eq(schema.auditLog.entityId, dossier!.id));
      assert.ok(entries.some((entry) => entry.action === 'dossier.auto-dispatch-refused'));
    });

    it('peeks at the queue without consuming', async () => {
      const probe = await consumer.probe();
      assert.equal(probe.reachable, true);
      assert.equal(probe.queue, queue);
      assert.equal(typeof probe.depth, 'number');
    });
  });
}

describe('a broker that is down', () => {
  it('does not stop the service: the consumer keeps trying and can still be stopped', async () => {
    const consumer = createAmqpConsumer({
      url: 'amqp://guest:guest@127.0.0.1:1',
      queue: 'nowhere',
      maxConcurrent: 1,
      logger: pino({ level: 'silent' }),
      reconnectDelayMs: 50,
    });
    await consumer.start(async () => ({ kind: 'complete' }));
    assert.equal(consumer.state(), 'reconnecting');
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(consumer.state(), 'reconnecting');
    const probe = await consumer.probe();
    assert.equal(probe.reachable, false);
    await consumer.stop();
    assert.equal(consumer.state(), 'stopped');
  });
});

describe('a transient failure', { skip: brokerSkip }, () => {
  it('leaves the message for redelivery after a delay, then completes it', async () => {
    const queue = `cds-retry-${process.pid}-${Date.now()}`;
    const deliveries: number[] = [];
    const consumer = createAmqpConsumer({
      url: amqpUrl,
      queue,
      maxConcurrent: 1,
      logger: pino({ level: 'silent' }),
    });
    await consumer.start(async () => {
      deliveries.push(Date.now());
      return deliveries.length === 1
        ? { kind: 'retry', reason: 'database unreachable' }
        : { kind: 'complete' };
    });
    const connection = await amqp.connect(amqpUrl);
    const channel = await connection.createChannel();
    try {
      channel.sendToQueue(queue, Buffer.from('{}'), { headers: { Partner: 'p' } });
      await waitFor('the second delivery', async () => deliveries.length >= 2);
      assert.ok(deliveries[1]! - deliveries[0]! >= 900, 'redelivered after a backoff, not at once');
      await waitFor(
        'the queue to drain',
        async () => (await channel.checkQueue(queue)).messageCount === 0,
      );
    } finally {
      await consumer.stop();
      await deleteQueues(channel, queue);
      await connection.close();
    }
  });
});
