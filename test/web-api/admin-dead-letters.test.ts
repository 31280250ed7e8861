import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import amqp, { type Channel, type ChannelModel } from 'amqplib';
import { and, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { schema } from '../../src/db/index.ts';
import { createAmqpConsumer, type QueueConsumer } from '../../src/messaging/index.ts';
import { amqpUrl, deleteQueues, rabbitSkip } from '../support/brokers.ts';
import { databaseKinds, dossiersWithUcr, type TestDatabase } from '../support/databases.ts';
import { startIngestionApp, type IngestionTestApp } from '../support/ingestion-app.ts';
import { queueHandlerOn } from '../support/queue-handler.ts';
import { sample } from '../support/samples.ts';
import { signedIn } from '../support/sessions.ts';

interface Letter {
  id: string;
  messageId: string | null;
  reason: string;
  complaints: string[];
  partner: string | null;
  properties: Record<string, string>;
  body: string;
}

const waitFor = async (what: string, check: () => Promise<boolean>, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.fail(`timed out waiting for ${what}`);
};

for (const kind of databaseKinds) {
  describe(
    `the dead-letter browser on RabbitMQ (${kind.name})`,
    { skip: kind.skip || rabbitSkip },
    () => {
      const queue = `cds-dead-letters-${kind.name}-${process.pid}-${Date.now()}`;
      let t: TestDatabase;
      let api: IngestionTestApp;
      let consumer: QueueConsumer;
      let handler: ReturnType<typeof queueHandlerOn>;
      let connection: ChannelModel;
      let channel: Channel;
      let admin: Awaited<ReturnType<typeof signedIn>>;

      const publish = (body: string, messageId: string, headers: Record<string, unknown>) =>
        channel.sendToQueue(queue, Buffer.from(body), {
          persistent: true,
          contentType: 'application/json',
          messageId,
          headers,
        });
      const call = (path: string, init: { method?: string; body?: unknown } = {}) =>
        fetch(`${api.baseUrl}${path}`, {
          method: init.method ?? 'GET',
          headers: {
            ...admin.headers,
            ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
        });
      const letters = async (): Promise<Letter[]> => {
        const response = await call('/api/admin/ingestion/dead-letters');
        assert.equal(response.status, 200);
        return ((await response.json()) as { items: Letter[] }).items;
      };
      const waitForLetter = async (messageId: string): Promise<Letter> => {
        let found: Letter | undefined;
        await waitFor(`the dead letter ${messageId}`, async () => {
          found = (await letters()).find((letter) => letter.messageId === messageId);
          return found !== undefined;
        });
        return found!;
      };
      const auditOf = (action: string, entityId: string) =>
        t.database.db
          .select()
          .from(schema.auditLog)
          .where(and(eq(schema.auditLog.action, action), eq(schema.auditLog.entityId, entityId)));

      before(async () => {
        t = await kind.open();
        consumer = createAmqpConsumer({
          url: amqpUrl,
          queue,
          maxConcurrent: 2,
          logger: pino({ level: 'silent' }),
        });
        handler = queueHandlerOn(t.database.db);
        await consumer.start(handler.handler);
        api = await startIngestionApp(t.database, {}, { compose: { consumer } });
        admin = await signedIn(t.database.db, ['Admins'], 'Ada Admin');
        connection = await amqp.connect(amqpUrl);
        channel = await connection.createChannel();
      });
      after(async () => {
        await consumer?.stop();
        await handler?.close();
        await api?.close();
        if (channel) await deleteQueues(channel, queue);
        await connection?.close();
        await t?.dispose();
      });

      it('shows a refused message with every complaint, and looking does not consume it', async () => {
        const ucr = `DL-SHOW-${kind.name}`;
        const bad = JSON.stringify({ ...sample('ex'), ucr, declaration_type: 'ZZ' });
        publish(bad, `dl-show-${kind.name}`, { Partner: 'tms-queue' });
        const letter = await waitForLetter(`dl-show-${kind.name}`);
        assert.equal(letter.partner, 'tms-queue');
        assert.ok(bad.startsWith(letter.body), 'a list shows the start of the body as it was sent');
        assert.ok(letter.complaints.some((complaint) => complaint.startsWith('/declaration_type')));
        assert.ok(
          Object.keys(letter.properties).every((key) => !key.startsWith('x-')),
          'the service bookkeeping is not shown as the sender properties',
        );
        const again = await letters();
        assert.deepEqual(
          again.map((item) => item.id),
          (await letters()).map((item) => item.id),
        );
        const depth = await channel.checkQueue(`${queue}.deadletter`);
        assert.equal(depth.messageCount, again.length, 'the dead letters all wait still');
        const whole = await call(`/api/admin/ingestion/dead-letters/${letter.id}`);
        assert.equal(((await whole.json()) as Letter).body, bad);
      });

      it('replays a message corrected in the page: one dossier, the dead letter gone, audited', async () => {
        const ucr = `DL-FIX-${kind.name}`;
        const bad = JSON.stringify({ ...sample('ex'), ucr, declaration_type: 'ZZ' }, null, 2);
        publish(bad, `dl-fix-${kind.name}`, { Partner: 'tms-queue' });
        const letter = await waitForLetter(`dl-fix-${kind.name}`);
        const fixed = bad.replace('"ZZ"', '"EX"');
        const replay = await call(`/api/admin/ingestion/dead-letters/${letter.id}/replay`, {
          method: 'POST',
          body: { body: fixed },
        });
        assert.equal(replay.status, 202);
        const { messageId, replayOf } = (await replay.json()) as {
          messageId: string;
          replayOf: string;
        };
        assert.equal(replayOf, letter.id);
        assert.notEqual(messageId, letter.messageId, 'a replay is a message of its own');
        await waitFor(
          'the dossier',
          async () => (await dossiersWithUcr(t.database.db, ucr)).length === 1,
        );
        const [dossier] = await dossiersWithUcr(t.database.db, ucr);
        assert.equal(dossier?.ingestionPartner, 'tms-queue');
        assert.ok(!(await letters()).some((item) => item.id === letter.id));
        const [entry] = await auditOf('dead-letter.replayed', letter.id);
        assert.equal(entry?.actor, 'Ada Admin');
        assert.deepEqual(
          {
            messageId: (entry?.after as { messageId: string }).messageId,
            corrected: (entry?.after as { corrected: boolean }).corrected,
          },
          { messageId, corrected: true },
        );

        const twice = await call(`/api/admin/ingestion/dead-letters/${letter.id}/replay`, {
          method: 'POST',
          body: { body: fixed },
        });
        assert.equal(twice.status, 404);
        assert.match(((await twice.json()) as { type: string }).type, /dead-letter-not-found/);
        // A replay whose dead letter could not be removed goes out again with the same id.
        publish(fixed, messageId, { Partner: 'tms-queue' });
        await new Promise((resolve) => setTimeout(resolve, 1500));
        assert.equal((await dossiersWithUcr(t.database.db, ucr)).length, 1, 'still one dossier');
      });

      it('replays a message without its Partner once the admin names it', async () => {
        const ucr = `DL-PARTNER-${kind.name}`;
        publish(JSON.stringify({ ...sample('ex'), ucr }), `dl-partner-${kind.name}`, {});
        const letter = await waitForLetter(`dl-partner-${kind.name}`);
        assert.equal(letter.reason, 'missing-partner');
        const replay = await call(`/api/admin/ingestion/dead-letters/${letter.id}/replay`, {
          method: 'POST',
          body: { partner: 'tms-queue' },
        });
        assert.equal(replay.status, 202);
        await waitFor(
          'the dossier',
          async () => (await dossiersWithUcr(t.database.db, ucr)).length === 1,
        );
      });

      it('discards only with a reason, and keeps the body in the audit log', async () => {
        const body = '{"not": "a declaration"';
        publish(body, `dl-discard-${kind.name}`, { Partner: 'tms-queue' });
        const letter = await waitForLetter(`dl-discard-${kind.name}`);
        const without = await call(`/api/admin/ingestion/dead-letters/${letter.id}/discard`, {
          method: 'POST',
          body: { reason: ' ' },
        });
        assert.equal(without.status, 422);
        assert.ok(
          (await letters()).some((item) => item.id === letter.id),
          'nothing removed',
        );
        const discard = await call(`/api/admin/ingestion/dead-letters/${letter.id}/discard`, {
          method: 'POST',
          body: { reason: 'test message from the TMS vendor' },
        });
        assert.equal(discard.status, 200);
        assert.ok(!(await letters()).some((item) => item.id === letter.id));
        const [entry] = await auditOf('dead-letter.discarded', letter.id);
        const before = entry?.before as { bodyBase64: string };
        assert.equal(Buffer.from(before.bodyBase64, 'base64').toString('utf8'), body);
        assert.deepEqual(entry?.after, { reason: 'test message from the TMS vendor' });
      });

      it('replays every dead letter of one partner message as one message: one dossier', async () => {
        const ucr = `DL-TWICE-${kind.name}`;
        const bad = JSON.stringify({ ...sample('ex'), ucr, declaration_type: 'ZZ' });
        // The consumer may dead-letter one message twice (stopped between the copy and the ack).
        publish(bad, `dl-twice-${kind.name}`, { Partner: 'tms-queue' });
        publish(bad, `dl-twice-${kind.name}`, { Partner: 'tms-queue' });
        let twins: Letter[] = [];
        await waitFor('two dead letters', async () => {
          twins = (await letters()).filter((item) => item.messageId === `dl-twice-${kind.name}`);
          return twins.length === 2;
        });
        const ids: string[] = [];
        for (const twin of twins) {
          const replay = await call(`/api/admin/ingestion/dead-letters/${twin.id}/replay`, {
            method: 'POST',
            body: { body: bad.replace('"ZZ"', '"EX"') },
          });
          assert.equal(replay.status, 202);
          ids.push(((await replay.json()) as { messageId: string }).messageId);
        }
        assert.equal(ids[0], ids[1], 'one partner message, one replay id');
        await waitFor(
          'the dossier',
          async () => (await dossiersWithUcr(t.database.db, ucr)).length === 1,
        );
        await new Promise((resolve) => setTimeout(resolve, 1500));
        assert.equal((await dossiersWithUcr(t.database.db, ucr)).length, 1);
      });

      it('removes a dead letter whose replay was done but whose removal was lost, without a second send', async () => {
        const headers = {
          Partner: 'tms-queue',
          'x-dead-letter-reason': 'validation',
          'x-dead-letter-description': 'Invalid: /declaration_type: must be one of IM, EX, T1, T2',
          'x-cds-dead-letter-id': `lost-ack-${kind.name}`,
          'x-cds-dead-lettered-at': '2026-11-28T08:00:00.000Z',
        };
        const body = JSON.stringify({ ...sample('ex'), ucr: `DL-LOST-${kind.name}` });
        const again = () =>
          channel.sendToQueue(`${queue}.deadletter`, Buffer.from(body), {
            persistent: true,
            contentType: 'application/json',
            messageId: `dl-lost-${kind.name}`,
            headers,
          });
        again();
        const letter = await waitForLetter(`dl-lost-${kind.name}`);
        const first = await call(`/api/admin/ingestion/dead-letters/${letter.id}/replay`, {
          method: 'POST',
          body: {},
        });
        assert.equal(first.status, 202);
        // The same dead letter back, as when the acknowledgement never reached the broker.
        again();
        await waitForLetter(`dl-lost-${kind.name}`);
        const second = await call(`/api/admin/ingestion/dead-letters/${letter.id}/replay`, {
          method: 'POST',
          body: {},
        });
        assert.equal(second.status, 202);
        assert.deepEqual(await second.json(), await first.json());
        assert.equal((await auditOf('dead-letter.replayed', letter.id)).length, 1, 'audited once');
        assert.ok(!(await letters()).some((item) => item.id === letter.id));
      });

      it('keeps a NUL in a sender property in the audit entry, escaped, and refuses control characters in a corrected Partner', async () => {
        publish('{}', `dl-nul-${kind.name}`, { Partner: 'tms\u0000queue' });
        const letter = await waitForLetter(`dl-nul-${kind.name}`);
        assert.equal(letter.reason, 'missing-partner');
        const control = await call(`/api/admin/ingestion/dead-letters/${letter.id}/replay`, {
          method: 'POST',
          body: { partner: 'tms\u0007queue' },
        });
        assert.equal(control.status, 422);
        const discard = await call(`/api/admin/ingestion/dead-letters/${letter.id}/discard`, {
          method: 'POST',
          body: { reason: 'sent by a broken test client' },
        });
        assert.equal(discard.status, 200);
        const [entry] = await auditOf('dead-letter.discarded', letter.id);
        const before = entry?.before as { properties: Record<string, string> };
        assert.equal(before.properties.Partner, 'tms\\u0000queue');
      });

      it('refuses a Users session (403) and says when a dead letter is unknown (404)', async () => {
        const user = await signedIn(t.database.db, ['Users'], 'Uma User');
        const asUser = await fetch(`${api.baseUrl}/api/admin/ingestion/dead-letters`, {
          headers: user.headers,
        });
        assert.equal(asUser.status, 403);
        const unknown = await call('/api/admin/ingestion/dead-letters/nope/replay', {
          method: 'POST',
          body: {},
        });
        assert.equal(unknown.status, 404);
      });
    },
  );
}

describe('the dead-letter browser with its broker away', { skip: databaseKinds[0]!.skip }, () => {
  let t: TestDatabase;
  let api: IngestionTestApp;
  before(async () => {
    t = await databaseKinds[0]!.open();
    // Never started: the browser opens its own connection, to a port nobody listens on.
    const consumer = createAmqpConsumer({
      url: 'amqp://guest:guest@127.0.0.1:1',
      queue: 'cds-nowhere',
      maxConcurrent: 1,
      logger: pino({ level: 'silent' }),
    });
    api = await startIngestionApp(t.database, {}, { compose: { consumer } });
  });
  after(async () => {
    await api?.close();
    await t?.dispose();
  });

  it('answers 503 with what could not be read, not a 500', async () => {
    const admin = await signedIn(t.database.db, ['Admins'], 'Ada Admin');
    const response = await fetch(`${api.baseUrl}/api/admin/ingestion/dead-letters`, {
      headers: admin.headers,
    });
    assert.equal(response.status, 503);
    const problem = (await response.json()) as { type: string; detail: string };
    assert.match(problem.type, /inbound-queue-unreachable/);
    assert.match(problem.detail, /cds-nowhere\.deadletter could not be read/);
  });
});
