import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { buildApp } from '../src/app.ts';
import { compose } from '../src/composition.ts';
import { openPostgres } from '../src/db/index.ts';
import { createLogger } from '../src/logger.ts';
import { loadSettings } from '../src/settings/index.ts';
import { createPostgresDatabase } from '../test/support/databases.ts';
import { seedDossiers } from '../test/support/seed-dossiers.ts';
import { signedIn } from '../test/support/sessions.ts';
import { CONTEXT_OPTIONS, ensureWebBuild, launchBrowser } from '../test/support/web-browser.ts';
import type { Row } from './foundation.ts';

const DOSSIERS = 100_000;
const RUNS = 5;
const PAGE_SIZE = 50;
/** A different status each run, so every change asks the server (nothing answered from cache). */
const STATUSES = ['Review', 'Approved', 'Ready', 'Submitted', 'Failed'];

/** Targets of issue 16. */
const FIRST_RENDER_MS = 1000;
const FILTER_MS = 200;
const JS_BYTES = 300 * 1024;

const ROWS = 'tr[data-row-link]';

interface Span {
  readonly start: number;
  readonly end: number;
}
/** Where the first render's time went, in ms from the navigation's start (the page's clock). */
interface FirstRenderTiming {
  readonly at: number;
  readonly html: number;
  readonly scriptsRun: number;
  readonly session: Span;
  /** The lazily loaded chunk of the list page. */
  readonly page: Span;
  readonly list: Span;
}

const ms = (value: number) => `${Math.round(value)} ms`;

const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    median: sorted[Math.floor(sorted.length / 2)]!,
    max: sorted[sorted.length - 1]!,
    all: values.map((value) => Math.round(value)).join(', '),
  };
};

/**
 * A cold browser context (no cache, no storage but the session cookie) opens /Dossiers: the time
 * from the navigation's start to the table showing its 50 rows, read in the page itself
 * (performance.now() counts from the navigation), and what JavaScript the page downloaded.
 */
const firstRender = async (
  browser: Browser,
  baseUrl: string,
  cookie: string,
): Promise<{
  ms: number;
  timing: FirstRenderTiming;
  scripts: { url: string; gzip: number; wire: number }[];
  page: Page;
}> => {
  const context = await browser.newContext({ ...CONTEXT_OPTIONS, baseURL: baseUrl });
  const [name, value] = cookie.split('=') as [string, string];
  await context.addCookies([{ name, value, url: baseUrl, httpOnly: true, sameSite: 'Lax' }]);
  const page = await context.newPage();
  const pending: Promise<{ url: string; gzip: number; wire: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        return {
          url: new URL(response.url()).pathname,
          gzip: gzipSync(body, { level: 9 }).length,
          wire: sizes.responseBodySize,
        };
      })(),
    );
  });
  await page.goto('/Dossiers', { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    `document.querySelectorAll(${JSON.stringify(ROWS)}).length >= ${PAGE_SIZE} && (() => {
      const at = performance.now();
      const ended = (part) => performance.getEntriesByType('resource')
        .filter((entry) => entry.name.includes(part))
        .map((entry) => ({ start: entry.startTime, end: entry.responseEnd }))[0] || { start: 0, end: 0 };
      const navigation = performance.getEntriesByType('navigation')[0];
      return {
        at,
        html: navigation.responseEnd,
        scriptsRun: navigation.domContentLoadedEventEnd,
        session: ended('/api/session'),
        page: ended('/assets/dossier-list-page'),
        list: ended('/api/declarations'),
      };
    })()`,
    undefined,
    { timeout: 30_000 },
  );
  const timing = (await handle.jsonValue()) as FirstRenderTiming;
  return { ms: timing.at, timing, scripts: await Promise.all(pending), page };
};

/**
 * On a list that shows its rows, choose a status in the filter: the time from the click on the
 * option (the page's own click event) to the table showing only rows of that status, settled.
 */
const filterChange = async (page: Page, status: string): Promise<FilterTiming> => {
  await page.getByRole('combobox', { name: 'Status' }).click();
  const option = page.getByRole('option', { name: status, exact: true });
  await option.waitFor();
  await page.evaluate(
    `document.addEventListener('click', () => { window.__clickedAt = performance.now(); }, { capture: true, once: true })`,
  );
  await option.click();
  const handle = await page.waitForFunction(
    `(() => {
      const rows = [...document.querySelectorAll(${JSON.stringify(ROWS)})];
      const settled = !document.querySelector('table[aria-busy="true"]');
      const shown = rows.length === ${PAGE_SIZE} &&
        rows.every((row) => (row.getAttribute('aria-label') || '').endsWith(', ' + ${JSON.stringify(status)}));
      if (!(settled && shown && window.__clickedAt !== undefined)) return false;
      const request = performance.getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/api/declarations?status=' + ${JSON.stringify(status)}))[0];
      return {
        total: performance.now() - window.__clickedAt,
        asked: request ? request.startTime - window.__clickedAt : -1,
        api: request ? request.responseEnd - request.startTime : -1,
      };
    })()`,
    undefined,
    { timeout: 30_000 },
  );
  return (await handle.jsonValue()) as FilterTiming;
};

