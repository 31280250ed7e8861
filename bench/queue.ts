import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import amqp from 'amqplib';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { openPostgres, queryRows } from '../src/db/index.ts';
import { ingestDepsFor, queueMessageHandler } from '../src/ingestion/index.ts';
import { createAmqpConsumer } from '../src/messaging/index.ts';
import { createBodyReaders } from '../src/body-readers/index.ts';
import { deleteQueues } from '../test/support/brokers.ts';
import { createPostgresDatabase } from '../test/support/databases.ts';
import { transitDeclaration } from './declaration-fixtures.ts';
import type { Row } from './foundation.ts';

const amqpUrl = process.env.TEST_AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const MESSAGES = 10_000;

/** 10,000 declarations published first, then drained with MaxConcurrentCalls 32 on PostgreSQL. */
export const queueScenarios = async (): Promise<Row[]> => {
  const fresh = await createPostgresDatabase();
  const database = await openPostgres(fresh.connectionString, {
    poolSize: 10,
    onPoolError: () => {},
  });
  await database.migrate();
  const queue = `cds-bench-${process.pid}-${Date.now()}`;
  const uploads = mkdtempSync(join(tmpdir(), 'cds-bench-q-'));
  const publisher = await amqp.connect(amqpUrl);
  const channel = await publisher.createConfirmChannel();
  await channel.assertQueue(`${queue}.deadletter`, { durable: true });
  await channel.assertQueue(queue, { durable: true });
  const body = transitDeclaration(20);
  for (let i = 0; i < MESSAGES; i += 1) {
    channel.sendToQueue(queue, Buffer.from(JSON.stringify({ ...body, ucr: `BENCH-Q-${i}` })), {
      messageId: `bench-${i}`,
      contentType: 'application/json',
      headers: { Partner: 'bench' },
      persistent: true,
    });
  }
  await channel.waitForConfirms();
  const consumer = createAmqpConsumer({
    url: amqpUrl,
    queue,
    maxConcurrent: 32,
    logger: pino({ level: 'warn' }),
  });
  const started = performance.now();
  const readers = createBodyReaders({ threads: 1, eager: true });
  await consumer.start(
    queueMessageHandler({
      ingest: ingestDepsFor({ 'Storage:UploadFolder': uploads }, database.db),
      readers,
      logger: pino({ level: 'warn' }),
    }),
  );
  const count = async () =>
    Number(
      (await queryRows<{ n: string }>(database.db, sql`select count(*) as n from dossiers`))[0]?.n,
    );
  let dossiers = 0;
  while (dossiers < MESSAGES && performance.now() - started < 300_000) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    dossiers = await count();
  }
  const seconds = (performance.now() - started) / 1000;
  await consumer.stop();
  await readers.close();
  const rest = await channel.checkQueue(queue);
  const dead = await channel.checkQueue(`${queue}.deadletter`);
  await deleteQueues(channel, queue);
  await publisher.close();
  await database.close();
  await fresh.drop();
  rmSync(uploads, { recursive: true, force: true });
  return [
    {
      scenario: `drain ${MESSAGES} queued 20-item declarations, MaxConcurrentCalls 32`,
      database: 'PostgreSQL + RabbitMQ',
      figures: `${Math.round(dossiers / seconds)} msg/s (${seconds.toFixed(1)} s); ${dossiers} dossiers, ${rest.messageCount} left, ${dead.messageCount} dead letters`,
      rate: Math.round(dossiers / seconds),
      against: [
        { scenario: 'POST 20-item declaration', database: 'PostgreSQL' },
        { scenario: 'ceiling: single-row INSERT', database: 'PostgreSQL' },
      ],
    },
  ];
};
