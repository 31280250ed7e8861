import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
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

/** Picks an option of a Mantine Select by the input's label. */
const choose = async (page: Page, label: string, option: string) => {
  await page.getByRole('dialog').getByLabel(label).click();
  await page.getByRole('option', { name: option }).click();
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
  describe(
    `Appearance, CustomsLocations, CustomsTeams, ProvenanceTypes in the browser on ${kind.name}`,
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

      it('a SuperUser changes the title and colour, and the shell shows them at once; hostile markup never reaches the page', async () => {
        const { context, page } = await web.signIn(browser, 'sam', '/Admin/Appearance');
        try {
          await page.getByRole('heading', { name: 'Appearance' }).waitFor();
          await page.getByLabel('Title', { exact: true }).fill('Douane Brokers NV');
          await page
            .getByLabel('Title with markup')
            .fill(
              '<b>Douane</b> Brokers <small>Antwerpen</small><img src=x onerror="document.title=1">',
            );
          await page.getByLabel('Main colour').fill('#0b7a3e');
          await page.getByLabel('Main colour').press('Tab');
          const preview = page.getByTestId('appearance-preview');
          await preview.locator('b', { hasText: 'Douane' }).waitFor();
          await page.getByText(/will be left out, as shown/).waitFor();
          assert.equal(
            await preview.locator('img').count(),
            0,
            'the preview shows the cleaned title',
          );
          await page.getByRole('button', { name: 'Save appearance' }).click();
          await page.getByText('The appearance is saved').waitFor();
          await page.getByText(/was left out of the title with markup/).waitFor();

          // The header of this tab, at once: the bold title, no image, the new colour.
          const banner = page.getByRole('banner');
          await banner.locator('b', { hasText: 'Douane' }).waitFor();
          await banner.locator('small', { hasText: 'Antwerpen' }).waitFor();
          assert.equal(await page.locator('img[src="x"]').count(), 0);
          await eventually(async () =>
            assert.equal(await page.title(), 'Appearance · Douane Brokers NV'),
          );
          // Mantine's primary colour is the chosen one (shade 6, what filled buttons use).
          const primary = (on: Page) =>
            on.evaluate<string>(
              "getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled').trim()",
            );
          await eventually(async () => assert.equal(await primary(page), '#0b7a3e'));
          await shoot(page, 'admin-appearance');

          // Everyone else on their next page: a Users account sees the same header.
          const other = await web.signIn(browser, 'dirk', '/Dossiers');
          try {
            await other.page.getByRole('banner').locator('b', { hasText: 'Douane' }).waitFor();
            assert.equal(await primary(other.page), '#0b7a3e');
            await eventually(async () =>
              assert.equal(await other.page.title(), 'Dossiers · Douane Brokers NV'),
            );
          } finally {
            await other.context.close();
          }
        } finally {
          await context.close();
        }
      });

      it('a SuperUser saves a location by UN/LOCODE and one by address; a wrong code is said under its field', async () => {
        const { context, page } = await web.signIn(browser, 'sam', '/Admin/CustomsLocations');
        try {
          await page.getByText(/No customs locations yet/).waitFor();
          await page.getByRole('button', { name: 'New location' }).click();
          let form = page.getByRole('form', { name: 'New location' });
          await form.getByLabel('Name').fill('MPET Deurganck');
          await form.getByLabel('UN/LOCODE').fill('be an');
          await form.getByRole('button', { name: 'Save' }).click();
          await form.getByText(/is not a UN\/LOCODE|not a UN\/LOCODE/).waitFor();
          await form.getByLabel('UN/LOCODE').fill('beanr');
          await form.getByLabel('National location code').fill('K1742');
          await form.getByRole('button', { name: 'Save' }).click();
          await page.getByText('MPET Deurganck is saved').waitFor();
          await page.getByRole('cell', { name: 'BEANR' }).waitFor();

          await page.getByRole('button', { name: 'New location' }).click();
          form = page.getByRole('form', { name: 'New location' });
          await form.getByLabel('Name').fill('Magazijn Gent');
          await choose(page, 'Type of location', 'D – other');
          await choose(page, 'Identified by', 'Z – address');
          await form.getByLabel('Street and number').fill('Skaldenstraat 1');
          await form.getByLabel('Postcode').fill('9042');
          await form.getByLabel('City').fill('Gent');
          await form.getByRole('button', { name: 'Save' }).click();
          await page.getByText('Magazijn Gent is saved').waitFor();
          await page.getByRole('cell', { name: /Skaldenstraat 1, 9042 Gent, BE/ }).waitFor();
          await shoot(page, 'admin-customs-locations');
        } finally {
          await context.close();
        }
      });

      it('a SuperUser makes a team with its directory role and offices; a role of the service is refused', async () => {
        const { context, page } = await web.signIn(browser, 'sam', '/Admin/CustomsTeams');
        try {
          await page.getByText(/No teams yet/).waitFor();
          await page.getByRole('button', { name: 'New team' }).click();
          const form = page.getByRole('form', { name: 'New team' });
          await form.getByLabel('Name').fill('Team Gent');
          await form.getByLabel('Role in the directory').fill('Admins');
          const offices = form.getByLabel('Customs offices');
          await offices.fill('be212000');
          await offices.press('Enter');
          await offices.fill('BE101000');
          await offices.press('Enter');
          await choose(page, 'Default office', 'BE212000');
          await form.getByRole('button', { name: 'Save' }).click();
          await form.getByText(/Admins is a role of this service, not a team/).waitFor();
          await form.getByLabel('Role in the directory').fill('CustomsGent');
          await form.getByRole('button', { name: 'Save' }).click();
          await page.getByText('Team Gent is saved').waitFor();
          await page.getByRole('cell', { name: 'CustomsGent' }).waitFor();
          await page.getByRole('cell', { name: 'BE212000 BE101000' }).waitFor();
          await shoot(page, 'admin-customs-teams');
        } finally {
          await context.close();
        }
      });

      it('a SuperUser adds provenance types in three languages and deletes one after confirming', async () => {
        const { context, page } = await web.signIn(browser, 'sam', '/Admin/ProvenanceTypes');
        try {
          for (const [code, nl, fr, en] of [
            ['TMS', 'TMS van de klant', 'TMS du client', 'Customer’s TMS'],
            ['EMAIL', 'E-mail van de klant', 'E-mail du client', 'Customer’s e-mail'],
            ['PORTAL', 'Klantenportaal', 'Portail client', 'Customer portal'],
          ] as const) {
            await page.getByRole('button', { name: 'New provenance type' }).click();
            const form = page.getByRole('form', { name: 'New provenance type' });
            await form.getByLabel('Code').fill(code.toLowerCase());
            await form.getByLabel('Name in Dutch').fill(nl);
            await form.getByLabel('Name in French').fill(fr);
            await form.getByLabel('Name in English').fill(en);
            await form.getByRole('button', { name: 'Save' }).click();
            await page.getByText(`${code} is saved`).waitFor();
          }
          await page.getByRole('button', { name: 'New provenance type' }).click();
          const again = page.getByRole('form', { name: 'New provenance type' });
          await again.getByLabel('Code').fill('tms');
          await again.getByLabel('Name in Dutch').fill('x');
          await again.getByLabel('Name in French').fill('x');
          await again.getByLabel('Name in English').fill('x');
          await again.getByRole('button', { name: 'Save' }).click();
          await again.getByText('Already used by another entry').waitFor();
          await again.getByRole('button', { name: 'Cancel' }).click();

          await page.getByRole('button', { name: 'Delete… PORTAL' }).click();
          await page
            .getByRole('dialog', { name: 'Delete PORTAL?' })
            .getByRole('button', { name: 'Delete' })
            .click();
          await page.getByText('PORTAL is deleted').waitFor();
          await eventually(async () =>
            assert.equal(await page.getByRole('cell', { name: 'PORTAL' }).count(), 0),
          );
          await page.getByRole('cell', { name: 'TMS du client' }).waitFor();
          await shoot(page, 'admin-provenance-types');
        } finally {
          await context.close();
        }
      });
    },
  );
}
