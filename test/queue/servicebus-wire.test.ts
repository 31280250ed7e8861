import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { canonicalToXml, type CanonicalDeclaration } from '../../src/canonical/index.ts';
import { queryRows, schema, type Db } from '../../src/db/index.ts';
import {
  createServiceBusConsumer,
  type InboundMessage,
  type MessageHandler,
  type ProbeResult,
  type QueueConsumer,
  type Settlement,
} from '../../src/messaging/index.ts';
import { createOutboxWorker, type OutboxWorker } from '../../src/outbox/index.ts';
import { databaseKinds, dossiersWithUcr, type TestDatabase } from '../support/databases.ts';
import { queueHandlerOn } from '../support/queue-handler.ts';
import { sample } from '../support/samples.ts';
import {
  startServiceBusStandIn,
  withUnverifiedTls,
  type ServiceBusStandIn,
} from '../support/servicebus-stand-in.ts';

// The production client (@azure/service-bus) on the wire, against test/support/servicebus-stand-in.ts.

const waitFor = async (
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs = 20_000,
) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** The consumer as the service builds it: from a connection string, no receiver handed in. */
const consumerOn = (
  connectionString: string,
  queue: string,
  maxDeliveries?: number,
): QueueConsumer =>
  createServiceBusConsumer({
    fullyQualifiedNamespace: '',
    connectionString,
    queue,
    maxConcurrent: 2,
    logger: pino({ level: 'silent' }),
    maxDeliveries,
  });

/** A handler that answers its deliveries in turn (the last answer from then on), recording them. */
const scripted = (...answers: Settlement[]) => {
  const seen: (InboundMessage & { at: number })[] = [];
  const handler: MessageHandler = async (message) => {
    seen.push({ ...message, at: Date.now() });
    return answers[Math.min(seen.length, answers.length) - 1]!;
  };
  return { seen, handler };
};

const QUEUES = ['complete', 'dead', 'retry', 'uncounted', 'exhausted', 'cut', 'stop', 'probe'];

