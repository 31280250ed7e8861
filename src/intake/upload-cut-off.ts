import type { IncomingMessage } from 'node:http';
import { DomainError } from '../errors/index.ts';

/**
 * The most bytes the body may hold between two parts while no file streams: one field at its 64 KB
 * limit and the headers of a part (busboy allows 80 KB), with room to spare. Past it a part that
 * is no file never ends (busboy drops a field's bytes past its limit silently, and would read them
 * until the request time limit).
 */
export const BYTES_OUTSIDE_FILES = 256 * 1024;

export interface UploadCutOff {
  /** Aborted when the upload cannot succeed; the reason is the DomainError to answer with. */
  readonly signal: AbortSignal;
  /** Refuses the upload now: from here on nothing more of the body is read. */
  refuse(reason: DomainError): void;
  /** `promise`, or the reason the upload was cut off, whichever comes first. */
  race<T>(promise: Promise<T>): Promise<T>;
  /** Starts counting the body's bytes (once the parser reads the request: a listener earlier would let bytes flow past it). */
  count(): void;
  /** A part began: a file's bytes are bounded by the file limit, anything else by BYTES_OUTSIDE_FILES. */
  partStarted(isFile: boolean): void;
  fileEnded(): void;
  /** Detaches from the request: the upload was read. */
  release(): void;
}

/**
 * Ends the reading of an upload the moment it cannot succeed, rather than when its body ends (it
 * may never end: a client can push bytes until the request time limit). The caller races every
 * wait against it: a part that never comes, a file that never ends.
 */
export const watchUpload = (request: IncomingMessage): UploadCutOff => {
  const controller = new AbortController();
  const cutShort = new Promise<never>((_resolve, reject) =>
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason as Error), {
      once: true,
    }),
  );
  cutShort.catch(() => undefined);
  const hungUp = () => {
    if (!request.complete)
      controller.abort(
        new DomainError(
          'unparseable',
          'request-aborted',
          'The connection closed before the upload was complete; nothing was stored',
        ),
      );
  };
  let outsideFiles = 0;
  let counting = true;
  const refuse = (reason: DomainError) => {
    if (controller.signal.aborted) return;
    // The client is held back by TCP flow control; the answer goes out with Connection: close.
    request.unpipe();
    request.pause();
    controller.abort(reason);
  };
  const counted = (chunk: Buffer) => {
    if (!counting) return;
    outsideFiles += chunk.length;
    if (outsideFiles > BYTES_OUTSIDE_FILES)
      refuse(
        new DomainError(
          'too-large',
          'field-too-large',
          `A part of the upload that is not a file is longer than 64 KB (the most a field may hold); nothing was stored`,
        ),
      );
  };
  request.once('close', hungUp);
  if (request.destroyed) hungUp();
  return {
    signal: controller.signal,
    refuse,
    race: (promise) => Promise.race([promise, cutShort]),
    count: () => request.on('data', counted),
    partStarted(isFile) {
      outsideFiles = 0;
      counting = !isFile;
    },
    fileEnded() {
      outsideFiles = 0;
      counting = true;
    },
    release() {
      request.off('close', hungUp);
      request.off('data', counted);
    },
  };
};
