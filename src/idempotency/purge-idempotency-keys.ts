import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { queryRows, type Db } from '../db/index.ts';

/** Removes answers older than the 24-hour replay window; returns how many went. */
export const purgeIdempotencyKeys = async (db: Db): Promise<number> => {
  const rows = await queryRows<{ n: string | number }>(
    db,
    sql`with gone as (delete from idempotency_keys where created_at < now() - interval '24 hours' returning 1) select count(*) as n from gone`,
  );
  return Number(rows[0]?.n ?? 0);
};

/** Hourly in every instance; the DELETE is idempotent, so instances need not coordinate. */
export const schedulePurge = (db: Db, logger: Logger, everyMs = 3_600_000): (() => void) => {
  const timer = setInterval(() => {
    purgeIdempotencyKeys(db).then(
      (count) => count > 0 && logger.info({ count }, 'expired idempotency keys removed'),
      (error: unknown) =>
        logger.warn({ err: error }, 'expired idempotency keys could not be removed'),
    );
  }, everyMs);
  // The timer must not keep a stopping process alive.
  timer.unref();
  return () => clearInterval(timer);
};
