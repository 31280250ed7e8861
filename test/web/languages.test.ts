import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Browser, Page } from 'playwright-core';
import { LOCALES } from '../../web/src/i18n/languages.ts';
import { MESSAGES, type MessageId } from '../../web/src/i18n/messages/index.ts';
import { createApiKey } from '../../src/api-keys/index.ts';
import { seedDossiers } from '../support/seed-dossiers.ts';
import { sampleForToday, sharedDir } from '../support/samples.ts';
import {
  CONTEXT_OPTIONS,
  describedBy,
  ensureWebBuild,
  eventually,
  launchBrowser,
  startWebApp,
  type AccountName,
  type WebApp,
} from '../support/web-browser.ts';
// Last: its check that PostgreSQL answers (3 s) runs after every other module has loaded.
import { databaseKinds, type TestDatabase } from '../support/databases.ts';

type Language = 'nl' | 'fr' | 'en';

const INVOICE = join(sharedDir, 'samples/invoices/12_invoice_synthetic-plumbing_US_text.pdf');
const screenshots = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
/** SCREENSHOTS=1 writes docs/screenshots again; a plain run leaves the committed ones alone. */
const shoot = process.env.SCREENSHOTS === '1';

/** A catalogue text in a language, filled in as the page fills it. */
const say = (language: Language, id: MessageId, values?: Record<string, string>) =>
  String(new IntlMessageFormat(MESSAGES[language][id], LOCALES[language]).format(values));

/** The sign-out button in whichever language the page shows: the session is read. */
const signedIn = (page: Page) =>
  page
    .getByRole('button', { name: /^(Sign out|Afmelden|Se déconnecter)$/ })
    .waitFor({ state: 'visible', timeout: 15_000 });

/** The header's NL · FR · EN switch. */
const choose = (page: Page, language: Language) =>
  page
    .getByRole('banner')
    .locator('label')
    .filter({ hasText: new RegExp(`^${language.toUpperCase()}$`) })
    .click();

const COUNTRY: Record<Language, string> = { nl: 'België', fr: 'Belgique', en: 'Belgium' };

const kind = databaseKinds[0]!;

let browser: Browser;
before(async () => {
  await ensureWebBuild();
  browser = await launchBrowser();
  mkdirSync(screenshots, { recursive: true });
});
after(async () => {
  await browser?.close();
});

