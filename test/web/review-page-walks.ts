import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { createApiKey } from '../../src/api-keys/index.ts';
import { schema } from '../../src/db/index.ts';
import { sampleForToday, sharedDir } from '../support/samples.ts';
import {
  ensureWebBuild,
  eventually,
  launchBrowser,
  startWebApp,
  type WebApp,
} from '../support/web-browser.ts';
import type { DatabaseKind, TestDatabase } from '../support/databases.ts';

const INVOICE = join(sharedDir, 'samples/invoices/12_invoice_synthetic-plumbing_US_text.pdf');

type Json = Record<string, any>;

/** A block as Excel puts it on the clipboard, pasted where the grid has the focus. */
const paste = (page: Page, text: string) =>
  page.evaluate(`(() => {
    const transfer = new DataTransfer();
    transfer.setData('text/plain', ${JSON.stringify(text)});
    document.querySelector('[data-testid="goods-grid"]').dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
    );
  })()`);

const gridLines = (page: Page) =>
  page.getByTestId('goods-grid').getAttribute('aria-rowcount').then(Number);

const cell = (page: Page, line: number, column: string) =>
  page.locator(`[data-line="${line}"] [data-col="${column}"]`);

const saved = (page: Page) =>
  eventually(async () =>
    assert.equal(await page.getByTestId('save-state').getAttribute('data-state'), 'saved'),
  );

/** What the service holds: the dossier's declaration and status, read past the page. */
const stored = async (t: TestDatabase, uuid: string) => {
  const [row] = await t.database.db
    .select()
    .from(schema.dossiers)
    .where(eq(schema.dossiers.id, uuid));
  return row!;
};

const REGIMES = [
  { regime: 'IM', label: 'IM · Import', page: 'ReviewImport', client: 'PLUMBIM' },
  { regime: 'EX', label: 'EX · Export', page: 'ReviewExport', client: 'PLUMBEX' },
  { regime: 'T1', label: 'T1 · Transit, non-Union', page: 'ReviewTransit', client: 'PLUMBT1' },
] as const;

/**
 * The review page's walks on one database, in two parts of a test file each
 * (review-page-<part>.test.ts): together they come near one file's time limit on a loaded
 * machine, and two files run side by side.
 */
