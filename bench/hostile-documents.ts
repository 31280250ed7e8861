import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { buildApp } from '../src/app.ts';
import { compose } from '../src/composition.ts';
import { openPostgres } from '../src/db/index.ts';
import type { ReaderTaskStats } from '../src/extraction/index.ts';
import { createLogger } from '../src/logger.ts';
import { loadSettings } from '../src/settings/index.ts';
import { createPostgresDatabase } from '../test/support/databases.ts';
import { statusMoves } from '../test/support/extraction-flow.ts';
import { fuzzPdfs } from '../test/support/fuzz-documents.ts';
import { hostilePdfs } from '../test/support/hostile-pdfs.ts';
import { hostileSpreadsheets } from '../test/support/hostile-spreadsheets.ts';
import { sharedDir } from '../test/support/samples.ts';
import { signedIn } from '../test/support/sessions.ts';
import type { Row } from './foundation.ts';

const ms = (nanoseconds: number) => Math.round(nanoseconds / 1e6);
const mb = (bytes: number) => Math.round(bytes / 1048576);

const SAMPLES = [
  ['a text invoice (shared sample)', '13_invoice_synthetic-minimal_US_text.pdf'],
  ['a scanned invoice, local OCR (shared sample)', '15_invoice_google_US_imageonly.pdf'],
].map(([name, fileName]) => ({
  name: name!,
  fileName: fileName!,
  contentType: 'application/pdf',
  bytes: new Uint8Array(readFileSync(`${sharedDir}samples/invoices/${fileName}`)),
}));

/**
 * Issue 24: the service's event-loop hold (monitorEventLoopDelay, max) while each hostile
 * document is uploaded and read, one at a time, on PostgreSQL with the default limits; with the
 * time to its end and the reader process's peak resident memory. The uploads come from a worker
 * thread, so the main thread is the service alone. Goal: every hold under 100 ms.
 */
export const hostileDocumentScenarios = async (): Promise<Row[]> => {
  const fresh = await createPostgresDatabase();
  const database = await openPostgres(fresh.connectionString, {
    poolSize: 10,
    onPoolError: () => {},
  });
  await database.migrate();
  const settings = loadSettings({
    configDir: '/nonexistent',
    env: {
      // A refused document is logged as a warning: the bench prints its own line instead.
      Logging__Level: 'error',
      Storage__UploadFolder: mkdtempSync(join(tmpdir(), 'cds-bench-hostile-')),
    },
  }).settings;
  const tasks: ReaderTaskStats[] = [];
  const components = compose(settings, database, createLogger(settings), {
    eagerReaders: true,
    onReaderTask: (stats) => tasks.push(stats),
  });
  await components.jobs.start();
  const app = await buildApp(components);
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const { headers } = await signedIn(database.db, ['SuperUsers'], 'Bench Declarant');
  // A thread does not inherit tsx's hooks: it registers them, then loads the TypeScript.
  const entry = JSON.stringify(new URL('./hostile-upload-worker.ts', import.meta.url).href);
  const worker = new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${entry}); })`,
    { eval: true, workerData: { baseUrl, headers, samples: SAMPLES } },
  );
  const next = () =>
    new Promise<Record<string, unknown>>((resolve) => worker.once('message', resolve));
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  const rows: Row[] = [];
  const lists = [
    ...SAMPLES.map((sample, index) => ({ list: 'sample', index, name: sample.name })),
    ...hostilePdfs.map((document, index) => ({ list: 'pdf', index, name: document.name })),
    ...hostileSpreadsheets.map((sheet, index) => ({
      list: 'sheet',
      index,
      name: sheet.description,
    })),
    ...fuzzPdfs().map((document, index) => ({
      list: 'fuzz',
      index,
      name: `fuzz: ${document.name}`,
    })),
  ];
  let fuzzWorst = { hold: 0, ms: 0, peak: 0, name: '' };
  for (const entry of lists) {
    worker.postMessage({ list: entry.list, index: entry.index });
    await next(); // built
    const since = performance.now();
    histogram.reset();
    histogram.enable();
    const done = await next();
    histogram.disable();
    const peak = Math.max(
      0,
      ...tasks.filter((task) => task.endedAt >= since).map((task) => task.peakMemoryBytes),
    );
    const hold = ms(histogram.max);
    const took = Number(done.ms);
    if (entry.list === 'fuzz') {
      if (hold > fuzzWorst.hold) fuzzWorst = { hold, ms: took, peak, name: entry.name };
      continue;
    }
    const reason =
      done.status === 'Failed'
        ? ((await statusMoves(database.db, String(done.uuid))).at(-1) ?? '')
            .replace(/^.*?: [^:]+: /, '')
            .replace(/\)$/, '')
        : '';
    const row: Row = {
      scenario: `document: ${entry.name}`,
      database: 'PostgreSQL',
      figures: `loop hold max ${hold} ms (p99 ${ms(histogram.percentile(99))} ms); ${String(done.status)} after ${(took / 1000).toFixed(1)} s; reader peak ${mb(peak)} MB${reason ? `; "${reason}"` : ''}`,
    };
    console.log(`${row.scenario}: ${row.figures}`);
    rows.push(row);
  }
  rows.push({
    scenario: `document: fuzz corpus of ${lists.filter((entry) => entry.list === 'fuzz').length} broken PDFs, the worst`,
    database: 'PostgreSQL',
    figures: `loop hold max ${fuzzWorst.hold} ms (${fuzzWorst.name}); ${(fuzzWorst.ms / 1000).toFixed(1)} s; reader peak ${mb(fuzzWorst.peak)} MB`,
  });
  console.log(`${rows.at(-1)!.scenario}: ${rows.at(-1)!.figures}`);
  await worker.terminate();
  await app.close();
  await components.close();
  await database.close();
  await fresh.drop();
  return rows;
};
