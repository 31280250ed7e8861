import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { buildApp } from '../src/app.ts';
import { compose } from '../src/composition.ts';
import { openPostgres, type Database } from '../src/db/index.ts';
import { createLogger } from '../src/logger.ts';
import { loadSettings } from '../src/settings/index.ts';
import { createPostgresDatabase } from '../test/support/databases.ts';
import { signedIn } from '../test/support/sessions.ts';
import {
  CONTEXT_OPTIONS,
  ensureWebBuild,
  launchBrowser,
  launchProfile,
} from '../test/support/web-browser.ts';
import type { Row } from './foundation.ts';
import { firstPageScript, reviewChunks } from './review-bundle.ts';
import { invoiceLine, seedReviewDossier, setReviewLines } from './review-dossier.ts';
import {
  EVENTUALLY,
  KEY_PROBE,
  PASTE_PROBE,
  RENDER_COUNT_HOOK,
  RENDERS_PER_KEY,
  SHOWN_PROBE,
  SHOWN_TIMING,
} from './review-page-probes.ts';

const LINES = 999;
const RUNS = 5;
const KEYS = 100;
/** Keys of the diagnostic pass, which counts React's renders (its hook slows each commit). */
const COUNTED_KEYS = 20;

/** Targets of issue 27. */
const SHOWN_MS = 1500;
const KEY_P95_MS = 50;
const PASTE_MS = 1000;

type Dossier = Awaited<ReturnType<typeof seedReviewDossier>>;
type Span = readonly [number, number] | null;
interface ShownTiming {
  readonly row: number;
  readonly page: number;
  readonly painted: number;
  readonly html: number;
  readonly scriptsRun: number;
  readonly spans: Record<
    'session' | 'dossier' | 'reading' | 'reviewChunk' | 'viewerChunk' | 'pdfjs' | 'worker' | 'file',
    Span
  >;
}
interface PasteTiming {
  readonly handled: number;
  readonly applied: number;
  readonly painted: number;
}
interface SlowKey {
  readonly duration: number;
  readonly processing: number;
  readonly presentation: number;
}
interface KeyRenders {
  readonly commits: number;
  readonly components: number;
  readonly gridRows: number;
  readonly lastCommitMs: number;
  readonly byRegion: Record<string, number>;
}

const ms = (value: number) => `${Math.round(value)} ms`;
const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b);
const percentile = (values: readonly number[], p: number) =>
  sorted(values)[Math.min(values.length - 1, Math.max(0, Math.ceil(p * values.length) - 1))]!;
const median = (values: readonly number[]) => percentile(values, 0.5);
const mean = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
const verdict = (ok: boolean) => (ok ? 'within target' : 'OVER TARGET');
const spanText = (span: Span) => (span ? `${span[0]}-${span[1]}` : '-');

/** A browser context signed in with the session cookie; the probe of SHOWN_PROBE in every page. */
const signedInContext = async (
  browser: Browser,
  baseUrl: string,
  cookie: string,
  initScripts: readonly string[] = [],
): Promise<BrowserContext> => {
  const context = await browser.newContext({ ...CONTEXT_OPTIONS, baseURL: baseUrl });
  const [name, value] = cookie.split('=') as [string, string];
  await context.addCookies([{ name, value, url: baseUrl, httpOnly: true, sameSite: 'Lax' }]);
  for (const script of [SHOWN_PROBE, ...initScripts]) await context.addInitScript(script);
  return context;
};

/** A new page of the context opens the dossier's review: the times the probe read. */
const openReview = async (
  context: BrowserContext,
  dossier: Dossier,
): Promise<{ page: Page; timing: ShownTiming }> => {
  const page = await context.newPage();
  await page.goto(`/Dossiers/${dossier.uuid}/ReviewImport`, { waitUntil: 'commit' });
  const timing = await page.evaluate<ShownTiming>(EVENTUALLY(SHOWN_TIMING(dossier.uuid), 60_000));
  return { page, timing };
};

/** The grid focused on line 1's description, once the service's first check has answered. */
const focusGrid = async (page: Page) => {
  await page.getByTestId('errors-standing').waitFor({ timeout: 30_000 });
  await page.locator('[data-line="0"] [data-col="description"]').click();
  await page.waitForTimeout(500);
};

