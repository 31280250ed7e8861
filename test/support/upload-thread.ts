import { Worker } from 'node:worker_threads';
import type { UploadAnswer, UploadRequest } from './upload-worker.ts';

/**
 * A declarant's browser on a thread of its own: large uploads (a 49 MB CSV as multipart) cost the
 * sender real work, which must not be counted against the service's event loop when a test
 * measures it. The file's bytes are moved to the thread, not copied.
 */
export const uploadThread = () => {
  // A thread does not inherit tsx's hooks: it registers them, then loads the TypeScript.
  const entry = JSON.stringify(new URL('./upload-worker.ts', import.meta.url).href);
  const worker = new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${entry}); })`,
    { eval: true },
  );
  const waiting = new Map<number, (answer: UploadAnswer) => void>();
  worker.on('message', (answer: UploadAnswer) => {
    waiting.get(answer.id)?.(answer);
    waiting.delete(answer.id);
  });
  let last = 0;
  return {
    /** Posts the form; the answer's status and body, or status 0 when the request itself failed. */
    upload(request: Omit<UploadRequest, 'id'>): Promise<UploadAnswer> {
      const id = ++last;
      const bytes = new Uint8Array(request.file.bytes);
      return new Promise<UploadAnswer>((resolve) => {
        waiting.set(id, resolve);
        worker.postMessage({ ...request, id, file: { ...request.file, bytes } }, [bytes.buffer]);
      });
    },
    close: () => worker.terminate(),
  };
};
