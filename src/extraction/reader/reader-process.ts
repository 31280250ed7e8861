/**
 * The entry of a document reader process (issue 24): forked by reader-processes.ts with a heap
 * limit, killed when it goes over its memory or its time. Nothing here answers requests, so a
 * document that holds this process for minutes holds nothing else.
 */
import { setPriority } from 'node:os';
import { loadPdfJs } from '../documents/load-pdfjs.ts';
import type { ReaderMessage, ReaderRequest } from './reader-protocol.ts';
import { createTaskRunner } from './run-reader-task.ts';

// Reading is background work: below the service's own process, which answers requests, when the
// two want the same core (Linux niceness is per thread; threads started later inherit it).
setPriority(10);

const runner = createTaskRunner();
const send = (message: ReaderMessage) => process.send?.(message);
// Loaded before the first task's time starts (seconds on a busy machine): the process exists to
// read documents. A failed load is tried again by the first PDF.
const warm = loadPdfJs().catch(() => undefined);

const run = async ({ id, task }: ReaderRequest) => {
  await warm;
  send({ id, type: 'started' });
  return runner
    .runTask(task, (step) => send({ id, type: 'progress', step }))
    .then(
      (outcome) => send({ id, type: 'outcome', outcome }),
      (error: unknown) =>
        send({
          id,
          type: 'crash',
          message: error instanceof Error ? (error.stack ?? error.message) : String(error),
        }),
    );
};

process.on('message', (request: ReaderRequest) => void run(request));

// The service went away (its end of the channel closed): so does its reader.
process.on('disconnect', () => {
  void runner.close().finally(() => process.exit(0));
});
