import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { schema } from '../../src/db/index.ts';
import { createServiceBusConsumer, type QueueConsumer } from '../../src/messaging/index.ts';
import { databaseKinds, dossiersWithUcr, type TestDatabase } from '../support/databases.ts';
import { startIngestionApp, type IngestionTestApp } from '../support/ingestion-app.ts';
import { queueHandlerOn } from '../support/queue-handler.ts';
import { sample } from '../support/samples.ts';
import { startServiceBusStandIn, type ServiceBusStandIn } from '../support/servicebus-stand-in.ts';
import { signedIn } from '../support/sessions.ts';

// The dead-letter browser with the production @azure/service-bus client against the stand-in.

interface Letter {
  id: string;
  messageId: string | null;
  reason: string;
  description: string;
  complaints: string[];
  partner: string | null;
  body: string;
}

const waitFor = async (
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs = 20_000,
) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

const kind = databaseKinds[0]!;

describe(
  `the dead-letter browser on Service Bus, on the wire (${kind.name})`,
  { skip: kind.skip },
  () => {
    let t: TestDatabase;
    let standIn: ServiceBusStandIn;
    let consumer: QueueConsumer;
    let handler: ReturnType<typeof queueHandlerOn>;
    let api: IngestionTestApp;
    let admin: Awaited<ReturnType<typeof signedIn>>;

    const call = (path: string, body?: unknown) =>
      fetch(`${api.baseUrl}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          ...admin.headers,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const letters = async (): Promise<Letter[]> => {
      const response = await call('/api/admin/ingestion/dead-letters');
      assert.equal(response.status, 200);
      return ((await response.json()) as { items: Letter[] }).items;
    };
    const waitForLetter = async (messageId: string) => {
      let found: Letter | undefined;
      await waitFor(`the dead letter ${messageId}`, async () => {
        found = (await letters()).find((letter) => letter.messageId === messageId);
        return found !== undefined;
      });
      return found!;
    };

    before(async () => {
      t = await kind.open();
      standIn = await startServiceBusStandIn({ queues: ['declarations'] });
      handler = queueHandlerOn(t.database.db);
      consumer = createServiceBusConsumer({
        fullyQualifiedNamespace: '',
        connectionString: standIn.connectionString(),
        queue: 'declarations',
        maxConcurrent: 2,
        logger: pino({ level: 'silent' }),
      });
      await consumer.start(handler.handler);
      api = await startIngestionApp(t.database, {}, { compose: { consumer } });
      admin = await signedIn(t.database.db, ['Admins'], 'Ada Admin');
    });
    after(async () => {
      await consumer?.stop();
      await handler?.close();
      await api?.close();
      await standIn?.close();
      await t?.dispose();
    });

    it('shows a refused message from the dead-letter sub-queue, its bytes as sent, without consuming', async () => {
      // 12.50 stays 12.50: the body is never parsed and written back.
      const bad = `{"declaration_type":"ZZ","ucr":"SB-DL-SHOW","total":12.50}`;
      standIn.send(
        'declarations',
        bad,
        { Partner: 'tms-sb' },
        {
          message_id: 'sb-dl-show',
          content_type: 'application/json',
        },
      );
      const letter = await waitForLetter('sb-dl-show');
      assert.equal(letter.body, bad);
      assert.equal(letter.partner, 'tms-sb');
      assert.ok(letter.complaints.length > 0, letter.description);
      await letters();
      assert.equal(standIn.deadLettersIn('declarations').length, 1, 'looking consumed nothing');
    });

    it('replays a message corrected in the page: one dossier, the dead letter completed, audited', async () => {
      const ucr = `SB-DL-FIX-${kind.name}`;
      const bad = JSON.stringify({ ...sample('ex'), ucr, declaration_type: 'ZZ' });
      standIn.send(
        'declarations',
        bad,
        { Partner: 'tms-sb' },
        {
          message_id: 'sb-dl-fix',
          content_type: 'application/json',
        },
      );
      const letter = await waitForLetter('sb-dl-fix');
      const others = standIn.deadLettersIn('declarations').length;
      const replay = await call(`/api/admin/ingestion/dead-letters/${letter.id}/replay`, {
        body: bad.replace('"ZZ"', '"EX"'),
      });
      assert.equal(replay.status, 202);
      await waitFor(
        'the dossier',
        async () => (await dossiersWithUcr(t.database.db, ucr)).length === 1,
      );
      assert.equal(standIn.deadLettersIn('declarations').length, others - 1, 'only that one left');
      const twice = await call(`/api/admin/ingestion/dead-letters/${letter.id}/replay`, {});
      assert.equal(twice.status, 404);
      assert.equal((await dossiersWithUcr(t.database.db, ucr)).length, 1);
      const entries = await t.database.db
        .select()
        .from(schema.auditLog)
        .where(
          and(
            eq(schema.auditLog.action, 'dead-letter.replayed'),
            eq(schema.auditLog.entityId, letter.id),
          ),
        );
      assert.equal(entries[0]?.actor, 'Ada Admin');
    });

    it('discards a dead letter with a reason; the others stay in the sub-queue', async () => {
      standIn.send(
        'declarations',
        '{"declaration_type": ',
        { Partner: 'tms-sb' },
        {
          message_id: 'sb-dl-discard',
        },
      );
      const letter = await waitForLetter('sb-dl-discard');
      const before = standIn.deadLettersIn('declarations').length;
      const discard = await call(`/api/admin/ingestion/dead-letters/${letter.id}/discard`, {
        reason: 'a half message the TMS sent during its upgrade',
      });
      assert.equal(discard.status, 200);
      await waitFor(
        'the others unlocked',
        () => standIn.deadLettersIn('declarations').length === before - 1,
      );
      assert.ok((await letters()).some((item) => item.messageId === 'sb-dl-show'));
      assert.ok(!(await letters()).some((item) => item.id === letter.id));
    });
  },
);
