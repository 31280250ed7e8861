import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { createApiKey } from '../../src/api-keys/index.ts';
import { schema } from '../../src/db/index.ts';
import { sharedDir } from '../support/samples.ts';
import {
  describedBy,
  ensureWebBuild,
  eventually,
  launchBrowser,
  rowNames,
  startWebApp,
  type WebApp,
} from '../support/web-browser.ts';
// Last: its check that PostgreSQL answers (3 s) runs after every other module has loaded.
import { countRows, databaseKinds, type TestDatabase } from '../support/databases.ts';

const invoices = join(sharedDir, 'samples/invoices');
const INVOICE = join(invoices, '12_invoice_synthetic-plumbing_US_text.pdf');
const PNG = join(invoices, '17_packing-list_barcode_image.png');

/** Every file under the upload folder: what an upload left behind. */
const filesUnder = (folder: string) =>
  readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
    .length;

let browser: Browser;
before(async () => {
  await ensureWebBuild();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

// On PostgreSQL only: the API behind these pages runs on both databases in test/web-api.
for (const kind of databaseKinds.filter((candidate) => candidate.name === 'postgres')) {
  describe(`a declarant's work in the browser on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let web: WebApp;
    before(async () => {
      t = await kind.open();
      web = await startWebApp(t.database);
      // Accounting's masterdata, pushed as a partner pushes it: not customs clients yet.
      const { rawKey } = await createApiKey(
        t.database.db,
        { name: 'accounting', scopes: ['masterdata'] },
        'test',
      );
      const pushed = await fetch(`${web.baseUrl}/api/v1/clients`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': rawKey },
        body: JSON.stringify({
          clients: [
            { code: 'MD-SCHELDE', name: 'Schelde Trading NV', city: 'Antwerpen', country: 'BE' },
            { code: 'MD-MAAS', name: 'Maas Handel BV', city: 'Rotterdam', country: 'NL' },
          ],
        }),
      });
      assert.equal(pushed.status, 200, await pushed.text());
    });
    after(async () => {
      await web?.close();
      await t?.dispose();
    });

    it('creates a dossier from a shared sample invoice with a new client; it shows Queued, waiting for extraction, and in the list', async () => {
      const { context, page } = await web.signIn(browser, 'dirk', '/NewDossier');
      try {
        const form = page.getByRole('form', { name: 'New dossier' });
        await form.waitFor();
        await form.getByText('T2 · Transit').click();
        await form.getByText('New client', { exact: true }).click();
        await form.getByLabel(/^Code/).fill('PLUMB');
        await form.getByLabel(/^Name/).fill('Plumbing Supplies Inc');
        await form.getByLabel('Country').fill('us');
        assert.equal(await form.getByLabel('Country').inputValue(), 'US');
        await form.getByLabel('Container number').fill('msku1234565');
        await form.getByLabel('Invoice file', { exact: true }).setInputFiles(INVOICE);
        await form.getByText('12_invoice_synthetic-plumbing_US_text.pdf').waitFor();
        await form.getByRole('button', { name: 'Create dossier' }).click();

        await page.waitForURL(/\/Dossiers\/[0-9a-f-]{36}$/);
        const uuid = new URL(page.url()).pathname.split('/')[2]!;
        await page.getByRole('status').filter({ hasText: 'Waiting for extraction' }).waitFor();
        await page.getByText('Queued', { exact: true }).first().waitFor();
        await page.getByText('PLUMB · Plumbing Supplies Inc').waitFor();
        await page.getByText('MSKU1234565').waitFor();
        const [stored] = await t.database.db
          .select()
          .from(schema.dossiers)
          .where(eq(schema.dossiers.id, uuid));
        assert.equal(stored?.status, 'Queued');
        assert.equal(stored?.source, 'Manual');
        assert.equal(stored?.regime, 'T2');
        assert.equal(stored?.createdBy, 'Dirk Declarant');
        assert.equal(stored?.containerNumber, 'MSKU1234565');
        await page.getByRole('heading', { name: stored.ucr }).waitFor();
        const [client] = await t.database.db
          .select()
          .from(schema.clients)
          .where(eq(schema.clients.id, stored.clientId!));
        assert.equal(client?.code, 'PLUMB');
        assert.equal(client?.isCustomsClient, true);
        const documents = await t.database.db
          .select()
          .from(schema.dossierDocuments)
          .where(eq(schema.dossierDocuments.dossierId, uuid));
        assert.deepEqual(
          documents.map((document) => [document.kind, document.sizeBytes]),
          [['invoice', readFileSync(INVOICE).length]],
        );

        await page.getByRole('tab', { name: /Documents/ }).click();
        await page.getByText('12_invoice_synthetic-plumbing_US_text.pdf').waitFor();

        await page.getByRole('link', { name: 'Dossiers', exact: true }).click();
        await page.getByRole('row', { name: `Dossier ${stored.ucr}, T2, Queued` }).waitFor();
        assert.deepEqual(await rowNames(page, 'Dossier'), [`Dossier ${stored.ucr}, T2, Queued`]);
      } finally {
        await context.close();
      }
    });

    it('refuses a PNG as the invoice, at the invoice slot, and stores nothing', async () => {
      const { context, page } = await web.signIn(browser, 'dirk', '/NewDossier');
      try {
        const dossiers = await countRows(t.database.db, 'dossiers');
        const files = filesUnder(web.uploadFolder);
        const form = page.getByRole('form', { name: 'New dossier' });
        await form.getByText('New client', { exact: true }).click();
        await form.getByLabel(/^Code/).fill('SCANCO');
        await form.getByLabel(/^Name/).fill('Scan Company');
        // Named as what it is: the slot says so before anything is sent.
        await form.getByLabel('Invoice file', { exact: true }).setInputFiles(PNG);
        await eventually(async () =>
          assert.match(await describedBy(page, 'Invoice file'), /is not a PDF/),
        );
        // Named as a PDF: the server reads the content and the slot shows its refusal.
        const bytes = readFileSync(PNG);
        await form
          .getByLabel('Invoice file', { exact: true })
          .setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: bytes });
        await form.getByTitle('invoice.pdf', { exact: true }).waitFor();
        assert.equal(await describedBy(page, 'Invoice file'), '');
        const answer = page.waitForResponse(
          (response) =>
            response.url().endsWith('/api/dossiers') && response.request().method() === 'POST',
        );
        await form.getByRole('button', { name: 'Create dossier' }).click();
        assert.equal((await answer).status(), 422);
        await page.getByRole('alert').filter({ hasText: 'See the fields marked below' }).waitFor();
        await eventually(async () =>
          assert.match(
            await describedBy(page, 'Invoice file'),
            /^the invoice \(invoice\.pdf\) is a PNG image, not a PDF$/,
          ),
        );
        assert.equal(new URL(page.url()).pathname, '/NewDossier');
        assert.equal(await countRows(t.database.db, 'dossiers'), dossiers);
        assert.equal(await countRows(t.database.db, 'clients', sql`code = 'SCANCO'`), 0);
        assert.equal(filesUnder(web.uploadFolder), files);
      } finally {
        await context.close();
      }
    });

    it('creates a customs client and edits it, kept as edited by hand', async () => {
      const { context, page } = await web.signIn(browser, 'sam', '/Clients');
      try {
        await page.getByRole('button', { name: 'New client' }).click();
        assert.match(page.url(), /[?&]open=%2Bnew/);
        const drawer = page.getByRole('dialog', { name: 'New customs client' });
        await drawer.getByLabel(/^Code/).fill('ACME');
        await drawer.getByLabel(/^Name/).fill('Acme Benelux BV');
        await drawer.getByLabel('EORI').fill('BE0456789133');
        await drawer.getByLabel(/^City/).fill('Gent');
        await drawer.getByLabel('Country').fill('be');
        await drawer.getByRole('button', { name: 'Create client' }).click();
        await drawer.waitFor({ state: 'hidden' });
        const saved = page.getByRole('alert').filter({ hasText: 'Client ACME saved' });
        await saved.waitFor();
        // The notice sits over the drawer's buttons (see the next test): closed as a user would.
        await saved.getByRole('button').click();
        await saved.waitFor({ state: 'hidden' });
        const row = page.getByRole('row', { name: 'Client ACME Acme Benelux BV' });
        await row.waitFor();
        assert.deepEqual((await row.getByRole('cell').allTextContents()).slice(0, 5), [
          'ACME',
          'Acme Benelux BV',
          'BE0456789133',
          'Gent',
          // Countries by name in the page's language (issue 26).
          'Belgium',
        ]);
        const [created] = await t.database.db
          .select()
          .from(schema.clients)
          .where(eq(schema.clients.code, 'ACME'));
        assert.equal(created?.isCustomsClient, true);
        assert.equal(created?.createdBy, 'Sam Super');
        assert.equal(created?.city, 'Gent');

        await row.click();
        const edit = page.getByRole('dialog', { name: 'Client ACME' });
        assert.equal(await edit.getByLabel(/^Code/).getAttribute('readonly'), '');
        await edit.getByLabel(/^City/).fill('Antwerpen');
        await edit.getByLabel('Postcode').fill('2030');
        await edit.getByRole('button', { name: 'Save changes' }).click();
        await edit.waitFor({ state: 'hidden' });
        await eventually(async () =>
          assert.deepEqual((await row.getByRole('cell').allTextContents()).slice(3, 5), [
            'Antwerpen',
            'Belgium',
          ]),
        );
        const [edited] = await t.database.db
          .select()
          .from(schema.clients)
          .where(eq(schema.clients.code, 'ACME'));
        assert.equal(edited?.city, 'Antwerpen');
        assert.equal(edited?.postcode, '2030');
        assert.equal(edited?.updatedBy, 'Sam Super');
        assert.ok(edited?.handEditedFields.includes('city'), String(edited?.handEditedFields));
        assert.ok(edited?.handEditedFields.includes('postcode'), String(edited?.handEditedFields));
        assert.match((await row.getByRole('cell').nth(6).textContent()) ?? '', /City/);

        // Reopened, the drawer says which members a person set.
        await row.click();
        const again = page.getByRole('dialog', { name: 'Client ACME' });
        await again
          .getByText(/Edited by hand, kept when masterdata sends the client again/)
          .waitFor();
        assert.equal(await again.getByLabel(/^City/).inputValue(), 'Antwerpen');
      } finally {
        await context.close();
      }
    });

    it("leaves the drawer's Save button free to click while the notice of the last save shows", async () => {
      const { context, page } = await web.signIn(browser, 'sam', '/Clients');
      try {
        await page.getByRole('button', { name: 'New client' }).click();
        const drawer = page.getByRole('dialog', { name: 'New customs client' });
        await drawer.getByLabel(/^Code/).fill('BETA');
        await drawer.getByLabel(/^Name/).fill('Beta Forwarding NV');
        await drawer.getByRole('button', { name: 'Create client' }).click();
        await drawer.waitFor({ state: 'hidden' });
        const saved = page.getByRole('alert').filter({ hasText: 'Client BETA saved' });
        await saved.waitFor();
        // The declarant corrects the client just made: the notice is still up (4 s).
        await page.getByRole('row', { name: 'Client BETA Beta Forwarding NV' }).click();
        const edit = page.getByRole('dialog', { name: 'Client BETA' });
        await edit.getByLabel(/^City/).fill('Zeebrugge');
        const save = edit.getByRole('button', { name: 'Save changes' });
        await save.scrollIntoViewIfNeeded();
        assert.equal(await saved.isVisible(), true, 'the notice still shows');
        const hit = await save.evaluate((button) => {
          const box = button.getBoundingClientRect();
          const top = button.ownerDocument.elementFromPoint(
            box.x + box.width / 2,
            box.y + box.height / 2,
          );
          return button.contains(top) ? 'the button' : (top?.textContent ?? 'nothing');
        });
        assert.equal(hit, 'the button', `a click on Save changes lands on: ${hit}`);
      } finally {
        await context.close();
      }
    });

    it('promotes a masterdata client, which then is a customs client on screen and stored', async () => {
      const { context, page } = await web.signIn(browser, 'ana', '/ClientsAll');
      try {
        await page.getByRole('heading', { name: 'All clients' }).waitFor();
        const row = page.getByRole('row', { name: 'Client MD-SCHELDE Schelde Trading NV' });
        await row.getByText('Masterdata', { exact: true }).waitFor();
        await row.getByRole('button', { name: 'Promote' }).click();
        const dialog = page.getByRole('dialog', { name: 'Promote to customs client' });
        await dialog.getByText(/It then appears in the client picker of New dossier/).waitFor();
        await dialog.getByRole('button', { name: 'Promote' }).click();
        await dialog.waitFor({ state: 'hidden' });
        await page.getByText('MD-SCHELDE is now a customs client').waitFor();
        await row.getByText('Customs', { exact: true }).waitFor();
        assert.equal(await row.getByRole('button', { name: 'Promote' }).count(), 0);
        const [promoted] = await t.database.db
          .select()
          .from(schema.clients)
          .where(eq(schema.clients.code, 'MD-SCHELDE'));
        assert.equal(promoted?.isCustomsClient, true);
        const [other] = await t.database.db
          .select()
          .from(schema.clients)
          .where(eq(schema.clients.code, 'MD-MAAS'));
        assert.equal(other?.isCustomsClient, false, 'only the one promoted');

        await page.getByRole('link', { name: 'Clients', exact: true }).click();
        await page.getByRole('heading', { name: 'Customs clients' }).waitFor();
        await page.getByRole('row', { name: 'Client MD-SCHELDE Schelde Trading NV' }).waitFor();
        assert.equal(
          await page.getByRole('row', { name: /^Client MD-MAAS/ }).count(),
          0,
          'a masterdata client is not among the customs clients',
        );
        // And the dossier client picker offers it now.
        await page.getByRole('link', { name: 'New dossier', exact: true }).click();
        await page.getByPlaceholder('Search by code, name or EORI').fill('schelde');
        await page.getByRole('option', { name: 'MD-SCHELDE · Schelde Trading NV' }).waitFor();
      } finally {
        await context.close();
      }
    });

    it('shows in full what kind each client is, beside a client entered by hand', async () => {
      // A customs client a person entered in full, as the client form sends it.
      await t.database.db.insert(schema.clients).values({
        code: 'ANTWERP-STEEL',
        name: 'Antwerp Steel Trading NV',
        identificationNumber: 'BE0412345614',
        streetAndNumber: 'Noorderlaan 147',
        postcode: '2030',
        city: 'Antwerpen',
        country: 'BE',
        defaultProcedure: '4000',
        isCustomsClient: true,
        handEditedFields: [
          'name',
          'identification_number',
          'street_and_number',
          'postcode',
          'city',
          'country',
          'default_procedure',
        ],
        createdBy: 'Ana Admin',
        updatedBy: 'Ana Admin',
      });
      const { context, page } = await web.signIn(browser, 'ana', '/ClientsAll');
      try {
        await page.getByRole('row', { name: /^Client ANTWERP-STEEL/ }).waitFor();
        await page.getByRole('row', { name: /^Client MD-MAAS/ }).waitFor();
        // The kind, the point of this page, reads in full on a 1366-pixel screen.
        const kinds = await page
          .getByRole('row', { name: /^Client / })
          .getByText(/^(Customs|Masterdata)$/)
          .evaluateAll((labels) =>
            labels.map((label) => ({
              text: label.textContent,
              cut: label.scrollWidth > label.clientWidth,
            })),
          );
        assert.ok(kinds.length >= 2, JSON.stringify(kinds));
        assert.deepEqual(
          kinds.filter((kind) => kind.cut),
          [],
          'a Kind badge is cut short (shows CUST… or MAST…)',
        );
      } finally {
        await context.close();
      }
    });
  });
}