describe('the Service Bus consumer on the wire', () => {
  let standIn: ServiceBusStandIn;
  const consumers: QueueConsumer[] = [];
  const start = async (queue: string, handler: MessageHandler, maxDeliveries?: number) => {
    const consumer = consumerOn(standIn.connectionString(), queue, maxDeliveries);
    consumers.push(consumer);
    await consumer.start(handler);
    return consumer;
  };
  before(async () => {
    standIn = await startServiceBusStandIn({ queues: QUEUES, lockDurationMs: 30_000 });
  });
  after(async () => {
    for (const consumer of consumers) await consumer.stop();
    await standIn?.close();
  });

  it('takes a message, hands it over as sent and completes it', async () => {
    const { seen, handler } = scripted({ kind: 'complete' });
    const consumer = await start('complete', handler);
    const fields = { message_id: 'sb-wire-1', content_type: 'application/json' };
    standIn.send('complete', '{"declaration_type":"EX"}', { Partner: 'tms-sb' }, fields);
    await waitFor('the completion', () => consumer.activity().completed === 1);
    assert.equal(seen.length, 1);
    assert.equal(seen[0]!.body.toString('utf8'), '{"declaration_type":"EX"}');
    assert.equal(seen[0]!.messageId, 'sb-wire-1');
    assert.equal(seen[0]!.contentType, 'application/json');
    assert.deepEqual(seen[0]!.properties, { Partner: 'tms-sb' });
    assert.equal(seen[0]!.deliveries, 1, 'the first delivery is the first');
    assert.deepEqual(standIn.messagesIn('complete'), [], 'gone from the queue');
    assert.deepEqual(standIn.deadLettersIn('complete'), []);
    assert.equal(consumer.state(), 'consuming');
  });

  it('moves a dead-lettered message to the dead-letter sub-queue with its reason and description', async () => {
    const consumer = await start('dead', async () => ({
      kind: 'dead-letter',
      reason: 'validation',
      description: '/ucr: must be text of at most 35 characters',
    }));
    standIn.send('dead', '{"ucr":"x"}', { Partner: 'tms-sb' }, { message_id: 'sb-wire-2' });
    await waitFor('the dead letter', () => standIn.deadLettersIn('dead').length === 1);
    const [letter] = standIn.deadLettersIn('dead');
    assert.deepEqual(letter!.applicationProperties, {
      Partner: 'tms-sb',
      DeadLetterReason: 'validation',
      DeadLetterErrorDescription: '/ucr: must be text of at most 35 characters',
    });
    assert.equal(Buffer.from(letter!.body as Buffer).toString('utf8'), '{"ucr":"x"}');
    assert.equal(letter!.messageId, 'sb-wire-2');
    assert.deepEqual(standIn.messagesIn('dead'), []);
    await waitFor('the settlement', () => consumer.activity().deadLettered === 1);
  });

  it('abandons a message to retry: it comes back after a delay with a higher delivery count', async () => {
    const { seen, handler } = scripted(
      { kind: 'retry', reason: 'the client is not known yet' },
      { kind: 'complete' },
    );
    const consumer = await start('retry', handler);
    standIn.send('retry', '{}', { Partner: 'tms-sb' }, { message_id: 'sb-wire-3' });
    await waitFor('the second delivery completed', () => consumer.activity().completed === 1);
    assert.deepEqual(
      seen.map((message) => message.deliveries),
      [1, 2],
    );
    assert.ok(seen[1]!.at - seen[0]!.at >= 900, 'returned after the first retry delay (1 s)');
    assert.deepEqual(standIn.messagesIn('retry'), []);
    assert.equal(consumer.activity().retried, 1);
  });

  it('does not count a delivery it returned without trying (its database away)', async () => {
    const { seen, handler } = scripted(
      { kind: 'retry', reason: 'database unreachable', counted: false },
      { kind: 'complete' },
    );
    const consumer = await start('uncounted', handler, 1);
    standIn.send('uncounted', '{}', { Partner: 'tms-sb' });
    await waitFor('the second delivery completed', () => consumer.activity().completed === 1);
    // The abandon's properties-to-modify came back as application properties, as in Azure.
    assert.deepEqual(seen[1]!.properties, { Partner: 'tms-sb', 'x-cds-uncounted': 1 });
    assert.deepEqual(
      seen.map((message) => message.deliveries),
      [1, 1],
      'not dead-lettered past MaxDeliveries 1',
    );
  });

  it('dead-letters a message after MaxDeliveries deliveries, counted as Service Bus counts them', async () => {
    const { seen, handler } = scripted({ kind: 'retry', reason: 'the regime adapter failed' });
    await start('exhausted', handler, 2);
    standIn.send('exhausted', '{}', { Partner: 'tms-sb' });
    await waitFor('the dead letter', () => standIn.deadLettersIn('exhausted').length === 1);
    assert.equal(seen.length, 2, 'delivered MaxDeliveries (2) times, not once more');
    const properties = standIn.deadLettersIn('exhausted')[0]!.applicationProperties;
    assert.equal(properties.DeadLetterReason, 'max-deliveries-exceeded');
    assert.match(
      String(properties.DeadLetterErrorDescription),
      /^Delivered 2 times .*the last failure: the regime adapter failed$/,
    );
  });

  it('rides out a cut connection: the SDK reconnects and the next message is handled', async () => {
    const { seen, handler } = scripted({ kind: 'complete' });
    const consumer = await start('cut', handler);
    standIn.send('cut', '{"n":1}', { Partner: 'tms-sb' });
    await waitFor('the first completion', () => consumer.activity().completed === 1);
    standIn.cut();
    standIn.send('cut', '{"n":2}', { Partner: 'tms-sb' });
    await waitFor('the second completion', () => consumer.activity().completed === 2, 60_000);
    assert.deepEqual(
      seen.map((message) => message.body.toString('utf8')),
      ['{"n":1}', '{"n":2}'],
    );
    assert.equal(consumer.state(), 'consuming');
  });

  it('closes its link and connection when stopped', async () => {
    const opened = standIn.connections();
    const consumer = consumerOn(standIn.connectionString(), 'stop');
    await consumer.start(async () => ({ kind: 'complete' }));
    standIn.send('stop', '{}', { Partner: 'tms-sb' });
    await waitFor('the completion', () => consumer.activity().completed === 1);
    assert.equal(standIn.connections(), opened + 1);
    await consumer.stop();
    assert.equal(consumer.state(), 'stopped');
    await waitFor('the connection closed', () => standIn.connections() === opened, 5_000);
  });

  it('keeps a message locked while a slow handler works: the SDK renews the lock', async () => {
    const quick = await startServiceBusStandIn({ queues: ['slow'], lockDurationMs: 1_500 });
    const consumer = consumerOn(quick.connectionString(), 'slow');
    const { seen, handler } = scripted({ kind: 'complete' });
    try {
      await consumer.start(async (message) => {
        await new Promise((resolve) => setTimeout(resolve, 3_500));
        return handler(message);
      });
      quick.send('slow', '{}', { Partner: 'tms-sb' });
      await waitFor('the completion', () => consumer.activity().completed === 1);
      assert.equal(seen.length, 1, 'not delivered again after the first lock duration');
      assert.ok(quick.operations().includes('com.microsoft:renew-lock'));
      assert.deepEqual(quick.messagesIn('slow'), []);
    } finally {
      await consumer.stop();
      await quick.close();
    }
  });

  it('probes: peeks without consuming, with the depths from the administration API', async () => {
    standIn.send('probe', '{"n":1}', { Partner: 'tms-sb' });
    standIn.send('probe', '{"n":2}', { Partner: 'tms-sb' });
    standIn.send('probe/$deadletterqueue', '{"n":3}', { DeadLetterReason: 'bad-json' });
    const consumer = consumerOn(standIn.connectionString(), 'probe');
    consumers.push(consumer);
    const probe: ProbeResult = await withUnverifiedTls(() => consumer.probe());
    assert.deepEqual(probe, {
      reachable: true,
      queue: 'probe',
      depth: 2,
      deadLetterDepth: 1,
      detail: 'peeked 1 message(s)',
    });
    assert.equal(standIn.messagesIn('probe').length, 2, 'nothing consumed');
  });

  it('probes a namespace that is down: unreachable, and why', async () => {
    const gone = await startServiceBusStandIn({ queues: ['probe'] });
    const connectionString = gone.connectionString();
    await gone.close();
    const consumer = consumerOn(connectionString, 'probe');
    consumers.push(consumer);
    const probe = await consumer.probe();
    assert.equal(probe.reachable, false);
    assert.match(probe.detail, new RegExp(`ECONNREFUSED 127\\.0\\.0\\.1:${gone.port}`));
  });
});

