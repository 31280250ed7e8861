import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import amqp, { type Channel, type ChannelModel } from 'amqplib';
import { like, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { createBodyReaders, type BodyReaders } from '../../src/body-readers/index.ts';
import { queryRows, schema } from '../../src/db/index.ts';
import { ingestDepsFor, queueMessageHandler } from '../../src/ingestion/index.ts';
import {
  createAmqpConsumer,
  databaseRedeliveryCounter,
  type QueueConsumer,
} from '../../src/messaging/index.ts';
import { amqpUrl, deleteQueues, rabbitSkip } from '../support/brokers.ts';
import {
  countRows,
  databaseKinds,
  dossiersWithUcr,
  type TestDatabase,
} from '../support/databases.ts';
import { queueHandlerOn } from '../support/queue-handler.ts';

const run = promisify(execFile);
const postgres = databaseKinds.find((kind) => kind.name === 'postgres')!;
const DELAYS = [1, 2];

const waitFor = async (what: string, check: () => Promise<boolean>, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.fail(`timed out waiting for ${what}`);
};

/** Every JSON log line, to assert that each retry was logged with its message id and reason. */
const recordingLogger = () => {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level: 'info' }, sink), lines };
};

const deadLettersOf = async (channel: Channel, queue: string) => {
  const letters: { reason: string; description: string; messageId: string }[] = [];
  for (;;) {
    const message = await channel.get(`${queue}.deadletter`, { noAck: true });
    if (!message) return letters;
    const headers = message.properties.headers ?? {};
    letters.push({
      reason: String(headers['x-dead-letter-reason']),
      description: String(headers['x-dead-letter-description']),
      messageId: String(message.properties.messageId),
    });
  }
};