export function reviewPageWalks(kind: DatabaseKind, part: 1 | 2): void {
  describe(`the review page on ${kind.name} (part ${part})`, { skip: kind.skip }, () => {
    let browser: Browser;
    let t: TestDatabase;
    let web: WebApp;
    before(async () => {
      await ensureWebBuild();
      browser = await launchBrowser();
      t = await kind.open();
      // The documents are read as the service reads them: the review shows what was read.
      web = await startWebApp(t.database, {}, { jobs: 'work' });
    });
    after(async () => {
      await web?.close();
      await t?.dispose();
      await browser?.close();
    });

    /** A dossier made from the shared invoice as a declarant makes it, read and in Review. */
    const uploaded = async (
      page: Page,
      regime: { readonly label: string; readonly client: string },
    ) => {
      await page.goto('/NewDossier');
      const form = page.getByRole('form', { name: 'New dossier' });
      await form.getByText(regime.label, { exact: true }).click();
      await form.getByText('New client', { exact: true }).click();
      await form.getByLabel(/^Code/).fill(`${regime.client}${kind.name.length}`);
      await form.getByLabel(/^Name/).fill('Plumbing Supplies Inc');
      await form.getByLabel('Country').fill('us');
      await form.getByLabel('Invoice file', { exact: true }).setInputFiles(INVOICE);
      await form.getByRole('button', { name: 'Create dossier' }).click();
      await page.waitForURL(/\/Dossiers\/[0-9a-f-]{36}$/);
      const uuid = new URL(page.url()).pathname.split('/')[2]!;
      await eventually(async () => assert.equal((await stored(t, uuid)).status, 'Review'), 60_000);
      return uuid;
    };

    // Part 1: the import and the export; part 2: the transit, reading again, a partner's dossier.
    for (const regime of REGIMES.filter((_, index) => index < 2 === (part === 1))) {
      it(`takes a ${regime.regime} dossier from upload to Approved: box, check, paste, undo, save, reload, a stale save refused`, async () => {
        const { context, page } = await web.signIn(browser, 'sam', '/NewDossier');
        try {
          const uuid = await uploaded(page, regime);
          // One click from the dossier page, which polls until the reading is in.
          await page.getByRole('link', { name: 'Review', exact: true }).click();
          await page.waitForURL(`**/Dossiers/${uuid}/${regime.page}`);
          const grid = page.getByTestId('goods-grid');
          await grid.waitFor();
          await page.locator('[data-page="1"][data-drawn="true"]').waitFor({ timeout: 15_000 });
          if (regime.regime === 'T1') {
            // Every transit names its place of loading (C0403): typed here, as a UN/LOCODE.
            const loading = page.locator('[data-path="/loading_location/loading_place_code"]');
            await loading.fill('beanr');
            await loading.press('Enter');
            await eventually(async () => assert.equal(await loading.inputValue(), 'BEANR'));
          }
          const reading = (await (
            await page.request.get(`/api/dossiers/${uuid}/reading`)
          ).json()) as Json;
          const read = reading.reading;
          assert.ok(read.lines.length > 0, 'the sample has goods lines');
          assert.equal(await gridLines(page), read.lines.length);

          // Focusing a value draws its box where the reading says it was read.
          const description = read.lines[0].description;
          await cell(page, 0, 'description').click();
          const box = page.getByTestId('source-box');
          await box.waitFor();
          const pageBox = (await page.locator('[data-page="1"]').boundingBox())!;
          const drawn = (await box.boundingBox())!;
          const scale =
            pageBox.width /
            Number(await page.locator('[data-page="1"]').getAttribute('data-width'));
          assert.ok(Math.abs(drawn.x - pageBox.x - description.source.box.x * scale) < 4);
          assert.ok(Math.abs(drawn.y - pageBox.y - description.source.box.y * scale) < 4);

          // A check flags a value on its cell; fixing it takes the finding away.
          await cell(page, 0, 'country_of_origin').click();
          await page.keyboard.type('XX');
          await page.keyboard.press('Enter');
          await eventually(async () =>
            assert.match(
              (await cell(page, 0, 'country_of_origin').getAttribute('data-finding')) ?? '',
              /^(error|warning)$/,
            ),
          );
          await page.keyboard.press('ArrowUp');
          await page.keyboard.type('US');
          await page.keyboard.press('Enter');
          await eventually(async () =>
            assert.equal(
              await cell(page, 0, 'country_of_origin').getAttribute('data-finding'),
              null,
            ),
          );

          // Five lines from a Belgian Excel, pasted below the last: decimal commas read.
          const before = await gridLines(page);
          await cell(page, before - 1, 'description').click();
          await page.keyboard.press('Insert');
          await eventually(async () => assert.equal(await gridLines(page), before + 1));
          const block = [1, 2, 3, 4, 5]
            .map((n) => `Brass fitting ${n}\t74122000\tDE\t${n}0\tPCS\t1,25\t${n}2,50`)
            .join('\r\n');
          await paste(page, block);
          await eventually(async () => assert.equal(await gridLines(page), before + 5));
          // Shown as Belgian English writes numbers (issue 26): a decimal comma.
          assert.equal(await cell(page, before + 4, 'total_price').textContent(), '52,5');
          assert.equal(await cell(page, before, 'unit_price').textContent(), '1,25');

          // Undo takes the paste back, redo brings it again.
          await page.keyboard.press('Control+z');
          await eventually(async () => assert.equal(await gridLines(page), before + 1));
          await page.keyboard.press('Control+y');
          await eventually(async () => assert.equal(await gridLines(page), before + 5));

          await page.getByRole('button', { name: 'Save', exact: true }).click();
          await saved(page);
          const afterSave = (await stored(t, uuid)).correctedData as Json;
          assert.equal(afterSave.goods_items.length, before + 5);
          assert.equal(afterSave.goods_items[before + 4].total_price, 52.5);
          if (regime.regime === 'T1')
            assert.equal(afterSave.loading_location.loading_place_code, 'BEANR');

          // Reloaded, the edits are there.
          await page.reload();
          await grid.waitFor();
          await eventually(async () => assert.equal(await gridLines(page), before + 5));
          assert.equal(
            await cell(page, before + 2, 'description').textContent(),
            'Brass fitting 3',
          );

          // Someone else saves meanwhile: this page's next save is refused and shown what changed.
          const other = await web.signIn(browser, 'ana', `/Dossiers/${uuid}/${regime.page}`);
          try {
            await other.page.getByTestId('goods-grid').waitFor();
            await cell(other.page, before, 'description').click();
            await other.page.keyboard.type('Brass elbow');
            await other.page.keyboard.press('Enter');
            await other.page.getByRole('button', { name: 'Save', exact: true }).click();
            await saved(other.page);
          } finally {
            await other.context.close();
          }
          await cell(page, before + 1, 'description').click();
          await page.keyboard.type('Mine');
          await page.keyboard.press('Enter');
          await page.getByRole('button', { name: 'Save', exact: true }).click();
          const stale = page.getByRole('dialog', {
            name: 'Someone else saved this dossier meanwhile',
          });
          await stale.waitFor();
          assert.match(
            (await stale.getByTestId('stale-changes').textContent()) ?? '',
            /Ana Admin changed .*Brass elbow/,
          );
          assert.equal(
            ((await stored(t, uuid)).correctedData as Json).goods_items[before].description,
            'Brass elbow',
          );
          await stale.getByRole('button', { name: 'Load their version' }).click();
          await eventually(async () =>
            assert.equal(await cell(page, before, 'description').textContent(), 'Brass elbow'),
          );

          // Approve: with errors standing, only with a reason.
          // An EORI whose check digits are wrong is an error that stands against approval:
          // approved only with a reason, which the history keeps.
          const eori = page.locator('[data-path$="/eori"]').first();
          await eori.fill('BE0403000111');
          await eori.press('Enter');
          await eventually(async () =>
            assert.match(
              (await page.getByTestId('errors-standing').textContent()) ?? '',
              /^\d+ errors? stands?$/,
            ),
          );
          await page.getByRole('button', { name: 'Approve', exact: true }).click();
          const dialog = page.getByRole('dialog', { name: 'Approve although errors stand' });
          await dialog.getByLabel('Reason').fill('Checked against the paper invoice');
          await dialog.getByRole('button', { name: 'Approve with this reason' }).click();
          // Approved, the next step opens: the Declare page.
          await page.waitForURL(`**/Dossiers/${uuid}/${regime.page.replace('Review', 'Declare')}`);
          await eventually(async () => assert.equal((await stored(t, uuid)).status, 'Approved'));
          const approved = await t.database.db
            .select()
            .from(schema.auditLog)
            .where(eq(schema.auditLog.entityId, uuid));
          assert.ok(
            approved.some((entry) =>
              JSON.stringify(entry).includes('Checked against the paper invoice'),
            ),
          );
        } finally {
          await context.close();
        }
      });
    }

    if (part === 2)
      it('reads the documents again from the page, keeping a corrected value; shows and compares the attempts', async () => {
        const { context, page } = await web.signIn(browser, 'sam', '/NewDossier');
        try {
          const uuid = await uploaded(page, { ...REGIMES[0], client: 'AGAIN' });
          await page.goto(`/Dossiers/${uuid}/ReviewImport`);
          await cell(page, 0, 'description').click();
          await page.keyboard.press('F2');
          await page.keyboard.press('Control+a');
          await page.keyboard.type('Kitchen sink, stainless');
          await page.keyboard.press('Enter');
          await page.getByRole('button', { name: 'Save', exact: true }).click();
          await saved(page);
          await page.getByRole('button', { name: /^Read again/ }).click();
          await page.getByRole('menuitem', { name: 'Read again' }).click();
          await eventually(async () => {
            const listed = (await (
              await page.request.get(`/api/declarations/${uuid}/extractions`)
            ).json()) as Json[];
            assert.equal(listed.length, 2);
          }, 60_000);
          await page
            .getByTestId('attempts')
            .filter({ hasText: '2 attempts' })
            .waitFor({ timeout: 20_000 });
          const after = (await stored(t, uuid)).correctedData as Json;
          assert.equal(after.goods_items[0].description, 'Kitchen sink, stainless');
          assert.equal(after.goods_items[1].description, 'Nest smart thermostat');
          await eventually(async () =>
            assert.equal(
              await cell(page, 0, 'description').textContent(),
              'Kitchen sink, stainless',
            ),
          );
          // The values the declarant set are marked as theirs.
          assert.equal(await cell(page, 0, 'description').getAttribute('data-mark'), 'checked');

          await page.getByTestId('attempts').click();
          await page.getByRole('menuitem', { name: /^Attempt 1:/ }).click();
          await page.getByTestId('viewing-attempt').waitFor();
          await page.getByTestId('attempts').click();
          await page.getByRole('menuitem', { name: 'Compare two attempts' }).click();
          const compare = page.getByRole('dialog', { name: 'Compare two attempts' });
          await compare.getByText(/^Attempts 1 and 2: /).waitFor();
          await page.keyboard.press('Escape');
          await compare.waitFor({ state: 'hidden' });
        } finally {
          await context.close();
        }
      });

    if (part === 2)
      it('reviews a dossier a partner sent in the same page, and approves it', async () => {
        const { rawKey } = await createApiKey(
          t.database.db,
          { name: 'tms', scopes: ['declarations'] },
          'test',
        );
        const body = sampleForToday('t1-auto-dispatch');
        delete body.auto_dispatch;
        body.ucr = `REVIEW-INGESTED-${kind.name}`;
        const sent = await fetch(`${web.baseUrl}/api/declarations`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': rawKey },
          body: JSON.stringify(body),
        });
        assert.equal(sent.status, 201, await sent.clone().text());
        const { uuid } = (await sent.json()) as { uuid: string };
        const { context, page } = await web.signIn(browser, 'sam', `/Dossiers/${uuid}`);
        try {
          await page.getByRole('link', { name: 'Review', exact: true }).click();
          await page.waitForURL(`**/Dossiers/${uuid}/ReviewTransit`);
          await page.getByTestId('goods-grid').waitFor();
          await page.getByText('Nothing was read from documents').waitFor();
          const gross = page.locator('[data-path="/totals/gross_mass"]');
          await gross.fill('1234,5');
          await gross.press('Enter');
          await page.getByRole('button', { name: 'Save', exact: true }).click();
          await saved(page);
          assert.equal(((await stored(t, uuid)).correctedData as Json).totals.gross_mass, 1234.5);
          await page.getByRole('button', { name: 'Approve', exact: true }).click();
          await page.waitForURL(`**/Dossiers/${uuid}/DeclareTransit`);
          await eventually(async () => assert.equal((await stored(t, uuid)).status, 'Approved'));
        } finally {
          await context.close();
        }
      });
  });
}
