import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import amqp, { type Channel, type ChannelModel } from 'amqplib';
import { and, eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { schema } from '../../src/db/index.ts';
import { amqpUrl, deleteQueues, rabbitSkip } from '../support/brokers.ts';
import { queueHandlerOn } from '../support/queue-handler.ts';
import { sample } from '../support/samples.ts';
import {
  ensureWebBuild,
  eventually,
  launchBrowser,
  shoot,
  startWebApp,
  type WebApp,
} from '../support/web-browser.ts';
// Last: its check that PostgreSQL answers (3 s) runs after every other module has loaded.
import { databaseKinds, dossiersWithUcr, type TestDatabase } from '../support/databases.ts';

let browser: Browser;
before(async () => {
  await ensureWebBuild();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const kind = databaseKinds.find((candidate) => candidate.name === 'postgres')!;

describe(
  '/Admin/IngestionSettings in the browser, on RabbitMQ',
  { skip: kind.skip || rabbitSkip },
  () => {
    const queue = `cds-web-dead-letters-${process.pid}-${Date.now()}`;
    let t: TestDatabase;
    let web: WebApp;
    let handler: ReturnType<typeof queueHandlerOn>;
    let connection: ChannelModel;
    let channel: Channel;
    before(async () => {
      t = await kind.open();
      web = await startWebApp(t.database, {
        ServiceBus__Ingestion__Rb__AmqpUrl: amqpUrl,
        ServiceBus__Ingestion__Rb__QueueName: queue,
        ServiceBus__Ingestion__ActiveEnvironment: 'Rb',
      });
      // The service starts its consumer beside the app; the test does as service.ts does.
      handler = queueHandlerOn(t.database.db);
      await web.app.components.consumer!.start(handler.handler);
      connection = await amqp.connect(amqpUrl);
      channel = await connection.createChannel();
    });
    after(async () => {
      await web?.app.components.consumer?.stop();
      await handler?.close();
      await web?.close();
      if (channel) await deleteQueues(channel, queue);
      await connection?.close();
      await t?.dispose();
    });

    it('an admin finds a refused declaration, corrects it in the page and replays it: one dossier', async () => {
      const ucr = 'WEB-DL-FIX-1';
      const bad = JSON.stringify({ ...sample('ex'), ucr, declaration_type: 'ZZ' }, null, 2);
      channel.sendToQueue(queue, Buffer.from(bad), {
        persistent: true,
        contentType: 'application/json',
        messageId: 'tms-4711',
        headers: { Partner: 'forwarder-tms' },
      });
      channel.sendToQueue(queue, Buffer.from('{"declaration_type": "EX", '), {
        persistent: true,
        contentType: 'application/json',
        messageId: 'tms-4712',
        headers: { Partner: 'forwarder-tms' },
      });

      const { context, page } = await web.signIn(browser, 'ana', '/Dossiers');
      try {
        await page.getByRole('button', { name: /Administration/ }).click();
        await page.getByRole('menuitem', { name: 'Ingestion settings' }).click();
        await page.getByRole('heading', { name: 'Ingestion settings' }).waitFor();
        await page.getByText(/Active inbound block:/).waitFor();
        await page.getByRole('button', { name: 'Probe the queue' }).click();
        await page.getByRole('status').getByText('Reachable').waitFor();

        const table = page.getByRole('table', { name: 'Dead letters' });
        await eventually(async () => {
          await page.getByRole('button', { name: 'Refresh' }).click();
          assert.equal(await table.getByRole('row').count(), 3, 'two dead letters and the header');
        }, 20_000);
        const row = table.getByRole('row', { name: /tms-4711/ });
        assert.match(await table.innerText(), /\/declaration_type/);
        await row.getByText('Not a valid declaration').waitFor();
        await shoot(page, 'admin-ingestion');

        await page.getByRole('button', { name: 'Open tms-4711' }).click();
        const drawer = page.getByRole('dialog', { name: /Refused message tms-4711/ });
        const body = drawer.getByLabel('Body');
        assert.equal(await body.inputValue(), bad, 'the body exactly as it arrived');
        await drawer.getByText('/declaration_type: must be one of IM, EX, T1, T2').waitFor();
        await shoot(page, 'admin-dead-letter');
        await body.fill(bad.replace('"ZZ",', '"ZZ"'));
        await drawer.getByText(/not valid JSON any more/).waitFor();
        assert.equal(
          await drawer.getByRole('button', { name: 'Replay corrected' }).isDisabled(),
          true,
        );
        await body.fill(bad.replace('"ZZ"', '"EX"'));
        await drawer.getByRole('button', { name: 'Replay corrected' }).click();
        await page.getByText(/Sent again as message replay-/).waitFor();
        await drawer.waitFor({ state: 'hidden' });
        await row.waitFor({ state: 'detached' });

        await eventually(async () =>
          assert.equal((await dossiersWithUcr(t.database.db, ucr)).length, 1),
        );
        const [dossier] = await dossiersWithUcr(t.database.db, ucr);
        assert.equal(dossier?.ingestionPartner, 'forwarder-tms');

        // The half message is discarded, with a reason.
        await page.getByRole('button', { name: 'Open tms-4712' }).click();
        const second = page.getByRole('dialog', { name: /Refused message tms-4712/ });
        await second.getByRole('button', { name: 'Discard…' }).click();
        const confirm = page.getByRole('dialog', { name: 'Discard this message for good?' });
        assert.equal(await confirm.getByRole('button', { name: 'Discard' }).isDisabled(), true);
        await confirm.getByLabel('Reason').fill('half message sent during the TMS upgrade');
        await confirm.getByRole('button', { name: 'Discard' }).click();
        await page.getByText('No refused message is waiting.').waitFor();
        const audited = await t.database.db
          .select()
          .from(schema.auditLog)
          .where(
            and(
              eq(schema.auditLog.action, 'dead-letter.discarded'),
              eq(schema.auditLog.actor, 'Ana Admin'),
            ),
          );
        assert.equal(audited.length, 1);
        assert.equal(
          (await dossiersWithUcr(t.database.db, ucr)).length,
          1,
          'still exactly one dossier',
        );
      } finally {
        await context.close();
      }
    });
  },
);