for (const kind of databaseKinds) {
  describe(
    `the Service Bus consumer on the ingestion pipeline on ${kind.name}`,
    { skip: kind.skip },
    () => {
      let t: TestDatabase;
      let standIn: ServiceBusStandIn;
      let consumer: QueueConsumer;
      let queueHandler: ReturnType<typeof queueHandlerOn>;
      before(async () => {
        t = await kind.open();
        standIn = await startServiceBusStandIn({ queues: ['declarations'] });
        queueHandler = queueHandlerOn(t.database.db);
        consumer = consumerOn(standIn.connectionString(), 'declarations');
        await consumer.start(queueHandler.handler);
      });
      after(async () => {
        await consumer?.stop();
        await queueHandler?.close();
        await standIn?.close();
        await t?.dispose();
      });
      const dossiersWith = (ucr: string) => dossiersWithUcr(t.database.db, ucr);
      const drained = () =>
        waitFor('the queue drained', () => standIn.messagesIn('declarations').length === 0);

      it('turns the export sample into one dossier, once per message id', async () => {
        const ucr = `SB-EX-${kind.name}`;
        const body = JSON.stringify({ ...sample('ex'), ucr });
        const fields = { message_id: `sb-ex-${kind.name}`, content_type: 'application/json' };
        standIn.send('declarations', body, { Partner: 'tms-sb' }, fields);
        standIn.send('declarations', body, { Partner: 'tms-sb' }, fields);
        await waitFor('the dossier', async () => (await dossiersWith(ucr)).length === 1);
        await drained();
        const dossiers = await dossiersWith(ucr);
        assert.equal(dossiers.length, 1);
        assert.equal(dossiers[0]?.source, 'ServiceBusIngestion');
        assert.equal(dossiers[0]?.ingestionPartner, 'tms-sb');
        assert.equal(dossiers[0]?.status, 'Review');
      });

      it('reads an XML declaration sent as raw bytes without a content type', async () => {
        const ucr = `SB-XML-${kind.name}`;
        const declaration = { ...(sample('t2-groupage') as CanonicalDeclaration), ucr };
        standIn.send('declarations', canonicalToXml(declaration), { Partner: 'tms-sb' });
        await waitFor('the dossier', async () => (await dossiersWith(ucr)).length === 1);
      });

      it('dead-letters a malformed message with the handler reason and writes nothing', async () => {
        const before = (await t.database.db.select().from(schema.dossiers)).length;
        const json = { content_type: 'application/json' };
        standIn.send('declarations', '{"declaration_type": ', { Partner: 'tms-sb' }, json);
        standIn.send('declarations', '{"declaration_type":"EX"}', {});
        await waitFor('two dead letters', () => standIn.deadLettersIn('declarations').length === 2);
        const letters = standIn.deadLettersIn('declarations');
        const byReason = new Map(
          letters.map((letter) => [letter.applicationProperties.DeadLetterReason, letter]),
        );
        assert.deepEqual([...byReason.keys()].sort(), ['bad-json', 'missing-partner']);
        assert.match(
          String(byReason.get('bad-json')!.applicationProperties.DeadLetterErrorDescription),
          /JSON/,
        );
        assert.equal(
          Buffer.from(byReason.get('missing-partner')!.body as Buffer).toString('utf8'),
          '{"declaration_type":"EX"}',
          'the dead letter keeps the original body',
        );
        assert.equal((await t.database.db.select().from(schema.dossiers)).length, before);
      });
    },
  );
}

