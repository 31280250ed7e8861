import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { schema } from '../../src/db/index.ts';
import { installEmbeddedSnapshot } from '../../src/reference/index.ts';
import { sentToDropFolder } from '../support/filed-dossier.ts';
import { setUpBroker } from '../support/filing.ts';
import { sharedDir } from '../support/samples.ts';
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

const INVOICE_NAME = '12_invoice_synthetic-plumbing_US_text.pdf';
const INVOICE = join(sharedDir, 'samples/invoices', INVOICE_NAME);

/** SCREENSHOTS=1 writes the pages into docs/screenshots; a plain run leaves them alone. */
const shots = process.env.SCREENSHOTS
  ? new URL('../../docs/screenshots/', import.meta.url).pathname
  : process.env.DECLARE_SHOTS;
const shoot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
};

const kind = databaseKinds.find((candidate) => candidate.name === 'pglite')!;

// issue 28 "Done when": a new user takes a shared sample invoice from upload to a filed, valid
// message in the browser, on a fresh installation with no Filing:* setting.
describe('from an uploaded invoice to a filed import, on a fresh installation', () => {
  let browser: Browser;
  let t: TestDatabase;
  let web: WebApp;
  let drop: string;
  before(async () => {
    await ensureWebBuild();
    browser = await launchBrowser();
    t = await kind.open();
    // What the service does at every start: the EU lists and offices shipped with it, installed.
    await installEmbeddedSnapshot(t.database.db);
    drop = mkdtempSync(join(tmpdir(), 'cds-upload-filed-drop-'));
    // The documents are read as the service reads them, with no language model configured.
    web = await startWebApp(
      t.database,
      { ServiceBus__Descartes__Pr__Folder: drop },
      { jobs: 'work' },
    );
    await setUpBroker(t.database.db, 'test');
  });
  after(async () => {
    await web?.close();
    await t?.dispose();
    await browser?.close();
    if (drop) rmSync(drop, { recursive: true, force: true });
  });

  const stored = async (uuid: string) =>
    (await t.database.db.select().from(schema.dossiers).where(eq(schema.dossiers.id, uuid)))[0]!;
  const header = (page: Page, path: string) => page.locator(`[data-path="${path}"]`).first();
  /** A header value typed as a declarant types it: the field, the value, Enter. */
  const type = async (page: Page, path: string, value: string) => {
    const field = header(page, path);
    await field.click();
    await field.fill(value);
    await field.press('Enter');
  };
  /** A column of the goods grid typed from its first line down, Enter moving to the next line. */
  const typeColumn = async (page: Page, column: string, values: readonly string[]) => {
    await page.locator(`[data-line="0"] [data-col="${column}"]`).click();
    for (const value of values) {
      await page.keyboard.type(value);
      await page.keyboard.press('Enter');
    }
  };
  const approve = async (page: Page) => {
    // Saved as the declarant goes (the page's default), or by the button when changes wait.
    const save = page.getByRole('button', { name: 'Save', exact: true });
    if (await save.isEnabled()) await save.click();
    await eventually(async () =>
      assert.equal(await page.getByTestId('save-state').getAttribute('data-state'), 'saved'),
    );
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    // Warnings and errors the review's checks raise (the lines have no tariff code yet) are
    // approved past with a reason, which the history keeps.
    const dialog = page.getByRole('dialog', { name: 'Approve although errors stand' });
    const declare = page.waitForURL(/\/DeclareImport$/);
    await Promise.race([dialog.waitFor(), declare]);
    if (await dialog.isVisible()) {
      await dialog.getByLabel('Reason').fill('Checked against the paper invoice');
      await dialog.getByRole('button', { name: 'Approve with this reason' }).click();
    }
    await declare;
  };

  it('uploads the plumbing invoice, reviews it, follows a filing problem back, files the IE415B', async () => {
    const { context, page } = await web.signIn(browser, 'sam', '/NewDossier');
    try {
      // Upload: the regime, the customs client, the invoice.
      const form = page.getByRole('form', { name: 'New dossier' });
      await form.getByText('IM · Import', { exact: true }).click();
      await form.getByLabel('Customs client').fill('ACME');
      await page.getByRole('option', { name: 'ACME-BNL · Acme Benelux BV' }).click();
      await form.getByLabel('Invoice file', { exact: true }).setInputFiles(INVOICE);
      await form.getByText(INVOICE_NAME).waitFor();
      await form.getByRole('button', { name: 'Create dossier' }).click();
      await page.waitForURL(/\/Dossiers\/[0-9a-f-]{36}$/);
      const uuid = new URL(page.url()).pathname.split('/')[2]!;
      await eventually(async () => assert.equal((await stored(uuid)).status, 'Review'), 60_000);

      // Review: the client is the importer already; the exporter, the office and the goods'
      // origin, mass and packages are what the invoice does not say.
      await page.getByRole('link', { name: 'Review', exact: true }).click();
      await page.waitForURL(`**/Dossiers/${uuid}/ReviewImport`);
      await page.getByTestId('goods-grid').waitFor();
      assert.equal(await header(page, '/parties/importer/eori').inputValue(), 'BE0456789133');
      const lines = Number(await page.getByTestId('goods-grid').getAttribute('aria-rowcount'));
      assert.ok(lines >= 2, `the invoice has ${lines} lines`);
      await type(page, '/parties/exporter/name', 'Plumbing Supplies Inc');
      await type(page, '/parties/exporter/street_and_number', '500 Water Street');
      await type(page, '/parties/exporter/postcode', '10001');
      await type(page, '/parties/exporter/city', 'New York');
      await type(page, '/parties/exporter/country', 'US');
      const each = (value: string) => Array.from({ length: lines }, () => value);
      await typeColumn(page, 'country_of_origin', each('US'));
      await typeColumn(page, 'gross_mass', each('12'));
      await typeColumn(page, 'packages', each('1'));
      await typeColumn(page, 'package_type', each('CT'));
      await typeColumn(page, 'shipping_marks', each('STANFORD 1/1'));
      // The office of import is left out: the Declare page finds it missing.
      await shoot(page, 'upload-to-filed-review');
      await approve(page);

      // Declare: the problem names the value, and its link opens the review page at it.
      const report = page.getByTestId('filing-report');
      await report.waitFor();
      assert.equal(await report.getAttribute('data-complete'), 'false');
      await shoot(page, 'upload-to-filed-declare-problem');
      await report.locator('[data-path="/customs_offices/import"]').getByRole('link').click();
      await page.waitForURL(
        (url) =>
          url.pathname.endsWith('/ReviewImport') &&
          url.searchParams.get('at') === '/customs_offices/import',
      );
      const office = header(page, '/customs_offices/import');
      await eventually(async () =>
        assert.equal(
          await page.evaluate('document.activeElement?.getAttribute("data-path")'),
          '/customs_offices/import',
        ),
      );
      // Approved: shown, not edited, until reopened from here.
      assert.equal(await office.isEditable(), false);
      await page.getByRole('button', { name: 'Reopen for corrections' }).click();
      await page.getByLabel('Why? (kept in the history)').fill('The office of import is missing');
      await page
        .getByRole('dialog')
        .getByRole('button', { name: 'Reopen for corrections' })
        .click();
      await eventually(async () => assert.equal((await stored(uuid)).status, 'Review'));
      await eventually(async () => assert.equal(await office.isEditable(), true));
      await office.fill('BE1010');
      await page.getByRole('option', { name: /^BE101000 – ANTWERPEN/ }).waitFor();
      await office.press('Enter');
      await eventually(async () => assert.equal(await office.inputValue(), 'BE101000'));
      await approve(page);

      // Complete now: the bill of lading, then File.
      await eventually(async () =>
        assert.equal(await report.getAttribute('data-complete'), 'true'),
      );
      await page.locator('[data-field="billOfLadingRef"]').fill('MAEU240011223');
      await shoot(page, 'upload-to-filed-declare');
      await page.getByTestId('file-button').click();
      await eventually(async () => assert.equal((await stored(uuid)).status, 'Submitted'), 15_000);

      // Sent through the outbox to the drop folder: the message carries what the pages said.
      const envelope = await sentToDropFolder(t.database.db, drop, uuid);
      assert.match(envelope, /<Importer>\s*<identificationNumber>BE0456789133</);
      assert.match(envelope, /<Exporter>[\s\S]*Plumbing Supplies Inc/);
      assert.match(envelope, /BE101000/);
      assert.match(envelope, /MAEU240011223/);
      assert.equal(envelope.match(/<shippingMarks>STANFORD 1\/1<\/shippingMarks>/g)?.length, lines);
      assert.equal(envelope.match(/<GoodsItem>/g)?.length, lines);
      const declaration = (await stored(uuid)).correctedData as Json;
      assert.equal(declaration.customs_offices.import, 'BE101000');
      assert.equal(declaration.parties.exporter.country, 'US');
      await page.reload();
      await page.getByRole('link', { name: 'Download XML' }).waitFor();
      await shoot(page, 'upload-to-filed-filed');
    } finally {
      await context.close();
    }
  });
});
