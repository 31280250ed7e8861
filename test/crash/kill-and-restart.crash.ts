import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, it } from 'node:test';
import amqp from 'amqplib';
import { sql } from 'drizzle-orm';
import { createApiKey } from '../../src/api-keys/index.ts';
import { openPostgres, queryRows, type Database } from '../../src/db/index.ts';
import { setRuntimeSetting } from '../../src/runtime-settings/index.ts';
import { amqpUrl, rabbitSkip } from '../support/brokers.ts';
import { createPostgresDatabase, postgresSkip } from '../support/databases.ts';
import { filingEnv, BROKER_SETTINGS } from '../support/filing.ts';
import { repoRoot, spawnTs, waitForStart, type Spawned } from '../support/processes.ts';
import { sampleForToday, withCn2026Codes } from '../support/samples.ts';

// `npm run test:crash`: the service on PostgreSQL, killed with SIGKILL twice while it takes
// concurrent POSTs and queue messages, then checked for anything lost or doubled.
const HTTP_REQUESTS = 400;
const HTTP_CONCURRENCY = 16;
const QUEUE_MESSAGES = 300;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Every fifth declaration asks for automatic dispatch, so the outbox has work too. None carries a
 * UCR: the service generates one per dossier, so the unique UCR index cannot hide a dossier
 * stored twice. Each is found again by a marker in its first goods description, which nothing
 * in the database keeps unique.
 */
const declaration = (marker: string, index: number) => {
  if (index % 5 === 0) {
    // The service checks commodity codes against the CN 2026 it seeds: one sample's is outdated.
    const transit = withCn2026Codes(sampleForToday('t1-auto-dispatch')) as {
      ucr?: string;
      goods_items: { description?: string }[];
    };
    delete transit.ucr;
    transit.goods_items[0]!.description = `${transit.goods_items[0]!.description ?? 'Goods'} ${marker}`;
    return { ...transit, auto_dispatch: true };
  }
  return {
    declaration_type: 'EX',
    parties: { exporter: { eori: 'BE0400000017', name: 'Crash Test NV', country: 'BE' } },
    goods_items: [{ sequence_number: 1, description: `Valves ${marker}`, gross_mass: 12 }],
  };
};

/** The marker of each stored dossier, read back from the declaration as received. */
const MARKER = sql`substring(raw_extraction->'goods_items'->0->>'description' from 'CRASH-[HQ]-[0-9]+')`;

let fresh: Awaited<ReturnType<typeof createPostgresDatabase>>;
let database: Database;
let folder: string;

