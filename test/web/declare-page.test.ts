import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import type { Browser, Page } from 'playwright-core';
import { createApiKey } from '../../src/api-keys/index.ts';
import { schema } from '../../src/db/index.ts';
import { approveDossier } from '../../src/dossiers/approve-dossier.ts';
import { createOutboxWorker } from '../../src/outbox/index.ts';
import { installEmbeddedSnapshot } from '../../src/reference/index.ts';
import { cc015cSchema } from '../../src/regimes/index.ts';
import { testSettings } from '../support/app.ts';
import { filingEnv, nctsSchemaFolder, setUpBroker } from '../support/filing.ts';
import { sampleForToday } from '../support/samples.ts';
import {
  ensureWebBuild,
  eventually,
  launchBrowser,
  startWebApp,
  type WebApp,
} from '../support/web-browser.ts';
// Last: its check that PostgreSQL answers runs after every other module has loaded.
import { databaseKinds, type TestDatabase } from '../support/databases.ts';

type Json = Record<string, any>;

const REGIMES = [
  { sample: 'im-h1b', page: 'DeclareImport', type: 'IE415B' },
  { sample: 'ex', page: 'DeclareExport', type: 'CC515C' },
  { sample: 't1-auto-dispatch', page: 'DeclareTransit', type: 'CC015C' },
] as const;

/** What the partner leaves out that a declarant adds on the Declare page (or that the export lacks). */
const asSent = (sample: (typeof REGIMES)[number]['sample'], ucr: string): Json => {
  const body = { ...sampleForToday(sample), ucr, client_code: undefined } as Json;
  delete body.auto_dispatch;
  if (sample !== 'ex') {
    // The first line invoiced in two halves, the second half last: the suggestion puts the two
    // halves in one item again. The totals stay as sent.
    const first = body.goods_items[0];
    const halved = (value: number | undefined) => (value === undefined ? undefined : value / 2);
    const half = {
      ...first,
      gross_mass: halved(first.gross_mass),
      net_mass: halved(first.net_mass),
      statistical_value: halved(first.statistical_value),
      total_price: halved(first.total_price),
      supplementary_quantity: halved(first.supplementary_quantity),
      packages: [{ ...first.packages[0], quantity: first.packages[0].quantity / 2 }],
    };
    body.goods_items = [
      half,
      ...body.goods_items.slice(1),
      { ...half, sequence_number: body.goods_items.length + 1 },
    ];
  }
  if (sample === 'ex') {
    body.transport = { ...body.transport, departure_means_type_code: '30' };
    body.authorised_location_of_goods = {
      type_of_location: 'B',
      qualifier_of_identification: 'U',
      un_locode: 'BEKRT',
    };
    // Where the goods go: the declarant says it on the Declare page.
    delete body.shipment.country_of_destination;
  }
  return body;
};

/** SCREENSHOTS=1 writes the pages into docs/screenshots; a plain run leaves them alone. */
const shots = process.env.SCREENSHOTS
  ? fileURLToPath(new URL('../../docs/screenshots/', import.meta.url))
  : process.env.DECLARE_SHOTS;
const shoot = async (page: Page, name: string) => {
  if (!shots) return;
  // The segmented controls slide for a moment: the picture waits for them to rest.
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(shots, `${name}.png`) });
};

/** The message inside the SMF envelope the drop folder holds. */
const payloadOf = (envelope: string) => /<payload>\s*([\s\S]*?)\s*<\/payload>/.exec(envelope)![1]!;

