import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { CanonicalDeclaration, ClientBatch } from '../canonical/index.ts';
import { DomainError } from '../errors/index.ts';
import {
  readBodyTask,
  type BodyTask,
  type BodyTaskResult,
  type ReadBody,
} from './read-body-task.ts';

/** Read in the calling thread up to this size (about a 100-item declaration): faster than a hop. */
export const INLINE_BYTES = 64 * 1024;
/** Large bodies waiting for a reader thread; past this the service says it is busy (503). */
const MAX_WAITING = 256;
/** Large bodies of one caller being read or waiting at once; past this, 429. */
export const MAX_LARGE_PER_CALLER = 2;

/** Who asks, and whether they still wait for the answer. */
export interface ReadRequest {
  /**
   * The caller (API key, application): at most MAX_LARGE_PER_CALLER of its large bodies are
   * read or waiting at once, so one caller cannot keep the reader threads from everyone else.
   * Absent for the inbound queue, which MaxConcurrentCalls bounds already.
   */
  readonly caller?: string;
  /** Aborted when the client hangs up: its body, still waiting, is not read at all. */
  readonly signal?: AbortSignal;
}

export interface BodyReaders {
  declaration(
    bytes: Uint8Array,
    format: 'json' | 'xml',
    request?: ReadRequest,
  ): Promise<ReadBody<CanonicalDeclaration>>;
  clientBatch(bytes: Uint8Array, request?: ReadRequest): Promise<ReadBody<ClientBatch>>;
  close(): Promise<void>;
}

export interface BodyReaderOptions {
  /** Reader threads; 0 picks one less than the cores, at least one. */
  readonly threads: number;
  /** Start the threads now (the service) or at the first large body (tests). */
  readonly eager?: boolean;
}

const settle = <T>(result: BodyTaskResult): ReadBody<T> => {
  if ('refused' in result) {
    const { kind, code, message, complaints } = result.refused;
    throw new DomainError(kind, code, message, complaints);
  }
  if ('serialised' in result) {
    const { json, attachments, hash } = result.serialised;
    const value = JSON.parse(json) as Record<string, unknown>;
    if (attachments !== undefined) value.attachments = attachments;
    return { value: value as T, hash, json };
  }
  return result as ReadBody<T>;
};

/**
 * Parsing and validating a body is the one piece of request work that grows with the body: a
 * 5 MB declaration took 200 ms to 360 ms of the event loop, during which nothing else was
 * answered. Bodies over INLINE_BYTES are read on worker threads (piscina), so no request holds
 * the loop for long; the reading itself is bounded before it walks the tree (scan-json.ts).
 */
export const createBodyReaders = (options: BodyReaderOptions): BodyReaders => {
  const threads = options.threads || Math.max(1, availableParallelism() - 1);
  let pool: Piscina | undefined;
  const poolOf = () =>
    (pool ??= new Piscina({
      filename: new URL('./read-body-task.ts', import.meta.url).href,
      maxThreads: threads,
      minThreads: options.eager ? threads : 0,
      maxQueue: MAX_WAITING,
      idleTimeout: options.eager ? Infinity : 30_000,
    }));
  if (options.eager) poolOf();

  const perCaller = new Map<string, number>();
  const claim = (caller: string | undefined) => {
    if (caller === undefined) return () => undefined;
    const held = perCaller.get(caller) ?? 0;
    if (held >= MAX_LARGE_PER_CALLER)
      throw new DomainError(
        'rate-limited',
        'too-many-large-bodies',
        `At most ${MAX_LARGE_PER_CALLER} bodies over ${INLINE_BYTES / 1024} KiB per caller are read at once; send the next when one is answered`,
      );
    perCaller.set(caller, held + 1);
    return () => {
      const left = (perCaller.get(caller) ?? 1) - 1;
      if (left <= 0) perCaller.delete(caller);
      else perCaller.set(caller, left);
    };
  };

  const run = async <T>(task: BodyTask, request: ReadRequest = {}): Promise<ReadBody<T>> => {
    if (task.bytes.length <= INLINE_BYTES) return settle<T>(readBodyTask(task));
    const release = claim(request.caller);
    try {
      const result = (await poolOf().run(
        { ...task, serialise: true },
        request.signal ? { signal: request.signal } : {},
      )) as BodyTaskResult;
      // Parsing the answer and what the caller then does with it are separate turns of the
      // event loop, so the two never add up to one long hold.
      await new Promise((resolve) => setImmediate(resolve));
      const read = settle<T>(result);
      await new Promise((resolve) => setImmediate(resolve));
      return read;
    } catch (error) {
      if (error instanceof DomainError) throw error;
      if (request.signal?.aborted)
        throw new DomainError(
          'unparseable',
          'request-aborted',
          'The caller hung up before its body was read; nothing was stored',
        );
      if (/queue is at limit/i.test((error as Error).message))
        throw new DomainError(
          'unavailable',
          'busy',
          'Too many large bodies are being read right now; nothing was stored. Retry in a few seconds.',
        );
      throw error;
    } finally {
      release();
    }
  };

  return {
    declaration: (bytes, format, request) =>
      run<CanonicalDeclaration>({ kind: 'declaration', bytes, format }, request),
    clientBatch: (bytes, request) => run<ClientBatch>({ kind: 'client-batch', bytes }, request),
    close: async () => {
      await pool?.destroy();
      pool = undefined;
    },
  };
};
