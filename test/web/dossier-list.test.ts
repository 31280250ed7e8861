import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { asc, desc, eq, like, type SQL } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { schema } from '../../src/db/index.ts';
import { seedDossiers } from '../support/seed-dossiers.ts';
import {
  ensureWebBuild,
  eventually,
  launchBrowser,
  rowNames,
  startWebApp,
  type WebApp,
} from '../support/web-browser.ts';
// Last: its check that PostgreSQL answers (3 s) runs after every other module has loaded.
import { databaseKinds, type TestDatabase } from '../support/databases.ts';

const DOSSIERS = 1000;

let browser: Browser;
before(async () => {
  await ensureWebBuild();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

for (const kind of databaseKinds) {
  describe(
    `the dossier list in a browser over ${DOSSIERS} dossiers on ${kind.name}`,
    { skip: kind.skip },
    () => {
      let t: TestDatabase;
      let web: WebApp;
      before(async () => {
        t = await kind.open();
        await seedDossiers(t.database, DOSSIERS);
        web = await startWebApp(t.database);
      });
      after(async () => {
        await web?.close();
        await t?.dispose();
      });

      /** The rows the list should show, read from the database: `Dossier UCR, regime, status`. */
      const stored = async (
        options: { where?: SQL; orderBy?: SQL[]; offset?: number } = {},
      ): Promise<{ names: string[]; total: number }> => {
        const { dossiers } = schema;
        const all = await t.database.db
          .select({ ucr: dossiers.ucr, regime: dossiers.regime, status: dossiers.status })
          .from(dossiers)
          .where(options.where)
          .orderBy(...(options.orderBy ?? [desc(dossiers.createdAt), desc(dossiers.id)]));
        const offset = options.offset ?? 0;
        return {
          names: all
            .slice(offset, offset + 50)
            .map((row) => `Dossier ${row.ucr}, ${row.regime}, ${row.status}`),
          total: all.length,
        };
      };

      /** What the list shows once it settled: the URL's query, the rows, the pager's line. */
      const shows = async (
        page: Page,
        search: string,
        expected: { names: string[]; total: number },
        timeoutMs = 10_000,
      ) =>
        eventually(async () => {
          assert.equal(new URL(page.url()).search, search);
          assert.equal(await page.locator('table[aria-busy="true"]').count(), 0, 'still loading');
          assert.deepEqual(await rowNames(page, 'Dossier'), expected.names);
          const first = expected.names.length
            ? Number(/offset=(\d+)/.exec(search)?.[1] ?? 0) + 1
            : 0;
          await page
            .getByText(
              `${first}–${first - 1 + expected.names.length} of ${new Intl.NumberFormat('en-BE').format(expected.total)}`,
              { exact: true },
            )
            // The count shows above and below the rows.
            .first()
            .waitFor({ timeout: 500 });
        }, timeoutMs);

      it('filters by status, pages, sorts by a column, all in the URL, and the back button brings each view back', async () => {
        const { dossiers } = schema;
        const { context, page } = await web.signIn(browser, 'dirk', '/Dossiers');
        try {
          const everything = await stored();
          assert.equal(everything.total, DOSSIERS);
          await shows(page, '', everything);

          await page.getByRole('combobox', { name: 'Status' }).click();
          await page.getByRole('option', { name: 'Review', exact: true }).click();
          const review = await stored({ where: eq(dossiers.status, 'Review') });
          assert.ok(review.total > 50 && review.total < DOSSIERS, String(review.total));
          await shows(page, '?status=Review', review);

          await page.getByRole('button', { name: 'next page' }).first().click();
          const reviewPage2 = await stored({ where: eq(dossiers.status, 'Review'), offset: 50 });
          await shows(page, '?status=Review&offset=50', reviewPage2);

          await page.getByRole('button', { name: /^UCR/ }).click();
          const byUcr = await stored({
            where: eq(dossiers.status, 'Review'),
            orderBy: [asc(dossiers.ucr)],
          });
          // A new sort starts again at the first page.
          await shows(page, '?status=Review&sort=ucr&order=asc', byUcr);
          const ucrHeader = page.getByRole('columnheader', { name: /^UCR/ });
          assert.equal(await ucrHeader.getAttribute('aria-sort'), 'ascending');
          await page.getByRole('button', { name: /^UCR/ }).click();
          const byUcrDown = await stored({
            where: eq(dossiers.status, 'Review'),
            orderBy: [desc(dossiers.ucr)],
          });
          await shows(page, '?status=Review&sort=ucr', byUcrDown);
          assert.equal(await ucrHeader.getAttribute('aria-sort'), 'descending');
          assert.notDeepEqual(byUcrDown.names, review.names, 'the sort changes the rows');

          await page.goBack();
          await shows(page, '?status=Review&sort=ucr&order=asc', byUcr);
          await page.goBack();
          await shows(page, '?status=Review&offset=50', reviewPage2);
          assert.equal(
            await page.getByRole('columnheader', { name: /^Created/ }).getAttribute('aria-sort'),
            'descending',
          );
          await page.goBack();
          await shows(page, '?status=Review', review);
          assert.equal(await page.getByRole('combobox', { name: 'Status' }).inputValue(), 'Review');
          await page.goBack();
          await shows(page, '', everything);
          assert.equal(await page.getByRole('combobox', { name: 'Status' }).inputValue(), '');
          await page.goForward();
          await shows(page, '?status=Review', review);
        } finally {
          await context.close();
        }
      });

      it('puts the cursor in the search on /, searches as typed, Escape clears it; Enter on a focused row opens the dossier', async () => {
        const { dossiers } = schema;
        const { context, page } = await web.signIn(browser, 'dirk', '/Dossiers');
        try {
          await shows(page, '', await stored());
          const search = page.getByRole('searchbox', { name: 'UCR or container' });
          await page.keyboard.press('/');
          assert.equal(
            await search.evaluate((field) => field === field.ownerDocument.activeElement),
            true,
          );
          assert.equal(await search.inputValue(), '', 'the / itself is not typed');
          await page.keyboard.type('ucr-000012');
          // The start of a UCR, case-insensitive: UCR-0000120 to UCR-0000129.
          await shows(
            page,
            '?q=ucr-000012',
            await stored({ where: like(dossiers.ucr, 'UCR-000012%') }),
          );
          await page.keyboard.press('Escape');
          assert.equal(await search.inputValue(), '');
          await shows(page, '', await stored());

          const rows = page.getByRole('row', { name: /^Dossier / });
          await rows.first().focus();
          await page.keyboard.press('ArrowDown');
          const second = (await rows.nth(1).getAttribute('aria-label'))!;
          assert.equal(
            await rows.nth(1).evaluate((row) => row === row.ownerDocument.activeElement),
            true,
            'the arrow moved to the next row',
          );
          await page.keyboard.press('Enter');
          const ucr = /^Dossier ([^,]+),/.exec(second)![1]!;
          const [dossier] = await t.database.db
            .select({ id: dossiers.id })
            .from(dossiers)
            .where(eq(dossiers.ucr, ucr));
          await page.waitForURL(`**/Dossiers/${dossier!.id}`);
          await page.getByRole('heading', { name: ucr }).waitFor();
          await page.goBack();
          await shows(page, '', await stored());
        } finally {
          await context.close();
        }
      });

      it("brings the filtered page back from a dossier's own ← Dossiers link", async () => {
        const { dossiers } = schema;
        const { context, page } = await web.signIn(
          browser,
          'dirk',
          '/Dossiers?status=Review&offset=50',
        );
        try {
          const reviewPage2 = await stored({ where: eq(dossiers.status, 'Review'), offset: 50 });
          await shows(page, '?status=Review&offset=50', reviewPage2);
          await page.getByRole('row', { name: reviewPage2.names[0] }).focus();
          await page.keyboard.press('Enter');
          await page.waitForURL(/\/Dossiers\/[0-9a-f-]{36}$/);
          await page.getByRole('link', { name: '← Dossiers' }).click();
          await page
            .getByRole('row', { name: /^Dossier / })
            .first()
            .waitFor();
          // README "How a page finds its data": a link brings the same view back.
          await shows(page, '?status=Review&offset=50', reviewPage2, 2000);

          // A filter chosen on the page, then a plain click on a UCR: the view chosen comes back.
          await page.getByRole('combobox', { name: 'Status' }).click();
          await page.getByRole('option', { name: 'Failed', exact: true }).click();
          const failed = await stored({ where: eq(dossiers.status, 'Failed') });
          await shows(page, '?status=Failed', failed);
          const ucr = failed.names[0]!.split(' ')[1]!.replace(',', '');
          await page.getByRole('link', { name: ucr, exact: true }).click();
          await page.getByRole('heading', { name: ucr }).waitFor();
          await page.getByRole('link', { name: '← Dossiers' }).click();
          await shows(page, '?status=Failed', failed);
        } finally {
          await context.close();
        }
      });
    },
  );
}
