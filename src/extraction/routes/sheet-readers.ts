import { fileURLToPath } from 'node:url';
import { DomainError } from '../../errors/index.ts';
import { readerProcesses, type ProcessExit } from '../reader/reader-processes.ts';
import { residentMemory } from '../reader/resident-memory.ts';
import { figure, type ReadingLimits } from '../reading-limits.ts';
import type { SheetGrid } from '../spreadsheets/sheet-grid-caps.ts';
import type { SheetMessage, SheetRequest } from './sheet-reader-main.ts';

export interface SheetReaderOptions {
  /** Processes at most; a request past them waits for one (or for its caller to hang up). */
  readonly processes: number;
  /** Processing:ReaderMemoryMegabytes, in bytes: a process's whole resident memory. */
  readonly memoryLimitBytes: number;
  /** Longest one file may take, from when a process takes it up. */
  readonly timeoutMs: number;
  /** The setting that raises it, named in the refusal. */
  readonly timeoutSetting: string;
  readonly limits: ReadingLimits;
}

export interface SheetReaders {
  /**
   * The file's sheets as grids. A file that cannot be read, goes over a limit, or makes its reader
   * go over its memory or time is refused with a DomainError (`sheet-unavailable`); an
   * aborted signal stops the wait for a process, not a reading under way (its time is bounded).
   */
  read(path: string, format: 'xlsx' | 'csv', signal?: AbortSignal): Promise<SheetGrid[]>;
  /** Kills the processes; a reading under way fails. */
  close(): Promise<void>;
}

/** A file the sheet view cannot show: the file's own fault, the same answer every time. */
export const sheetUnreadable = (reason: string) =>
  new DomainError(
    // 422: the request is well-formed; the document it names cannot be shown as a sheet.
    'invalid',
    'sheet-unavailable',
    `The spreadsheet cannot be shown: ${reason.replace(/^the spreadsheet cannot be read: /, '')}`,
  );

const SAMPLE_MS = 50;
/** A process that ends a reading holding more than this share of its limit is replaced. */
const RECYCLE_SHARE = 0.6;
/** A new process loads its modules first: not the file's time. */
const START_MS = 60_000;
const script = fileURLToPath(new URL('./sheet-reader-process.mjs', import.meta.url));

/**
 * Sheets for the review page are read as extraction reads documents (decision 0025, ARCHITECTURE
 * rule 14): in child processes with a V8 heap limit, their resident memory sampled from outside
 * and their time kept, killed (SIGKILL) over either. A pool of its own, so a page never waits
 * behind extraction jobs and a page's reading never holds a job's reader; started when first asked.
 */
export const createSheetReaders = (options: SheetReaderOptions): SheetReaders => {
  const megabytes = Math.max(64, Math.floor(options.memoryLimitBytes / 1048576));
  const processes = readerProcesses({
    script,
    max: options.processes,
    execArgv: [`--max-old-space-size=${megabytes}`],
  });
  let lastId = 0;

  const read = async (path: string, format: 'xlsx' | 'csv', signal?: AbortSignal) => {
    signal?.throwIfAborted();
    const reader = await processes.acquire(signal);
    return new Promise<SheetGrid[]>((resolve, reject) => {
      const id = ++lastId;
      let stopped: Error | undefined;
      let settled = false;
      let last = 0;
      const stop = (reason: Error) => {
        if (stopped || settled) return;
        stopped = reason;
        reader.kill();
      };
      let timer = setTimeout(
        () => stop(new Error(`the sheet reader did not start within ${START_MS / 1000} s`)),
        START_MS,
      );
      const sample = () =>
        void residentMemory(reader.pid).then((rss) => {
          if (rss === undefined || settled) return;
          last = rss;
          if (rss > options.memoryLimitBytes) stop(tooMuchMemory(options.memoryLimitBytes));
        });
      const sampler = setInterval(sample, SAMPLE_MS);
      const settle = (result: { sheets: SheetGrid[] } | { error: Error }) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        clearInterval(sampler);
        if (!stopped && last > options.memoryLimitBytes * RECYCLE_SHARE) reader.kill();
        processes.release(reader);
        if ('sheets' in result) resolve(result.sheets);
        else reject(result.error);
      };
      reader.listen({
        message: (raw) => {
          const message = raw as SheetMessage;
          if (message.id !== id) return;
          if (message.type === 'started') {
            sample();
            clearTimeout(timer);
            timer = setTimeout(
              () => stop(tooSlow(options.timeoutMs / 1000, options.timeoutSetting)),
              options.timeoutMs,
            );
          } else if (message.type === 'sheets') settle({ sheets: [...message.sheets] });
          else if (message.type === 'refused') settle({ error: sheetUnreadable(message.reason) });
          else settle({ error: crashed(message.message) });
        },
        exit: (how: ProcessExit) =>
          settle({ error: stopped ?? died(how, reader.stderr(), options.memoryLimitBytes) }),
      });
      reader.send({ id, path, format, limits: options.limits } satisfies SheetRequest);
    });
  };

  return { read, close: () => processes.close() };
};

const tooSlow = (seconds: number, setting: string) =>
  sheetUnreadable(
    `the spreadsheet takes too long to read (more than ${figure(seconds)} s) (${setting})`,
  );

const tooMuchMemory = (limitBytes: number) =>
  sheetUnreadable(
    `reading the spreadsheet takes more than ${figure(Math.round(limitBytes / 1048576))} MB of memory (Processing:ReaderMemoryMegabytes)`,
  );

/** The process died by itself: V8's heap limit is a memory refusal, anything else the file's too. */
const died = (how: ProcessExit, stderr: string, limitBytes: number) =>
  /heap out of memory|Reached heap limit|Allocation failed/i.test(stderr)
    ? tooMuchMemory(limitBytes)
    : sheetUnreadable(
        `the reader stopped while reading the spreadsheet (${how.signal ? `signal ${how.signal}` : `exit code ${how.code ?? 'unknown'}`})`,
      );

/** A bug, not the file: an error whose stack is the reader's, for the log. */
const crashed = (stack: string) => {
  const error = new Error(`the sheet reader failed: ${stack.split('\n')[0]}`);
  error.stack = stack;
  return error;
};
