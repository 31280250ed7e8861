// `npm run screenshots`: the web app's pages as a declarant sees them, at 1366x768, into
// docs/screenshots/. The app runs on an in-memory embedded database with a broker's data: 1,000
// seeded dossiers, the shared canonical samples ingested through the API (so a dossier has parties
// and goods), customs and masterdata clients, one uploaded invoice waiting for extraction. Signed
// in in local single-user mode; the refusal page comes from a run through an OIDC provider.
// `npm run screenshots -- --language nl` (or fr): the dossier list and a dossier as a Dutch- or
// French-speaking declarant sees them (the browser asks for that language), named *-nl.png.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { createApiKey } from '../src/api-keys/index.ts';
import { openEmbedded } from '../src/db/index.ts';
import { installEmbeddedSnapshot } from '../src/reference/index.ts';
import { startTestApp } from '../test/support/app.ts';
import { CLIENT_ID, CLIENT_SECRET, startOidcProvider } from '../test/support/oidc-provider.ts';
import { SAMPLE_NAMES, sampleForToday, sharedDir } from '../test/support/samples.ts';
import { seedDossiers } from '../test/support/seed-dossiers.ts';
import { signedIn } from '../test/support/sessions.ts';
import { CONTEXT_OPTIONS, ensureWebBuild, launchBrowser } from '../test/support/web-browser.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const out = join(root, 'docs/screenshots');
const invoice = join(sharedDir, 'samples/invoices/12_invoice_synthetic-plumbing_US_text.pdf');

const CUSTOMS_CLIENTS = [
  {
    code: 'ANTWERP-STEEL',
    name: 'Antwerp Steel Trading NV',
    identification_number: 'BE0412345614',
    street_and_number: 'Noorderlaan 147',
    postcode: '2030',
    city: 'Antwerpen',
    country: 'BE',
    default_procedure: '4000',
  },
  {
    code: 'BRUGGE-FOODS',
    name: 'Brugge Foods BV',
    identification_number: 'BE0498765486',
    street_and_number: 'Kustlaan 12',
    postcode: '8380',
    city: 'Zeebrugge',
    country: 'BE',
    air_transport_rate_per_kg: 0.85,
    air_transport_minimum: 25,
  },
  {
    code: 'AALST-TEXTIEL',
    name: 'Textielfabriek Aalst',
    identification_number: 'BE0455512394',
    street_and_number: 'Industrielaan 4',
    postcode: '9320',
    city: 'Aalst',
    country: 'BE',
  },
];
const MASTERDATA = [
  { code: 'ACC-10421', name: 'Rhein Logistik GmbH', city: 'Duisburg', country: 'DE' },
  { code: 'ACC-10433', name: 'Lille Emballages SARL', city: 'Lille', country: 'FR' },
  { code: 'ACC-10457', name: 'Rotterdam Bulk BV', city: 'Rotterdam', country: 'NL' },
];

const languageAt = process.argv.indexOf('--language');
const language = languageAt >= 0 ? process.argv[languageAt + 1] : undefined;
if (language !== undefined && language !== 'nl' && language !== 'fr')
  throw new Error(`--language nl or fr, not ${language}`);
const LOCALE = { nl: 'nl-BE', fr: 'fr-BE' } as const;

const ok = async (response: Response, what: string) => {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
};

/** The page once its data is on screen: no skeleton, no loader, no table still loading. */
const settled = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await page
    .locator('.mantine-Skeleton-root, [aria-label="Loading the session"], table[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => {});
};

const shoot = async (page: Page, name: string, fullPage = false) => {
  await settled(page);
  await page.screenshot({ path: join(out, `${name}.png`), fullPage });
  console.log(`docs/screenshots/${name}.png`);
};

/**
 * The review page of each regime (issue 27): the shared invoice uploaded and read as the service
 * reads it (a second instance on the same database runs the extraction jobs), opened with the
 * first goods value focused so its box shows on the document.
 */
