import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { createApiKey } from '../src/api-keys/index.ts';
import { buildApp } from '../src/app.ts';
import { compose } from '../src/composition.ts';
import { canonicalToXml, type CanonicalDeclaration } from '../src/canonical/index.ts';
import { openPostgres } from '../src/db/index.ts';
import { createLogger } from '../src/logger.ts';
import { loadSettings } from '../src/settings/index.ts';
import { createPostgresDatabase } from '../test/support/databases.ts';
import { declarationNear } from './declaration-fixtures.ts';
import type { Row } from './foundation.ts';

const MAX = 5 * 1024 * 1024;
const PARALLEL = 4;
const ROUNDS = 3;

/**
 * The load comes from a worker thread, whose event loop is its own: the main thread is the
 * service alone, and its loop delay is what a request costs everyone else. Meanwhile the worker
 * asks /health/live every 10 ms and keeps the slowest answer.
 */
const LOAD = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, headers, keys, bodies, rounds } = workerData;
(async () => {
  let probing = true;
  let slowest = 0;
  const probe = (async () => {
    while (probing) {
      const started = performance.now();
      await (await fetch(url.replace(/\\/api\\/.*$/, '/health/live'))).arrayBuffer();
      slowest = Math.max(slowest, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const statuses = {};
  for (let round = 0; round < rounds; round += 1)
    await Promise.all(bodies.map(async (body, sender) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { ...headers, 'x-api-key': keys[sender] },
        body: body[round],
      });
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    }));
  probing = false;
  await probe;
  parentPort.postMessage({ statuses, slowest });
})();
`;

interface Burst {
  readonly name: string;
  readonly path: string;
  readonly contentType: string;
  /** One body per parallel sender and round (UCRs differ, so each valid one is a new dossier). */
  readonly body: (sender: number, round: number) => string;
}

const tinyItems = (count: number, sequence: (index: number) => string) =>
  `{"declaration_type":"T1","goods_items":[${Array.from({ length: count }, (_, i) => `{"sequence_number":${sequence(i)}}`).join(',')}]}`;
const bigTransit = declarationNear(MAX - 1024) as CanonicalDeclaration;

const ONLY = process.env.BENCH_ONLY;
const BURSTS_ALL: Burst[] = [
  {
    name: '150,000 tiny goods items (3.9 MB, refused)',
    path: '/api/declarations',
    contentType: 'application/json',
    body: () => tinyItems(150_000, String),
  },
  {
    name: '9,999 invalid goods items (refused, 200 complaints)',
    path: '/api/declarations',
    contentType: 'application/json',
    body: () => tinyItems(9_999, () => '"x"'),
  },
  {
    name: 'valid 5 MB declaration, JSON',
    path: '/api/declarations',
    contentType: 'application/json',
    body: (sender, round) => JSON.stringify({ ...bigTransit, ucr: `LOOP-J-${sender}-${round}` }),
  },
  {
    name: 'valid 5 MB declaration, XML',
    path: '/api/declarations',
    contentType: 'application/xml',
    body: (sender, round) => {
      const xml = canonicalToXml({ ...bigTransit, ucr: `LOOP-X-${sender}-${round}` });
      const declaration = bigTransit.goods_items!.length;
      // The XML form is larger: as many items as keep it under 5 MB.
      return xml.length <= MAX
        ? xml
        : canonicalToXml({
            ...bigTransit,
            ucr: `LOOP-X-${sender}-${round}`,
            goods_items: bigTransit.goods_items!.slice(
              0,
              Math.floor((declaration * MAX) / xml.length) - 5,
            ),
          });
    },
  },
  {
    name: '10,000 clients (2 MB)',
    path: '/api/v1/clients',
    contentType: 'application/json',
    body: (sender, round) =>
      JSON.stringify({
        clients: Array.from({ length: 10_000 }, (_, i) => ({
          code: `LOOP-${sender}-${round}-${i}`,
          name: `Loop client ${i} BV`,
          identification_number: `BE0${String(400_000_000 + i)}`,
          street_and_number: 'Noorderlaan 147',
          postcode: '2030',
          city: 'Antwerpen',
          country: 'BE',
        })),
      }),
  },
];

const BURSTS = BURSTS_ALL.filter((burst) => !ONLY || burst.name.includes(ONLY));

const ms = (nanoseconds: number) => Math.round(nanoseconds / 1e6);

/** Event-loop delay of the service while four large or hostile bodies arrive at once, three times. */
export const eventLoopScenarios = async (): Promise<Row[]> => {
  const fresh = await createPostgresDatabase();
  const database = await openPostgres(fresh.connectionString, {
    poolSize: 10,
    onPoolError: () => {},
  });
  await database.migrate();
  const uploads = mkdtempSync(join(tmpdir(), 'cds-bench-loop-'));
  const settings = loadSettings({
    configDir: '/nonexistent',
    env: {
      Logging__Level: 'warn',
      RateLimit__PermitLimit: '1000000',
      Storage__UploadFolder: uploads,
    },
  }).settings;
  // Composed as the service composes itself: reader threads started before the first request.
  const components = compose(settings, database, createLogger(settings), { eagerReaders: true });
  const app = await buildApp(components);
  app.addHook('onClose', () => components.close());
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  // One key per sender, as separate partners send: one caller may have only two large bodies
  // read at once (MAX_LARGE_PER_CALLER), and the bench measures the loop, not that limit.
  const keys = await Promise.all(
    Array.from({ length: PARALLEL }, async (_, sender) => {
      const { rawKey } = await createApiKey(
        database.db,
        { name: `bench-loop-${sender}`, scopes: ['declarations', 'masterdata'] },
        'bench',
      );
      return rawKey;
    }),
  );
  const rawKey = keys[0]!;
  const rows: Row[] = [];
  try {
    for (const burst of BURSTS) {
      const bodies = Array.from({ length: PARALLEL }, (_, sender) =>
        Array.from({ length: ROUNDS }, (_, round) => burst.body(sender, round)),
      );
      // Warm-up: the reader threads start and compile the contract on the first large body.
      await fetch(`${baseUrl}${burst.path}`, {
        method: 'POST',
        headers: { 'content-type': burst.contentType, 'x-api-key': rawKey },
        body: burst.body(99, 99),
      }).then((response) => response.arrayBuffer());
      const histogram = monitorEventLoopDelay({ resolution: 1 });
      histogram.enable();
      const worker = new Worker(LOAD, {
        eval: true,
        workerData: {
          url: `${baseUrl}${burst.path}`,
          headers: { 'content-type': burst.contentType },
          keys,
          bodies,
          rounds: ROUNDS,
        },
      });
      const started = performance.now();
      const result = await new Promise<{ statuses: Record<string, number>; slowest: number }>(
        (resolve, reject) => {
          worker.once('message', resolve);
          worker.once('error', reject);
        },
      );
      const seconds = (performance.now() - started) / 1000;
      histogram.disable();
      await worker.terminate();
      rows.push({
        scenario: `event loop: ${PARALLEL} x ${ROUNDS} ${burst.name}`,
        database: 'PostgreSQL',
        figures: `loop delay max ${ms(histogram.max)} ms, p99 ${ms(histogram.percentile(99))} ms; slowest /health/live ${Math.round(result.slowest)} ms; statuses ${JSON.stringify(result.statuses)} in ${seconds.toFixed(1)} s`,
      });
    }
  } finally {
    await app.close();
    await database.close();
    await fresh.drop();
    rmSync(uploads, { recursive: true, force: true });
  }
  return rows;
};
