import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { audit } from '../audit/index.ts';
import {
  outageBackoffMs,
  outageReporter,
  queryRows,
  retryWhileUnavailable,
  type Db,
} from '../db/index.ts';
import type { QueueBlock } from '../settings/index.ts';
import { transportFor, type OutboundTransport } from './transports.ts';

export interface OutboxWorkerOptions {
  readonly db: Db;
  /** ServiceBus:Descartes:{env} blocks by lower-cased name. */
  readonly blocks: ReadonlyMap<string, QueueBlock>;
  readonly logger: Logger;
  readonly pollMs?: number;
  /** A claimed message not marked sent by then is claimed again (the process died mid-send). */
  readonly leaseSeconds?: number;
}

export interface OutboxWorker {
  start(): void;
  /** Lets the current send finish, then stops; unsent messages stay for the next start. */
  stop(): Promise<void>;
  /** Look now rather than at the next poll (called after a commit that enqueued). */
  wake(): void;
  /** One pass: claims what is due, sends it, returns how many were claimed. */
  drainOnce(): Promise<number>;
}

interface Claimed {
  id: string;
  message_id: string;
  dossier_id: string | null;
  message_type: string;
  environment: string;
  payload: string;
  attempts: number;
}

const BATCH = 10;
const MAX_BACKOFF_SECONDS = 300;

/**
 * Drains the transactional outbox at least once: a message is claimed with a lease, sent, then
 * marked Sent. A crash between send and mark sends it again after the lease, with the same
 * message id, so the receiver can drop the repeat; nothing is ever dropped here. A failed send is
 * retried after a delay doubling from 1 s to 5 minutes; an environment with no configured block is
 * a configuration error: the message is marked Failed and `customs outbox retry` sends it again.
 * A lost database pauses the worker: it tries again after 1 s, doubling to 30 s, and logs the
 * outage once; a message sent meanwhile is marked Sent once the database is back.
 */
export const createOutboxWorker = (options: OutboxWorkerOptions): OutboxWorker => {
  const { db, blocks, logger } = options;
  const pollMs = options.pollMs ?? 1000;
  const leaseSeconds = options.leaseSeconds ?? 60;
  const transports = new Map<string, OutboundTransport>();
  let running = false;
  let loop: Promise<void> | undefined;
  let wakeUp: (() => void) | undefined;
  // Aborted while the loop is not running: a drainOnce() called on its own does not wait out an outage.
  let stopping = new AbortController();
  stopping.abort();
  const reporter = outageReporter(logger, 'outbox');

  const transportOf = (environment: string) => {
    const key = environment.toLowerCase();
    let transport = transports.get(key);
    const block = blocks.get(key);
    if (!transport && block) transports.set(key, (transport = transportFor(block)));
    return transport;
  };

  const claim = () =>
    queryRows<Claimed>(
      db,
      sql`update outbox_messages
          set attempts = attempts + 1,
              next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
          where id in (
            select id from outbox_messages
            where status = 'Pending' and next_attempt_at <= now()
            order by next_attempt_at, created_at
            limit ${BATCH}
            for update skip locked)
          returning id, message_id, dossier_id, message_type, environment, payload, attempts`,
    );

  const deliver = async (message: Claimed) => {
    const transport = transportOf(message.environment);
    if (!transport) {
      const reason = `no ServiceBus:Descartes:${message.environment} block is configured`;
      await db.execute(
        sql`update outbox_messages set status = 'Failed', last_error = ${reason} where id = ${message.id}`,
      );
      logger.error({ messageId: message.message_id }, `outbox message not sent: ${reason}`);
      return;
    }
    try {
      await transport.send({
        messageId: message.message_id,
        messageType: message.message_type,
        environment: message.environment,
        payload: message.payload,
      });
    } catch (error) {
      const delay = Math.min(MAX_BACKOFF_SECONDS, 2 ** Math.min(message.attempts - 1, 16));
      const reason = error instanceof Error ? error.message : String(error);
      await db.execute(
        sql`update outbox_messages set last_error = ${reason},
              next_attempt_at = now() + make_interval(secs => ${delay})
            where id = ${message.id} and status = 'Pending'`,
      );
      logger.warn(
        { messageId: message.message_id, attempts: message.attempts, retryInSeconds: delay },
        `outbox send failed: ${reason}`,
      );
      return;
    }
    // The receiver has it: marking it waits out a lost database rather than send it again after
    // the lease. Stopped meanwhile, it is sent again (the same id) at the next start.
    await retryWhileUnavailable(() => markSent(message), { reporter, signal: stopping.signal });
    logger.info(
      { messageId: message.message_id, environment: message.environment },
      'outbox message sent',
    );
  };

  const markSent = (message: Claimed) =>
    db.transaction(async (tx) => {
      await tx.execute(
        sql`update outbox_messages set status = 'Sent', sent_at = now(), last_error = null
            where id = ${message.id}`,
      );
      await audit(tx, {
        actor: 'system',
        action: 'outbox.sent',
        entityType: 'dossier',
        entityId: message.dossier_id,
        after: {
          messageId: message.message_id,
          messageType: message.message_type,
          environment: message.environment,
          attempts: message.attempts,
        },
      });
    });

  const drainOnce = async () => {
    const claimed = await claim();
    for (const message of claimed) await deliver(message);
    return claimed.length;
  };

  const run = async () => {
    for (let failures = 0; running;) {
      let claimed = 0;
      let waitMs = pollMs;
      try {
        claimed = await drainOnce();
        failures = 0;
        reporter.succeeded();
      } catch (error) {
        failures += 1;
        waitMs = outageBackoffMs(failures, { firstMs: pollMs });
        reporter.failed(error, waitMs);
      }
      if (claimed === 0 && running) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, waitMs);
          wakeUp = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wakeUp = undefined;
      }
    }
  };

  return {
    start() {
      if (running) return;
      running = true;
      stopping = new AbortController();
      loop = run();
    },
    async stop() {
      running = false;
      stopping.abort();
      wakeUp?.();
      await loop;
      await Promise.all([...transports.values()].map((transport) => transport.close()));
      transports.clear();
    },
    wake: () => wakeUp?.(),
    drainOnce,
  };
};