/** From the click: the whole change, when the request left, how long the server took. */
interface FilterTiming {
  readonly total: number;
  readonly asked: number;
  readonly api: number;
}

/** The web app's list over 100,000 dossiers on PostgreSQL, in Debian's Chromium. */
export const webScenarios = async (): Promise<Row[]> => {
  await ensureWebBuild();
  const fresh = await createPostgresDatabase();
  const database = await openPostgres(fresh.connectionString, {
    poolSize: 10,
    onPoolError: () => {},
  });
  const browser = await launchBrowser();
  try {
    await database.migrate();
    const seeded = performance.now();
    await seedDossiers(database, DOSSIERS);
    console.log(`seeded ${DOSSIERS} dossiers in ${Math.round(performance.now() - seeded)} ms`);
    const settings = loadSettings({
      configDir: '/nonexistent',
      env: { Logging__Level: 'warn' },
    }).settings;
    const components = compose(settings, database, createLogger(settings), { eagerReaders: true });
    const app = await buildApp(components);
    app.addHook('onClose', () => components.close());
    const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const { cookie } = await signedIn(database.db, ['Users']);
      // One warm-up load, not counted: the server's first queries and the browser's first start.
      const warm = await firstRender(browser, baseUrl, cookie);
      await warm.page.context().close();

      const renders: FirstRenderTiming[] = [];
      const filters: FilterTiming[] = [];
      let scripts: { url: string; gzip: number; wire: number }[] = [];
      for (let run = 0; run < RUNS; run++) {
        const first = await firstRender(browser, baseUrl, cookie);
        renders.push(first.timing);
        scripts = first.scripts;
        filters.push(await filterChange(first.page, STATUSES[run]!));
        await first.page.context().close();
      }
      for (const [run, timing] of renders.entries())
        console.log(
          `first render ${run + 1}: HTML ${ms(timing.html)}, scripts run ${ms(timing.scriptsRun)}, /api/session ${ms(timing.session.start)}-${ms(timing.session.end)}, list page chunk ${ms(timing.page.start)}-${ms(timing.page.end)}, /api/declarations ${ms(timing.list.start)}-${ms(timing.list.end)}, rows ${ms(timing.at)}`,
        );
      for (const [run, timing] of filters.entries())
        console.log(
          `filter ${run + 1}: request sent ${ms(timing.asked)} after the click, server ${ms(timing.api)}, rows ${ms(timing.total)}`,
        );
      const render = summary(renders.map((timing) => timing.at));
      const filter = summary(filters.map((timing) => timing.total));
      const listApi = summary(renders.map((timing) => timing.list.end - timing.list.start));
      const filterApi = summary(filters.map((timing) => timing.api));
      const jsGzip = scripts.reduce((sum, script) => sum + script.gzip, 0);
      const jsWire = scripts.reduce((sum, script) => sum + script.wire, 0);
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
      const verdict = (ok: boolean) => (ok ? 'within target' : 'OVER TARGET');
      const rows: Row[] = [
        {
          scenario: `web: /Dossiers first render over ${DOSSIERS.toLocaleString('en')} dossiers, cold browser context, ${RUNS} runs`,
          database: 'PostgreSQL',
          figures: `median ${Math.round(render.median)} ms, max ${Math.round(render.max)} ms (${render.all}; of which GET /api/declarations median ${Math.round(listApi.median)} ms); target ${FIRST_RENDER_MS} ms, ${verdict(render.max < FIRST_RENDER_MS)}`,
        },
        {
          scenario: `web: status filter change to filtered rows over ${DOSSIERS.toLocaleString('en')} dossiers, ${RUNS} runs`,
          database: 'PostgreSQL',
          figures: `median ${Math.round(filter.median)} ms, max ${Math.round(filter.max)} ms (${filter.all}; of which the server median ${Math.round(filterApi.median)} ms); target ${FILTER_MS} ms, ${verdict(filter.max < FILTER_MS)}`,
        },
        {
          scenario: 'web: JavaScript the first page (/Dossiers) downloads',
          database: 'PostgreSQL',
          figures: `${kb(jsGzip)} gzip in ${scripts.length} files (${kb(jsWire)} on the wire, Brotli); target ${kb(JS_BYTES)} gzip, ${verdict(jsGzip < JS_BYTES)}`,
        },
      ];
      for (const row of rows) console.log(row.scenario, '|', row.figures);
      return rows;
    } finally {
      await app.close();
    }
  } finally {
    await browser.close();
    await database.close();
    await fresh.drop();
  }
};
