import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { schema } from '../../src/db/index.ts';
import { blankScan } from '../support/hostile-pdfs.ts';
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

const SCAN_NAME = '16_invoice_lg-electronics_US_imageonly.pdf';
const SCAN = join(sharedDir, 'samples/invoices', SCAN_NAME);
const FACTURX = fileURLToPath(
  new URL('../../eval/corpus/public/fr-facturx-f20180027.pdf', import.meta.url),
);

/** SCREENSHOTS=1 writes the pages into docs/screenshots; a plain run leaves them alone. */
const shots = process.env.SCREENSHOTS
  ? fileURLToPath(new URL('../../docs/screenshots/', import.meta.url))
  : undefined;
const shoot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: join(shots, `${name}.png`) });
};

/** The header's NL · FR · EN switch. */
const choose = (page: Page, language: 'nl' | 'fr' | 'en') =>
  page
    .getByRole('banner')
    .locator('label')
    .filter({ hasText: new RegExp(`^${language.toUpperCase()}$`) })
    .click();

const kind = databaseKinds.find((candidate) => candidate.name === 'pglite')!;

// Issue point 7: a new user uploads an image-only invoice on a fresh installation (no language
// model): the dossier reaches Review with no goods line, and the review page says why, above the
// goods, in the declarant's language; so does the dossier page.
describe('why an upload gave no goods line, where the declarant looks', () => {
  let browser: Browser;
  let t: TestDatabase;
  let web: WebApp;
  /** Creates an import dossier for a new client with its invoice, as a declarant does. */
  const newImport = async (
    page: Page,
    client: { code: string; name: string; country: string },
    file: Parameters<Page['setInputFiles']>[1],
  ) => {
    const form = page.getByRole('form', { name: 'New dossier' });
    await form.getByText('IM · Import', { exact: true }).click();
    await form.getByText('New client', { exact: true }).click();
    await form.getByLabel(/^Code/).fill(client.code);
    await form.getByLabel(/^Name/).fill(client.name);
    await form.getByLabel('Country').fill(client.country);
    await form.getByLabel('Invoice file', { exact: true }).setInputFiles(file);
    await form.getByRole('button', { name: 'Create dossier' }).click();
    await page.waitForURL(/\/Dossiers\/[0-9a-f-]{36}$/);
  };
  const inReview = (uuid: string) =>
    eventually(async () => {
      const [row] = await t.database.db
        .select({ status: schema.dossiers.status })
        .from(schema.dossiers)
        .where(eq(schema.dossiers.id, uuid));
      assert.equal(row?.status, 'Review');
    }, 90_000);
  before(async () => {
    await ensureWebBuild();
    browser = await launchBrowser();
    t = await kind.open();
    // One scanned page at most: the invoice's one page is read, a two-page scan is refused.
    web = await startWebApp(t.database, { Processing__MaxOcrPages: '1' }, { jobs: 'work' });
  });
  after(async () => {
    await web?.close();
    await t?.dispose();
    await browser?.close();
  });

  it('uploads the image-only invoice and reads on the review page which page was a scan, what OCR read and why no line came', async () => {
    const { context, page } = await web.signIn(browser, 'sam', '/NewDossier');
    try {
      await newImport(page, { code: 'GOOGLE', name: 'Google Inc', country: 'us' }, SCAN);
      const uuid = new URL(page.url()).pathname.split('/')[2]!;
      await inReview(uuid);

      // The dossier page, which polls until the reading is in, says it before anything else.
      const onDossier = page.getByTestId('dossier-no-lines');
      await onDossier.waitFor({ timeout: 20_000 });
      assert.match(await onDossier.innerText(), /The documents gave no goods line/);
      assert.match(
        await onDossier.innerText(),
        /Page 1 has no text layer: local OCR read \d+ words on it/,
      );
      await shoot(page, 'dossier-no-lines-scan');

      await page.getByRole('link', { name: 'Review', exact: true }).click();
      await page.waitForURL(`**/Dossiers/${uuid}/ReviewImport`);
      const reasons = page.getByTestId('no-lines-reasons');
      await reasons.waitFor();
      const reading = (await (await page.request.get(`/api/dossiers/${uuid}/reading`)).json()) as {
        reading: { documents: { reasons: { code?: string; params?: Record<string, number> }[] }[] };
      };
      const words = reading.reading.documents[0]!.reasons[0]!.params!.words!;
      assert.ok(words > 0);
      const document = reasons.locator(`[data-document="${SCAN_NAME}"]`);
      assert.match(
        await document.innerText(),
        new RegExp(`^${SCAN_NAME.replaceAll('.', '\\.')}: no goods line read`),
      );
      assert.deepEqual(
        await document
          .locator('[data-code]')
          .evaluateAll((items) => items.map((item) => item.getAttribute('data-code'))),
        ['ocr-page', 'no-goods-table', 'no-model-no-lines'],
      );
      const said = await document.innerText();
      assert.match(
        said,
        new RegExp(`Page 1 has no text layer: local OCR read ${words} words on it`),
      );
      assert.match(said, /No goods table found on page 1: the column titles seen \(SKU \/ DESC\)/);
      assert.match(
        said,
        /No language model is configured, so only the table reader read this document/,
      );
      assert.match(await reasons.innerText(), /Type the lines in the grid below/);
      // Where the goods are: right above the grid, not among the notices of the header.
      const above = await reasons.boundingBox();
      const grid = await page.getByTestId('goods-grid').boundingBox();
      assert.ok(
        above && grid && above.y + above.height <= grid.y,
        'the reasons sit above the grid',
      );
      await page.locator('[data-page="1"][data-drawn="true"]').waitFor({ timeout: 15_000 });
      await shoot(page, 'review-no-lines-scan');

      // The same reasons in Dutch and French, the words counted as the page counts them.
      await choose(page, 'nl');
      await eventually(async () =>
        assert.match(
          await reasons.innerText(),
          new RegExp(`Pagina 1 heeft geen tekstlaag: de lokale OCR las er ${words} woorden op`),
        ),
      );
      assert.match(await reasons.innerText(), /Waarom er geen goederenlijn gelezen werd/);
      assert.match(await reasons.innerText(), /Geen goederentabel gevonden op pagina 1/);
      await shoot(page, 'review-no-lines-scan-nl');
      await choose(page, 'fr');
      await eventually(async () =>
        assert.match(
          await reasons.innerText(),
          new RegExp(`La page 1 n’a pas de couche texte : l’OCR locale y a lu ${words} mots`),
        ),
      );
      assert.match(await reasons.innerText(), /Aucun modèle de langage n’est configuré/);
      await shoot(page, 'review-no-lines-scan-fr');
      await choose(page, 'en');
    } finally {
      await context.close();
    }
  });

  it('shows the values a Factur-X PDF’s e-invoice gave as read from it, in the declarant’s language', async () => {
    const { context, page } = await web.signIn(browser, 'sam', '/NewDossier');
    try {
      await newImport(page, { code: 'CLIENTFR', name: 'Le Client SA', country: 'fr' }, FACTURX);
      const uuid = new URL(page.url()).pathname.split('/')[2]!;
      await inReview(uuid);
      await page.goto(`/Dossiers/${uuid}/ReviewImport`);
      const number = page.locator('[data-path="/shipment/invoice_number"]');
      await number.waitFor();
      assert.equal(await number.inputValue(), 'F20180027');
      // The legal name the XML gives, not the trade name printed above it.
      assert.equal(
        await page.locator('[data-path="/parties/seller/name"]').inputValue(),
        'LE FOURNISSEUR',
      );
      const fromXml = page.getByText(
        '99% sure, read from factur-x.xml, the e-invoice inside the PDF',
      );
      assert.ok((await fromXml.count()) >= 2);
      await page.locator('[data-page="1"][data-drawn="true"]').waitFor({ timeout: 15_000 });
      await shoot(page, 'review-e-invoice');
      await choose(page, 'nl');
      await eventually(async () =>
        assert.ok(
          (await page
            .getByText('99% zeker, gelezen uit factur-x.xml, de e-factuur in de pdf')
            .count()) >= 2,
        ),
      );
      await choose(page, 'en');
    } finally {
      await context.close();
    }
  });

  it('says on a failed dossier’s page why its scan was not read, in the declarant’s language', async () => {
    const { context, page } = await web.signIn(browser, 'sam', '/NewDossier');
    try {
      await newImport(
        page,
        { code: 'SCAN2', name: 'Scan Two NV', country: 'be' },
        { name: 'scan-2.pdf', mimeType: 'application/pdf', buffer: blankScan(2) },
      );
      const alert = page.getByTestId('dossier-not-read');
      await alert.waitFor({ timeout: 60_000 });
      assert.match(
        await alert.innerText(),
        /scan-2\.pdf: not read\s+The PDF has 2 pages without text, and local OCR reads at most 1 \(setting Processing:MaxOcrPages\)\./,
      );
      await shoot(page, 'dossier-not-read-scan');
      await choose(page, 'nl');
      await eventually(async () =>
        assert.match(
          await alert.innerText(),
          /De documenten konden niet gelezen worden[\s\S]*De PDF heeft 2 pagina’s zonder tekst, en de lokale OCR leest er hoogstens 1/,
        ),
      );
      await choose(page, 'en');
    } finally {
      await context.close();
    }
  });
});
