import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ServiceBusReceivedMessage, ServiceBusReceiver } from '@azure/service-bus';
import { pino } from 'pino';
import {
  createServiceBusConsumer,
  fromServiceBus,
  type MessageHandler,
} from '../../src/messaging/index.ts';
import {
  databaseKinds,
  dossiersWithContainer,
  markedDeclaration,
  type TestDatabase,
} from '../support/databases.ts';
import { queueHandlerOn } from '../support/queue-handler.ts';

/** A received message as the SDK hands it over (peek-lock, first delivery). */
const received = (fields: Partial<ServiceBusReceivedMessage>): ServiceBusReceivedMessage =>
  ({
    body: undefined,
    deliveryCount: 0,
    state: 'active',
    lockToken: `lock-${Math.random()}`,
    ...fields,
  }) as ServiceBusReceivedMessage;

/** The receiver surface the consumer uses, recording how each message was settled. */
const fakeReceiver = () => {
  const settled: { how: string; message: ServiceBusReceivedMessage; options?: unknown }[] = [];
  let handlers: Parameters<ServiceBusReceiver['subscribe']>[0] | undefined;
  let subscribeOptions: Parameters<ServiceBusReceiver['subscribe']>[1];
  const receiver = {
    subscribe(
      given: Parameters<ServiceBusReceiver['subscribe']>[0],
      options: Parameters<ServiceBusReceiver['subscribe']>[1],
    ) {
      handlers = given;
      subscribeOptions = options;
      return { close: async () => undefined };
    },
    completeMessage: async (message: ServiceBusReceivedMessage) =>
      void settled.push({ how: 'complete', message }),
    deadLetterMessage: async (message: ServiceBusReceivedMessage, options?: unknown) =>
      void settled.push({ how: 'dead-letter', message, options }),
    abandonMessage: async (message: ServiceBusReceivedMessage) =>
      void settled.push({ how: 'abandon', message }),
    peekMessages: async () => [received({ body: 'x' })],
    close: async () => undefined,
  };
  return {
    receiver: receiver as unknown as ServiceBusReceiver,
    settled,
    deliver: (message: ServiceBusReceivedMessage) => handlers!.processMessage(message),
    options: () => subscribeOptions,
  };
};

describe('the Service Bus message mapping', () => {
  it('reads bodies as bytes, names the message, and keeps application properties', () => {
    const json = fromServiceBus(
      received({
        body: { declaration_type: 'EX' },
        messageId: 42,
        applicationProperties: { Partner: 'tms', MessageType: 'Declaration' },
        contentType: 'application/json',
      }),
    );
    assert.equal(json.body.toString('utf8'), '{"declaration_type":"EX"}');
    assert.equal(json.messageId, '42');
    assert.deepEqual(json.properties, { Partner: 'tms', MessageType: 'Declaration' });
    assert.equal(json.contentType, 'application/json');
    assert.equal(json.deliveries, 1, 'Service Bus counts the first delivery as 1');
    assert.equal(json.redelivered, false, 'Service Bus counts redeliveries itself');
    assert.equal(
      fromServiceBus(received({ body: '<declaration/>' })).body.toString('utf8'),
      '<declaration/>',
    );
    assert.deepEqual(
      fromServiceBus(received({ body: Buffer.from([1, 2]) })).body,
      Buffer.from([1, 2]),
    );
    assert.deepEqual(
      fromServiceBus(received({ body: new Uint8Array([3]) })).body,
      Buffer.from([3]),
    );
    // The AMQP header counts earlier deliveries: 4 before this one makes this the fifth.
    assert.equal(fromServiceBus(received({ body: 'x', deliveryCount: 4 })).deliveries, 5);
    assert.deepEqual(fromServiceBus(received({ body: 'x' })).properties, {});
  });
});

