import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { createApiKey } from '../src/api-keys/index.ts';
import type { CanonicalDeclaration, CanonicalGoodsItem } from '../src/canonical/index.ts';
import { schema } from '../src/db/index.ts';
import { approveDossier } from '../src/dossiers/approve-dossier.ts';
import { suggestItemNumbers } from '../src/regimes/index.ts';
import { setUpBroker } from '../test/support/filing.ts';
import { sampleForToday } from '../test/support/samples.ts';
import {
  ensureWebBuild,
  launchBrowser,
  startWebApp,
  type WebApp,
} from '../test/support/web-browser.ts';
import { databaseKinds, type TestDatabase } from '../test/support/databases.ts';
import { installEmbeddedSnapshot } from '../src/reference/index.ts';
import type { Row } from './foundation.ts';

const LINES = 20;
const RUNS = 3;
/** The goal for a clean invoice: opened dossier to filed. */
const GOAL_SECONDS = 120;
const GOAL_ACTIONS = 30;
const BILL_OF_LADING = 'MAEU240011223';
/** Typed as a Belgian declarant types it (decimal comma), stored as 100.01. */
const TYPED_COST = '100,01';
/** An API request slower than this is one the declarant waits on: the run prints it. */
const SLOW_REQUEST_MS = 500;
/** An action the browser needed longer than this for is marked in the run's line. */
const SLOW_ACTION_MS = 500;

type Declaration = CanonicalDeclaration;
type Line = CanonicalGoodsItem;

/** A product on the invoice: a line of the sample it is made from, told apart by these values. */
interface Variant {
  readonly from: number;
  readonly description: string;
  readonly commodity_code?: string;
  readonly country_of_origin?: string;
}

interface Regime {
  readonly sample: 'im-h1b' | 'ex' | 't1-auto-dispatch';
  readonly label: string;
  readonly type: 'IE415B' | 'CC515C' | 'CC015C';
  readonly page: string;
  readonly breakdown?: 'Import' | 'Transit';
  readonly costs: boolean;
  /** Cycled over the 20 lines: equal variants share tariff line and origin, so they group. */
  readonly variants: readonly Variant[];
}

const REGIMES: readonly Regime[] = [
  {
    sample: 'im-h1b',
    label: 'IM',
    type: 'IE415B',
    page: 'DeclareImport',
    breakdown: 'Import',
    costs: true,
    variants: [
      { from: 0, description: 'LED panel lights 60x60 cm, 40 W' },
      { from: 1, description: 'LED drivers, 230 V input' },
      { from: 0, description: 'LED panel lights 30x120 cm, 40 W' },
      { from: 1, description: 'LED drivers, dimmable, 230 V input' },
      { from: 0, description: 'LED downlights 18 W, recessed', country_of_origin: 'VN' },
    ],
  },
  {
    sample: 'ex',
    label: 'EX',
    type: 'CC515C',
    page: 'DeclareExport',
    costs: false,
    variants: [
      { from: 0, description: 'CNC milling machine, 5-axis' },
      { from: 1, description: 'Cutting fluid concentrate' },
      { from: 0, description: 'CNC milling machine, 3-axis, with tool changer' },
      { from: 1, description: 'Cutting fluid concentrate, semi-synthetic' },
    ],
  },
  {
    sample: 't1-auto-dispatch',
    label: 'T1',
    type: 'CC015C',
    page: 'DeclareTransit',
    breakdown: 'Transit',
    costs: false,
    variants: [
      { from: 0, description: 'Hexagon bolts, steel, zinc plated' },
      { from: 1, description: 'Stainless steel nuts' },
      { from: 2, description: 'Industrial lacquer, flammable' },
      { from: 0, description: 'Hexagon bolts M12, steel, zinc plated' },
      { from: 1, description: 'Stainless steel lock nuts' },
    ],
  },
];

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));
const sum = (values: readonly (number | undefined)[], decimals: number) =>
  round(
    values.reduce<number>((total, value) => total + (value ?? 0), 0),
    decimals,
  );
