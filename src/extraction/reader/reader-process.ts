/**
 * The entry of a document reader process (issue 24): the pool forks it with a heap limit and
 * kills it when it goes over its memory or its time. Nothing here answers requests, so a document
 * that holds this process's event loop for minutes holds nothing else.
 */
import workerpool from 'workerpool';
import type { ReaderEvent, ReaderTask } from './reader-protocol.ts';
import { READ_METHOD } from './reader-protocol.ts';
import { createTaskRunner } from './run-reader-task.ts';

const runner = createTaskRunner();
const emit = (event: ReaderEvent) => workerpool.workerEmit(event);

workerpool.worker(
  {
    [READ_METHOD]: (task: ReaderTask) => {
      emit({ type: 'started', pid: process.pid });
      return runner.runTask(task, (step) => emit({ type: 'progress', ...step }));
    },
  },
  { onTerminate: () => runner.close() },
);