before(async () => {
  if (postgresSkip || rabbitSkip) return;
  fresh = await createPostgresDatabase();
  database = await openPostgres(fresh.connectionString, { poolSize: 2, onPoolError: () => {} });
  await database.migrate();
  folder = mkdtempSync(join(tmpdir(), 'cds-crash-'));
});
after(async () => {
  await database?.close();
  await fresh?.drop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

it(
  'loses and doubles nothing when the service is killed twice mid-stream',
  { skip: postgresSkip || rabbitSkip, timeout: 600_000 },
  async () => {
    const { rawKey } = await createApiKey(database.db, { name: 'crash-partner' }, 'test');
    for (const [key, value] of Object.entries(BROKER_SETTINGS))
      await setRuntimeSetting(database.db, key, value, 'test');
    const queue = `cds-crash-${process.pid}-${Date.now()}`;
    const drop = join(folder, 'drop');
    const port = await freePort();
    const env = {
      ...filingEnv,
      DATABASE_URL: fresh.connectionString,
      HOST: '127.0.0.1',
      PORT: String(port),
      Logging__Level: 'info',
      RateLimit__PermitLimit: '1000000',
      Storage__UploadFolder: join(folder, 'uploads'),
      ServiceBus__Descartes__Pr__Folder: drop,
      Descartes__Outbox__LeaseSeconds: '2',
      ServiceBus__Ingestion__ActiveEnvironment: 'crash',
      ServiceBus__Ingestion__crash__AmqpUrl: amqpUrl,
      ServiceBus__Ingestion__crash__QueueName: queue,
      ServiceBus__Ingestion__MaxConcurrentCalls: '8',
    };

    // The queue's messages wait before the first start, so kills find some in flight.
    const connection = await amqp.connect(amqpUrl);
    const channel = await connection.createConfirmChannel();
    await channel.assertQueue(queue, { durable: true });
    for (let index = 0; index < QUEUE_MESSAGES; index += 1) {
      channel.sendToQueue(
        queue,
        Buffer.from(JSON.stringify(declaration(`CRASH-Q-${index}`, index))),
        {
          persistent: true,
          messageId: `crash-message-${index}`,
          contentType: 'application/json',
          headers: { Partner: 'crash-queue' },
        },
      );
    }
    await channel.waitForConfirms();

    let server: Spawned = spawnTs(join(repoRoot, 'src/main.ts'), { cwd: folder, env });
    const baseUrl = (await waitForStart(server)).replace('0.0.0.0', '127.0.0.1');

    // Clients retry with the same Idempotency-Key until they get an answer, as partners should.
    const outcomes: { marker: string; ucr: string; status: number; attempts: number }[] = [];
    let next = 0;
    const client = async () => {
      while (next < HTTP_REQUESTS) {
        const index = next++;
        const marker = `CRASH-H-${index}`;
        let attempts = 0;
        for (;;) {
          attempts += 1;
          const response = await fetch(`${baseUrl}/api/declarations`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-api-key': rawKey,
              'idempotency-key': `crash-${index}`,
            },
            body: JSON.stringify(declaration(marker, index)),
          }).catch(() => undefined);
          if (response && response.status < 500 && response.status !== 409) {
            const answer = (await response.json()) as { ucr?: string };
            outcomes.push({ marker, ucr: answer.ucr ?? '', status: response.status, attempts });
            break;
          }
          await response?.arrayBuffer();
          await wait(100);
        }
      }
    };
    const load = Promise.all(Array.from({ length: HTTP_CONCURRENCY }, client));

    const restarts: number[] = [];
    for (const share of [0.25, 0.6]) {
      while (outcomes.length < HTTP_REQUESTS * share) await wait(20);
      server.child.kill('SIGKILL');
      await server.exited;
      restarts.push(outcomes.length);
      server = spawnTs(join(repoRoot, 'src/main.ts'), { cwd: folder, env });
      await waitForStart(server);
    }
    await load;

    const count = async (query: ReturnType<typeof sql>) =>
      Number((await queryRows<{ n: string }>(database.db, query))[0]!.n);
    const deadLetters: string[] = [];
    const deadline = Date.now() + 120_000;
    for (;;) {
      const queued = await count(
        sql`select count(*) as n from dossiers where ${MARKER} like 'CRASH-Q-%'`,
      );
      for (;;) {
        const letter = await channel.get(`${queue}.deadletter`, { noAck: true });
        if (!letter) break;
        deadLetters.push(letter.properties.messageId as string);
      }
      const pending = await count(
        sql`select count(*) as n from outbox_messages where status <> 'Sent'`,
      );
      if ((queued + deadLetters.length >= QUEUE_MESSAGES && pending === 0) || Date.now() > deadline)
        break;
      await wait(250);
    }
    server.child.kill('SIGTERM');
    await server.exited;
    await channel.deleteQueue(queue).catch(() => undefined);
    await channel.deleteQueue(`${queue}.deadletter`).catch(() => undefined);
    await connection.close();

    const perMarker = await queryRows<{ marker: string | null; n: string }>(
      database.db,
      sql`select ${MARKER} as marker, count(*) as n from dossiers group by 1`,
    );
    const stored = new Map(perMarker.map((row) => [row.marker ?? '(none)', Number(row.n)]));
    const created = outcomes.filter((outcome) => outcome.status === 201);
    const outbox = await queryRows<{ message_id: string; status: string }>(
      database.db,
      sql`select message_id, status from outbox_messages`,
    );
    const counts = {
      httpRequests: outcomes.length,
      http201: created.length,
      httpRetried: outcomes.filter((outcome) => outcome.attempts > 1).length,
      killedAfterAnswers: restarts,
      queueMessages: QUEUE_MESSAGES,
      queueDossiers: [...stored.keys()].filter((marker) => marker.startsWith('CRASH-Q-')).length,
      deadLetters: deadLetters.length,
      dossiersStoredTwice: [...stored.values()].filter((n) => n > 1).length,
      outboxMessages: outbox.length,
      outboxSent: outbox.filter((message) => message.status === 'Sent').length,
      outboxFilesMissing: outbox.filter(
        (message) => !existsSync(join(drop, `${message.message_id}.xml`)),
      ).length,
    };
    console.log(`crash test counts: ${JSON.stringify(counts)}`);

    assert.equal(outcomes.length, HTTP_REQUESTS);
    assert.deepEqual(
      outcomes.filter((outcome) => outcome.status !== 201),
      [],
      'every request ends in 201 once retried',
    );
    assert.equal(stored.get('(none)'), undefined, 'every dossier is one the test sent');
    for (const outcome of created)
      assert.equal(stored.get(outcome.marker), 1, `${outcome.marker} stored once`);
    assert.equal(new Set(created.map((outcome) => outcome.ucr)).size, created.length);
    assert.equal(counts.dossiersStoredTwice, 0);
    assert.equal(counts.queueDossiers + counts.deadLetters, QUEUE_MESSAGES);
    for (let index = 0; index < QUEUE_MESSAGES; index += 1) {
      const dossiers = stored.get(`CRASH-Q-${index}`) ?? 0;
      const dead = deadLetters.includes(`crash-message-${index}`) ? 1 : 0;
      assert.equal(dossiers + dead, 1, `queue message ${index}: one dossier or one dead letter`);
    }
    assert.ok(
      counts.outboxMessages >= (HTTP_REQUESTS + QUEUE_MESSAGES) / 5,
      'auto dispatches filed',
    );
    assert.equal(counts.outboxSent, counts.outboxMessages, 'every outbox message delivered');
    assert.equal(counts.outboxFilesMissing, 0);
  },
);