/** Down the goods, right and back left along a line: four keys a step. */
const keyAt = (index: number) => ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowDown'][index % 4]!;

const pressKeys = async (page: Page, count: number): Promise<number[]> => {
  await page.evaluate(KEY_PROBE);
  for (let index = 0; index < count; index++) {
    await page.keyboard.press(keyAt(index));
    await page.evaluate('window.__keyDone');
  }
  return page.evaluate<number[]>('window.__keys');
};

/** 1. Navigation to the first goods line and page 1 drawn, cold contexts and a kept cache. */
const firstShown = async (
  browser: Browser,
  baseUrl: string,
  cookie: string,
  dossier: Dossier,
  kept: BrowserContext,
) => {
  const cold: ShownTiming[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await signedInContext(browser, baseUrl, cookie);
    cold.push((await openReview(context, dossier)).timing);
    await context.close();
  }
  // The kept context's cache is filled by one load that is not counted.
  await (await openReview(kept, dossier)).page.close();
  const cached: ShownTiming[] = [];
  for (let run = 0; run < RUNS; run++) {
    const { page, timing } = await openReview(kept, dossier);
    cached.push(timing);
    await page.close();
  }
  // A declarant's browser: a kept profile, whose compiled scripts a new context would not keep.
  const folder = mkdtempSync(join(tmpdir(), 'cds-bench-profile-'));
  const profile = await launchProfile(folder, { ...CONTEXT_OPTIONS, baseURL: baseUrl });
  const inProfile: ShownTiming[] = [];
  try {
    const [name, value] = cookie.split('=') as [string, string];
    await profile.addCookies([{ name, value, url: baseUrl, httpOnly: true, sameSite: 'Lax' }]);
    await profile.addInitScript(SHOWN_PROBE);
    // Chromium compiles a script for its cache once it has run it twice: two loads not counted.
    for (let run = 0; run < RUNS + 2; run++) {
      const { page, timing } = await openReview(profile, dossier);
      if (run >= 2) inProfile.push(timing);
      await page.close();
    }
  } finally {
    await profile.close();
    rmSync(folder, { recursive: true, force: true });
  }
  for (const [label, timings] of [
    ['cold', cold],
    ['cache kept', cached],
    ['kept profile', inProfile],
  ] as const)
    for (const [run, timing] of timings.entries())
      console.log(
        `review first render (${label}) ${run + 1}: HTML ${ms(timing.html)}, scripts run ${ms(timing.scriptsRun)}, /api/session ${spanText(timing.spans.session)}, review chunk ${spanText(timing.spans.reviewChunk)}, dossier ${spanText(timing.spans.dossier)}, reading ${spanText(timing.spans.reading)}, viewer chunk ${spanText(timing.spans.viewerChunk)}, pdf.js ${spanText(timing.spans.pdfjs)}, worker requested ${timing.spans.worker?.[0] ?? '-'}, file ${spanText(timing.spans.file)}; first line ${ms(timing.row)}, page 1 drawn ${ms(timing.page)}, frame after both ${ms(timing.painted)}`,
      );
  return { cold, cached, profile: inProfile };
};

const shownRow = (label: string, timings: readonly ShownTiming[]): Row => {
  const painted = timings.map((timing) => timing.painted);
  const reading = timings.map((timing) =>
    timing.spans.reading ? timing.spans.reading[1] - timing.spans.reading[0] : 0,
  );
  return {
    scenario: `review page: navigation to goods line 1 and PDF page 1 drawn, ${LINES} lines, ${label}, ${RUNS} runs`,
    database: 'PostgreSQL',
    figures: `median ${ms(median(painted))}, max ${ms(Math.max(...painted))} (${painted.map(Math.round).join(', ')}; first line median ${ms(median(timings.map((timing) => timing.row)))}, page 1 drawn median ${ms(median(timings.map((timing) => timing.page)))}, GET reading median ${ms(median(reading))}); target ${SHOWN_MS} ms, ${verdict(Math.max(...painted) < SHOWN_MS)}`,
  };
};

