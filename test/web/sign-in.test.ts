import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { schema } from '../../src/db/index.ts';
import {
  ensureWebBuild,
  eventually,
  launchBrowser,
  startWebApp,
  type WebApp,
} from '../support/web-browser.ts';
// Last: its check that PostgreSQL answers (3 s) runs after every other module has loaded.
import { countRows, databaseKinds, type TestDatabase } from '../support/databases.ts';

let browser: Browser;
before(async () => {
  await ensureWebBuild();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

// On the embedded database, as a fresh installation signs in; the sessions' store runs on both
// databases in test/sign-in.
for (const kind of databaseKinds.filter((candidate) => candidate.name === 'pglite')) {
  describe(`signing in to the web app in a browser on ${kind.name}`, { skip: kind.skip }, () => {
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

    it('takes an Admin to the provider and back to the dossier list, named in the header', async () => {
      const { context, page } = await web.signIn(browser, 'ana', '/Dossiers?status=Review');
      try {
        assert.equal(new URL(page.url()).pathname, '/Dossiers', 'back where the user started');
        assert.equal(new URL(page.url()).search, '?status=Review');
        await page.getByRole('heading', { name: 'Dossiers' }).waitFor();
        await page.getByText('No dossier matches these filters.').waitFor();
        const header = page.getByRole('banner');
        assert.equal(await header.getByText('Ana Admin', { exact: true }).isVisible(), true);
        // The role by its name in the page's language (English here): Admins is an Administrator.
        assert.equal(await header.getByText('Administrator', { exact: true }).isVisible(), true);
        assert.equal(
          await header.getByText('CustomsGent').count(),
          0,
          'a team role is not a role of the app',
        );
        assert.equal(
          await page
            .getByRole('link', { name: 'Dossiers', exact: true })
            .getAttribute('aria-current'),
          'page',
        );
        const cookie = (await context.cookies(web.baseUrl)).find((c) => c.name === 'cds_session');
        assert.ok(cookie, 'a session cookie');
        assert.equal(cookie.httpOnly, true);
        assert.equal(cookie.sameSite, 'Lax');
        const [session] = await t.database.db
          .select()
          .from(schema.webSessions)
          .where(eq(schema.webSessions.userId, 'oid-ana'));
        assert.deepEqual(session?.roles, ['Admins']);
        assert.equal(session?.name, 'Ana Admin');
      } finally {
        await context.close();
      }
    });

    it('shows a User the customs clients without a way to create or change one', async () => {
      await t.database.db.insert(schema.clients).values({
        code: 'RHEIN',
        name: 'Rhein Logistik GmbH',
        city: 'Duisburg',
        country: 'DE',
        isCustomsClient: true,
        createdBy: 'test',
        updatedBy: 'test',
      });
      const { context, page } = await web.signIn(browser, 'dirk', '/Clients');
      try {
        await page.getByRole('heading', { name: 'Customs clients' }).waitFor();
        const header = page.getByRole('banner');
        assert.equal(await header.getByText('Dirk Declarant', { exact: true }).isVisible(), true);
        const row = page.getByRole('row', { name: 'Client RHEIN Rhein Logistik GmbH' });
        await row.waitFor();
        assert.equal(await page.getByRole('button', { name: 'New client' }).count(), 0);
        await row.click();
        const drawer = page.getByRole('dialog', { name: 'Client RHEIN' });
        await drawer.getByText('Only declarants and administrators may change clients.').waitFor();
        assert.equal(await drawer.getByRole('button', { name: 'Save changes' }).count(), 0);
        assert.equal(await drawer.getByLabel('City').getAttribute('readonly'), '');
        assert.equal(await drawer.getByLabel('City').inputValue(), 'Duisburg');
        await page.keyboard.press('Escape');
        await drawer.waitFor({ state: 'hidden' });
        await page.getByRole('link', { name: 'All clients' }).click();
        await page.getByRole('row', { name: /^Client RHEIN/ }).waitFor();
        assert.equal(await page.getByRole('button', { name: 'Promote' }).count(), 0);
      } finally {
        await context.close();
      }
    });

    it('refuses a user with only a team role: the page says why, and there is no session', async () => {
      const context = await browser.newContext({ baseURL: web.baseUrl });
      try {
        const page = await context.newPage();
        const before = await countRows(t.database.db, 'web_sessions');
        const response = await web.goAs(page, 'tom', '/Dossiers');
        assert.equal(response?.status(), 403);
        await page.getByRole('heading', { name: 'No access to this application' }).waitFor();
        await page.getByText('You are signed in as Tom Team').waitFor();
        await page.getByText(/Admins, SuperUsers or Users/).waitFor();
        assert.deepEqual(
          (await context.cookies(web.baseUrl)).filter((c) => c.name === 'cds_session'),
          [],
        );
        assert.equal(await countRows(t.database.db, 'web_sessions'), before);
        assert.equal(await countRows(t.database.db, 'web_sessions', sql`user_id = 'oid-tom'`), 0);
        // The app's pages stay closed: they send the browser to sign in again.
        const api = await page.request.get('/api/session');
        assert.equal(api.status(), 401);
      } finally {
        await context.close();
      }
    });

    it('keeps the refusal at its own address, /signin-refused, so a reload still says why', async () => {
      const context = await browser.newContext({ baseURL: web.baseUrl });
      try {
        const page = await context.newPage();
        await web.goAs(page, 'tom', '/Dossiers');
        await page.getByRole('heading', { name: 'No access to this application' }).waitFor();
        // docs/web-api.md, "Refused": the page /signin-refused (HTML, 403), not the callback
        // with the provider's one-time code in the address bar.
        const address = new URL(page.url());
        assert.equal(address.pathname, '/signin-refused', page.url());
        assert.equal(address.searchParams.get('code'), null);
        const again = await page.reload();
        assert.equal(again?.status(), 403);
        await page.getByRole('heading', { name: 'No access to this application' }).waitFor();
      } finally {
        await context.close();
      }
    });

    it('refuses a change sent with the session cookie but without the CSRF token, and stores nothing', async () => {
      const { context, page } = await web.signIn(browser, 'ana', '/Clients');
      try {
        await page.getByRole('heading', { name: 'Customs clients' }).waitFor();
        const answer = await page.evaluate(async () => {
          const response = await fetch('/api/clients', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{"code":"X","name":"Y"}',
          });
          return { status: response.status, body: (await response.json()) as { type: string } };
        });
        assert.equal(answer.status, 403);
        assert.equal(answer.body.type, '/problems/csrf');
        assert.equal(await countRows(t.database.db, 'clients', sql`code = 'X'`), 0);
        assert.equal(
          await countRows(t.database.db, 'audit_log', sql`entity_id = 'X'`),
          0,
          'nothing audited either',
        );
        // The same page, through the app (which sends the token), may create it.
        await page.getByRole('button', { name: 'New client' }).click();
        const drawer = page.getByRole('dialog', { name: 'New customs client' });
        await drawer.getByLabel(/^Code/).fill('X');
        await drawer.getByLabel(/^Name/).fill('Y');
        await drawer.getByRole('button', { name: 'Create client' }).click();
        await drawer.waitFor({ state: 'hidden' });
        await eventually(async () =>
          assert.equal(await countRows(t.database.db, 'clients', sql`code = 'X'`), 1),
        );
      } finally {
        await context.close();
      }
    });
  });
}