const plural = (count: number, one: string, more = `${one}s`) =>
  `${count} ${count === 1 ? one : more}`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

/** The sample's lines made 20: quantities, masses and values vary from line to line. */
const twentyLines = (templates: readonly Line[], variants: readonly Variant[]): Line[] =>
  Array.from({ length: LINES }, (_, index) => {
    const variant = variants[index % variants.length]!;
    const template = templates[variant.from]!;
    const scale = 0.8 + (index % 5) / 10;
    const scaled = (value: number | undefined, decimals: number) =>
      value === undefined ? undefined : round(value * scale, decimals);
    const quantity =
      template.supplementary_quantity === undefined
        ? undefined
        : Math.max(1, Math.round(template.supplementary_quantity * scale));
    const price =
      template.unit_price !== undefined && quantity !== undefined
        ? round(template.unit_price * quantity, 2)
        : scaled(template.total_price, 2);
    const line: Line = {
      ...template,
      sequence_number: index + 1,
      description: variant.description,
      commodity_code: variant.commodity_code ?? template.commodity_code,
      country_of_origin: variant.country_of_origin ?? template.country_of_origin,
      gross_mass: scaled(template.gross_mass, 1),
      net_mass: scaled(template.net_mass, 1),
      supplementary_quantity: quantity,
      total_price: price,
      statistical_value:
        template.statistical_value === undefined
          ? undefined
          : (price ?? scaled(template.statistical_value, 2)),
      packages: template.packages?.map((entry) => ({
        ...entry,
        quantity:
          entry.quantity === undefined
            ? undefined
            : Math.max(1, Math.round(entry.quantity * scale)),
        shipping_marks:
          entry.shipping_marks === undefined
            ? undefined
            : `${entry.shipping_marks.split(' ')[0]} ${index + 1}`,
      })),
    };
    // The consignment's one previous document stays on the first line, where the sample has it.
    if (index > 0) delete line.previous_documents;
    return line;
  });

/**
 * The partner's declaration of 20 lines, with the totals the filing rules add up again, and the
 * edits of test/web/declare-page.test.ts's `asSent`: what the declarant adds on the Declare page.
 */
const sent = (regime: Regime, ucr: string): Declaration => {
  const body = { ...sampleForToday(regime.sample), ucr, client_code: undefined } as Declaration;
  delete body.auto_dispatch;
  const lines = twentyLines(body.goods_items ?? [], regime.variants);
  body.goods_items = lines;
  const invoiced =
    regime.sample === 'ex'
      ? sum(
          lines.map((line) => line.statistical_value),
          2,
        )
      : sum(
          lines.map((line) => line.total_price),
          2,
        );
  if (body.shipment?.total_invoice_amount !== undefined)
    body.shipment = { ...body.shipment, total_invoice_amount: invoiced };
  const totals = body.totals;
  if (totals)
    body.totals = {
      ...totals,
      ...(totals.gross_mass === undefined
        ? {}
        : {
            gross_mass: sum(
              lines.map((line) => line.gross_mass),
              3,
            ),
          }),
      ...(totals.net_mass === undefined
        ? {}
        : {
            net_mass: sum(
              lines.map((line) => line.net_mass),
              3,
            ),
          }),
      ...(totals.packages === undefined
        ? {}
        : {
            packages: sum(
              lines.flatMap((line) => (line.packages ?? []).map((entry) => entry.quantity)),
              0,
            ),
          }),
      ...(totals.invoice_amount === undefined ? {} : { invoice_amount: invoiced }),
    };
  if (regime.sample === 'ex') {
    body.transport = { ...body.transport, departure_means_type_code: '30' };
    body.authorised_location_of_goods = {
      type_of_location: 'B',
      qualifier_of_identification: 'U',
      un_locode: 'BEKRT',
    };
    // The one problem the declarant fixes on the Declare page.
    if (body.shipment) delete body.shipment.country_of_destination;
  }
  return body;
};