describe('poison messages on RabbitMQ', { skip: postgres.skip || rabbitSkip }, () => {
  let t: TestDatabase;
  let connection: ChannelModel;
  let channel: Channel;
  let readers: BodyReaders;
  before(async () => {
    t = await postgres.open();
    connection = await amqp.connect(amqpUrl);
    channel = await connection.createChannel();
    readers = createBodyReaders({ threads: 1 });
  });
  after(async () => {
    await readers?.close();
    await connection?.close();
    await t?.dispose();
  });

  it('turns a thousand valid messages into dossiers while poison ones are dead-lettered after the maximum, each retry logged', async () => {
    const queue = `cds-poison-${process.pid}-${Date.now()}`;
    const { logger, lines } = recordingLogger();
    const ingest = ingestDepsFor(
      { 'Storage:UploadFolder': mkdtempSync(join(tmpdir(), 'cds-poison-')) },
      t.database.db,
      { runtimeSettingsTtlMs: 0 },
    );
    // A failure that may pass on another attempt (a serialization failure, SQLSTATE 40001), every
    // time, for the POISON dossiers: the worst a transient error can do.
    const poisonAttempts = new Map<string, number>();
    let lastValidWrittenAt = 0;
    let firstPoisonExhaustedAt = Infinity;
    const handlerDeps = {
      ...ingest,
      writeDossier: async (dossier: Parameters<typeof ingest.writeDossier>[0]) => {
        const ucr = dossier.declaration.ucr ?? '';
        if (ucr.startsWith('POISON')) {
          const attempts = (poisonAttempts.get(ucr) ?? 0) + 1;
          poisonAttempts.set(ucr, attempts);
          if (attempts === 5) firstPoisonExhaustedAt = Math.min(firstPoisonExhaustedAt, Date.now());
          throw Object.assign(new Error('could not serialize access due to concurrent update'), {
            code: '40001',
          });
        }
        const written = await ingest.writeDossier(dossier);
        lastValidWrittenAt = Date.now();
        return written;
      },
    };
    const consumer: QueueConsumer = createAmqpConsumer({
      url: amqpUrl,
      queue,
      maxConcurrent: 4,
      logger,
      maxDeliveries: 5,
      retryDelaysSeconds: DELAYS,
    });
    await consumer.start(queueMessageHandler({ ingest: handlerDeps, readers, logger }));
    const publish = (messageId: string, text: string) =>
      channel.sendToQueue(queue, Buffer.from(text), {
        messageId,
        contentType: 'application/json',
        headers: { Partner: 'tms-poison' },
        persistent: true,
      });
    try {
      // At the head of the queue, where they used to hold every prefetch slot for ever.
      for (let i = 0; i < 4; i += 1)
        publish(`surrogate-${i}`, `{"declaration_type":"T1","ucr":"BAD-\\ud800-${i}"}`);
      for (let i = 0; i < 2; i += 1)
        publish(`poison-${i}`, JSON.stringify({ declaration_type: 'T1', ucr: `POISON-${i}` }));
      for (let i = 0; i < 1000; i += 1)
        publish(`valid-${i}`, JSON.stringify({ declaration_type: 'T1', ucr: `VALID-${i}` }));

      const letters: Awaited<ReturnType<typeof deadLettersOf>> = [];
      await waitFor('the six dead letters', async () => {
        letters.push(...(await deadLettersOf(channel, queue)));
        return letters.length >= 6;
      });
      await waitFor(
        'a thousand dossiers',
        async () =>
          (await countRows(t.database.db, 'dossiers', like(schema.dossiers.ucr, 'VALID-%'))) ===
          1000,
      );
      const byReason = (reason: string) =>
        letters.filter((letter) => letter.reason === reason).map((letter) => letter.messageId);
      assert.deepEqual(byReason('validation').sort(), [
        'surrogate-0',
        'surrogate-1',
        'surrogate-2',
        'surrogate-3',
      ]);
      assert.deepEqual(byReason('max-deliveries-exceeded').sort(), ['poison-0', 'poison-1']);
      for (const letter of letters.filter((l) => l.reason === 'validation'))
        assert.match(
          letter.description,
          /\/ucr: must be valid Unicode text: it holds an unpaired surrogate/,
        );
      for (const letter of letters.filter((l) => l.reason === 'max-deliveries-exceeded'))
        assert.match(letter.description, /Delivered 5 times .* could not serialize access/);
      assert.deepEqual(Object.fromEntries(poisonAttempts), { 'POISON-0': 5, 'POISON-1': 5 });
      assert.ok(
        lastValidWrittenAt < firstPoisonExhaustedAt,
        'every valid message was written while the poison ones were still waiting for their retries',
      );

      const retries = lines.filter(
        (line) => line.msg === 'inbound message failed; it will be delivered again',
      );
      for (const id of ['poison-0', 'poison-1'])
        assert.deepEqual(
          retries.filter((line) => line.messageId === id).map((line) => line.deliveries),
          [1, 2, 3, 4],
          `${id}: each retry logged with its delivery`,
        );
      assert.ok(retries.every((line) => /could not serialize/.test(String(line.reason))));
      assert.equal(
        await countRows(t.database.db, 'dossiers', like(schema.dossiers.ucr, 'POISON-%')),
        0,
      );
      for (const name of [queue, ...DELAYS.map((seconds) => `${queue}.retry.${seconds}s`)])
        assert.equal((await channel.checkQueue(name)).messageCount, 0, `${name} is empty`);
      const activity = consumer.activity();
      assert.equal(activity.deadLettered, 6);
      assert.ok(activity.completed >= 1000);
      assert.equal(activity.retried, 8);
    } finally {
      await consumer.stop();
      await deleteQueues(channel, queue, DELAYS);
    }
  });
});

describe(
  'messages whose own headers fill the 64 KiB AMQP allows',
  { skip: postgres.skip || rabbitSkip },
  () => {
    it('are still dead-lettered, with the headers the service reads, and hold up nothing', async () => {
      const t = await postgres.open();
      const queue = `cds-bigheaders-${process.pid}-${Date.now()}`;
      const consumer = createAmqpConsumer({
        url: amqpUrl,
        queue,
        maxConcurrent: 4,
        logger: pino({ level: 'silent' }),
      });
      const handler = queueHandlerOn(t.database.db);
      const connection = await amqp.connect(amqpUrl);
      const channel = await connection.createChannel();
      try {
        await consumer.start(handler.handler);
        for (let i = 0; i < 4; i += 1)
          channel.sendToQueue(queue, Buffer.from('not json'), {
            messageId: `padded-${i}`,
            contentType: 'application/json',
            headers: { Partner: 'tms-a', pad: 'x'.repeat(65_480) },
          });
        channel.sendToQueue(
          queue,
          Buffer.from(JSON.stringify({ declaration_type: 'EX', ucr: 'AFTER-PAD' })),
          {
            messageId: 'after-pad',
            contentType: 'application/json',
            headers: { Partner: 'tms-a' },
          },
        );
        const letters: { reason: unknown; dropped: unknown; partner: unknown }[] = [];
        await waitFor('four dead letters', async () => {
          for (;;) {
            const letter = await channel.get(`${queue}.deadletter`, { noAck: true });
            if (!letter) break;
            const headers = letter.properties.headers ?? {};
            letters.push({
              reason: headers['x-dead-letter-reason'],
              dropped: headers['x-cds-headers-dropped'],
              partner: headers.Partner,
            });
          }
          return letters.length === 4;
        });
        assert.ok(
          letters.every((letter) => letter.reason === 'bad-json' && letter.partner === 'tms-a'),
        );
        assert.ok(letters.every((letter) => typeof letter.dropped === 'string'));
        await waitFor(
          'the valid message',
          async () => (await dossiersWithUcr(t.database.db, 'AFTER-PAD')).length === 1,
        );
        assert.equal((await channel.checkQueue(queue)).messageCount, 0);
      } finally {
        await consumer.stop();
        await handler.close();
        await deleteQueues(channel, queue);
        await connection.close();
        await t.dispose();
      }
    });
  },
);

