import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { CanonicalDeclaration } from '../canonical/index.ts';
import type { ClientBatch } from '../clients/index.ts';
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

export interface BodyReaders {
  declaration(bytes: Uint8Array, format: 'json' | 'xml'): Promise<ReadBody<CanonicalDeclaration>>;
  clientBatch(bytes: Uint8Array): Promise<ReadBody<ClientBatch>>;
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

  const run = async <T>(task: BodyTask): Promise<ReadBody<T>> => {
    if (task.bytes.length <= INLINE_BYTES) return settle<T>(readBodyTask(task));
    try {
      const result = (await poolOf().run({ ...task, serialise: true })) as BodyTaskResult;
      // Parsing the answer and what the caller then does with it are separate turns of the
      // event loop, so the two never add up to one long hold.
      await new Promise((resolve) => setImmediate(resolve));
      const read = settle<T>(result);
      await new Promise((resolve) => setImmediate(resolve));
      return read;
    } catch (error) {
      if (error instanceof DomainError) throw error;
      if (/queue is at limit/i.test((error as Error).message))
        throw new DomainError(
          'unavailable',
          'busy',
          'Too many large bodies are being read right now; nothing was stored. Retry in a few seconds.',
        );
      throw error;
    }
  };

  return {
    declaration: (bytes, format) =>
      run<CanonicalDeclaration>({ kind: 'declaration', bytes, format }),
    clientBatch: (bytes) => run<ClientBatch>({ kind: 'client-batch', bytes }),
    close: async () => {
      await pool?.destroy();
      pool = undefined;
    },
  };
};
