import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import type { Browser, Page } from 'playwright-core';
import { schema } from '../../src/db/index.ts';
import { importLocodes, installEmbeddedSnapshot } from '../../src/reference/index.ts';
import { seedDossiers } from '../support/seed-dossiers.ts';
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

/** The header's language switch; the choice is kept for the user, so a test that changes it puts it back. */
const chooseLanguage = async (page: Page, code: 'NL' | 'EN') => {
  await page
    .getByRole('banner')
    .locator('label')
    .filter({ hasText: new RegExp(`^${code}$`) })
    .click();
  await page.getByRole('button', { name: code === 'NL' ? 'Afmelden' : 'Sign out' }).waitFor();
};

const pushClients = (baseUrl: string, rawKey: string) =>
  fetch(`${baseUrl}/api/v1/clients`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': rawKey },
    body: JSON.stringify({ clients: [{ code: 'ERP-1', name: 'ERP Client NV', country: 'BE' }] }),
  });

let browser: Browser;
before(async () => {
  await ensureWebBuild();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

for (const kind of databaseKinds.filter((candidate) => candidate.name === 'postgres')) {
  describe(`the administration pages in the browser on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let web: WebApp;
    before(async () => {
      t = await kind.open();
      web = await startWebApp(t.database, {
        ServiceBus__Descartes__Pr__AmqpUrl: 'amqp://filer:s3cret@broker.example:5672',
        ServiceBus__Descartes__Pr__QueueName: 'descartes-pr',
        ServiceBus__Descartes__AutoDispatchEnvironment: 'Pr',
      });
    });
    after(async () => {
      await web?.close();
      await t?.dispose();
    });

    it('an admin makes a partner’s key, copies it once, sees it used, narrows it and revokes it', async () => {
      const { context, page } = await web.signIn(browser, 'ana', '/Dossiers');
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      try {
        await page.getByRole('button', { name: /Administration/ }).click();
        await page.getByRole('menuitem', { name: 'API keys' }).click();
        await page.getByRole('heading', { name: 'API keys' }).waitFor();
        await page.getByText(/No API keys yet/).waitFor();

        await page.getByRole('button', { name: 'New key' }).click();
        const form = page.getByRole('form', { name: 'New key' });
        await form.getByLabel('Name').fill('forwarder-tms');
        await form.getByLabel(/Client masterdata/).check();
        await form.getByLabel('Expires after').fill('31/12/2099');
        await form.getByLabel('Expires after').press('Tab');
        await form.getByRole('button', { name: 'Create key' }).click();

        const dialog = page.getByRole('dialog', { name: 'The key for forwarder-tms' });
        await dialog.getByText(/shown this once and never stored/).waitFor();
        const rawKey = (await dialog.locator('pre').textContent())?.trim() ?? '';
        assert.match(rawKey, /^\S{32,}$/);
        await shoot(page, 'admin-api-key-created');
        await dialog.getByRole('button', { name: 'Copy' }).click();
        await dialog.getByRole('button', { name: 'Copied', exact: true }).waitFor();
        // The browser's own clipboard, read in the page (the test's tsconfig has no DOM types).
        const clipboard = await page.evaluate<string>('navigator.clipboard.readText()');
        assert.equal(clipboard, rawKey);
        await dialog.getByRole('button', { name: 'I have copied it' }).click();
        await dialog.waitFor({ state: 'hidden' });
        assert.equal(await page.getByText(rawKey).count(), 0, 'the key is gone from the page');

        const table = page.getByRole('table', { name: 'API keys' });
        const row = table.getByRole('row', { name: /forwarder-tms/ });
        await row.getByText('Active').waitFor();
        assert.match(await row.innerText(), /Declarations[\s\S]*Client masterdata/i);
        assert.match(await row.innerText(), /31\/12\/2099/);
        assert.match(await row.innerText(), /never/);

        // The partner uses it; the page, read again, says when.
        assert.equal((await pushClients(web.baseUrl, rawKey)).status, 200);
        await page.reload();
        await eventually(async () =>
          assert.doesNotMatch(await row.innerText(), /never/, 'last used is shown'),
        );
        await shoot(page, 'admin-api-keys');

        await row.getByRole('button', { name: 'Scopes… forwarder-tms' }).click();
        const scopes = page.getByRole('dialog', { name: 'Scopes of forwarder-tms' });
        await scopes.getByLabel(/Client masterdata/).uncheck();
        await scopes.getByRole('button', { name: 'Save' }).click();
        await scopes.waitFor({ state: 'hidden' });
        await eventually(async () =>
          assert.doesNotMatch(await row.innerText(), /Client masterdata/i),
        );
        assert.equal((await pushClients(web.baseUrl, rawKey)).status, 403);

        await row.getByRole('button', { name: 'Revoke… forwarder-tms' }).click();
        const revoke = page.getByRole('dialog', { name: 'Revoke forwarder-tms?' });
        await revoke.getByText(/cannot be undone/).waitFor();
        await revoke.getByRole('button', { name: 'Revoke the key' }).click();
        await revoke.waitFor({ state: 'hidden' });
        await page.getByText(/No API keys yet/).waitFor();
        assert.equal((await pushClients(web.baseUrl, rawKey)).status, 401);
        await page.getByLabel('Show revoked and expired keys').check();
        await row.getByText('Revoked').waitFor();
        assert.match(await row.innerText(), /by Ana Admin/);
      } finally {
        await context.close();
      }
    });

    it('the audit log shows those changes, filters them by action and exports them as CSV', async () => {
      const { context, page } = await web.signIn(browser, 'ana', '/Admin/AuditLog');
      try {
        const table = page.getByRole('table', { name: 'Audit log' });
        await table.waitFor();
        await eventually(async () =>
          assert.ok((await table.getByRole('row').count()) >= 4, 'three key changes and more'),
        );
        await page.getByRole('combobox', { name: 'Action' }).click();
        await page.getByRole('option', { name: 'api-key.revoked' }).click();
        await eventually(async () => assert.equal(await table.getByRole('row').count(), 2));
        const entry = table.getByRole('row').nth(1);
        assert.match(await entry.innerText(), /Ana Admin[\s\S]*api-key\.revoked/);
        assert.match(await entry.innerText(), /active\s+true → false/);
        assert.match(page.url(), /action=api-key.revoked/);
        await shoot(page, 'admin-audit-log');

        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('link', { name: 'Export CSV' }).click(),
        ]);
        const csv = readFileSync(await download.path(), 'utf8');
        const lines = csv.trim().split(/\r?\n/);
        assert.equal(lines.length, 2, csv);
        assert.match(lines[0]!, /id,occurred_at,actor,action/);
        assert.match(lines[1]!, /Ana Admin,api-key\.revoked,api-key/);
      } finally {
        await context.close();
      }
    });

    it('the claims page shows the ID token and which roles count; a declarant sees only their pages, in Dutch too', async () => {
      const { context, page } = await web.signIn(browser, 'ana', '/Admin/Claims');
      try {
        await page.getByRole('heading', { name: 'Claims' }).waitFor();
        const token = page.getByRole('table', { name: 'The ID token’s claims' });
        await token.getByRole('row', { name: /email ana@broker\.example/ }).waitFor();
        const text = await page.locator('main').innerText();
        assert.match(text, /Roles this service uses\s+Admins/);
        assert.match(text, /Not read by this service \(team roles, old names\)\s+CustomsGent/);
        await shoot(page, 'admin-claims');
      } finally {
        await context.close();
      }

      const sam = await web.signIn(browser, 'sam', '/Dossiers');
      try {
        await sam.page.getByRole('button', { name: /Administration/ }).click();
        const menu = sam.page.getByRole('menu');
        await menu.getByRole('menuitem', { name: 'Audit log' }).waitFor();
        assert.equal(await menu.getByRole('menuitem', { name: 'API keys' }).count(), 0);
        await sam.page.keyboard.press('Escape');
        await sam.page.goto('/Admin/ApiKeys');
        await sam.page.getByText(/This page is for administrators/).waitFor();
        assert.equal(await sam.page.getByRole('button', { name: 'New key' }).count(), 0);

        await sam.page.getByRole('banner').locator('label').filter({ hasText: /^NL$/ }).click();
        await sam.page.goto('/Admin/AuditLog');
        await sam.page.getByRole('heading', { name: 'Auditlogboek' }).waitFor();
        await sam.page.getByRole('link', { name: 'CSV exporteren' }).waitFor();
        await chooseLanguage(sam.page, 'EN');
      } finally {
        await sam.context.close();
      }
    });
    it('the costs page charts and tables what a week of extraction cost, per day and model', async () => {
      await seedDossiers(t.database, 1);
      // Three days of two models and the reader without one, 2 to 4 November (Brussels).
      await t.database.db.execute(sql`
        insert into extraction_records
          (dossier_id, extractor_type, model, status, prompt_tokens, completion_tokens, page_count,
           estimated_cost, created_at)
        select (select id from dossiers limit 1), 'pdf_di_hybrid_invoice', model,
               case when n = 3 and model = 'gpt-4.1' then 'failed' else 'ok' end,
               case when model is null then null else 1000 * n end,
               case when model is null then null else 100 * n end, 2,
               case when model is null then null when model = 'gpt-4.1' then 0.5 * n else 0.01 * n end,
               timestamptz '2026-11-01 12:00:00+01' + n * interval '1 day'
        from generate_series(1, 3) as n, unnest(array['gpt-4.1', 'gpt-4.1-mini', null]) as model`);
      const { context, page } = await web.signIn(
        browser,
        'sam',
        '/Admin/Costs?from=2026-11-01&to=2026-11-07',
      );
      try {
        const table = page.getByRole('table', { name: 'Costs' });
        await table.waitFor();
        assert.equal(await table.locator('tbody tr').count(), 9);
        const total = await table.locator('tfoot tr').innerText();
        // 9 attempts, 1 failed, 18 pages, 12,000 prompt and 1,200 completion tokens, 3.06 USD,
        // in Belgian figures.
        assert.match(total, /Total\s+9\s+1\s+18\s+12\.000\s+1\.200\s+USD\s3,06/);
        const chart = page.getByRole('img', { name: 'Estimated cost per day and model (USD)' });
        await eventually(async () =>
          assert.ok((await chart.locator('path.recharts-rectangle').count()) >= 6, 'bars drawn'),
        );
        await chart.getByText('gpt-4.1-mini').waitFor();
        await shoot(page, 'admin-costs');
      } finally {
        await context.close();
      }
    });
    it('company defaults: a declarant corrects the declarant EORI, sees a wrong check digit refused in Dutch, and the change in the audit log', async () => {
      const { context, page } = await web.signIn(browser, 'sam', '/Admin/DeclarationFields');
      try {
        const section = page.getByRole('region', { name: 'Declarant and contact' });
        const eori = section.getByRole('textbox', { name: 'declarant_eori' });
        await eori.fill('be 0403.000.158');
        await section
          .getByRole('form', { name: 'declarant_eori' })
          .getByRole('button', { name: 'Save' })
          .click();
        await eventually(async () => assert.equal(await eori.inputValue(), 'BE0403000158'));
        await section.getByText(/by Sam Super/).waitFor();

        await chooseLanguage(page, 'NL');
        const dutch = page.getByRole('region', { name: 'Declarant en contact' });
        const field = dutch.getByRole('textbox', { name: 'declarant_eori' });
        await field.fill('BE0403000111');
        await dutch
          .getByRole('form', { name: 'declarant_eori' })
          .getByRole('button', { name: 'Opslaan' })
          .click();
        await dutch.getByText(/BE0403000111.*controle/i).waitFor();
        await shoot(page, 'admin-declaration-fields');
        const audit = await fetch(`${web.baseUrl}/api/admin/audit-log?action=setting.changed`, {
          headers: {
            cookie: (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; '),
          },
        });
        const entries = (
          (await audit.json()) as {
            entries: { actor: string; entity_id: string; after: { value: string } }[];
          }
        ).entries;
        assert.deepEqual(
          entries.map((entry) => [entry.actor, entry.entity_id, entry.after.value]),
          [['Sam Super', 'declarations:declarant_eori', 'BE0403000158']],
        );
        await chooseLanguage(page, 'EN');
      } finally {
        await context.close();
      }
    });
    it('reference data: which lists the pickers offer, embedded until a sync, and a list’s codes searched', async () => {
      // As the service does at its start: the embedded copy, until a sync brings each list.
      await installEmbeddedSnapshot(t.database.db);
      const { context, page } = await web.signIn(browser, 'sam', '/Integrations/ReferenceData');
      try {
        const table = page.getByRole('table', { name: 'Reference data' });
        await table.waitFor();
        await page.getByText(/^0 synced, \d+ embedded$/).waitFor();
        const packages = table
          .getByRole('row', { name: /CL017/ })
          .filter({ has: page.getByRole('cell', { name: '6', exact: true }) });
        assert.match(await packages.innerText(), /Embedded/i);
        await packages.getByRole('button', { name: 'Show CL017' }).click();
        const drawer = page.getByRole('dialog');
        await drawer.getByLabel('Search a code or description').fill('carton');
        await eventually(async () => {
          const codes = await drawer.locator('tbody tr td:first-child').allInnerTexts();
          assert.ok(codes.includes('CT'), codes.join());
        });
        assert.match(page.url(), /list=CL017/);
        await shoot(page, 'reference-data');
        await page.keyboard.press('Escape');
        await page
          .getByRole('main')
          .locator('label')
          .filter({ hasText: /^Export$/ })
          .click();
        await eventually(async () => assert.match(page.url(), /domain=export/));
      } finally {
        await context.close();
      }
    });
    it('Descartes settings: where filings go without the password, and a failed message retried after confirming', async () => {
      await t.database.db.execute(sql`
        insert into outbox_messages (message_id, message_type, environment, payload, status, attempts, last_error)
        values ('00000000-0000-4000-8000-00000000000a', 'CC015C', 'Pr', '<x/>', 'Failed', 5,
                'the broker refused the connection: ACCESS_REFUSED')`);
      const { context, page } = await web.signIn(browser, 'ana', '/Admin/DescartesSettings');
      try {
        const environments = page.getByRole('table', { name: 'Outbound environments' });
        const pr = environments.getByRole('row', { name: /^Pr / });
        await pr.waitFor();
        assert.match(await pr.innerText(), /amqp:\/\/broker\.example:5672 · descartes-pr/);
        assert.match(await pr.innerText(), /environment variable ServiceBus__Descartes__Pr__/);
        assert.equal(await page.getByText(/s3cret/).count(), 0);
        const outbox = page.getByRole('table', { name: 'Outbox' });
        await outbox.getByText(/ACCESS_REFUSED/).waitFor();
        await shoot(page, 'admin-descartes');
        await page.getByRole('button', { name: 'Retry all failed (1)' }).click();
        const dialog = page.getByRole('dialog', { name: 'Retry all failed (1)' });
        await dialog.getByRole('button', { name: 'Retry' }).click();
        await page.getByText('1 message is due again').waitFor();
        await page.getByRole('button', { name: 'Retry all failed (0)' }).waitFor();
        const [row] = await t.database.db
          .select({ status: schema.outboxMessages.status })
          .from(schema.outboxMessages)
          .where(eq(schema.outboxMessages.messageId, '00000000-0000-4000-8000-00000000000a'));
        assert.equal(row?.status, 'Pending');
      } finally {
        await context.close();
      }
    });
    it('UN/LOCODE: no list yet says so; after an import the page shows it and finds Gent by its name', async () => {
      const { context, page } = await web.signIn(browser, 'sam', '/Admin/Locode');
      try {
        await page.getByText(/No UN\/LOCODE list is imported yet/).waitFor();
        const rows = [
          'country,location,name,nameWoDiacritics,subdivision,status,function,iata,lat,lon,geocoded',
          'BE,ANR,Antwerpen,Antwerpen,VAN,AI,12345---,,51.2,4.4,',
          'BE,GNE,Gent (Ghent),Gent (Ghent),VOV,AI,1234----,,51.05,3.7,',
        ];
        const done = await importLocodes(t.database.db, pino({ level: 'silent' }), {
          scope: 'two.csv',
          source: 'test:two.csv',
          open: async () => ({
            bytes: (async function* () {
              yield Buffer.from(rows.join('\n'));
            })(),
          }),
        });
        assert.equal(done.rows, 2);
        await page.reload();
        await page.getByText('2 locations', { exact: false }).waitFor();
        await page.getByLabel('Search a code or a place').fill('gent');
        const hits = page.getByRole('table', { name: 'UN/LOCODE' });
        await hits.getByRole('row', { name: /BEGNE Gent \(Ghent\) VOV 1234----/ }).waitFor();
        assert.match(page.url(), /q=gent/);
        await shoot(page, 'admin-locode');
      } finally {
        await context.close();
      }
    });
  });
}