const reviewShots = async (
  page: Page,
  baseUrl: string,
  headers: Record<string, string>,
  suffix: string,
) => {
  const worker = await startTestApp(database, { env, jobs: 'work' });
  try {
    for (const [regime, route] of [
      ['IM', 'ReviewImport'],
      ['EX', 'ReviewExport'],
      ['T1', 'ReviewTransit'],
    ] as const) {
      const upload = new FormData();
      upload.set('regime', regime);
      upload.set('clientCode', 'BRUGGE-FOODS');
      upload.set(
        'invoice',
        new Blob([readFileSync(invoice)], { type: 'application/pdf' }),
        '12_invoice_synthetic-plumbing_US_text.pdf',
      );
      const created = await ok(
        await fetch(`${baseUrl}/api/dossiers`, { method: 'POST', headers, body: upload }),
        `upload ${regime}`,
      );
      const deadline = Date.now() + 60_000;
      for (;;) {
        const dossier = await ok(
          await fetch(`${baseUrl}/api/declarations/${created.uuid as string}`, { headers }),
          'dossier',
        );
        if (dossier.status === 'Review') break;
        if (Date.now() > deadline) throw new Error(`${regime} is ${String(dossier.status)}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      await page.goto(`/Dossiers/${created.uuid as string}/${route}`);
      await page.locator('[data-line="0"] [data-col="description"]').click();
      await page.locator('[data-page="1"][data-drawn="true"]').waitFor();
      await page.getByTestId('source-box').waitFor();
      await shoot(page, `review-${route.slice(6).toLowerCase()}${suffix}`);
    }
  } finally {
    await worker.close();
  }
};

await ensureWebBuild();
mkdirSync(out, { recursive: true });
const uploadFolder = mkdtempSync(join(tmpdir(), 'cds-screenshots-'));
const database = await openEmbedded('memory://', { waitMs: 0, onCompromised: () => {} });
await database.migrate();
// As the service does at every start: the code lists and offices the codes on screen are named from.
await installEmbeddedSnapshot(database.db);
await seedDossiers(database, 1000);
const env = { Storage__UploadFolder: uploadFolder, Logging__Level: 'warn' };
// The upload sends its extraction job; no worker takes it, so the dossier stays Queued as shot.
const app = await startTestApp(database, { env, jobs: 'send' });
const browser = await launchBrowser();
try {
  const { rawKey } = await createApiKey(
    database.db,
    { name: 'tms-scheldt', scopes: ['declarations', 'masterdata'] },
    'screenshots',
  );
  const partner = { 'content-type': 'application/json', 'x-api-key': rawKey };
  await ok(
    await fetch(`${app.baseUrl}/api/v1/clients`, {
      method: 'POST',
      headers: partner,
      body: JSON.stringify({ clients: MASTERDATA }),
    }),
    'masterdata',
  );
  const declarant = await signedIn(database.db, ['Admins'], 'Dana Declarant');
  for (const client of CUSTOMS_CLIENTS)
    await ok(
      await fetch(`${app.baseUrl}/api/clients`, {
        method: 'POST',
        headers: { ...declarant.headers, 'content-type': 'application/json' },
        body: JSON.stringify(client),
      }),
      `client ${client.code}`,
    );
  const ingested: Record<string, string> = {};
  for (const name of SAMPLE_NAMES) {
    const created = await ok(
      await fetch(`${app.baseUrl}/api/declarations`, {
        method: 'POST',
        headers: partner,
        body: JSON.stringify({ ...sampleForToday(name), client_code: 'ANTWERP-STEEL' }),
      }),
      `sample ${name}`,
    );
    ingested[name] = created.uuid as string;
  }
  const form = new FormData();
  form.set('regime', 'IM');
  form.set('clientCode', 'BRUGGE-FOODS');
  form.set('containerNumber', 'MSKU1234565');
  form.set(
    'invoice',
    new Blob([readFileSync(invoice)], { type: 'application/pdf' }),
    '12_invoice_synthetic-plumbing_US_text.pdf',
  );
  const manual = await ok(
    await fetch(`${app.baseUrl}/api/dossiers`, {
      method: 'POST',
      headers: declarant.headers,
      body: form,
    }),
    'upload',
  );

  const context = await browser.newContext({
    ...CONTEXT_OPTIONS,
    ...(language ? { locale: LOCALE[language] } : {}),
    baseURL: app.baseUrl,
  });
  const page = await context.newPage();
  // Local single-user mode: /signin signs the operator in at once and goes back.
  await page.goto('/signin?returnTo=%2FDossiers');
  if (language) {
    // Waits that do not depend on the words on screen.
    await page.locator('[data-row-link]').first().waitFor();
    await shoot(page, `dossier-list-${language}`);
    await page.goto(`/Dossiers/${ingested['t2-groupage']}`);
    await page.getByRole('heading', { level: 3 }).first().waitFor();
    await shoot(page, `dossier-${language}`, true);
    await page.goto(`/Dossiers/${ingested['t2-groupage']}?tab=goods`);
    await page.locator('tfoot').waitFor();
    await shoot(page, `dossier-goods-${language}`);
    await page.goto(`/Dossiers/${manual.uuid as string}`);
    await page.getByRole('status').first().waitFor();
    await shoot(page, `dossier-queued-${language}`);
    await reviewShots(page, app.baseUrl, declarant.headers, `-${language}`);
    await context.close();
  } else {
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    await page
      .getByRole('row', { name: /^Dossier / })
      .first()
      .waitFor();
    await shoot(page, 'dossier-list');

    await page.goto(`/Dossiers/${ingested['t2-groupage']}`);
    await page.getByRole('heading', { name: 'Parties' }).waitFor();
    await shoot(page, 'dossier-t2-groupage');

    await page.goto(`/Dossiers/${manual.uuid as string}`);
    await page.getByText('Waiting for extraction').waitFor();
    await shoot(page, 'dossier-queued-manual');

    await page.goto('/NewDossier');
    await page.getByLabel('Invoice file', { exact: true }).setInputFiles(invoice);
    await page.getByText('12_invoice_synthetic-plumbing_US_text.pdf').waitFor();
    await shoot(page, 'new-dossier');

    await page.goto('/Clients?open=BRUGGE-FOODS');
    await page.getByRole('dialog', { name: 'Client BRUGGE-FOODS' }).getByLabel(/^City/).waitFor();
    await shoot(page, 'clients-drawer');

    await page.goto('/ClientsAll');
    await page.getByRole('row', { name: /^Client ACC-10421/ }).waitFor();
    await shoot(page, 'clients-all');
    await reviewShots(page, app.baseUrl, declarant.headers, '');
    await context.close();

    // A user with only a team role, through a real OpenID Connect provider.
    const oidc = await startOidcProvider({
      tom: { name: 'Tom Team', email: 'tom@broker.example', roles: ['CustomsAntwerpen'] },
    });
    const withProvider = await startTestApp(database, {
      env: {
        ...env,
        Auth__Provider: 'EntraId',
        Auth__Oidc__Authority: oidc.issuer,
        Auth__EntraId__ClientId: CLIENT_ID,
        Auth__EntraId__ClientSecret: CLIENT_SECRET,
      },
    });
    try {
      oidc.registerClient(withProvider.baseUrl);
      oidc.signInAs('tom');
      const refused = await browser.newContext({
        ...CONTEXT_OPTIONS,
        baseURL: withProvider.baseUrl,
      });
      const page = await refused.newPage();
      await page.goto('/Dossiers');
      await page.getByText('No access to this application').waitFor();
      await shoot(page, 'signin-refused');
      await refused.close();
    } finally {
      await withProvider.close();
      await oidc.close();
    }
  }
} finally {
  await browser.close();
  await app.close();
  await database.close();
  rmSync(uploadFolder, { recursive: true, force: true });
}
