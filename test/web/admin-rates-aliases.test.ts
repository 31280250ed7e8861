import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext } from 'playwright-core';
import { createApiKey } from '../../src/api-keys/index.ts';
import {
  ensureWebBuild,
  eventually,
  launchBrowser,
  shoot,
  startWebApp,
  type WebApp,
} from '../support/web-browser.ts';
// Last: its check that PostgreSQL answers (3 s) runs after every other module has loaded.
import { databaseKinds, type TestDatabase } from '../support/databases.ts';

type Json = Record<string, any>;

/** This month and the one before, in Brussels: the page opens on this one. */
const months = () => {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Brussels',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number];
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    now: `${year}-${pad(month)}`,
    before: month === 1 ? `${year - 1}-12` : `${year}-${pad(month - 1)}`,
  };
};

const cookieOf = async (context: BrowserContext) =>
  (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');

let browser: Browser;
before(async () => {
  await ensureWebBuild();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

for (const kind of databaseKinds.filter((candidate) => candidate.name === 'postgres')) {
  describe(
    `exchange rates, country aliases and client corrections in the browser on ${kind.name}`,
    { skip: kind.skip },
    () => {
      let t: TestDatabase;
      let web: WebApp;
      before(async () => {
        t = await kind.open();
        web = await startWebApp(t.database);
      });
      after(async () => {
        await web?.close();
        await t?.dispose();
      });

      it('a SuperUser adds a country alias; the resolution reads it at once; then removes it', async () => {
        const { context, page } = await web.signIn(browser, 'sam', '/Admin/DeclarationFields');
        try {
          const section = page.getByRole('region', { name: 'Country aliases' });
          await section.getByText('No aliases yet.').waitFor();
          const form = section.getByRole('form', { name: 'Country aliases' });
          await form.getByLabel('Name in documents').fill('Hollandia');
          await form.getByLabel('Country code').fill('zz');
          await form.getByRole('button', { name: 'Add' }).click();
          await section.getByText('ZZ is not a country code of the EU list').waitFor();
          await form.getByLabel('Country code').fill('nl');
          await form.getByRole('button', { name: 'Add' }).click();
          const row = section.getByRole('row', { name: /Hollandia/ });
          await row.getByRole('cell', { name: 'Netherlands' }).waitFor();
          await section.getByText(/Changed .* by Sam Super/).waitFor();
          const resolved = await fetch(
            `${web.baseUrl}/api/reference/countries/resolve?name=HOLLANDIA`,
            { headers: { cookie: await cookieOf(context) } },
          );
          assert.deepEqual(((await resolved.json()) as Json).code, 'NL');
          await form.getByLabel('Name in documents').fill('Bundesrepublik');
          await form.getByLabel('Country code').fill('DE');
          await form.getByRole('button', { name: 'Add' }).click();
          await section.getByRole('row', { name: /Bundesrepublik/ }).waitFor();
          // The confirmations close by themselves; the picture shows the list, not them.
          await eventually(
            async () => assert.equal(await page.getByText(/now means/).count(), 0),
            15_000,
          );
          await section.scrollIntoViewIfNeeded();
          await shoot(page, 'admin-country-aliases');

          await section.getByRole('button', { name: 'Remove Bundesrepublik' }).click();
          const dialog = page.getByRole('dialog', { name: /Remove the alias Bundesrepublik/ });
          await dialog.getByRole('button', { name: 'Remove' }).click();
          await eventually(async () =>
            assert.equal(await section.getByRole('row', { name: /Bundesrepublik/ }).count(), 0),
          );
        } finally {
          await context.close();
        }
      });

      it('an Admin imports a month’s file; a SuperUser corrects a rate with a reason, kept visible', async () => {
        const { now, before: previous } = months();
        const csv = `currency;per_euro;month\nUSD;1,0712;${now}\nGBP;0,8731;${now}\nJPY;162,31;${now}\nIDR;17512,25;${now}\nUSD;1,0854;${previous}\n`;
        const admin = await web.signIn(browser, 'ana', '/Admin/ExchangeRates');
        try {
          await admin.page.getByText(/No rates for/).waitFor();
          await admin.page.locator('input[type=file]').setInputFiles({
            name: 'rates.csv',
            mimeType: 'text/csv',
            buffer: Buffer.from(csv),
          });
          await admin.page.getByText(/5 rates imported/).waitFor();
          await admin.page.getByRole('row', { name: /IDR/ }).getByText('17.512,25').waitFor();
        } finally {
          await admin.context.close();
        }

        const { context, page } = await web.signIn(browser, 'sam', '/Admin/ExchangeRates');
        try {
          await page.getByText(/Importing a file is for Admins/).waitFor();
          const usd = page.getByRole('row', { name: /USD/ });
          await usd.getByText('1,0712').waitFor();
          await usd.getByRole('button', { name: 'Correct USD' }).click();
          const dialog = page.getByRole('dialog', { name: /^USD for \w+ \d{4}$/ });
          await dialog.getByLabel('Units per euro').fill('10715');
          await dialog.getByLabel('Reason').fill('ECB republished the rate');
          await dialog.getByRole('button', { name: 'Save the rate' }).click();
          await dialog.getByText(/More than ten times off the rate of/).waitFor();
          await dialog.getByLabel('Units per euro').fill('1,0715');
          await dialog.getByRole('button', { name: 'Save the rate' }).click();
          await usd.getByText('1,0715').waitFor();
          await usd.getByText('by hand').waitFor();
          await usd.getByText('was 1,0712 · ECB republished the rate').waitFor();
          await usd.getByText(/by Sam Super/).waitFor();
          await shoot(page, 'admin-exchange-rates');
          const reference = await fetch(
            `${web.baseUrl}/api/reference/exchange-rates?currency=USD&on=${now}-15`,
            { headers: { cookie: await cookieOf(context) } },
          );
          assert.equal(((await reference.json()) as Json[])[0]?.perEuro, 1.0715);
        } finally {
          await context.close();
        }
      });

      it('a SuperUser sets a client’s field by hand, sees who and when, and hands it back after a confirmation', async () => {
        const { rawKey } = await createApiKey(
          t.database.db,
          { name: 'erp', scopes: ['masterdata'] },
          'test',
        );
        const pushed = await fetch(`${web.baseUrl}/api/v1/clients`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': rawKey },
          body: JSON.stringify({
            clients: [{ code: 'ERP-7', name: 'Seven Logistics NV', city: 'Gent', country: 'BE' }],
          }),
        });
        assert.equal(pushed.status, 200);
        const { context, page } = await web.signIn(browser, 'sam', '/ClientsAll');
        await page.goto('/ClientsAll?open=ERP-7');
        try {
          const drawer = page.getByRole('dialog', { name: /ERP-7/ });
          const corrections = drawer.getByRole('region', { name: 'Set by hand' });
          await corrections.getByText(/Nothing set by hand/).waitFor();
          await drawer.getByLabel('City').fill('Antwerpen');
          await drawer.getByRole('button', { name: 'Save changes' }).click();
          await page.goto('/ClientsAll?open=ERP-7');
          const row = corrections.getByRole('row', { name: /City/ });
          await row.getByText('Antwerpen').waitFor();
          await row.getByText(/by Sam Super/).waitFor();
          await corrections.scrollIntoViewIfNeeded();
          await shoot(page, 'client-corrections');

          await row.getByRole('button', { name: 'Hand back City' }).click();
          const confirm = page.getByRole('dialog', { name: /Hand City back to masterdata/ });
          await confirm.getByText(/writes City again/).waitFor();
          await confirm.getByRole('button', { name: 'Hand back' }).click();
          await corrections.getByText(/Nothing set by hand/).waitFor();
          const again = await fetch(`${web.baseUrl}/api/v1/clients`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-api-key': rawKey },
            body: JSON.stringify({
              clients: [{ code: 'ERP-7', name: 'Seven Logistics NV', city: 'Gent', country: 'BE' }],
            }),
          });
          assert.equal(again.status, 200);
          const client = await fetch(`${web.baseUrl}/api/clients/ERP-7`, {
            headers: { cookie: await cookieOf(context) },
          });
          assert.equal(((await client.json()) as Json).city, 'Gent', 'masterdata writes it again');
        } finally {
          await context.close();
        }
      });
    },
  );
}