interface Step {
  readonly action: string;
  readonly atMs: number;
  /** How long the browser took to do it: a click waits until nothing covers its target. */
  tookMs: number;
}
interface Counts {
  clicks: number;
  fills: number;
  keys: number;
  /** Fills into a field the page had not focused: a person clicks or tabs there first. */
  unfocused: number;
}

/**
 * Every click, fill and key press of the walk goes through here, so the count is what the script
 * did; waits for what the page shows are not actions.
 */
const walker = (page: Page, started: number) => {
  const steps: Step[] = [];
  const counts: Counts = { clicks: 0, fills: 0, keys: 0, unfocused: 0 };
  const timed = async (action: string, act: () => Promise<void>) => {
    const step: Step = { action, atMs: performance.now() - started, tookMs: 0 };
    steps.push(step);
    await act();
    step.tookMs = performance.now() - started - step.atMs;
  };
  return {
    steps,
    counts,
    async click(action: string, target: Locator) {
      counts.clicks++;
      await timed(action, () => target.click());
    },
    async fill(action: string, target: Locator, value: string) {
      counts.fills++;
      await timed(action, async () => {
        const focused = await target.evaluate(
          (element: { ownerDocument: { activeElement: unknown } }) =>
            element.ownerDocument.activeElement === element,
        );
        if (!focused) counts.unfocused++;
        await target.fill(value);
      });
    },
    async press(action: string, key: string) {
      counts.keys++;
      await timed(action, () => page.keyboard.press(key));
    },
  };
};
type Walker = ReturnType<typeof walker>;

