import type { Settings } from '../settings/index.ts';
import type { Database } from './database.ts';
import { openEmbedded } from './open-embedded.ts';
import { openPostgres } from './open-postgres.ts';

export interface OpenOptions {
  /** The server waits out a stale lock left by a crash; the CLI fails at once. */
  readonly embeddedLockWaitMs: number;
  readonly onBackgroundError: (error: Error) => void;
}

/** PostgreSQL when Database:ConnectionString (or DATABASE_URL) is set, the embedded PGlite otherwise. */
export const openDatabase = (settings: Settings, options: OpenOptions): Promise<Database> => {
  const connectionString = settings['Database:ConnectionString'];
  if (connectionString) {
    return openPostgres(connectionString, {
      poolSize: settings['Database:PoolSize'],
      onPoolError: options.onBackgroundError,
    });
  }
  return openEmbedded(settings['Database:EmbeddedPath'], {
    waitMs: options.embeddedLockWaitMs,
    onCompromised: options.onBackgroundError,
  });
};
