import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { it } from 'node:test';
import { promisify } from 'node:util';
import amqp from 'amqplib';
import { like } from 'drizzle-orm';
import { pino } from 'pino';
import { schema } from '../../src/db/index.ts';
import { createAmqpConsumer } from '../../src/messaging/index.ts';
import { amqpUrl, deleteQueues } from '../support/brokers.ts';
import { queueHandlerOn } from '../support/queue-handler.ts';
import { databaseKinds } from '../support/databases.ts';

const run = promisify(execFile);
const postgres = databaseKinds.find((kind) => kind.name === 'postgres')!;
const rabbitmqctl = await run('rabbitmqctl', ['status'], { timeout: 20_000 }).then(
  () => false as const,
  (error: unknown) => {
    if (process.env.CI === 'true')
      throw new Error('rabbitmqctl is needed to drop a broker connection', { cause: error });
    return 'rabbitmqctl is not available';
  },
);

/** Closes our consumer's connection from the broker's side, as a broker restart or a network cut would. */
const dropConnection = async (connectionName: string) => {
  const { stdout } = await run(
    'rabbitmqctl',
    ['list_connections', 'pid', 'client_properties', '--quiet'],
    { timeout: 20_000 },
  );
  const line = stdout.split('\n').find((candidate) => candidate.includes(connectionName));
  const pid = line?.split('\t')[0];
  assert.ok(pid, `connection ${connectionName} is listed`);
  await run('rabbitmqctl', ['close_connection', pid, 'test: broker connection dropped'], {
    timeout: 20_000,
  });
};

it(
  'loses and doubles nothing when the broker drops the connection mid-stream',
  { skip: postgres.skip || rabbitmqctl },
  async () => {
    const t = await postgres.open();
    const queue = `cds-drop-${process.pid}-${Date.now()}`;
    const connectionName = `cds-test-${queue}`;
    const consumer = createAmqpConsumer({
      url: amqpUrl,
      queue,
      maxConcurrent: 8,
      logger: pino({ level: 'silent' }),
      reconnectDelayMs: 200,
      connectionName,
    });
    const queueHandler = queueHandlerOn(t.database.db);
    const publisher = await amqp.connect(amqpUrl);
    const channel = await publisher.createChannel();
    try {
      await consumer.start(queueHandler.handler);
      const good = 300;
      const bad = 10;
      for (let i = 0; i < good; i += 1) {
        const body = {
          declaration_type: 'T1',
          ucr: `DROP-${i}`,
          goods_items: [{ sequence_number: 1, description: 'bolts' }],
        };
        channel.sendToQueue(queue, Buffer.from(JSON.stringify(body)), {
          messageId: `drop-${i}`,
          headers: { Partner: 'drop-test' },
          persistent: true,
        });
        if (i % 30 === 0)
          channel.sendToQueue(queue, Buffer.from('{"declaration_type":"XX"}'), {
            messageId: `bad-${i}`,
            headers: { Partner: 'drop-test' },
            persistent: true,
          });
      }
      const count = async () =>
        (
          await t.database.db
            .select({ ucr: schema.dossiers.ucr })
            .from(schema.dossiers)
            .where(like(schema.dossiers.ucr, 'DROP-%'))
        ).length;
      const waitUntil = async (what: string, check: () => Promise<boolean>) => {
        const deadline = Date.now() + 60_000;
        while (!(await check())) {
          if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}`);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      };
      await waitUntil('the first dossiers', async () => (await count()) >= 40);
      await dropConnection(connectionName);
      await waitUntil('the consumer to reconnect', async () => consumer.state() === 'consuming');
      await waitUntil('every good message as a dossier', async () => (await count()) >= good);
      await waitUntil(
        'the queue to drain',
        async () => (await channel.checkQueue(queue)).messageCount === 0,
      );
      const ucrs = (
        await t.database.db
          .select({ ucr: schema.dossiers.ucr })
          .from(schema.dossiers)
          .where(like(schema.dossiers.ucr, 'DROP-%'))
      ).map((row) => row.ucr);
      assert.equal(ucrs.length, good);
      assert.equal(new Set(ucrs).size, good);
      const letters = new Set<string>();
      for (
        let message = await channel.get(`${queue}.deadletter`, { noAck: true });
        message;
        message = await channel.get(`${queue}.deadletter`, { noAck: true })
      ) {
        letters.add(String(message.properties.messageId));
      }
      assert.equal(
        letters.size,
        bad,
        'every bad message is dead-lettered, named by its message id',
      );
    } finally {
      await consumer.stop();
      await queueHandler.close();
      await deleteQueues(channel, queue);
      await publisher.close();
      await t.dispose();
    }
  },
);