/** 2. Keydown to the next frame over 100 keys, and (a second page) React's renders per key. */
const keyLatency = async (
  browser: Browser,
  baseUrl: string,
  cookie: string,
  dossier: Dossier,
  kept: BrowserContext,
): Promise<Row[]> => {
  const { page } = await openReview(kept, dossier);
  await focusGrid(page);
  const latencies = await pressKeys(page, KEYS);
  const slow = await page.evaluate<SlowKey[]>('window.__slowKeys');
  await page.close();

  const counting = await signedInContext(browser, baseUrl, cookie, [RENDER_COUNT_HOOK]);
  const counted = (await openReview(counting, dossier)).page;
  await focusGrid(counted);
  await pressKeys(counted, COUNTED_KEYS);
  const renders = await counted.evaluate<KeyRenders[]>(RENDERS_PER_KEY);
  await counting.close();

  const p95 = percentile(latencies, 0.95);
  const byRegion = new Map<string, number>();
  for (const key of renders)
    for (const [label, count] of Object.entries(key.byRegion))
      byRegion.set(label, (byRegion.get(label) ?? 0) + count);
  const top = [...byRegion]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([label, count]) => `${label} ${(count / renders.length).toFixed(1)}`)
    .join(', ');
  console.log(`keydown to next frame (ms): ${latencies.map(Math.round).join(', ')}`);
  console.log(
    `renders per key: ${renders.map((key) => `${key.commits}c/${key.components}f/${key.gridRows}r@${Math.round(key.lastCommitMs)}ms`).join(' ')}`,
  );
  return [
    {
      scenario: `review page: keydown to next frame in the goods grid (${LINES} lines), ${KEYS} keys (ArrowDown, ArrowRight, ArrowLeft)`,
      database: 'PostgreSQL',
      figures: `p50 ${ms(percentile(latencies, 0.5))}, p95 ${ms(p95)}, max ${ms(Math.max(...latencies))}; Event Timing: ${slow.length} keydowns of 16 ms or more (median processing ${ms(median(slow.map((key) => key.processing)) || 0)}, presentation ${ms(median(slow.map((key) => key.presentation)) || 0)}); target p95 ${KEY_P95_MS} ms, ${verdict(p95 < KEY_P95_MS)}`,
    },
    {
      scenario: `review page: React renders per key in the goods grid, ${COUNTED_KEYS} keys (DevTools hook)`,
      database: 'PostgreSQL',
      figures: `commits ${mean(renders.map((key) => key.commits)).toFixed(1)}, components rendered ${mean(renders.map((key) => key.components)).toFixed(1)}, of which goods rows ${mean(renders.map((key) => key.gridRows)).toFixed(1)} (max ${Math.max(...renders.map((key) => key.gridRows))}); per key by part of the page: ${top}`,
    },
  ];
};

/** 999 lines as a Belgian Excel puts them on the clipboard: tabs, CR LF, decimal commas. */
const pastedBlock = (count: number) => {
  const comma = (value: number, decimals: number) => {
    const [whole, fraction] = value.toFixed(decimals).split('.') as [string, string];
    return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${fraction}`;
  };
  return Array.from({ length: count }, (_, index) => {
    const line = invoiceLine(index + 7);
    return [
      `Pasted ${line.description.replace(/"/g, ' in')}`,
      line.commodityCode,
      line.countryOfOrigin,
      String(line.quantity),
      line.unit,
      comma(line.unitPrice, 2),
      comma(line.amount, 2),
      line.currency,
      comma(line.grossMass, 3),
      comma(line.netMass, 3),
      String(line.packages),
      line.packageType,
    ].join('\t');
  }).join('\r\n');
};