const rabbitmqctl = await run('rabbitmqctl', ['status'], { timeout: 20_000 }).then(
  () => false as const,
  (error: unknown) => {
    if (process.env.CI === 'true')
      throw new Error('rabbitmqctl is needed to drop a broker connection', { cause: error });
    return 'rabbitmqctl is not available';
  },
);

const dropConnection = async (connectionName: string) => {
  const { stdout } = await run(
    'rabbitmqctl',
    ['list_connections', 'pid', 'client_properties', '--quiet'],
    { timeout: 20_000 },
  );
  const pid = stdout
    .split('\n')
    .find((line) => line.includes(connectionName))
    ?.split('\t')[0];
  assert.ok(pid, `connection ${connectionName} is listed`);
  await run('rabbitmqctl', ['close_connection', pid, 'test: the service died mid-message'], {
    timeout: 20_000,
  });
};

describe(
  'a message the service never finishes',
  { skip: postgres.skip || rabbitSkip || rabbitmqctl },
  () => {
    it('is counted in the database across lost connections and dead-lettered after the maximum', async () => {
      const t = await postgres.open();
      const queue = `cds-crashloop-${process.pid}-${Date.now()}`;
      const connectionName = `cds-test-${queue}`;
      let calls = 0;
      const hung: (() => void)[] = [];
      const consumer = createAmqpConsumer({
        url: amqpUrl,
        queue,
        maxConcurrent: 1,
        logger: pino({ level: 'silent' }),
        reconnectDelayMs: 100,
        connectionName,
        maxDeliveries: 3,
        redeliveryCounter: databaseRedeliveryCounter(t.database.db),
      });
      const connection = await amqp.connect(amqpUrl);
      const channel = await connection.createChannel();
      try {
        // Each delivery hangs, as a handler would in a process about to be killed.
        await consumer.start(async () => {
          calls += 1;
          return new Promise((resolve) => hung.push(() => resolve({ kind: 'complete' })));
        });
        channel.sendToQueue(queue, Buffer.from('{}'), {
          messageId: 'never-finished',
          headers: { Partner: 'p' },
        });
        for (let drop = 1; drop <= 3; drop += 1) {
          await waitFor(
            `delivery ${drop}`,
            async () => calls === drop && consumer.state() === 'consuming',
          );
          await dropConnection(connectionName);
        }
        const letters: Awaited<ReturnType<typeof deadLettersOf>> = [];
        await waitFor('the dead letter', async () => {
          letters.push(...(await deadLettersOf(channel, queue)));
          return letters.length === 1;
        });
        assert.equal(calls, 3, 'the fourth delivery is not handled: it is over the maximum');
        assert.equal(letters[0]?.reason, 'max-deliveries-exceeded');
        assert.match(
          letters[0]?.description ?? '',
          /Delivered 4 times .* stopped or lost the broker/,
        );
        const [row] = await queryRows<{ redeliveries: number }>(
          t.database.db,
          sql`select redeliveries from inbound_redeliveries where queue = ${queue} and message_key = 'never-finished'`,
        );
        assert.equal(Number(row?.redeliveries), 3);
      } finally {
        for (const release of hung) release();
        await consumer.stop();
        await deleteQueues(channel, queue);
        await connection.close();
        await t.dispose();
      }
    });
  },
);
