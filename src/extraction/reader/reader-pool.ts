import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import workerpool from 'workerpool';
import { DomainError } from '../../errors/index.ts';
import type { ReadingStep } from '../reading-progress.ts';
import {
  READ_METHOD,
  type ReaderConfig,
  type ReaderEvent,
  type ReaderOutcome,
  type ReaderTask,
  type ReaderValue,
} from './reader-protocol.ts';
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
}

export interface ReaderTaskStats {
  readonly kind: ReaderTask['kind'];
  readonly durationMs: number;
  /** The reader process's largest resident memory while it ran the task (0 where unmeasured). */
  readonly peakMemoryBytes: number;
  /** Why it was stopped, when it was. */
  readonly stopped?: string;
}

export interface ReaderPool {
  run(task: ReaderTask, signal?: AbortSignal): Promise<ReaderValue>;
  /** Kills the reader processes; a task still running fails. */
  close(): Promise<void>;
}

// How often a running reader's memory is read: a doubling allocation is caught within one step.
const SAMPLE_MS = 50;
/**
 * A reader that ends a task holding more than this share of its limit is replaced: memory a
 * large document made it take is rarely given back, and the next document should start clean.
 */
const RECYCLE_SHARE = 0.6;
/** A task sent to a reader that was already gone never started: it is sent again, this often. */
const RESENDS = 2;
/** Stages whose every page must end within Processing:PageTimeoutSeconds. */
const PAGED = new Set<ReadingStep['stage']>(['checking', 'reading', 'drawing', 'ocr', 'tables']);
const tsx = import.meta.resolve('tsx');
const script = fileURLToPath(new URL('./reader-process.ts', import.meta.url));

/** The reader the task was sent to had died before it could start it. */
class NeverStarted extends Error {
  constructor() {
    super('the document reader stopped before it started the task');
  }
}

/** An idle reader is killed; the pool replaces it when it next needs one. */
const recycle = (pid: number) => {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Gone already.
  }
};

const exitOf = (error: unknown) => {
  const text = error instanceof Error ? error.message : String(error);
  return {
    code: /exitCode: `([^`]*)`/.exec(text)?.[1],
    signal: /signalCode: `([^`]*)`/.exec(text)?.[1],
  };
};

/**
 * Documents are read in child processes (issue 24, ARCHITECTURE.md rule 14), never on the event
 * loop that answers requests: a pool (workerpool) of up to `processes` readers, each forked with
 * a V8 heap limit. While one reads, its resident memory is sampled from outside and its time is
 * kept per page and per document; over either, it is killed (SIGKILL: it may be stuck in native
 * code) and replaced, and the task fails with the reason and where the reader was. An aborted
 * signal (the job's attempt out of time, the service stopping) kills it too, with the signal's
 * reason.
 */
export const createReaderPool = (options: ReaderPoolOptions): ReaderPool => {
  const megabytes = Math.max(64, Math.floor(options.memoryLimitBytes / 1048576));
  const pool = workerpool.pool(script, {
    workerType: 'process',
    maxWorkers: options.processes,
    emitStdStreams: true,
    workerTerminateTimeout: 1000,
    forkOpts: {
      execArgv: ['--import', tsx, `--max-old-space-size=${megabytes}`],
      serialization: 'advanced',
    },
  });

  const once = (task: ReaderTask, signal?: AbortSignal) =>
    new Promise<ReaderValue>((resolve, reject) => {
      signal?.throwIfAborted();
      const began = performance.now();
      let pid: number | undefined;
      let step: ReadingStep | undefined;
      let stopped: Error | undefined;
      let peak = 0;
      let last = 0;
      let stderr = '';
      const timers: { page?: NodeJS.Timeout; document?: NodeJS.Timeout; sample?: NodeJS.Timeout } =
        {};

      const stop = (reason: Error) => {
        if (stopped) return;
        stopped = reason;
        if (pid === undefined) execution.cancel();
        else {
          try {
            process.kill(pid, 'SIGKILL');
          } catch {
            // Gone already: its exit settles the task.
          }
        }
      };
      const armPage = () => {
        clearTimeout(timers.page);
        if (step && !PAGED.has(step.stage)) return;
        timers.page = setTimeout(
          () => stop(pageTooSlow(step, options.pageTimeoutMs / 1000)),
          options.pageTimeoutMs,
        );
      };
      const sample = async () => {
        if (pid === undefined || stopped) return;
        const rss = await residentMemory(pid);
        if (rss === undefined) return;
        last = rss;
        peak = Math.max(peak, rss);
        if (rss > options.memoryLimitBytes) stop(tooMuchMemory(step, options.memoryLimitBytes));
      };
      const onEvent = (event: ReaderEvent | { stdout?: string; stderr?: string }) => {
        if ('stderr' in event && event.stderr) stderr = (stderr + event.stderr).slice(-4096);
        if (!('type' in event)) return;
        if (event.type === 'started') {
          pid = event.pid;
          timers.document = setTimeout(
            () => stop(documentTooSlow(step, options.documentTimeoutMs / 1000)),
            options.documentTimeoutMs,
          );
          timers.sample = setInterval(() => void sample(), SAMPLE_MS);
          armPage();
          return;
        }
        const moved = event.stage !== step?.stage || event.page !== step?.page;
        step = { stage: event.stage, page: event.page, row: event.row };
        if (moved) armPage();
      };
      const onAbort = () => stop(signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
      signal?.addEventListener('abort', onAbort, { once: true });

      const execution = pool.exec(READ_METHOD, [task], { on: onEvent });
      const settle = () => {
        clearTimeout(timers.page);
        clearTimeout(timers.document);
        clearInterval(timers.sample);
        signal?.removeEventListener('abort', onAbort);
        const stats = {
          kind: task.kind,
          durationMs: Math.round(performance.now() - began),
          peakMemoryBytes: peak,
          ...(stopped ? { stopped: stopped.message } : {}),
        };
        options.onTaskDone?.(stats);
        if (stderr.trim()) options.logger?.warn({ stderr, ...stats }, 'document reader wrote to stderr');
        if (pid !== undefined && !stopped && last > options.memoryLimitBytes * RECYCLE_SHARE)
          recycle(pid);
      };
      execution.then(
        (outcome: ReaderOutcome) => {
          settle();
          if (stopped) reject(stopped);
          else if (outcome.ok) resolve(outcome.value);
          else {
            const { kind, code, message } = outcome.refusal;
            reject(new DomainError(kind, code, message));
          }
        },
        (error: unknown) => {
          settle();
          if (stopped) reject(stopped);
          else if (pid === undefined && error instanceof workerpool.TerminateError)
            reject(new NeverStarted());
          else if (error instanceof workerpool.TerminateError)
            reject(readerDied(step, options.memoryLimitBytes, { ...exitOf(error), stderr }));
          else reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });

  const run = async (task: ReaderTask, signal?: AbortSignal): Promise<ReaderValue> => {
    for (let sent = 0; ; sent += 1) {
      try {
        return await once(task, signal);
      } catch (error) {
        if (!(error instanceof NeverStarted) || sent >= RESENDS) throw error;
        // Let the pool drop the dead reader before the task is sent again.
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
  };

  return {
    run,
    close: async () => {
      await pool.terminate(true);
    },
  };
};
