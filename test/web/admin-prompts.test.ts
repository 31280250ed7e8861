import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { desc, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { schema } from '../../src/db/index.ts';
import { currentPrompt, DEFAULT_PROMPTS, seedPrompts } from '../../src/extraction/index.ts';
import { seedDossiers } from '../support/seed-dossiers.ts';
import {
  ensureWebBuild,
  launchBrowser,
  shoot,
  startWebApp,
  type WebApp,
} from '../support/web-browser.ts';
// Last: its check that PostgreSQL answers (3 s) runs after every other module has loaded.
import { databaseKinds, type TestDatabase } from '../support/databases.ts';

/** The header's language switch; the choice is kept for the user, so the test puts it back. */
const chooseLanguage = async (page: Page, code: 'NL' | 'FR' | 'EN') => {
  await page
    .getByRole('banner')
    .locator('label')
    .filter({ hasText: new RegExp(`^${code}$`) })
    .click();
  const signOut = { NL: 'Afmelden', FR: 'Se déconnecter', EN: 'Sign out' }[code];
  await page.getByRole('button', { name: signOut }).waitFor();
};

let browser: Browser;
before(async () => {
  await ensureWebBuild();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

for (const kind of databaseKinds.filter((candidate) => candidate.name === 'postgres')) {
  describe(`/Admin/Prompts in the browser on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let web: WebApp;
    let dossierId: string;
    before(async () => {
      t = await kind.open();
      web = await startWebApp(t.database);
      // As the service does at start; then one attempt read with version 1 of the invoice prompt.
      await seedPrompts(t.database.db);
      await seedDossiers(t.database, 1);
      const [dossier] = await t.database.db
        .select({ id: schema.dossiers.id })
        .from(schema.dossiers);
      dossierId = dossier!.id;
      const [document] = await t.database.db
        .insert(schema.dossierDocuments)
        .values({
          dossierId,
          kind: 'invoice',
          fileName: 'Invoice 2026-114.pdf',
          contentType: 'application/pdf',
          sizeBytes: 48_213,
          sha256: 'a'.repeat(64),
          storagePath: 'none.pdf',
        })
        .returning({ id: schema.dossierDocuments.id });
      const invoice = await currentPrompt(t.database.db, 'invoice');
      await t.database.db.insert(schema.extractionRecords).values({
        dossierId,
        documentId: document!.id,
        extractorType: 'pdf_di_hybrid_invoice',
        model: 'gpt-4.1-mini-2025-04-14',
        promptId: invoice.id!,
        extractedData: { prompts: ['classify@1', 'invoice@1'] },
      });
    });
    after(async () => {
      await web?.close();
      await t?.dispose();
    });

    it('an admin edits the invoice prompt with its diff, saves version 2, and restores version 1 as version 3', async () => {
      const { context, page } = await web.signIn(browser, 'ana', '/Dossiers');
      try {
        await page.getByRole('button', { name: /Administration/ }).click();
        await page.getByRole('menuitem', { name: 'Prompts' }).click();
        await page.getByRole('heading', { name: 'Prompts' }).waitFor();
        const nav = page.getByRole('navigation', { name: 'Prompt' });
        await nav.getByRole('link', { name: /^Invoice invoice/ }).click();
        await page.waitForURL(/\?prompt=invoice$/);

        // Version 1 is in use, with the attempt it read and its dossier.
        const versions = page.getByRole('table', { name: 'Versions' });
        await versions.getByRole('row', { name: 'version 1' }).getByText('in use').waitFor();
        const attempts = page.getByRole('table', { name: 'Attempts read with version 1' });
        const attempt = attempts.getByRole('row', { name: /Invoice 2026-114\.pdf/ });
        await attempt.waitFor();
        assert.match(await attempt.innerText(), /gpt-4\.1-mini[\s\S]*Read[\s\S]*invoice@1/i);
        assert.equal(
          await attempt.getByRole('link').getAttribute('href'),
          `/Dossiers/${dossierId}`,
        );

        // An empty text cannot be saved, and says why.
        const text = page.getByLabel('Text of the new version');
        await text.fill('   ');
        await page.getByText('The text must not be empty.').waitFor();
        assert.ok(await page.getByRole('button', { name: 'Save as version 2' }).isDisabled());

        // The edit: one rule reworded, one added; the diff shows both as they are typed.
        const original = DEFAULT_PROMPTS.invoice;
        const edited = `${original.replace('- Dates are yyyy-MM-dd.', '- Dates are yyyy-MM-dd; 03/04/2026 on a Belgian invoice is 3 April.')}\n- Packages: count the cartons, not the pallets.`;
        await text.fill(edited);
        const diff = page.getByRole('region', { name: 'Changes against version 1' });
        await diff.getByText('2 lines added, 1 line removed').waitFor();
        assert.equal(await diff.locator('del').innerText(), '- Dates are yyyy-MM-dd.');
        assert.deepEqual(await diff.locator('ins').allInnerTexts(), [
          '- Dates are yyyy-MM-dd; 03/04/2026 on a Belgian invoice is 3 April.',
          '- Packages: count the cartons, not the pallets.',
        ]);
        await diff
          .getByText(/unchanged lines/)
          .first()
          .waitFor();
        await shoot(page, 'admin-prompts');

        await page.getByRole('button', { name: 'Save as version 2' }).click();
        await page.getByText('Invoice: version 2 saved, used from the next document on').waitFor();
        await versions.getByRole('row', { name: 'version 2' }).getByText('in use').waitFor();
        assert.match(
          await versions.getByRole('row', { name: 'version 2' }).innerText(),
          /by Ana Admin[\s\S]*none/,
        );
        await page.getByText('No changes against version 2 yet').waitFor();
        assert.equal(await text.inputValue(), edited);
        await page
          .getByRole('table', { name: 'Attempts read with version 2' })
          .or(page.getByText('No extraction attempt used this version yet.'))
          .waitFor();

        // Back to version 1, after a confirmation that shows what it changes.
        await versions.getByRole('button', { name: 'Restore version 1…' }).click();
        const dialog = page.getByRole('dialog', { name: 'Restore version 1?' });
        await dialog.getByText(/Version 3 is made with the text of version 1/).waitFor();
        const back = dialog.getByRole('region', { name: 'What changes against version 2, in use' });
        await back.getByText('1 line added, 2 lines removed').waitFor();
        assert.equal(await back.locator('ins').innerText(), '- Dates are yyyy-MM-dd.');
        await shoot(page, 'admin-prompts-restore');
        await dialog.getByRole('button', { name: 'Restore version 1' }).click();
        await dialog.waitFor({ state: 'hidden' });
        await page.getByText('Invoice: version 1 restored as version 3').waitFor();
        await versions.getByRole('row', { name: 'version 3' }).getByText('in use').waitFor();
        await versions
          .getByRole('row', { name: 'version 1' })
          .getByText('the text in use')
          .waitFor();
        assert.equal(await text.inputValue(), original);

        const inUse = await currentPrompt(t.database.db, 'invoice');
        assert.deepEqual([inUse.version, inUse.text], [3, original]);
        const [entry] = await t.database.db
          .select()
          .from(schema.auditLog)
          .where(eq(schema.auditLog.action, 'prompt.restored'))
          .orderBy(desc(schema.auditLog.id));
        assert.equal(entry?.actor, 'Ana Admin');

        // The attempts of version 1 are still its own.
        await versions.getByRole('button', { name: 'Attempts of version 1' }).click();
        await page
          .getByRole('table', { name: 'Attempts read with version 1' })
          .getByRole('row', { name: /Invoice 2026-114\.pdf/ })
          .waitFor();

        await page
          .getByText('Invoice: version 1 restored as version 3')
          .waitFor({ state: 'hidden' });
        await page.getByRole('heading', { name: 'Versions' }).scrollIntoViewIfNeeded();
        await page.mouse.wheel(0, 200);
        await shoot(page, 'admin-prompts-versions');

        // The page in Dutch and French.
        await chooseLanguage(page, 'NL');
        await page.getByRole('button', { name: 'Bewaren als versie 4' }).waitFor();
        await page
          .getByRole('table', { name: 'Versies' })
          .getByText('in gebruik', { exact: true })
          .waitFor();
        await chooseLanguage(page, 'FR');
        await page.getByRole('button', { name: 'Enregistrer comme version 4' }).waitFor();
        await chooseLanguage(page, 'EN');
      } finally {
        await context.close();
      }
    });

    it('is an Admin’s page: a SuperUser reads whose page it is', async () => {
      const { context, page } = await web.signIn(browser, 'sam', '/Admin/Prompts');
      try {
        await page.getByRole('heading', { name: 'Prompts' }).waitFor();
        await page.getByText(/This page is for administrators/).waitFor();
        assert.equal(await page.getByLabel('Text of the new version').count(), 0);
      } finally {
        await context.close();
      }
    });
  });
}
