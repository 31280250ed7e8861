import { mkdirSync } from 'node:fs';
import lockfile from 'proper-lockfile';
import { DatabaseInUseError } from './database.ts';

export interface EmbeddedLockOptions {
  /** How long to wait for a lock left by a crashed process to go stale; 0 fails at once (the CLI). */
  readonly waitMs: number;
  readonly onCompromised: (error: Error) => void;
}

const STALE_MS = 10_000;

/**
 * PGlite has no multi-process locking and two processes on one folder lose writes, so whoever opens
 * it holds `<folder>.lock`. The lock is refreshed while held and goes stale 10 s after a crash.
 */
export const lockEmbeddedFolder = async (
  folder: string,
  options: EmbeddedLockOptions,
): Promise<() => Promise<void>> => {
  mkdirSync(folder, { recursive: true });
  const retries = Math.ceil(options.waitMs / 1000);
  try {
    return await lockfile.lock(folder, {
      stale: STALE_MS,
      realpath: false,
      retries: retries > 0 ? { retries, factor: 1, minTimeout: 1000, maxTimeout: 1000 } : 0,
      onCompromised: options.onCompromised,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DatabaseInUseError(folder);
    throw error;
  }
};