/** Polls until `check` holds; `what` names it in the error when it never does. */
const until = async (what: string, check: () => Promise<boolean>, timeoutMs = 30_000) => {
  const deadline = performance.now() + timeoutMs;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

interface WalkResult {
  readonly ms: number;
  readonly counts: Counts;
  readonly steps: readonly Step[];
  readonly slowRequests: readonly string[];
  readonly failedRequests: readonly string[];
  readonly requests: number;
  readonly pageErrors: readonly string[];
}

/** An installation as a broker starts with it, the web app on it and a browser. */
interface Installation {
  readonly t: TestDatabase;
  readonly web: WebApp;
  readonly browser: Browser;
  readonly key: string;
}

const correctedData = async (t: TestDatabase, uuid: string) =>
  (
    await t.database.db
      .select({ data: schema.dossiers.correctedData })
      .from(schema.dossiers)
      .where(eq(schema.dossiers.id, uuid))
  )[0]!.data as Declaration;

const statusOf = async (t: TestDatabase, uuid: string) =>
  (
    await t.database.db
      .select({ status: schema.dossiers.status })
      .from(schema.dossiers)
      .where(eq(schema.dossiers.id, uuid))
  )[0]!.status;

/** The partner's 20-line declaration, posted and approved as on the review page (not measured). */
const approvedDossier = async (
  { t, web, key }: Installation,
  regime: Regime,
  run: number,
): Promise<{ uuid: string; body: Declaration }> => {
  const body = sent(regime, `${regime.type}-WALK-${run}`);
  const response = await fetch(`${web.baseUrl}/api/declarations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify(body),
  });
  if (response.status !== 201)
    throw new Error(`POST /api/declarations: ${response.status} ${await response.text()}`);
  const { uuid } = (await response.json()) as { uuid: string };
  await approveDossier(t.database.db, {
    dossierId: uuid,
    baseRevision: 0,
    overrideReason: 'checked against the documents',
    actor: { name: 'Ana Admin', roles: ['Admins'] },
    at: new Date(),
    checks: {},
  });
  return { uuid, body };
};

/** The page's own content: the header's navigation has links of the same names (Transport costs). */
const content = (page: Page) => page.locator('#main');

/**
 * The dossier page opened through the provider (not measured). On this shared machine a sign-in
 * now and then misses signIn's 15 s wait: it is tried once more, and said so.
 */
const signIn = async ({ web, browser }: Installation, uuid: string) => {
  try {
    return await web.signIn(browser, 'sam', `/Dossiers/${uuid}`);
  } catch (error) {
    console.log(`sign-in failed (${(error as Error).message.split('\n')[0]}); trying once more`);
    // signIn leaves the context of a failed sign-in open; no walk's context is open between runs.
    for (const context of browser.contexts()) await context.close();
    return web.signIn(browser, 'sam', `/Dossiers/${uuid}`);
  }
};

/** Declare, Goods breakdown, the suggested grouping saved; for an import its transport costs too. */
const breakdownWalk = async (page: Page, walk: Walker, regime: Regime, items: number) => {
  const main = content(page);
  await walk.click('Declare', main.getByRole('link', { name: 'Declare', exact: true }));
  await walk.click('Goods breakdown', main.getByRole('link', { name: 'Goods breakdown' }));
  await page.getByTestId('breakdown-items').waitFor();
  await until(
    'each line an item of its own',
    async () => (await page.locator('[data-item]').count()) === LINES,
  );
  await walk.click('Group as suggested', page.getByRole('button', { name: 'Group as suggested' }));
  await until(
    `${items} items as suggested`,
    async () => (await page.locator('[data-item]').count()) === items,
  );
  await walk.click('Save grouping', page.getByRole('button', { name: 'Save grouping' }));
  await page
    .getByTestId('breakdown-state')
    .filter({ hasText: /^Grouping saved$/ })
    .waitFor();
  if (regime.costs) {
    await walk.click('Transport costs', main.getByRole('link', { name: 'Transport costs' }));
    await walk.click('Add a cost', page.getByRole('button', { name: 'Add a cost' }));
    await walk.fill('type the amount', page.getByRole('textbox', { name: 'Amount' }), TYPED_COST);
    // The client's air freight and the cost typed, each a column: the table has the typed cost.
    await until(
      'the typed cost in the table',
      async () =>
        (await page.getByTestId('costs-table').locator('th', { hasText: /^AK$/ }).count()) === 2,
    );
    await walk.click(
      'Apply to the declaration',
      page.getByRole('button', { name: 'Apply to the declaration' }),
    );
    await page.getByText('Costs applied to the declaration').first().waitFor();
  }
  await walk.click('Next: declare', main.getByRole('link', { name: 'Next: declare' }));
};

/** Declare, the report's missing country followed to its field, typed and saved. */
const exportWalk = async (page: Page, walk: Walker) => {
  await walk.click('Declare', content(page).getByRole('link', { name: 'Declare', exact: true }));
  const report = page.getByTestId('filing-report');
  await walk.click(
    'Country of destination (report)',
    report.getByRole('button', { name: 'Country of destination' }),
  );
  await walk.fill('type the country', page.locator('[data-field="destinationCountry"]'), 'us');
  await walk.click('Save fields', page.getByRole('button', { name: 'Save fields' }));
  await page.locator('[data-testid="filing-report"][data-complete="true"]').waitFor();
};

/** What the walk must have stored: measured only if it did what a declarant does. */
const checkFiled = async (
  t: TestDatabase,
  uuid: string,
  regime: Regime,
  body: Declaration,
  items: number,
) => {
  const saved = await correctedData(t, uuid);
  const problems: string[] = [];
  const lines = saved.goods_items ?? [];
  const billOfLading = lines[0]?.previous_documents?.find((entry) => entry.type === 'N337');
  if (billOfLading?.reference !== BILL_OF_LADING)
    problems.push(`bill of lading ${billOfLading?.reference}`);
  if (regime.breakdown) {
    const numbers = new Set(lines.map((line) => line.declaration_goods_item_number));
    if (numbers.size !== items) problems.push(`${numbers.size} items saved, not ${items}`);
  }
  if (regime.costs) {
    const mass = sum(
      (body.goods_items ?? []).map((line) => line.gross_mass),
      3,
    );
    const costs = (saved.costs ?? []).map((cost) => `${cost.code} ${cost.amount}`);
    const expected = [
      `AK ${round(Math.max(50, 1.25 * mass), 2)}`,
      `AK ${TYPED_COST.replace(',', '.')}`,
    ];
    if (JSON.stringify(costs) !== JSON.stringify(expected))
      problems.push(`costs ${costs.join(', ')}, not ${expected.join(', ')}`);
    if (lines.some((line) => line.extra_cost === undefined)) problems.push('a line without costs');
  }
  if (regime.sample === 'ex' && saved.shipment?.country_of_destination !== 'US')
    problems.push(`country of destination ${saved.shipment?.country_of_destination}`);
  if (problems.length > 0)
    throw new Error(`${regime.type} filed, but not as walked: ${problems.join('; ')}`);
};

/** From the opened dossier page to status Submitted in the database. */
const walkOnce = async (
  installation: Installation,
  regime: Regime,
  run: number,
): Promise<WalkResult> => {
  const { t } = installation;
  const { uuid, body } = await approvedDossier(installation, regime, run);
  const items = Math.max(...suggestItemNumbers(body.declaration_type, body.goods_items ?? []));
  let context: BrowserContext | undefined;
  try {
    const signedIn = await signIn(installation, uuid);
    context = signedIn.context;
    const page = signedIn.page;
    // A slow shared machine: a step that waits long is measured, not failed.
    context.setDefaultTimeout(60_000);
    const slowRequests: string[] = [];
    const pageErrors: string[] = [];
    const failedRequests: string[] = [];
    let requests = 0;
    let walking = true;
    page.on('requestfinished', (request) => {
      if (!walking || !request.url().includes('/api/')) return;
      requests++;
      const ms = request.timing().responseEnd;
      if (ms > SLOW_REQUEST_MS)
        slowRequests.push(
          `${request.method()} ${new URL(request.url()).pathname.replace(uuid, '{id}')} ${Math.round(ms)} ms`,
        );
    });
    page.on('response', (response) => {
      if (walking && response.status() >= 400)
        failedRequests.push(
          `${response.status()} ${response.request().method()} ${new URL(response.url()).pathname.replace(uuid, '{id}')}`,
        );
    });
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      // A failed request is told by its response, with its address.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        pageErrors.push(message.text());
    });

    const started = performance.now();
    const walk = walker(page, started);
    try {
      if (regime.breakdown) await breakdownWalk(page, walk, regime, items);
      else await exportWalk(page, walk);
      await walk.fill(
        'type the bill of lading',
        page.locator('[data-field="billOfLadingRef"]'),
        BILL_OF_LADING,
      );
      await walk.click('File', page.getByTestId('file-button'));
      await until('status Submitted', async () => (await statusOf(t, uuid)) === 'Submitted');
    } catch (error) {
      const preview = await page.request
        .get(`/api/dossiers/${uuid}/filing-preview`)
        .then((response) => response.text())
        .catch((reason: unknown) => String(reason));
      throw new Error(
        `${regime.type} run ${run} stopped after ${walk.steps.map((step) => step.action).join(' → ')} at ${page.url()}; filing preview: ${preview.slice(0, 2000)}`,
        { cause: error },
      );
    }
    const ms = performance.now() - started;
    walking = false;
    await checkFiled(t, uuid, regime, body, items);
    return {
      ms,
      counts: walk.counts,
      steps: walk.steps,
      slowRequests,
      failedRequests,
      requests,
      pageErrors,
    };
  } finally {
    await context?.close();
  }
};

const actionsOf = (counts: Counts) => counts.clicks + counts.fills + counts.keys;

const regimeRow = (regime: Regime, results: readonly WalkResult[]): Row => {
  const times = results.map((result) => result.ms);
  const actions = [...new Set(results.map((result) => actionsOf(result.counts)))];
  const { clicks, fills, keys, unfocused } = results[0]!.counts;
  const met = Math.max(...times) < GOAL_SECONDS * 1000 && Math.max(...actions) < GOAL_ACTIONS;
  return {
    scenario: `Declare walk, ${LINES}-line ${regime.label} (${regime.type})`,
    database: 'pglite',
    figures: `median ${seconds(median(times))}, max ${seconds(Math.max(...times))} over ${results.length} runs (${times.map((ms) => (ms / 1000).toFixed(1)).join(', ')} s, at the script's pace: no reading or typing time); ${actions.join('/')} actions: ${plural(clicks, 'click')}, ${plural(fills, 'fill')} (${unfocused} into a field the page had not focused), ${plural(keys, 'key press', 'key presses')}; goal < ${GOAL_SECONDS} s, < ${GOAL_ACTIONS} actions: ${met ? 'met' : 'NOT MET'}`,
  };
};

/**
 * Issue 28's Declare page, timed as a declarant walks it: from an opened 20-line dossier to a
 * filed declaration, per regime, on a fresh installation (embedded database) in Debian's Chromium.
 */
export const declareWalkScenarios = async (): Promise<Row[]> => {
  // Browser, service and database share this machine's cores: a busy machine shows in every figure.
  const loadAtStart = loadavg()[0]!;
  await ensureWebBuild();
  const kind = databaseKinds.find((candidate) => candidate.name === 'pglite')!;
  const drop = mkdtempSync(join(tmpdir(), 'cds-bench-declare-drop-'));
  let t: TestDatabase | undefined;
  let web: WebApp | undefined;
  let browser: Browser | undefined;
  try {
    t = await kind.open();
    // What the service does at every start: the EU lists and offices shipped with it.
    await installEmbeddedSnapshot(t.database.db);
    web = await startWebApp(t.database, { ServiceBus__Descartes__Pr__Folder: drop });
    await setUpBroker(t.database.db, 'bench');
    const key = (
      await createApiKey(t.database.db, { name: 'tms', scopes: ['declarations'] }, 'bench')
    ).rawKey;
    browser = await launchBrowser();
    const installation: Installation = { t, web, browser, key };
    const rows: Row[] = [];
    for (const regime of REGIMES) {
      const results: WalkResult[] = [];
      for (let run = 1; run <= RUNS; run++) {
        const result = await walkOnce(installation, regime, run);
        results.push(result);
        console.log(
          `${regime.type} run ${run}: ${seconds(result.ms)}, ${actionsOf(result.counts)} actions; ${result.steps.map((step) => `${step.action} @${seconds(step.atMs)}${step.tookMs > SLOW_ACTION_MS ? ` (took ${seconds(step.tookMs)})` : ''}`).join(', ')}, Submitted @${seconds(result.ms)}; ${result.requests} API requests${result.slowRequests.length ? `, slower than ${SLOW_REQUEST_MS} ms: ${result.slowRequests.join(', ')}` : ''}${result.failedRequests.length ? `; failed: ${result.failedRequests.join(', ')}` : ''}${result.pageErrors.length ? `; page errors: ${result.pageErrors.join(' | ')}` : ''}`,
        );
      }
      rows.push(regimeRow(regime, results));
    }
    rows.push({
      scenario: 'Declare walk: machine load while measuring (browser, service and database on it)',
      database: 'pglite',
      figures: `1-minute load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end, on ${cpus().length} cores`,
    });
    for (const row of rows) console.log(row.scenario, '|', row.figures);
    return rows;
  } finally {
    await browser?.close();
    await web?.close();
    await t?.dispose();
    rmSync(drop, { recursive: true, force: true });
  }
};