describe(`the pages in Dutch, French and English on ${kind.name}`, { skip: kind.skip }, () => {
  let t: TestDatabase;
  let web: WebApp;
  before(async () => {
    t = await kind.open();
    await seedDossiers(t.database, 20);
    web = await startWebApp(t.database);
  });
  after(async () => {
    await web?.close();
    await t?.dispose();
  });

  const open = async (
    account: AccountName,
    path: string,
    locale: string = CONTEXT_OPTIONS.locale,
  ) => {
    const context = await browser.newContext({ ...CONTEXT_OPTIONS, locale, baseURL: web.baseUrl });
    context.setDefaultTimeout(10_000);
    const page = await context.newPage();
    await web.goAs(page, account, path);
    await signedIn(page);
    return { context, page };
  };

  it('gives a browser whose language is fr-BE the pages in French without choosing', async () => {
    const { context, page } = await open('dirk', '/NewDossier', 'fr-BE');
    try {
      await page.getByRole('button', { name: say('fr', 'shell.signOut') }).waitFor();
      assert.equal(await page.locator('html').getAttribute('lang'), 'fr');
      await page.getByRole('heading', { name: say('fr', 'newDossier.title') }).waitFor();
      await page.getByRole('link', { name: say('fr', 'shell.nav.clients'), exact: true }).waitFor();
      assert.match(await page.title(), new RegExp(`^${say('fr', 'newDossier.title')} · `));
    } finally {
      await context.close();
    }
  });

  for (const language of ['nl', 'fr', 'en'] as const) {
    const s = (id: MessageId, values?: Record<string, string>) => say(language, id, values);
    const code = `WALK-${language.toUpperCase()}`;

    it(`walks the dossier list, a new dossier with a new client and that client in ${language}`, async () => {
      const { context, page } = await open('sam', '/Dossiers');
      try {
        await choose(page, language);
        await page.getByRole('button', { name: s('shell.signOut') }).waitFor();
        assert.equal(await page.locator('html').getAttribute('lang'), language);

        // The dossier list: the shell and, once translated, its own columns; Belgian dates.
        const nav = page.getByRole('navigation', { name: s('shell.nav.main') });
        await nav.getByRole('link', { name: s('shell.nav.allClients'), exact: true }).waitFor();
        if ('dossiers.col.created' in MESSAGES[language])
          await page
            .getByRole('columnheader', { name: new RegExp(`^${s('dossiers.col.created')}`) })
            .waitFor();
        await eventually(async () =>
          assert.match(await page.locator('main').innerText(), /\d{2}\/\d{2}\/\d{4}/),
        );

        // A new dossier with a new client: labels, a refused container number and an EORI typed as
        // printed, both normalised when left.
        await nav.getByRole('link', { name: s('shell.nav.newDossier'), exact: true }).click();
        const form = page.getByRole('form', { name: s('newDossier.form') });
        await form.waitFor();
        assert.match(await page.title(), new RegExp(`^${s('newDossier.title')} · `));
        await form.getByText(s('newDossier.regime.IM')).waitFor();
        await form.getByText(s('newDossier.newClient'), { exact: true }).click();
        await form.getByRole('textbox', { name: s('client.field.code'), exact: true }).fill(code);
        await form
          .getByRole('textbox', { name: s('client.field.name'), exact: true })
          .fill(`Walk ${language} NV`);
        const eori = form.getByLabel(s('client.field.identification_number'));
        await eori.fill('be 0403.000.158');
        await eori.blur();
        assert.equal(await eori.inputValue(), 'BE0403000158');
        await form.getByLabel(s('client.field.country'), { exact: true }).fill('be');
        await form.getByText(COUNTRY[language], { exact: true }).waitFor();
        const container = form.getByLabel(s('newDossier.container'));
        await container.fill('msku 765432-1');
        await container.blur();
        assert.equal(await container.inputValue(), 'MSKU7654321');
        await form
          .getByLabel(s('slot.file', { slot: s('slot.invoice') }), { exact: true })
          .setInputFiles(INVOICE);
        await form.getByRole('button', { name: s('newDossier.create') }).click();
        await eventually(async () =>
          assert.match(
            await describedBy(page, s('newDossier.container')),
            new RegExp(
              s('fault.container.check', { value: 'MSKU7654321', expected: '8' }).replace(
                /[()]/g,
                '\\$&',
              ),
            ),
          ),
        );
        if (shoot && language !== 'en')
          await page.screenshot({ path: join(screenshots, `new-dossier-${language}.png`) });
        await container.fill('MSKU1234565');
        await form.getByRole('button', { name: s('newDossier.create') }).click();
        await page.waitForURL(/\/Dossiers\/[0-9a-f-]{36}$/);

        // The client it created, in /Clients: its country by name, dates dd/MM/yyyy, its rates
        // typed with a point or a comma and written back with the decimal comma.
        await nav.getByRole('link', { name: s('shell.nav.clients'), exact: true }).click();
        await page.getByRole('heading', { name: s('clients.title') }).waitFor();
        assert.match(await page.title(), new RegExp(`^${s('clients.title')} · `));
        const row = page.getByRole('row', {
          name: s('clients.row', { code, name: `Walk ${language} NV` }),
        });
        // Five hundred seeded clients come first: the search finds this one.
        await page.getByRole('searchbox', { name: s('clients.search') }).fill(code);
        await row.waitFor();
        const cells = await row.getByRole('cell').allTextContents();
        assert.equal(cells[4], COUNTRY[language]);
        assert.match(cells[5] ?? '', /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
        await row.click();
        const drawer = page.getByRole('dialog', { name: s('client.drawer', { code }) });
        await drawer.getByRole('heading', { name: s('client.group.air') }).waitFor();
        await drawer.getByLabel(s('client.field.air_transport_rate_per_kg')).fill('0.85');
        const minimum = drawer.getByLabel(s('client.field.air_transport_minimum'));
        await minimum.fill('1.234');
        await minimum.blur();
        await drawer
          .getByText(s('fault.ambiguous', { typed: '1.234', grouped: '1234', decimal: '1,234' }))
          .waitFor();
        await drawer.getByRole('button', { name: '1234', exact: true }).scrollIntoViewIfNeeded();
        if (shoot && language !== 'en')
          await page.screenshot({ path: join(screenshots, `clients-${language}.png`) });
        await drawer.getByRole('button', { name: '1234', exact: true }).click();
        assert.equal(
          await drawer.getByLabel(s('client.field.air_transport_minimum')).inputValue(),
          '1234',
        );
        await drawer.getByRole('button', { name: s('client.saveChanges') }).click();
        await drawer.waitFor({ state: 'hidden' });
        await page.reload();
        await signedIn(page);
        await row.click();
        const again = page.getByRole('dialog', { name: s('client.drawer', { code }) });
        await eventually(async () =>
          assert.equal(
            await again
              .getByRole('textbox', { name: s('client.field.air_transport_rate_per_kg') })
              .inputValue(),
            '0,85',
          ),
        );
      } finally {
        await context.close();
      }
    });
  }

  it('shows what customs would refuse in a partner\u2019s declaration at its field, in French, then Dutch', async () => {
    const { rawKey } = await createApiKey(t.database.db, { name: 'tms-walk' }, 'test');
    const body = sampleForToday('t1-auto-dispatch') as Record<string, any>;
    delete body.auto_dispatch;
    body.ucr = 'WALK-FINDINGS';
    body.parties.consignor.eori = 'BE0403000111';
    const response = await fetch(`${web.baseUrl}/api/declarations`, {
      method: 'POST',
      headers: { 'x-api-key': rawKey, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    assert.equal(response.status, 201, await response.clone().text());
    const { uuid } = (await response.json()) as { uuid: string };
    const { context, page } = await open('dirk', `/Dossiers/${uuid}`, 'fr-BE');
    try {
      const alert = page.getByRole('alert', { name: say('fr', 'findings.title', { count: '1' }) });
      await alert.waitFor();
      const line = (await alert.getByRole('listitem').textContent()) ?? '';
      assert.match(line, /^Expéditeur · EORI: BE0403000111 : les deux derniers chiffres/);
      assert.match(line, /devraient être 58 \(ALL-EORI\)$/);
      if (shoot) await page.screenshot({ path: join(screenshots, 'dossier-findings-fr.png') });
      await choose(page, 'nl');
      const dutch = page.getByRole('alert', { name: say('nl', 'findings.title', { count: '1' }) });
      await dutch.getByText(/^Afzender · EORI/).waitFor();
      assert.match(
        (await dutch.getByRole('listitem').textContent()) ?? '',
        /moeten 58 zijn \(ALL-EORI\)$/,
      );
      if (shoot) await page.screenshot({ path: join(screenshots, 'dossier-findings-nl.png') });
    } finally {
      await context.close();
    }
  });

  it('changes the language at once with the header switch, and keeps the choice on the server', async () => {
    const { context, page } = await open('ana', '/Clients');
    try {
      await page.getByRole('heading', { name: say('en', 'clients.title') }).waitFor();
      await choose(page, 'fr');
      await page.getByRole('heading', { name: say('fr', 'clients.title') }).waitFor();
      assert.equal(await page.locator('html').getAttribute('lang'), 'fr');
      await page.reload();
      await page.getByRole('heading', { name: say('fr', 'clients.title') }).waitFor();
    } finally {
      await context.close();
    }
    // Another browser, without the first one's cookies: the choice came from the server.
    const elsewhere = await open('ana', '/Clients');
    try {
      await elsewhere.page.getByRole('heading', { name: say('fr', 'clients.title') }).waitFor();
    } finally {
      await elsewhere.context.close();
    }
  });
});