describe('the Service Bus consumer on the shared pipeline', () => {
  let t: TestDatabase;
  before(async () => {
    t = await databaseKinds[0]!.open();
  });
  const closers: (() => Promise<void>)[] = [];
  after(async () => {
    for (const close of closers) await close();
    await t?.dispose();
  });

  const start = async (handler?: MessageHandler) => {
    const fake = fakeReceiver();
    const consumer = createServiceBusConsumer({
      fullyQualifiedNamespace: 'cds.servicebus.windows.net',
      connectionString: '',
      queue: 'declarations',
      maxConcurrent: 7,
      logger: pino({ level: 'silent' }),
      receiver: fake.receiver,
    });
    const own = handler ? undefined : queueHandlerOn(t.database.db);
    if (own) closers.push(() => own.close());
    await consumer.start(handler ?? own!.handler);
    return { fake, consumer };
  };

  it('subscribes in peek-lock style with MaxConcurrentCalls and no auto-completion', async () => {
    const { fake } = await start();
    assert.deepEqual(fake.options(), { maxConcurrentCalls: 7, autoCompleteMessages: false });
  });

  it('completes a declaration only after its dossier exists, once per message id', async () => {
    const { fake } = await start();
    const message = {
      body: JSON.stringify(markedDeclaration('T1', 'SBONE')),
      messageId: 'sb-1',
      applicationProperties: { Partner: 'tms-sb' },
    };
    await fake.deliver(received(message));
    await fake.deliver(received({ ...message, deliveryCount: 1 }));
    assert.deepEqual(
      fake.settled.map((entry) => entry.how),
      ['complete', 'complete'],
    );
    const dossiers = await dossiersWithContainer(t.database.db, 'SBONE');
    assert.equal(dossiers.length, 1);
    assert.equal(dossiers[0]?.source, 'ServiceBusIngestion');
    assert.equal(dossiers[0]?.ingestionPartner, 'tms-sb');
  });

  it('dead-letters into the sub-queue with a reason and every complaint', async () => {
    const { fake } = await start();
    await fake.deliver(received({ body: '{"declaration_type":"EX"}', messageId: 'sb-2' }));
    await fake.deliver(
      received({
        body: '{"declaration_type":"EX","auto_dispatch":true,"ucr":"' + 'U'.repeat(40) + '"}',
        messageId: 'sb-3',
        applicationProperties: { Partner: 'tms-sb' },
      }),
    );
    assert.deepEqual(
      fake.settled.map((entry) => entry.how),
      ['dead-letter', 'dead-letter'],
    );
    assert.deepEqual(fake.settled[0]?.options, {
      deadLetterReason: 'missing-partner',
      deadLetterErrorDescription:
        'The application property Partner is required: 1 to 200 characters of text (no control characters) naming the sending system',
    });
    const { deadLetterReason, deadLetterErrorDescription } = fake.settled[1]?.options as {
      deadLetterReason: string;
      deadLetterErrorDescription: string;
    };
    assert.equal(deadLetterReason, 'validation');
    assert.match(deadLetterErrorDescription, /\/ucr: must be text of at most 35 characters/);
    assert.match(deadLetterErrorDescription, /\/auto_dispatch: is allowed on transit declarations/);
  });

  it('takes a very long message id and a padded Partner in its stride', async () => {
    const { fake } = await start();
    const message = {
      body: JSON.stringify(markedDeclaration('EX', 'SBLONG')),
      messageId: 'm'.repeat(1000),
      applicationProperties: { Partner: '  tms-sb  ' },
    };
    await fake.deliver(received(message));
    await fake.deliver(received(message));
    assert.deepEqual(
      fake.settled.map((entry) => entry.how),
      ['complete', 'complete'],
    );
    const dossiers = await dossiersWithContainer(t.database.db, 'SBLONG');
    assert.equal(dossiers.length, 1);
    assert.equal(dossiers[0]?.ingestionPartner, 'tms-sb');
  });

  it('abandons a message that may pass later, so Service Bus delivers it again', async () => {
    const { fake } = await start(async () => ({ kind: 'retry', reason: 'database unreachable' }));
    await fake.deliver(received({ body: '{}', messageId: 'sb-4', deliveryCount: 0 }));
    assert.deepEqual(
      fake.settled.map((entry) => entry.how),
      ['abandon'],
    );
  });

  it('lets a message in flight finish before stop resolves', async () => {
    let release!: () => void;
    const { fake, consumer } = await start(
      () => new Promise((resolve) => (release = () => resolve({ kind: 'complete' }))),
    );
    const delivery = fake.deliver(received({ body: '{}', messageId: 'sb-5' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const stopped = consumer.stop();
    let done = false;
    void stopped.then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(done, false, 'stop waits');
    release();
    await delivery;
    await stopped;
    assert.deepEqual(
      fake.settled.map((entry) => entry.how),
      ['complete'],
    );
    assert.equal(consumer.state(), 'stopped');
  });
});
