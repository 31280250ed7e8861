import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { schema } from '../../src/db/index.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { signedIn } from '../support/sessions.ts';

type Json = Record<string, any>;

for (const kind of databaseKinds) {
  describe(`/Admin/DescartesSettings through its API on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let app: TestApp;
    let headers: Record<string, string>;
    before(async () => {
      t = await kind.open();
      app = await startTestApp(t.database, {
        env: {
          ServiceBus__Descartes__Pr__AmqpUrl: 'amqp://filer:s3cret@broker.example:5672',
          ServiceBus__Descartes__Pr__QueueName: 'descartes-pr',
          ServiceBus__Descartes__Tst__Folder: '/var/spool/descartes',
          ServiceBus__Descartes__AutoDispatchEnvironment: 'Pr',
        },
      });
      headers = (await signedIn(t.database.db, ['Admins'], 'Ada Admin')).headers;
      await t.database.db.execute(sql`
        insert into outbox_messages (message_id, message_type, environment, payload, status, attempts, last_error, sent_at)
        values ('00000000-0000-4000-8000-000000000001', 'CC015C', 'Pr', '<x/>', 'Failed', 5, 'broker refused: access denied', null),
               ('00000000-0000-4000-8000-000000000002', 'CC015C', 'Pr', '<x/>', 'Failed', 5, 'timeout', null),
               ('00000000-0000-4000-8000-000000000003', 'CC515C', 'Pr', '<x/>', 'Sent', 1, null, now())`);
    });
    after(async () => {
      await app?.close();
      await t?.dispose();
    });
    const call = (path: string, method = 'GET') =>
      fetch(`${app.baseUrl}${path}`, { method, headers });

    it('shows each outbound environment without its secret, where it was configured, the dispatch target and the outbox', async () => {
      const response = await call('/api/admin/descartes');
      assert.equal(response.status, 200);
      const body = (await response.json()) as Json;
      const pr = body.environments.find((block: Json) => block.name === 'Pr');
      assert.equal(pr.transport, 'amqp');
      assert.equal(pr.target, 'amqp://broker.example:5672 · descartes-pr');
      assert.ok(!JSON.stringify(body).includes('s3cret'), 'no password is shown');
      assert.match(pr.source, /environment variable ServiceBus__Descartes__Pr__/);
      const tst = body.environments.find((block: Json) => block.name === 'Tst');
      assert.deepEqual([tst.transport, tst.target], ['folder', '/var/spool/descartes']);
      assert.deepEqual(body.autoDispatch, {
        value: 'Pr',
        source: 'environment variable ServiceBus__Descartes__AutoDispatchEnvironment',
        configured: true,
      });
      assert.deepEqual(body.validateXsd, { value: 'false', source: 'default' });
      assert.deepEqual(body.outbox, { Pending: 0, Sent: 1, Failed: 2 });
    });

    it('lists the failed messages with their reason and retries one, then every failed one, audited', async () => {
      const failed = (await (await call('/api/admin/outbox?status=Failed')).json()) as Json[];
      assert.deepEqual(failed.map((message) => message.lastError).sort(), [
        'broker refused: access denied',
        'timeout',
      ]);
      const one = await call(
        '/api/admin/outbox/00000000-0000-4000-8000-000000000001/retry',
        'POST',
      );
      assert.equal(one.status, 200);
      assert.deepEqual(await one.json(), {
        retried: ['00000000-0000-4000-8000-000000000001'],
      });
      const sent = await call(
        '/api/admin/outbox/00000000-0000-4000-8000-000000000003/retry',
        'POST',
      );
      assert.equal(sent.status, 404, 'a sent message is not sent again');
      const rest = await call('/api/admin/outbox/retry-failed', 'POST');
      assert.deepEqual(((await rest.json()) as Json).retried, [
        '00000000-0000-4000-8000-000000000002',
      ]);
      const statuses = await t.database.db
        .select({ status: schema.outboxMessages.status })
        .from(schema.outboxMessages)
        .where(eq(schema.outboxMessages.status, 'Pending'));
      assert.equal(statuses.length, 2);
      const audited = await t.database.db
        .select()
        .from(schema.auditLog)
        .where(eq(schema.auditLog.action, 'outbox.retried'));
      assert.deepEqual(
        audited.map((entry) => entry.actor),
        ['Ada Admin', 'Ada Admin'],
      );
    });
  });
}
