import type { Database } from '../db/index.ts';

export interface CheckResult {
  readonly ok: boolean;
  readonly detail: string;
}

/** A non-critical check is reported but does not make the service unready (the API still works). */

/** One thing /health/ready depends on; later capabilities (queue consumer, outbox) add theirs. */
export interface ReadinessCheck {
  readonly name: string;
  readonly critical?: boolean;
  run(): Promise<CheckResult>;
}

/** `promise`, or an error naming `what` when it has not settled within `ms`. */
export const withTimeout = async <T>(promise: Promise<T>, ms: number, what: string): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
};

/** Reachable, and every migration this build ships applied. */
export const databaseCheck = (database: Database, timeoutMs = 2000): ReadinessCheck => ({
  name: 'database',
  async run() {
    try {
      await withTimeout(database.ping(), timeoutMs, 'the database');
      const state = await withTimeout(database.migrationState(), timeoutMs, 'the database');
      if (state.pending > 0)
        return { ok: false, detail: `${state.pending} of ${state.known} migrations not applied` };
      return { ok: true, detail: `${database.description}, ${state.known} migrations applied` };
    } catch (error) {
      return { ok: false, detail: `unreachable: ${(error as Error).message.split('\n')[0]}` };
    }
  },
});