let browser: Browser;
before(async () => {
  await ensureWebBuild();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

// A fresh installation: the embedded database, a drop folder, the broker's declarations:*
// settings and no Filing:* setting at all. Then a transit again where an operator has set the
// official NCTS schema folder: the XSD checks the message too before it is filed.
const kind = databaseKinds.find((candidate) => candidate.name === 'pglite')!;
const INSTALLATIONS = [
  { name: 'a fresh installation', env: {}, regimes: REGIMES, tools: true },
  {
    name: 'an installation with the official NCTS schema folder',
    env: filingEnv,
    regimes: REGIMES.filter((regime) => regime.type === 'CC015C'),
    tools: false,
  },
] as const;
for (const installation of INSTALLATIONS)
  describe(`declaring and filing in the browser on ${installation.name}`, () => {
    let t: TestDatabase;
    let web: WebApp;
    let drop: string;
    let key: string;
    before(async () => {
      t = await kind.open();
      // What the service does at every start: the EU lists and offices shipped with it.
      await installEmbeddedSnapshot(t.database.db);
      drop = mkdtempSync(join(tmpdir(), 'cds-declare-drop-'));
      web = await startWebApp(t.database, {
        ServiceBus__Descartes__Pr__Folder: drop,
        ...installation.env,
      });
      await setUpBroker(t.database.db, 'test');
      key = (await createApiKey(t.database.db, { name: 'tms', scopes: ['declarations'] }, 'test'))
        .rawKey;
    });
    after(async () => {
      await web?.close();
      await t?.dispose();
      rmSync(drop, { recursive: true, force: true });
    });

    /** A partner's declaration, approved as a declarant approves it on the review page. */
    const approved = async (regime: (typeof REGIMES)[number]) => {
      const response = await fetch(`${web.baseUrl}/api/declarations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': key },
        body: JSON.stringify(asSent(regime.sample, `${regime.type}-WALK`)),
      });
      assert.equal(response.status, 201, await response.clone().text());
      const { uuid } = (await response.json()) as { uuid: string };
      await approveDossier(t.database.db, {
        dossierId: uuid,
        baseRevision: 0,
        overrideReason: 'checked against the documents',
        actor: { name: 'Ana Admin', roles: ['Admins'] },
        at: new Date(),
        checks: {},
      });
      return uuid;
    };
    const status = async (uuid: string) =>
      (
        await t.database.db
          .select({ status: schema.dossiers.status })
          .from(schema.dossiers)
          .where(eq(schema.dossiers.id, uuid))
      )[0]!.status;
    /** The dossier's declaration as stored, read past the pages. */
    const declarationOf = async (uuid: string) =>
      (
        await t.database.db
          .select({ data: schema.dossiers.correctedData })
          .from(schema.dossiers)
          .where(eq(schema.dossiers.id, uuid))
      )[0]!.data as Json;
    const sendOutbox = async () => {
      const worker = createOutboxWorker({
        db: t.database.db,
        blocks: testSettings({ ServiceBus__Descartes__Pr__Folder: drop }).descartesBlocks,
        logger: pino({ level: 'silent' }),
      });
      await worker.drainOnce();
      await worker.stop();
    };
    const report = (page: Page) => page.getByTestId('filing-report');
    const itemsOnPage = (page: Page) =>
      page
        .locator('[data-item]')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-item')));
    const linesOf = (page: Page, item: number) =>
      page
        .locator(`[data-in-item="${item}"]`)
        .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-line'))));

    /** The client's air rate on the lines' gross mass, apportioned by mass, applied to the declaration. */
    const costsWalk = async (page: Page, uuid: string) => {
      // The page's own link, not the calculator's in the header.
      await page.locator('#main').getByRole('link', { name: 'Transport costs' }).click();
      await page.waitForURL(new RegExp(`/Dossiers/${uuid}/TransportCosts$`));
      // Typed and shown as in Belgium, with a decimal comma.
      assert.equal(await page.getByTestId('air-rate').inputValue(), '1,25');
      assert.equal(await page.getByTestId('air-minimum').inputValue(), '50');
      await page.getByRole('button', { name: 'Add a cost' }).click();
      await page.getByRole('textbox', { name: 'Amount' }).fill('100,01');
      const table = page.getByTestId('costs-table');
      // 2150 kg at 1.25: 2687.50 of air freight, and the 100.01 typed: 2787.51 in all.
      await eventually(async () =>
        assert.match(
          (await page.getByTestId('costs-total').textContent()) ?? '',
          /2[.,\s\u202f]?787[.,]51/,
        ),
      );
      const shares = await table
        .locator('[data-share]')
        .evaluateAll((cells) => cells.map((cell) => cell.textContent ?? ''));
      assert.equal(shares.length, 3);
      await page.getByRole('button', { name: 'Apply to the declaration' }).click();
      await eventually(async () => {
        const saved = await declarationOf(uuid);
        assert.deepEqual(
          saved.costs.map((cost: Json) => [cost.code, cost.amount]),
          [
            ['AK', 2687.5],
            ['AK', 100.01],
          ],
        );
        const parts = saved.goods_items.map((line: Json) => line.extra_cost);
        // By gross mass (750, 650, 750 kg), to the cent, adding up to the total exactly.
        assert.equal(Math.round(parts.reduce((a: number, b: number) => a + b, 0) * 100), 278751);
        assert.equal(parts[0], parts[2]);
        assert.ok(parts[1] < parts[0]);
      });
      await shoot(page, 'transport-costs');
    };

    /**
     * The lines grouped as suggested (the two halves of the first line in one item), the last line
     * split off and merged back, saved; then, for an import, its transport costs; then Declare.
     */
    const breakdownWalk = async (page: Page, uuid: string, kind: 'Import' | 'Transit') => {
      await page.getByRole('link', { name: 'Declare', exact: true }).click();
      await page.getByRole('link', { name: 'Goods breakdown' }).click();
      await page.waitForURL(new RegExp(`/Dossiers/${uuid}/GoodsBreakdown${kind}$`));
      const items = page.getByTestId('breakdown-items');
      await items.waitFor();
      const count = await page.locator('[data-line]').count();
      const last = count - 1;
      const numbered = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1));
      // As sent: each line an item of its own.
      assert.deepEqual(await itemsOnPage(page), numbered(count));
      await page.getByRole('button', { name: 'Group as suggested' }).click();
      await eventually(async () => assert.deepEqual(await itemsOnPage(page), numbered(count - 1)));
      assert.deepEqual(await linesOf(page, 1), [0, last]);
      // The item's gross mass is its lines' added up.
      const lines = await declarationOf(uuid);
      const sum = lines.goods_items[0].gross_mass + lines.goods_items[last].gross_mass;
      assert.match(
        (await page.locator('[data-item="1"]').textContent()) ?? '',
        new RegExp(sum.toLocaleString('en-GB').replace(/,/g, '[,.\\s\u202f]?')),
      );
      // Split the last line off: an item more; merge it back into item 1.
      await page
        .locator(`[data-line="${last}"]`)
        .getByRole('button', { name: 'Split off' })
        .click();
      await eventually(async () => assert.deepEqual(await itemsOnPage(page), numbered(count)));
      await page
        .locator(`[data-item="${count}"]`)
        .getByRole('button', { name: 'Merge into…' })
        .click();
      await page.getByRole('menuitem', { name: 'Item 1' }).click();
      await eventually(async () => assert.deepEqual(await linesOf(page, 1), [0, last]));
      await page.getByRole('button', { name: 'Save grouping' }).click();
      await eventually(async () =>
        assert.equal(await page.getByTestId('breakdown-state').textContent(), 'Grouping saved'),
      );
      const saved = await declarationOf(uuid);
      assert.deepEqual(
        saved.goods_items.map((line: Json) => line.declaration_goods_item_number),
        [...numbered(count - 1).map(Number), 1],
      );
      await shoot(page, `goods-breakdown-${kind.toLowerCase()}`);
      if (kind === 'Import') await costsWalk(page, uuid);
      await page.getByRole('link', { name: 'Next: declare' }).click();
    };

    if (installation.tools)
      it('apportions an air freight by mass and by value on the standalone calculator, to the cent', async () => {
        const { context, page } = await web.signIn(browser, 'dirk', '/Dossiers');
        try {
          await page.getByRole('link', { name: 'Transport costs' }).click();
          await page.waitForURL(/\/Tools\/TransportCosts$/);
          await page.getByTestId('air-rate').fill('1,25');
          await page.getByTestId('air-minimum').fill('50');
          const lines = page.getByTestId('costs-lines');
          // A line that is no number is named, and nothing is apportioned until it is right.
          await lines.fill('750\t1000\nabc\t500');
          await page.getByText(/Line 2/).waitFor();
          // Three lines pasted from Excel: gross kg and value. 2150 kg at 1.25: 2687.50.
          await lines.fill('750\t1000\n650\t500\n750\t1000');
          const shares = async () =>
            (
              await page
                .locator('[data-share]')
                .evaluateAll((cells) => cells.map((cell) => cell.textContent ?? ''))
            ).map((text) =>
              Number(
                text
                  .replace(/[^\d,.-]/g, '')
                  .replace(/[.,](?=\d{3}\b)/g, '')
                  .replace(',', '.'),
              ),
            );
          await eventually(async () => assert.deepEqual(await shares(), [937.5, 812.5, 937.5]));
          assert.match(
            (await page.getByTestId('costs-total').textContent()) ?? '',
            /2[.,\s\u202f]?687[.,]50/,
          );
          await page.locator('label', { hasText: /^Value$/ }).click();
          await eventually(async () => assert.deepEqual(await shares(), [1075, 537.5, 1075]));
          await shoot(page, 'transport-costs-tool');
        } finally {
          await context.close();
        }
      });

    for (const regime of installation.regimes) {
      it(`files a ${regime.type} from the Declare page: fields, a problem followed and fixed, File, the filed message`, async (test) => {
        const uuid = await approved(regime);
        const { context, page } = await web.signIn(browser, 'sam', `/Dossiers/${uuid}`);
        const opened = performance.now();
        try {
          if (regime.sample === 'im-h1b') await breakdownWalk(page, uuid, 'Import');
          else if (regime.sample === 't1-auto-dispatch') await breakdownWalk(page, uuid, 'Transit');
          else await page.getByRole('link', { name: 'Declare', exact: true }).click();
          await page.waitForURL(new RegExp(`/Dossiers/${uuid}/${regime.page}$`));
          await report(page).waitFor();

          if (regime.sample === 'ex') {
            // The report names the missing country; its link is the field that fixes it.
            assert.equal(await report(page).getAttribute('data-complete'), 'false');
            await report(page).getByRole('button', { name: 'Country of destination' }).click();
            const field = page.locator('[data-field="destinationCountry"]');
            await eventually(async () =>
              assert.equal(
                await page.evaluate('document.activeElement?.getAttribute("data-field")'),
                'destinationCountry',
              ),
            );
            await field.fill('us');
            assert.equal(await field.inputValue(), 'US');
            assert.equal(await page.getByTestId('file-button').isDisabled(), true);
            await page.getByRole('button', { name: 'Save fields' }).click();
            await eventually(async () =>
              assert.equal(await report(page).getAttribute('data-complete'), 'true'),
            );
          }
          // A value of this page, saved with the filing: the bill of lading.
          await page.locator('[data-field="billOfLadingRef"]').fill('MAEU240011223');
          assert.equal(await report(page).getAttribute('data-complete'), 'true');
          assert.match(
            (await page.getByTestId('message-preview').textContent()) ?? '',
            new RegExp(
              regime.type === 'CC015C' ? 'CC015C' : 'ImportOperation|ExportOperation|IE415B|CC515C',
            ),
          );
          if (regime.type === 'IE415B') {
            // Each amount customs wants in euro, beside the rate it was converted at.
            const euro = page.getByTestId('euro-amounts');
            assert.match(
              (await euro.locator('[data-path="/costs/0/amount"]').textContent()) ?? '',
              // The two AK costs (the air freight and the cost typed) as one, in euro (decision 0039).
              /2[.,\s\u202f]?787[.,]51.*2[.,\s\u202f]?568[.,]13.*sender.s rate 0[.,]9213 EUR per USD/,
            );
            assert.equal(
              await euro
                .locator('[data-path^="/goods_items/"][data-path$="/statistical_value"]')
                .count(),
              2,
            );
          }
          await shoot(page, `declare-${regime.page.slice(7).toLowerCase()}`);
          await page.getByTestId('file-button').click();
          await eventually(async () => assert.equal(await status(uuid), 'Submitted'), 15_000);
          // The walk's figure for the closing note: from the opened dossier to filed.
          test.diagnostic(
            `${regime.type}: opened dossier to filed in ${((performance.now() - opened) / 1000).toFixed(1)} s`,
          );

          // The outcome: the filed message on the page, sent once the outbox has sent it.
          await page
            .getByText(new RegExp(`${regime.type} · message .* · pr`, 'i'))
            .first()
            .waitFor();
          await sendOutbox();
          const [outbox] = await t.database.db
            .select()
            .from(schema.outboxMessages)
            .where(eq(schema.outboxMessages.dossierId, uuid));
          const envelope = readFileSync(join(drop, `${outbox!.messageId}.xml`), 'utf8');
          assert.match(envelope, /MAEU240011223/);
          if (regime.type === 'IE415B')
            // The grouping saved on the breakdown page: two items for three lines.
            assert.equal(envelope.match(/<GoodsItem>/g)?.length, 2);
          if (regime.type === 'CC015C')
            // Three items for four lines.
            assert.equal(envelope.match(/<ConsignmentItem>/g)?.length, 3);
          if (regime.type === 'IE415B')
            // Item 1's statistical value, its two halves added up, in euro: 30800 USD x 0.9213.
            assert.match(envelope, /<statisticalValue>28376\.04<\/statisticalValue>/);
          if (regime.type === 'IE415B') {
            // The air freight and the cost typed, one AK in euro at the sender's rate:
            // (2687.50 + 100.01) USD x 0.9213, once.
            assert.equal(envelope.match(/<AdditionsAndDeductions>/g)?.length, 1);
            assert.match(
              envelope,
              /<AdditionsAndDeductions>\s*<code>AK<\/code>\s*<amount>2568\.13<\/amount>/,
            );
          }
          const declaration = await declarationOf(uuid);
          assert.equal(
            declaration.goods_items[0].previous_documents.find((d: Json) => d.type === 'N337')
              .reference,
            'MAEU240011223',
          );
          if (regime.type === 'CC015C')
            // Filed with the service's own check; the official schema finds it valid too.
            assert.deepEqual(cc015cSchema(nctsSchemaFolder, 6).validate(payloadOf(envelope)), []);
          const download = page.waitForEvent('download');
          await page.reload();
          await page.getByRole('link', { name: 'Download XML' }).click();
          const file = await download;
          assert.match(file.suggestedFilename(), new RegExp(`^${regime.type}-.*\\.xml$`));
          await shoot(page, `declare-${regime.page.slice(7).toLowerCase()}-filed`);
          if (regime.type === 'IE415B')
            for (const language of ['NL', 'FR'] as const) {
              await page.getByText(language, { exact: true }).click();
              await page
                .getByText(language === 'NL' ? 'Aangiftevelden' : 'Champs de la déclaration')
                .waitFor();
              await shoot(page, `declare-import-${language.toLowerCase()}`);
              if (shots) {
                // The other pages of the way, in the same language, for docs/screenshots.
                const lang = language.toLowerCase();
                await page.goto(`/Dossiers/${uuid}/GoodsBreakdownImport`);
                await page.getByTestId('breakdown-items').waitFor();
                await shoot(page, `goods-breakdown-import-${lang}`);
                await page.goto(`/Dossiers/${uuid}/TransportCosts`);
                await page.getByTestId('costs-table').waitFor();
                await shoot(page, `transport-costs-${lang}`);
                await page.goto(`/Dossiers/${uuid}/DeclareImport`);
                await page.locator('[data-field="billOfLadingRef"]').waitFor();
              }
            }
          // The language is kept for the user: back to English for the walks after this one.
          if (regime.type === 'IE415B') {
            await page.getByText('EN', { exact: true }).click();
            await page.getByRole('button', { name: 'Sign out' }).waitFor();
          }
        } finally {
          await context.close();
        }
      });
    }
  });
