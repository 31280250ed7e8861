import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import amqp from 'amqplib';
import { and, eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { parseDeclaration, type CanonicalDeclaration } from '../../src/canonical/index.ts';
import { queryRows, schema } from '../../src/db/index.ts';
import { createFiler } from '../../src/filing/index.ts';
import { cc015cSchema } from '../../src/regimes/index.ts';
import { ingest, ingestDepsFor, type IngestDeps } from '../../src/ingestion/index.ts';
import { createOutboxWorker } from '../../src/outbox/index.ts';
import { setRuntimeSetting, companySettings } from '../../src/runtime-settings/index.ts';
import { amqpUrl, rabbitSkip } from '../support/brokers.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { embeddedCodes, filingEnv, nctsSchemaFolder, BROKER_SETTINGS } from '../support/filing.ts';
import { testSettings } from '../support/app.ts';
import { repoRoot } from '../support/processes.ts';
import { sampleForToday } from '../support/samples.ts';

const quiet = pino({ level: 'silent' });

const declarationOf = (raw: unknown): CanonicalDeclaration => {
  const parsed = parseDeclaration(raw);
  if (!parsed.ok) assert.fail(JSON.stringify(parsed.complaints));
  return parsed.declaration;
};

const transit = (ucr: string, change: (d: Record<string, any>) => void = () => {}) => {
  const raw = sampleForToday('t1-auto-dispatch') as Record<string, any>;
  raw.ucr = ucr;
  raw.auto_dispatch = true;
  change(raw);
  return declarationOf(raw);
};

for (const kind of databaseKinds) {
  describe(`automatic transit dispatch and the outbox on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let drop: string;
    let uploads: string;
    let deps: IngestDeps;
    const settings = () =>
      testSettings({
        ...filingEnv,
        ServiceBus__Descartes__Pr__Folder: drop,
        Descartes__Smf__ValidateXsd: 'true',
        Descartes__Smf__XsdFolder: join(repoRoot, 'schemas/smf'),
      });
    const origin = { source: 'ApiIngestion' as const, partner: 'tms-auto' };

    before(async () => {
      t = await kind.open();
      drop = mkdtempSync(join(tmpdir(), 'cds-drop-'));
      uploads = mkdtempSync(join(tmpdir(), 'cds-uploads-'));
      for (const [key, value] of Object.entries(BROKER_SETTINGS))
        await setRuntimeSetting(t.database.db, key, value, 'test');
      const filer = createFiler(settings(), {
        company: async () => companySettings(BROKER_SETTINGS),
        codes: embeddedCodes,
      });
      assert.ok(filer.setup, filer.unavailable);
      deps = ingestDepsFor({ 'Storage:UploadFolder': uploads }, t.database.db, {
        runtimeSettingsTtlMs: 0,
        filer,
      });
    });
    after(async () => {
      await t?.dispose();
      for (const folder of [drop, uploads])
        if (folder) rmSync(folder, { recursive: true, force: true });
    });

    const outboxOf = (dossierId: string) =>
      t.database.db
        .select()
        .from(schema.outboxMessages)
        .where(eq(schema.outboxMessages.dossierId, dossierId));
    const auditOf = async (dossierId: string) =>
      (
        await queryRows<{ action: string; after: Record<string, unknown> }>(
          t.database.db,
          sql`select action, after from audit_log where entity_id = ${dossierId} order by id`,
        )
      ).map((row) => row.action);

    it('files a complete T1 in the ingestion transaction: Submitted, a valid CC015C in the outbox', async () => {
      const { response } = await ingest(deps, transit('AUTO-OK-1'), origin);
      assert.equal(response.status, 'Submitted');
      assert.equal(response.autoDispatch, 'dispatched');
      const [dossier] = await t.database.db
        .select()
        .from(schema.dossiers)
        .where(eq(schema.dossiers.id, response.uuid));
      assert.equal(dossier!.status, 'Submitted');
      assert.equal(dossier!.autoDispatch, 'dispatched');
      const [message] = await outboxOf(response.uuid);
      assert.equal(message!.status, 'Pending');
      assert.equal(message!.environment, 'Pr');
      assert.equal(message!.messageType, 'CC015C');
      // Filed in its SMF envelope, which carries the message id and environment.
      assert.match(message!.payload, /^<\?xml[^>]*\?>\n<smf:Envelope /);
      assert.match(message!.payload, new RegExp(`<messageIdentification>${message!.messageId}<`));
      assert.match(message!.payload, /<environment>Pr<\/environment>/);
      const cc015c = /<payload>\n([\s\S]*)\n {2}<\/payload>/.exec(message!.payload)![1]!;
      assert.deepEqual(cc015cSchema(nctsSchemaFolder, 6).validate(cc015c), []);
      assert.match(cc015c, /<referenceNumberUCR>AUTO-OK-1<\/referenceNumberUCR>/);
      assert.deepEqual(await auditOf(response.uuid), [
        'dossier.ingested',
        'dossier.submitted',
        'dossier.auto-dispatched',
      ]);
      // The sample names a border means but no office of exit, and the names and addresses of
      // traders NCTS knows by their EORI (C0250): kept on the record, not filed.
      const [submitted] = await queryRows<{ after: { notCarried?: { path: string }[] } }>(
        t.database.db,
        sql`select after from audit_log where entity_id = ${response.uuid} and action = 'dossier.submitted'`,
      );
      const notCarried = submitted!.after.notCarried?.map((notice) => notice.path) ?? [];
      assert.ok(notCarried.includes('/parties/consignee/name'), notCarried.join());
      assert.deepEqual(
        notCarried.filter((path) => !path.startsWith('/parties/')),
        ['/transport/border_means_id', '/transport/border_means_nationality'],
      );
    });

    it('refuses an incomplete one with the list, keeps it in Review, audits it, files nothing', async () => {
      const { response } = await ingest(
        deps,
        transit('AUTO-MISSING', (d) => {
          delete d.guarantees;
          d.goods_items[0].packages = [];
        }),
        origin,
      );
      assert.equal(response.status, 'Review');
      assert.match(response.autoDispatch, /^refused: the declaration is not complete: /);
      assert.match(response.autoDispatch, /\/guarantees/);
      assert.equal((await outboxOf(response.uuid)).length, 0);
      const [refusal] = await queryRows<{ after: { problems: { path: string }[] } }>(
        t.database.db,
        sql`select after from audit_log where entity_id = ${response.uuid} and action = 'dossier.auto-dispatch-refused'`,
      );
      const paths = refusal!.after.problems.map((problem) => problem.path);
      assert.ok(
        paths.includes('/guarantees') && paths.includes('/goods_items/0/packages'),
        paths.join(),
      );
      const [dossier] = await t.database.db
        .select()
        .from(schema.dossiers)
        .where(eq(schema.dossiers.id, response.uuid));
      assert.equal(dossier!.status, 'Review');
    });

    it('refuses to dispatch a T1 from an authorised place for a broker that is no authorised consignor', async () => {
      const gln = async () => companySettings({ 'declarations:sender_gln': '5412345000013' });
      const unauthorised = ingestDepsFor({ 'Storage:UploadFolder': uploads }, t.database.db, {
        runtimeSettings: gln,
        filer: createFiler(settings(), { company: gln, codes: embeddedCodes }),
      });
      const { response } = await ingest(unauthorised, transit('AUTO-NO-C521'), origin);
      assert.equal(response.status, 'Review');
      assert.match(response.autoDispatch, /^refused: /);
      assert.deepEqual(await outboxOf(response.uuid), [], 'nothing handed to the outbox');
      const [refusal] = await t.database.db
        .select()
        .from(schema.auditLog)
        .where(
          and(
            eq(schema.auditLog.entityId, response.uuid),
            eq(schema.auditLog.action, 'dossier.auto-dispatch-refused'),
          ),
        );
      const problems = (refusal!.after as { problems: { rule?: string; path: string }[] }).problems;
      assert.ok(
        problems.some(
          (problem) =>
            problem.rule === 'TR-AUTHORISED-LOCATION' && problem.path === '/authorisations',
        ),
        JSON.stringify(problems),
      );
    });

    it('refuses every automatic dispatch when the target environment is not configured', async () => {
      const unconfigured = ingestDepsFor({ 'Storage:UploadFolder': uploads }, t.database.db, {
        runtimeSettingsTtlMs: 0,
        filer: createFiler(testSettings(filingEnv), {
          company: async () => companySettings(BROKER_SETTINGS),
          codes: embeddedCodes,
        }),
      });
      const { response } = await ingest(unconfigured, transit('AUTO-NO-ENV'), origin);
      assert.equal(response.status, 'Review');
      assert.equal(
        response.autoDispatch,
        'refused: no ServiceBus:Descartes:Pr block is configured',
      );
    });

    it('delivers a message committed while no worker ran exactly once, at the drop folder', async () => {
      const { response } = await ingest(deps, transit('AUTO-FOLDER'), origin);
      const [message] = await outboxOf(response.uuid);
      // The process "died" after the commit: the worker starts only now.
      const worker = createOutboxWorker({
        db: t.database.db,
        blocks: settings().descartesBlocks,
        logger: quiet,
      });
      assert.ok((await worker.drainOnce()) >= 1);
      assert.equal(await worker.drainOnce(), 0, 'nothing left to send');
      await worker.stop();
      const file = join(drop, `${message!.messageId}.xml`);
      assert.equal(readFileSync(file, 'utf8'), message!.payload);
      assert.equal(
        readdirSync(drop).filter((name) => name.startsWith('.')).length,
        0,
        'no partial files',
      );
      const [sent] = await outboxOf(response.uuid);
      assert.equal(sent!.status, 'Sent');
      assert.equal(sent!.attempts, 1);
      assert.ok((await auditOf(response.uuid)).includes('outbox.sent'));
    });

    it('sends again, with the same message id, a message claimed by a worker that died before sending', async () => {
      const { response } = await ingest(deps, transit('AUTO-LEASE'), origin);
      // A worker claimed it (attempts 1, leased) and died: once the lease is over it is due again.
      await t.database.db.execute(
        sql`update outbox_messages set attempts = 1, next_attempt_at = now() - interval '1 second' where dossier_id = ${response.uuid}`,
      );
      const worker = createOutboxWorker({
        db: t.database.db,
        blocks: settings().descartesBlocks,
        logger: quiet,
      });
      await worker.drainOnce();
      await worker.stop();
      const [sent] = await outboxOf(response.uuid);
      assert.equal(sent!.status, 'Sent');
      assert.equal(sent!.attempts, 2);
      assert.ok(readdirSync(drop).includes(`${sent!.messageId}.xml`));
    });

    it(
      'delivers exactly once to RabbitMQ after a restart between commit and send',
      { skip: rabbitSkip },
      async () => {
        const queue = `cds-test-outbox-${kind.name}-${process.pid}`;
        const amqpSettings = testSettings({
          ...filingEnv,
          ServiceBus__Descartes__Pr__AmqpUrl: amqpUrl,
          ServiceBus__Descartes__Pr__QueueName: queue,
        });
        const { response } = await ingest(deps, transit('AUTO-AMQP'), origin);
        const [message] = await outboxOf(response.uuid);
        const first = createOutboxWorker({
          db: t.database.db,
          blocks: amqpSettings.descartesBlocks,
          logger: quiet,
        });
        await first.stop(); // stopped before it sent anything
        const second = createOutboxWorker({
          db: t.database.db,
          blocks: amqpSettings.descartesBlocks,
          logger: quiet,
        });
        second.start();
        const connection = await amqp.connect(amqpUrl);
        try {
          const channel = await connection.createChannel();
          await channel.assertQueue(queue, { durable: true });
          const received: amqp.GetMessage[] = [];
          const deadline = Date.now() + 15_000;
          while (Date.now() < deadline && received.length === 0) {
            const got = await channel.get(queue, { noAck: true });
            if (got) received.push(got);
            else await new Promise((resolve) => setTimeout(resolve, 100));
          }
          await second.stop();
          for (;;) {
            const more = await channel.get(queue, { noAck: true });
            if (!more) break;
            received.push(more);
          }
          const ours = received.filter((got) => got.properties.messageId === message!.messageId);
          assert.equal(ours.length, 1);
          assert.equal(ours[0]!.content.toString('utf8'), message!.payload);
          assert.equal(ours[0]!.properties.type, 'CC015C');
          await channel.deleteQueue(queue);
        } finally {
          await connection.close();
        }
        const [sent] = await outboxOf(response.uuid);
        assert.equal(sent!.status, 'Sent');
      },
    );
  });
}
