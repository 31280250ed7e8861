import type { Logger } from 'pino';
import { purgeSessions } from '../auth/index.ts';
import type { Db } from '../db/index.ts';

/** Ended sessions and abandoned sign-ins are removed every hour. Returns the stop function. */
export const scheduleSessionPurge = (db: Db, logger: Logger, everyMs = 3_600_000): (() => void) => {
  const timer = setInterval(() => {
    purgeSessions(db).catch((error: unknown) =>
      logger.warn({ err: error }, 'ended sessions could not be purged; next hour again'),
    );
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
};