/** 3. A 999-line paste into a dossier of one line (put back to one line before each run). */
const paste = async (database: Database, kept: BrowserContext, dossier: Dossier): Promise<Row> => {
  const block = pastedBlock(LINES);
  const runs: PasteTiming[] = [];
  for (let run = 0; run < RUNS; run++) {
    await setReviewLines(database, dossier, 1);
    const { page } = await openReview(kept, dossier);
    await focusGrid(page);
    runs.push(await page.evaluate<PasteTiming>(PASTE_PROBE(block, LINES)));
    await page.close();
  }
  for (const [run, timing] of runs.entries())
    console.log(
      `paste ${run + 1}: handler returned ${ms(timing.handled)}, aria-rowcount ${LINES} at ${ms(timing.applied)}, frame after ${ms(timing.painted)}`,
    );
  const painted = runs.map((timing) => timing.painted);
  return {
    scenario: `review page: paste of ${LINES} lines (tab-separated, decimal commas) into a 1-line grid, ${RUNS} runs`,
    database: 'PostgreSQL',
    figures: `median ${ms(median(painted))}, max ${ms(Math.max(...painted))} (${painted.map(Math.round).join(', ')}; the paste event's dispatch returned after median ${ms(median(runs.map((timing) => timing.handled)))}); target ${PASTE_MS} ms, ${verdict(Math.max(...painted) < PASTE_MS)}`,
  };
};

/** 4. The first page's JavaScript (the repository's script) and the review page's own chunks. */
const bundle = async (): Promise<Row> => {
  const first = firstPageScript();
  const { groups, firstPageHasGridOrViewer } = await reviewChunks();
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  for (const group of groups)
    console.log(
      `${group.name}: ${kb(group.gzip)} gzip (${group.files.map((file) => `${file.file} ${kb(file.gzip)}`).join(', ')})`,
    );
  return {
    scenario:
      'web: JavaScript of the first page and of the review page (gzip, from Vite’s manifest)',
    database: 'PostgreSQL',
    figures: `first page (/Dossiers, scripts/measure-web-bundle.mjs) ${first.gzipKb} KB; ${groups.map((group) => `${group.name} ${kb(group.gzip)} in ${group.files.length} files`).join('; ')}; grid or viewer code in the first page: ${firstPageHasGridOrViewer.length === 0 ? 'none' : firstPageHasGridOrViewer.join(', ')}`,
  };
};

/** The review page of a 999-line dossier on PostgreSQL, in Debian's Chromium. */
export const reviewPageScenarios = async (): Promise<Row[]> => {
  // Browser, service and database share this machine's cores: a busy machine shows in every figure.
  const loadAtStart = loadavg()[0]!;
  await ensureWebBuild();
  const fresh = await createPostgresDatabase();
  const database = await openPostgres(fresh.connectionString, {
    poolSize: 10,
    onPoolError: () => {},
  });
  const uploads = mkdtempSync(join(tmpdir(), 'cds-bench-review-'));
  const browser = await launchBrowser();
  try {
    await database.migrate();
    const large = await seedReviewDossier(database, uploads, 'BENCH-REVIEW-999', LINES);
    const small = await seedReviewDossier(database, uploads, 'BENCH-REVIEW-PASTE', 1);
    const settings = loadSettings({
      configDir: '/nonexistent',
      env: { Logging__Level: 'warn', Storage__UploadFolder: uploads },
    }).settings;
    const components = compose(settings, database, createLogger(settings), { eagerReaders: true });
    const app = await buildApp(components);
    app.addHook('onClose', () => components.close());
    const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const { cookie } = await signedIn(database.db, ['SuperUsers']);
      const kept = await signedInContext(browser, baseUrl, cookie);
      const shown = await firstShown(browser, baseUrl, cookie, large, kept);
      const rows: Row[] = [
        shownRow('cold browser context (empty cache) each run', shown.cold),
        shownRow('new page, cache kept', shown.cached),
        shownRow("new page in a kept browser profile (a declarant's browser)", shown.profile),
        ...(await keyLatency(browser, baseUrl, cookie, large, kept)),
        await paste(database, kept, small),
        await bundle(),
        {
          scenario:
            'review page: machine load while measuring (browser, service and database on it)',
          database: 'PostgreSQL',
          figures: `1-minute load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end, on ${cpus().length} cores`,
        },
      ];
      await kept.close();
      for (const row of rows) console.log(row.scenario, '|', row.figures);
      return rows;
    } finally {
      await app.close();
    }
  } finally {
    await browser.close();
    await database.close();
    await fresh.drop();
    rmSync(uploads, { recursive: true, force: true });
  }
};
