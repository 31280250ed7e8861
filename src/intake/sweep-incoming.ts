import { lstat, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from 'pino';

/**
 * How long after its last write a file in the incoming folder is swept. A file there belongs to an
 * upload whose body is still arriving (Node ends a request after Server:RequestTimeoutSeconds) or
 * to one whose dossier is being committed, after which it is moved or removed. Twice the request
 * time limit leaves room for a commit waiting on a slow database; and at least an hour, because
 * several instances may share the upload folder and a sweep at one instance's start must never
 * take a file another instance is still writing.
 */
export const incomingMaxAgeMs = (requestTimeoutSeconds: number): number =>
  Math.max(3_600_000, 2 * requestTimeoutSeconds * 1000);

/**
 * Removes the files in the incoming folder last written before `olderThanMs` ago: what a process
 * that died mid-upload, or a failure nothing caught, left behind. Returns how many it removed.
 */
export const sweepIncoming = async (
  folder: string,
  olderThanMs: number,
  now = Date.now(),
): Promise<number> => {
  const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  let removed = 0;
  for (const name of names) {
    const path = join(folder, name);
    // lstat: a link is judged (and removed) as itself, never followed out of the folder.
    const stats = await lstat(path).catch(() => undefined);
    if (!stats || stats.isDirectory() || now - stats.mtimeMs <= olderThanMs) continue;
    await rm(path, { force: true });
    removed += 1;
  }
  return removed;
};

/** Sweeps now and every `everyMs`; returns the function that stops it. */
export const scheduleIncomingSweep = (
  folder: string,
  olderThanMs: number,
  logger: Logger,
  everyMs = 15 * 60_000,
): (() => void) => {
  const sweep = () =>
    sweepIncoming(folder, olderThanMs).then(
      (count) => count > 0 && logger.info({ count, folder }, 'abandoned uploads removed'),
      (error: unknown) =>
        logger.warn({ err: error, folder }, 'abandoned uploads could not be removed'),
    );
  void sweep();
  const timer = setInterval(() => void sweep(), everyMs);
  // The timer must not keep a stopping process alive.
  timer.unref();
  return () => clearInterval(timer);
};
