import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { DocumentReading } from '../../src/extraction/document-reading.ts';
import {
  createReaderPool,
  type ReaderPool,
  type ReaderTaskStats,
} from '../../src/extraction/reader/reader-pool.ts';
import type { ReaderTask } from '../../src/extraction/reader/reader-protocol.ts';
import { DEFAULT_READING_LIMITS } from '../../src/extraction/reading-limits.ts';
import { sharedDir } from '../support/samples.ts';

const invoices = `${sharedDir}samples/invoices/`;
const config = { limits: DEFAULT_READING_LIMITS, dpi: 300 };
const text = (name: string): ReaderTask => ({
  kind: 'text',
  path: invoices + name,
  contentType: 'application/pdf',
  document: name,
  wants: { tables: true },
  config,
});

/** The reader processes on their own, as the extraction uses them (issue 24). */
describe('document reader processes', () => {
  const pools: ReaderPool[] = [];
  const poolOf = (options: { processes?: number; memoryMb?: number; pageTimeoutMs?: number }) => {
    const tasks: ReaderTaskStats[] = [];
    const pool = createReaderPool({
      processes: options.processes ?? 1,
      memoryLimitBytes: (options.memoryMb ?? 1536) * 1048576,
      pageTimeoutMs: options.pageTimeoutMs ?? 60_000,
      documentTimeoutMs: 120_000,
      config,
      onTaskDone: (stats) => tasks.push(stats),
    });
    pools.push(pool);
    return { pool, tasks };
  };
  after(async () => {
    await Promise.all(pools.map((pool) => pool.close()));
  });

  it('kills a reader that goes over its memory, names the page, and reads the next document with a new one', async () => {
    // Local OCR of a scan at 300 dpi takes Tesseract and a drawn page: more than 400 MB (a reader waits at about 250 MB).
    const { pool, tasks } = poolOf({ memoryMb: 400 });
    await assert.rejects(pool.run(text('15_invoice_google_US_imageonly.pdf')), (error: Error) => {
      assert.match(
        error.message,
        /^reading (page 1|the document) takes more than 400 MB of memory \(Processing:ReaderMemoryMegabytes\)$/,
      );
      return true;
    });
    // 400 MB is room enough for a text PDF: the reader that took it is not the one killed.
    const read = (await pool.run(
      text('13_invoice_synthetic-minimal_US_text.pdf'),
    )) as DocumentReading;
    assert.equal(read.tables?.lines.length, 3);
    assert.equal(tasks.length, 2);
    assert.ok(tasks[0]!.stopped);
    assert.notEqual(tasks[0]!.pid, tasks[1]!.pid);
  });

  it('reads one document at a time in each reader: the others wait their turn, in order', async () => {
    const { pool, tasks } = poolOf({ processes: 1 });
    const names = ['13_invoice_synthetic-minimal_US_text.pdf', 'coolblue1.pdf', 'saeco.pdf'];
    const reads = (await Promise.all(
      names.map((name) => pool.run(text(name))),
    )) as DocumentReading[];
    assert.deepEqual(
      reads.map((read) => read.pages.length),
      [1, 1, 1],
    );
    assert.equal(new Set(tasks.map((task) => task.pid)).size, 1);
    for (let index = 1; index < tasks.length; index += 1)
      assert.ok(tasks[index]!.startedAt >= tasks[index - 1]!.startedAt);
  });

  it('refuses a waiting document whose signal is aborted, without touching the one being read', async () => {
    const { pool } = poolOf({ processes: 1 });
    const first = pool.run(text('QualityHosting.pdf'));
    const waiting = new AbortController();
    const second = pool.run(text('coolblue2.pdf'), waiting.signal);
    waiting.abort(new Error('the attempt ran out of time'));
    await assert.rejects(second, /the attempt ran out of time/);
    assert.equal(((await first) as DocumentReading).pages.length, 2);
  });

  it('forgets a reader that died while idle: the next document is read by another', async () => {
    const { pool, tasks } = poolOf({ processes: 1 });
    await pool.run(text('saeco.pdf'));
    process.kill(tasks[0]!.pid, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const read = (await pool.run(text('coolblue1.pdf'))) as DocumentReading;
    assert.equal(read.pages.length, 1);
    assert.notEqual(tasks[1]!.pid, tasks[0]!.pid);
  });
});
