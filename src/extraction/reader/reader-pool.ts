import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import type { ReadingStep } from '../reading-progress.ts';
import type {
  ReaderConfig,
  ReaderMessage,
  ReaderRequest,
  ReaderTask,
  ReaderValue,
} from './reader-protocol.ts';
import { readerProcesses, type ProcessExit, type ReaderProcess } from './reader-processes.ts';
import { RefusedReadingError } from './refused-reading.ts';
import { documentTooSlow, pageTooSlow, readerDied, tooMuchMemory } from './reader-stopped.ts';
import { residentMemory } from './resident-memory.ts';

export interface ReaderPoolOptions {
  /** Reader processes at most (Processing:MaxConcurrentJobs): one document each at a time. */
  readonly processes: number;
  /** Processing:ReaderMemoryMegabytes, in bytes: a process's whole resident memory. */
  readonly memoryLimitBytes: number;
  readonly pageTimeoutMs: number;
  readonly documentTimeoutMs: number;
  readonly config: ReaderConfig;
  readonly logger?: Logger;
  /** Told after every task, with what it took (logs, benchmarks). */
  readonly onTaskDone?: (stats: ReaderTaskStats) => void;
  /** Keep one reader started and waiting (the service), rather than start each when asked (tests). */
  readonly eager?: boolean;
}

export interface ReaderTaskStats {
  readonly kind: ReaderTask['kind'];
  readonly pid: number;
  /** When the reader started and ended the task (performance.now()). */
  readonly startedAt: number;
  readonly endedAt: number;
  /** The reader's largest resident memory while it ran the task (0 where unmeasured). */
  readonly peakMemoryBytes: number;
  /** Why it was stopped, when it was. */
  readonly stopped?: string;
}

export interface ReaderPool {
  run(task: ReaderTask, signal?: AbortSignal): Promise<ReaderValue>;
  /** Kills the reader processes; a task still running fails. */
  close(): Promise<void>;
}

// How often a running reader's memory is read: a doubling allocation is caught within a step.
const SAMPLE_MS = 50;
/**
 * A reader that ends a task holding more than this share of its limit is replaced: memory a
 * large document made it take is rarely given back, and the next document should start clean.
 */
const RECYCLE_SHARE = 0.6;
/** Stages whose every page must end within Processing:PageTimeoutSeconds. */
const PAGED = new Set<ReadingStep['stage']>(['checking', 'reading', 'drawing', 'ocr', 'tables']);
/** A new reader loads its modules first (seconds on a busy machine): not the document's time. */
const START_MS = 60_000;
const script = fileURLToPath(new URL('./reader-process.mjs', import.meta.url));

/**
 * Documents are read in child processes (issue 24, ARCHITECTURE.md rule 14), never on the event
 * loop that answers requests: up to `processes` readers, each forked with a V8 heap limit. While
 * one reads, its resident memory is sampled from outside and its time kept per page and per
 * document; over either it is killed (SIGKILL: it may be stuck in native code) and replaced, and
 * the task fails with the reason and where the reader was. An aborted signal (the job's attempt
 * out of time, the service stopping) kills it too, with the signal's reason.
 */
export const createReaderPool = (options: ReaderPoolOptions): ReaderPool => {
  const megabytes = Math.max(64, Math.floor(options.memoryLimitBytes / 1048576));
  const processes = readerProcesses({
    script,
    max: options.processes,
    // No `--import tsx`: the entry registers it once the libraries are loaded (reader-process.mjs).
    execArgv: [`--max-old-space-size=${megabytes}`],
    warm: options.eager ? 1 : 0,
  });
  let lastId = 0;

  const runOn = (reader: ReaderProcess, task: ReaderTask, signal?: AbortSignal) =>
    new Promise<ReaderValue>((resolve, reject) => {
      const id = ++lastId;
      const startedAt = performance.now();
      let step: ReadingStep | undefined;
      let stopped: Error | undefined;
      let peak = 0;
      let last = 0;
      let settled = false;

      const stop = (reason: Error) => {
        if (stopped || settled) return;
        stopped = reason;
        reader.kill();
      };
      const armPage = () => {
        clearTimeout(pageTimer);
        if (step && !PAGED.has(step.stage)) return;
        pageTimer = setTimeout(
          () => stop(pageTooSlow(step, options.pageTimeoutMs / 1000)),
          options.pageTimeoutMs,
        );
      };
      let pageTimer: NodeJS.Timeout | undefined;
      let documentTimer = setTimeout(
        () => stop(new Error(`the document reader did not start within ${START_MS / 1000} s`)),
        START_MS,
      );
      const started = () => {
        sample();
        clearTimeout(documentTimer);
        documentTimer = setTimeout(
          () => stop(documentTooSlow(step, options.documentTimeoutMs / 1000)),
          options.documentTimeoutMs,
        );
        armPage();
      };
      const sample = () =>
        void residentMemory(reader.pid).then((rss) => {
          if (rss === undefined || settled) return;
          last = rss;
          peak = Math.max(peak, rss);
          if (rss > options.memoryLimitBytes) stop(tooMuchMemory(step, options.memoryLimitBytes));
        });
      const sampler = setInterval(sample, SAMPLE_MS);
      const onAbort = () =>
        stop(signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
      signal?.addEventListener('abort', onAbort, { once: true });

      const settle = (result: { value: ReaderValue } | { error: Error }) => {
        if (settled) return;
        settled = true;
        clearTimeout(pageTimer);
        clearTimeout(documentTimer);
        clearInterval(sampler);
        signal?.removeEventListener('abort', onAbort);
        options.onTaskDone?.({
          kind: task.kind,
          pid: reader.pid,
          startedAt,
          endedAt: performance.now(),
          peakMemoryBytes: peak,
          ...(stopped ? { stopped: stopped.message } : {}),
        });
        if (!stopped && last > options.memoryLimitBytes * RECYCLE_SHARE) reader.kill();
        processes.release(reader);
        if ('value' in result) resolve(result.value);
        else reject(result.error);
      };

      reader.listen({
        message: (raw) => {
          const message = raw as ReaderMessage;
          if (message.id !== id) return;
          if (message.type === 'started') started();
          else if (message.type === 'progress') {
            const moved = message.step.stage !== step?.stage || message.step.page !== step?.page;
            step = message.step;
            if (moved) armPage();
          } else if (message.type === 'crash') {
            options.logger?.error({ stack: message.message }, 'document reader failed');
            settle({
              error: new Error(`the document reader failed: ${message.message.split('\n')[0]}`),
            });
          } else if (message.outcome.ok) settle({ value: message.outcome.value });
          else {
            settle({ error: new RefusedReadingError(message.outcome.refusal) });
          }
        },
        exit: (how: ProcessExit) => {
          if (!stopped && reader.stderr().trim())
            options.logger?.warn({ stderr: reader.stderr(), ...how }, 'document reader died');
          settle({
            error:
              stopped ??
              readerDied(step, options.memoryLimitBytes, {
                code: how.code === null ? undefined : String(how.code),
                signal: how.signal ?? undefined,
                stderr: reader.stderr(),
              }),
          });
        },
      });
      reader.send({ id, task } satisfies ReaderRequest);
    });

  return {
    async run(task, signal) {
      signal?.throwIfAborted();
      const reader = await processes.acquire(signal);
      return runOn(reader, task, signal);
    },
    close: () => processes.close(),
  };
};
