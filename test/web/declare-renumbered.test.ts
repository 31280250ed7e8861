import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { createApiKey } from '../../src/api-keys/index.ts';
import { schema } from '../../src/db/index.ts';
import { installEmbeddedSnapshot } from '../../src/reference/index.ts';
import { approvedDossier, sentToDropFolder } from '../support/filed-dossier.ts';
import { setUpBroker } from '../support/filing.ts';
import { groupageAsFiled } from '../support/samples.ts';
import {
  ensureWebBuild,
  eventually,
  launchBrowser,
  shoot,
  startWebApp,
  type WebApp,
} from '../support/web-browser.ts';
// Last: its check that PostgreSQL answers runs after every other module has loaded.
import { databaseKinds, type TestDatabase } from '../support/databases.ts';

const entries = (page: Page) =>
  page
    .getByTestId('renumbered')
    .locator('li')
    .evaluateAll((items) =>
      items.map((item) => [item.getAttribute('data-path'), item.textContent?.trim()]),
    );

let browser: Browser;
before(async () => {
  await ensureWebBuild();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

// The forwarder numbers its house consignments 17 and 4; NCTS wants 1 and 2 (R0987).
describe('the numbers a transit is filed with, told on the Declare page before and after filing', () => {
  let t: TestDatabase;
  let web: WebApp;
  let drop: string;
  before(async () => {
    t = await databaseKinds.find((candidate) => candidate.name === 'pglite')!.open();
    await installEmbeddedSnapshot(t.database.db);
    drop = mkdtempSync(join(tmpdir(), 'cds-renumbered-drop-'));
    web = await startWebApp(t.database, { ServiceBus__Descartes__Pr__Folder: drop });
    await setUpBroker(t.database.db, 'test');
  });
  after(async () => {
    await web?.close();
    await t?.dispose();
    rmSync(drop, { recursive: true, force: true });
  });

  it('lists each house consignment with the number it is filed as, keeps the sender’s on the dossier, and still says so once filed, in Dutch too', async () => {
    const key = (
      await createApiKey(t.database.db, { name: 'tms', scopes: ['declarations'] }, 'test')
    ).rawKey;
    const body: Record<string, unknown> = { ...groupageAsFiled(), ucr: 'T2-RENUMBERED' };
    delete body.auto_dispatch;
    body.limit_date = new Date(Date.now() + 8 * 86_400_000).toISOString().slice(0, 10);
    const uuid = await approvedDossier(t.database.db, web.baseUrl, key, body);
    const { context, page } = await web.signIn(browser, 'sam', `/Dossiers/${uuid}/DeclareTransit`);
    try {
      await page.getByTestId('filing-report').waitFor();
      await page.getByTestId('renumbered').waitFor();
      assert.deepEqual(await entries(page), [
        ['/house_consignments/0/sequence_number', 'House consignment 17: filed as 1'],
        ['/house_consignments/1/sequence_number', 'House consignment 4: filed as 2'],
      ]);
      await page.locator('[data-field="billOfLadingRef"]').fill('MAEU240011223');
      await shoot(page, 'declare-transit-renumbered');
      await page.getByTestId('file-button').click();
      await eventually(async () => {
        const [row] = await t.database.db
          .select({ status: schema.dossiers.status, data: schema.dossiers.correctedData })
          .from(schema.dossiers)
          .where(eq(schema.dossiers.id, uuid));
        assert.equal(row!.status, 'Submitted');
        // The dossier keeps the forwarder's numbers.
        assert.deepEqual(
          (
            row!.data as { house_consignments: { sequence_number: number }[] }
          ).house_consignments.map((house) => house.sequence_number),
          [17, 4],
        );
      }, 15_000);
      const filed = await sentToDropFolder(t.database.db, drop, uuid);
      assert.deepEqual(
        [...filed.matchAll(/<HouseConsignment>\s*<sequenceNumber>(\d+)</g)].map((m) => m[1]),
        ['1', '2'],
      );
      // Filed: the page reads the mapping from the filing's record, after a reload too.
      await page.reload();
      await page.getByTestId('renumbered').waitFor();
      assert.deepEqual(await entries(page), [
        ['/house_consignments/0/sequence_number', 'House consignment 17: filed as 1'],
        ['/house_consignments/1/sequence_number', 'House consignment 4: filed as 2'],
      ]);
      await page.getByText('NL', { exact: true }).click();
      await eventually(async () =>
        assert.deepEqual(
          (await entries(page)).map(([, text]) => text),
          ['Deelzending 17: ingediend als 1', 'Deelzending 4: ingediend als 2'],
        ),
      );
      await shoot(page, 'declare-transit-renumbered-filed-nl');
      await page.getByText('EN', { exact: true }).click();
      await page.getByRole('button', { name: 'Sign out' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
