import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lockfile from 'proper-lockfile';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Response,
} from 'playwright-core';
import type { Database } from '../../src/db/index.ts';
import { startTestApp, type TestApp } from './app.ts';
import { CLIENT_ID, CLIENT_SECRET, startOidcProvider, type TestAccount } from './oidc-provider.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Builds web/dist when web/ changed since the last build (a few ms otherwise). Test files run two
 * at a time: a lock keeps two builds from writing web/dist at once.
 */
export const ensureWebBuild = async (): Promise<void> => {
  const release = await lockfile.lock(root, {
    lockfilePath: join(
      tmpdir(),
      `cds-web-build-${createHash('sha256').update(root).digest('hex').slice(0, 12)}.lock`,
    ),
    retries: { retries: 600, minTimeout: 100, maxTimeout: 500 },
    stale: 300_000,
  });
  try {
    execFileSync(process.execPath, ['scripts/ensure-web-build.mjs'], {
      cwd: root,
      stdio: 'inherit',
    });
  } finally {
    await release();
  }
};

const BROWSER = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
};

/** Debian's Chromium, headless; nothing is ever downloaded. */
export const launchBrowser = (extraArgs: readonly string[] = []): Promise<Browser> =>
  chromium.launch({ ...BROWSER, args: [...BROWSER.args, ...extraArgs] });

/**
 * Chromium with a profile kept in `folder`, as a declarant's browser has one: unlike a new context
 * (off the record), it keeps the compiled code of the scripts it ran between visits.
 */
export const launchProfile = (folder: string, options: BrowserContextOptions) =>
  chromium.launchPersistentContext(folder, { ...BROWSER, ...options });

/**
 * SCREENSHOTS=1 writes pages into docs/screenshots (their name and .png); a plain run takes none.
 * The segmented controls slide for a moment: the picture waits for them to rest.
 */
export const shoot = async (page: Page, name: string): Promise<void> => {
  if (!process.env.SCREENSHOTS) return;
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(root, 'docs/screenshots', `${name}.png`) });
};

/** The people of the tests' directory: one per role the app tells apart. */
export const ACCOUNTS = {
  ana: { name: 'Ana Admin', email: 'ana@broker.example', roles: ['Admins', 'CustomsGent'] },
  sam: { name: 'Sam Super', email: 'sam@broker.example', roles: ['SuperUsers'] },
  dirk: { name: 'Dirk Declarant', email: 'dirk@broker.example', roles: ['Users'] },
  tom: { name: 'Tom Team', email: 'tom@broker.example', roles: ['CustomsAntwerpen'] },
} satisfies Record<string, TestAccount>;
export type AccountName = keyof typeof ACCOUNTS;

export interface WebApp {
  readonly app: TestApp;
  readonly baseUrl: string;
  readonly uploadFolder: string;
  /** A fresh browser context (no cookie of anyone else), signed in through the provider. */
  signIn(
    browser: Browser,
    account: AccountName,
    path?: string,
  ): Promise<{ context: BrowserContext; page: Page }>;
  /** Navigates to `path` as `account` would, through the provider; the last answer of the way. */
  goAs(page: Page, account: AccountName, path: string): Promise<Response | null>;
  close(): Promise<void>;
}

/** What a declarant's screen looks like: a laptop, Brussels time, English. */
export const CONTEXT_OPTIONS = {
  viewport: { width: 1366, height: 768 },
  locale: 'en-GB',
  timezoneId: 'Europe/Brussels',
} as const;

/**
 * The service as it runs for people: a real OpenID Connect provider on loopback, the app composed
 * as the service composes it and signed in to through that provider, its own upload folder.
 */
export const startWebApp = async (
  database: Database,
  env: NodeJS.ProcessEnv = {},
  options: { readonly jobs?: 'send' | 'work' } = {},
): Promise<WebApp> => {
  const oidc = await startOidcProvider(ACCOUNTS);
  const uploadFolder = mkdtempSync(join(tmpdir(), 'cds-web-uploads-'));
  const app = await startTestApp(database, {
    env: {
      Auth__Provider: 'EntraId',
      Auth__Oidc__Authority: oidc.issuer,
      Auth__EntraId__ClientId: CLIENT_ID,
      Auth__EntraId__ClientSecret: CLIENT_SECRET,
      Storage__UploadFolder: uploadFolder,
      Logging__Level: 'warn',
      ...env,
    },
    // By default uploads send their extraction job and no worker runs it: a new dossier stays
    // Queued. `work` reads the documents as the service does.
    jobs: options.jobs ?? 'send',
  });
  oidc.registerClient(app.baseUrl);
  const goAs = (page: Page, account: AccountName, path: string) => {
    oidc.signInAs(account);
    return page.goto(path);
  };
  return {
    app,
    baseUrl: app.baseUrl,
    uploadFolder,
    async signIn(browser, account, path = '/Dossiers') {
      const context = await browser.newContext({ ...CONTEXT_OPTIONS, baseURL: app.baseUrl });
      context.setDefaultTimeout(10_000);
      const page = await context.newPage();
      await goAs(page, account, path);
      // Through the provider and back: the header names the user once the session is read.
      await page
        .getByRole('button', { name: 'Sign out' })
        .waitFor({ state: 'visible', timeout: 15_000 });
      return { context, page };
    },
    goAs,
    async close() {
      await app.close();
      await oidc.close();
      rmSync(uploadFolder, { recursive: true, force: true });
    },
  };
};

/**
 * Retries `check` (which asserts) until it passes or `timeoutMs` ends, then throws its last
 * failure: a browser test waits for what the user would see, never for a fixed time.
 */
export const eventually = async <T>(check: () => Promise<T>, timeoutMs = 10_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
};

/** The accessible names of the list's rows (`Dossier UCR-…, IM, Review`), in screen order. */
export const rowNames = async (page: Page, prefix: 'Dossier' | 'Client'): Promise<string[]> => {
  const rows = page.getByRole('row', { name: new RegExp(`^${prefix} `) });
  return (await rows.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('aria-label') ?? ''),
  )) as string[];
};

/** The text the page shows as a field's error: the element(s) its input names in aria-describedby. */
export const describedBy = async (page: Page, label: string): Promise<string> => {
  const ids =
    (await page.getByLabel(label, { exact: true }).getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(
    ids
      .split(' ')
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).textContent()),
  );
  return texts.join(' ');
};
