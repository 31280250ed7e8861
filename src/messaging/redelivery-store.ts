import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { queryRows, type Db } from '../db/index.ts';
import type { RedeliveryCounter } from './delivery-guard.ts';

/** The service's counter: survives a crash loop, which is exactly when it is needed. */
export const databaseRedeliveryCounter = (db: Db): RedeliveryCounter => ({
  async redelivered(queue, messageKey) {
    const [row] = await queryRows<{ redeliveries: number }>(
      db,
      sql`insert into inbound_redeliveries (queue, message_key, redeliveries)
          values (${queue}, ${messageKey}, 1)
          on conflict (queue, message_key)
          do update set redeliveries = inbound_redeliveries.redeliveries + 1, last_at = now()
          returning redeliveries`,
    );
    return Number(row!.redeliveries);
  },
});

/** For a consumer built without a database (tests): counts within this process only. */
export const memoryRedeliveryCounter = (): RedeliveryCounter => {
  const counts = new Map<string, number>();
  return {
    async redelivered(queue, messageKey) {
      const key = `${queue}\u0000${messageKey}`;
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      return count;
    },
  };
};

/** A week after its last redelivery a message is long settled; its count goes. */
export const scheduleRedeliveryPurge = (db: Db, logger: Logger, everyMs = 3_600_000) => {
  const timer = setInterval(() => {
    db.execute(
      sql`delete from inbound_redeliveries where last_at < now() - interval '7 days'`,
    ).catch((error: unknown) =>
      logger.warn({ err: error }, 'old inbound redelivery counts could not be removed'),
    );
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
};
