import { setPriority } from 'node:os';
import type { ReaderMessage, ReaderRequest } from './reader-protocol.ts';
import { createTaskRunner } from './run-reader-task.ts';

/**
 * A document reader process at work (issue 24): forked by reader-processes.ts with a heap limit,
 * killed when it goes over its memory or its time. Nothing here answers requests, so a document
 * that holds this process for minutes holds nothing else. `early` are the tasks that came while
 * it was starting (reader-process.mjs kept them).
 */
export const serve = (early: readonly ReaderRequest[]): void => {
  // Reading is background work: below the service's own process, which answers requests, when
  // the two want the same core (Linux niceness is per thread; threads started later inherit it).
  setPriority(10);
  const runner = createTaskRunner();
  const send = (message: ReaderMessage) => process.send?.(message);
  const run = async ({ id, task }: ReaderRequest) => {
    send({ id, type: 'started' });
    const message = await runner
      .runTask(task, (step) => send({ id, type: 'progress', step }))
      .then(
        (outcome): ReaderMessage => ({ id, type: 'outcome', outcome }),
        (error: unknown): ReaderMessage => ({
          id,
          type: 'crash',
          message: error instanceof Error ? (error.stack ?? error.message) : String(error),
        }),
      );
    send(message);
  };
  process.on('message', (request: ReaderRequest) => void run(request));
  for (const request of early) void run(request);
  // The service went away (its end of the channel closed): so does its reader.
  process.on('disconnect', () => {
    void runner.close().finally(() => process.exit(0));
  });
};