const outboxRow = async (db: Db, messageId = randomUUID()) => {
  await db.insert(schema.outboxMessages).values({
    messageId,
    messageType: 'CC015C',
    environment: 'Test',
    payload: `<?xml version="1.0" encoding="UTF-8"?>\n<CC015C id="${messageId}">é</CC015C>`,
  });
  return messageId;
};
const outboxStatus = async (db: Db, messageId: string) =>
  (
    await queryRows<{ status: string; last_error: string | null }>(
      db,
      sql`select status, last_error from outbox_messages where message_id = ${messageId}`,
    )
  )[0];
const workerFor = (db: Db, connectionString: string) =>
  createOutboxWorker({
    db,
    blocks: new Map([
      [
        'test',
        {
          name: 'Test',
          transport: 'servicebus',
          queueName: 'descartes',
          fullyQualifiedNamespace: '',
          connectionString,
        },
      ],
    ]),
    logger: pino({ level: 'silent' }),
  });

describe('the outbox on Service Bus, on the wire', () => {
  let t: TestDatabase;
  let standIn: ServiceBusStandIn;
  let worker: OutboxWorker;
  before(async () => {
    t = await databaseKinds[0]!.open();
    standIn = await startServiceBusStandIn({ queues: ['descartes'] });
    worker = workerFor(t.database.db, standIn.connectionString());
  });
  after(async () => {
    await worker?.stop();
    await standIn?.close();
    await t?.dispose();
  });

  it('sends the filing message as its XML bytes with its id and properties, then marks it Sent', async () => {
    const messageId = await outboxRow(t.database.db);
    assert.equal(await worker.drainOnce(), 1);
    assert.deepEqual(await outboxStatus(t.database.db, messageId), {
      status: 'Sent',
      last_error: null,
    });
    const held = standIn.messagesIn('descartes');
    assert.equal(held.length, 1);
    assert.equal(
      Buffer.from(held[0]!.body as Buffer).toString('utf8'),
      `<?xml version="1.0" encoding="UTF-8"?>\n<CC015C id="${messageId}">é</CC015C>`,
      'the payload itself on the wire, not a JSON string of it',
    );
    assert.equal(held[0]!.messageId, messageId);
    assert.equal(held[0]!.contentType, 'application/xml');
    assert.equal(held[0]!.subject, 'CC015C');
    assert.deepEqual(held[0]!.applicationProperties, {
      MessageType: 'CC015C',
      Environment: 'Test',
    });
    const [audit] = await t.database.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'outbox.sent'));
    assert.equal((audit?.after as { messageId?: string } | null)?.messageId, messageId);
  });
});

