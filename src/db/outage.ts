import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import { isDatabaseUnavailable } from './database-unavailable.ts';

const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;

/**
 * The wait before the next try after `failures` failures in a row: 1 s doubling to 30 s, with up
 * to a fifth added at random so that every worker of every instance does not knock at once when
 * the database comes back.
 */
export const outageBackoffMs = (
  failures: number,
  { firstMs = FIRST_DELAY_MS, maxMs = MAX_DELAY_MS } = {},
): number => {
  const base = Math.min(maxMs, firstMs * 2 ** Math.min(Math.max(failures - 1, 0), 16));
  return Math.round(base * (1 + Math.random() / 5));
};

export interface OutageReporter {
  /** A try failed; the caller tries again in `retryInMs`. */
  failed(error: unknown, retryInMs: number): void;
  /** A try succeeded. */
  succeeded(): void;
}

/**
 * Logs a lost database once when the first try fails and once when a try succeeds again, not
 * every second in between (a loop retrying for 20 minutes would write thousands of lines). A
 * failure that is not the database being away is unusual and is logged each time.
 */
export const outageReporter = (logger: Logger, what: string): OutageReporter => {
  let since: number | undefined;
  let failures = 0;
  return {
    failed(error, retryInMs) {
      if (!isDatabaseUnavailable(error)) {
        logger.warn({ err: error, retryInMs }, `${what} failed; trying again`);
        return;
      }
      failures += 1;
      if (since !== undefined) {
        logger.debug({ err: error, retryInMs, failures }, `${what}: the database is still away`);
        return;
      }
      since = Date.now();
      logger.warn(
        { err: error, retryInMs },
        `${what}: the database is not reachable; trying again with backoff`,
      );
    },
    succeeded() {
      if (since === undefined) return;
      logger.info(
        { awayMs: Date.now() - since, failedTries: failures },
        `${what}: the database is reachable again`,
      );
      since = undefined;
      failures = 0;
    },
  };
};

export interface RetryOptions {
  readonly reporter: OutageReporter;
  /** Aborted: the last failure is thrown instead of waiting for another try. */
  readonly signal?: AbortSignal;
}

/**
 * Runs `attempt` again while it fails because the database is away, waiting longer each time;
 * any other failure is thrown at once, and so is the last one once `signal` is aborted. For a
 * write that must land once the database is back (a job's end, an outbox message's Sent).
 */
export const retryWhileUnavailable = async <T>(
  attempt: () => Promise<T>,
  options: RetryOptions,
): Promise<T> => {
  for (let failures = 1; ; failures += 1) {
    try {
      const result = await attempt();
      options.reporter.succeeded();
      return result;
    } catch (error) {
      if (!isDatabaseUnavailable(error) || options.signal?.aborted) throw error;
      const retryInMs = outageBackoffMs(failures);
      options.reporter.failed(error, retryInMs);
      try {
        await sleep(retryInMs, undefined, { signal: options.signal });
      } catch {
        // Aborted while waiting: the caller gives up; the database's failure is the reason.
        throw error;
      }
    }
  }
};
