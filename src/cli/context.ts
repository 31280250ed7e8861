import { userInfo } from 'node:os';
import { pino, type Logger } from 'pino';
import { openDatabase, type Database } from '../db/index.ts';
import { loadSettings, type LoadedSettings } from '../settings/index.ts';

export interface CliContext {
  readonly loaded: LoadedSettings;
  readonly database: Database;
  /** Audit actor of everything done from the command line. */
  readonly actor: string;
  readonly out: (line: string) => void;
  /** Warnings and errors of the work a command does, as JSON lines on stderr. */
  readonly logger: Logger;
}

const osUser = (): string => {
  try {
    return userInfo().username;
  } catch {
    return 'unknown';
  }
};

/**
 * Opens the configured database for one command and always closes it. The embedded database is
 * never waited for: a CLI command beside a running server stops at once (DatabaseInUseError).
 */
export const withDatabase = async <T>(
  run: (context: CliContext) => Promise<T>,
  options: { migrate?: boolean } = {},
): Promise<T> => {
  const loaded = loadSettings();
  const database = await openDatabase(loaded.settings, {
    embeddedLockWaitMs: 0,
    onBackgroundError: (error) => process.stderr.write(`database: ${error.message}\n`),
  });
  try {
    // Migrations are idempotent and locked, so a command works on a fresh database before the first start.
    if (options.migrate !== false) await database.migrate();
    return await run({
      loaded,
      database,
      actor: `cli:${osUser()}`,
      out: (line) => process.stdout.write(`${line}\n`),
      logger: pino({ level: 'warn' }, pino.destination(2)),
    });
  } finally {
    await database.close();
  }
};