// A refused key is worth four attempts to the SDK, 30 s apart: these wait about 90 s, together.
describe('what the service reports when Service Bus is gone or refuses its key', () => {
  const databases: TestDatabase[] = [];
  const workers: OutboxWorker[] = [];
  let standIn: ServiceBusStandIn;
  let consumer: QueueConsumer;
  let refusedConsumer: QueueConsumer;
  const outcome = {} as Record<'goneProbe' | 'refusedProbe', ProbeResult> &
    Record<'goneRow' | 'refusedRow', { db: Db; messageId: string }>;
  const outboxOn = async (connectionString: string) => {
    const t = await databaseKinds[0]!.open();
    databases.push(t);
    const worker = workerFor(t.database.db, connectionString);
    workers.push(worker);
    return { db: t.database.db, worker };
  };
  before(async () => {
    // A namespace that goes away after the consumer's probe and the outbox have connected to it.
    // (A consumer subscribed meanwhile would keep the SDK's 30 s retry timer after its stop.)
    const gone = await startServiceBusStandIn({ queues: ['inbound', 'descartes'] });
    consumer = consumerOn(gone.connectionString(), 'inbound');
    const goneOutbox = await outboxOn(gone.connectionString());
    await outboxRow(goneOutbox.db);
    assert.equal(await goneOutbox.worker.drainOnce(), 1);
    assert.equal((await consumer.probe()).reachable, true);
    await gone.close();
    // A namespace that refuses the key (put-token on $cbs answered 401).
    standIn = await startServiceBusStandIn({ queues: ['inbound', 'descartes'] });
    const refused = standIn.connectionString('tms-nobody', 'x');
    const refusedOutbox = await outboxOn(refused);
    refusedConsumer = consumerOn(refused, 'inbound');
    outcome.goneRow = { db: goneOutbox.db, messageId: await outboxRow(goneOutbox.db) };
    outcome.refusedRow = { db: refusedOutbox.db, messageId: await outboxRow(refusedOutbox.db) };
    [outcome.goneProbe, outcome.refusedProbe] = await Promise.all([
      consumer.probe(),
      refusedConsumer.probe(),
      goneOutbox.worker.drainOnce(),
      refusedOutbox.worker.drainOnce(),
    ]);
  });
  after(async () => {
    await consumer?.stop();
    await refusedConsumer?.stop();
    for (const worker of workers) await worker.stop();
    await standIn?.close();
    for (const t of databases) await t.dispose();
  });

  it('the probe of a namespace gone away answers unreachable and why', () => {
    assert.equal(outcome.goneProbe.reachable, false);
    assert.match(outcome.goneProbe.detail, /ECONNREFUSED/);
  });

  it('the outbox keeps its message for a namespace gone away Pending, with why', async () => {
    const row = await outboxStatus(outcome.goneRow.db, outcome.goneRow.messageId);
    assert.equal(row?.status, 'Pending');
    assert.match(String(row?.last_error), /ECONNREFUSED/);
  });

  it('the probe with a refused key answers unreachable and names the refusal', () => {
    assert.equal(outcome.refusedProbe.reachable, false);
    assert.equal(outcome.refusedProbe.detail, "no shared access policy named 'tms-nobody'");
  });

  it('the outbox keeps its message for a refused key Pending, naming the refusal', async () => {
    const row = await outboxStatus(outcome.refusedRow.db, outcome.refusedRow.messageId);
    assert.equal(row?.status, 'Pending');
    assert.equal(row?.last_error, "no shared access policy named 'tms-nobody'");
    assert.deepEqual(standIn.messagesIn('descartes'), []);
  });
});
