import { randomUUID } from 'node:crypto';
import amqp, {
  type Channel,
  type ChannelModel,
  type ConfirmChannel,
  type ConsumeMessage,
} from 'amqplib';
import type { Logger } from 'pino';
import { closeAmqp } from './close-amqp.ts';
import { activityTracker } from './activity.ts';
import { guardDeliveries, type RedeliveryCounter } from './delivery-guard.ts';
import type {
  ConsumerState,
  InboundMessage,
  MessageHandler,
  ProbeResult,
  QueueConsumer,
  Settlement,
} from './inbound.ts';
import { RETRY_DELAYS_SECONDS, retryDelaySeconds } from './inbound.ts';
import { memoryRedeliveryCounter } from './redelivery-store.ts';
import {
  amqpDeadLetters,
  DEAD_LETTER_ID,
  DEAD_LETTERED_AT,
  deadLetterQueueOf,
} from './amqp-dead-letters.ts';

export interface AmqpConsumerOptions {
  readonly url: string;
  readonly queue: string;
  readonly maxConcurrent: number;
  readonly logger: Logger;
  /** First reconnect delay; doubles up to 30 s. */
  readonly reconnectDelayMs?: number;
  /** Shown by the broker's management tools (and lets a test find and close this connection). */
  readonly connectionName?: string;
  /** ServiceBus:Ingestion:MaxDeliveries (default 5). */
  readonly maxDeliveries?: number;
  /** Where redeliveries after a crash are counted; the service passes its database. */
  readonly redeliveryCounter?: RedeliveryCounter;
  /** The retry queues' delays (default RETRY_DELAYS_SECONDS); tests shorten them. */
  readonly retryDelaysSeconds?: readonly number[];
}

export const retryQueueOf = (queue: string, seconds: number) => `${queue}.retry.${seconds}s`;
const withoutCredentials = (url: string) => url.replace(/\/\/[^@/]*@/, '//');

/** The service's own bookkeeping on a message it sends round again (a sender's values are clamped). */
const FAILURES = 'x-cds-failures';
const ATTEMPTS = 'x-cds-attempts';
const LAST_FAILURE = 'x-cds-last-failure';

const countHeader = (value: unknown): number => {
  const count = Number(Buffer.isBuffer(value) ? value.toString('utf8') : value);
  return Number.isInteger(count) && count > 0 ? Math.min(count, 1_000_000) : 0;
};

const toInbound = (message: ConsumeMessage): InboundMessage => {
  const headers = (message.properties.headers ?? {}) as Record<string, unknown>;
  // A quorum queue counts returned deliveries itself; the service counts the rounds it sends.
  const brokerCount = countHeader(headers['x-delivery-count']);
  const lastFailure = headers[LAST_FAILURE];
  const lastFailureText = Buffer.isBuffer(lastFailure)
    ? lastFailure.toString('utf8')
    : typeof lastFailure === 'string'
      ? lastFailure
      : undefined;
  return {
    body: message.content,
    contentType: message.properties.contentType as string | undefined,
    messageId: message.properties.messageId as string | undefined,
    properties: Object.fromEntries(
      Object.entries(headers).map(([key, value]) => [
        key,
        Buffer.isBuffer(value) ? value.toString('utf8') : value,
      ]),
    ),
    deliveries: 1 + Math.max(brokerCount, countHeader(headers[FAILURES])),
    redelivered: message.fields.redelivered && brokerCount === 0,
    ...(lastFailureText === undefined ? {} : { lastFailure: lastFailureText }),
  };
};

/** The original's properties for a copy we publish; user_id would be refused under our login. */
const copiedProperties = (message: ConsumeMessage, headers: Record<string, unknown>) => {
  const {
    userId: _userId,
    headers: _headers,
    ...rest
  } = message.properties as unknown as Record<string, unknown>;
  return { ...rest, headers, persistent: true };
};

/**
 * RabbitMQ (AMQP 0-9-1). The service declares the queue and `<queue>.deadletter`, both durable.
 * `prefetch` bounds the messages in flight. A message is acknowledged only after its transaction
 * committed; a dead letter is published (with confirm) before the original is acknowledged, so
 * nothing is lost between the two; a retry goes back to the queue after a growing delay.
 */
export const createAmqpConsumer = (options: AmqpConsumerOptions): QueueConsumer => {
  const { logger, queue } = options;
  let connection: ChannelModel | undefined;
  let channel: ConfirmChannel | undefined;
  let consumerTag: string | undefined;
  let state: ConsumerState = 'stopped';
  let stopping = false;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let attempt = 0;
  const inFlight = new Set<Promise<void>>();

  const activity = activityTracker();
  const counter = options.redeliveryCounter ?? memoryRedeliveryCounter();
  const delays = options.retryDelaysSeconds ?? RETRY_DELAYS_SECONDS;

  const declare = async (target: Channel) => {
    await target.assertQueue(deadLetterQueueOf(queue), { durable: true });
    await target.assertQueue(queue, { durable: true });
    // A failed message waits in the queue of its delay, then its TTL sends it back to the main
    // queue; its prefetch slot is free meanwhile, so messages behind it are not held up.
    for (const seconds of delays)
      await target.assertQueue(retryQueueOf(queue, seconds), {
        durable: true,
        arguments: {
          'x-message-ttl': seconds * 1000,
          'x-dead-letter-exchange': '',
          'x-dead-letter-routing-key': queue,
        },
      });
  };

  /**
   * A copy of the message on another queue, confirmed by the broker. AMQP caps a message's headers
   * at 64 KiB: when the sender's own headers leave no room for ours, the copy keeps only what
   * the service reads (Partner, MessageType, message id) and ours, and says so.
   */
  const publishCopy = (
    target: ConfirmChannel,
    to: string,
    message: ConsumeMessage,
    ours: Record<string, unknown>,
  ) => {
    const theirs = (message.properties.headers ?? {}) as Record<string, unknown>;
    try {
      target.sendToQueue(to, message.content, copiedProperties(message, { ...theirs, ...ours }));
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      const kept = Object.fromEntries(
        Object.entries(theirs).filter(([key]) =>
          ['partner', 'messagetype'].includes(key.toLowerCase()),
        ),
      );
      target.sendToQueue(
        to,
        message.content,
        copiedProperties(message, {
          ...kept,
          ...ours,
          'x-cds-headers-dropped': 'the original headers were too large to copy (64 KiB)',
        }),
      );
    }
  };

  const settle = async (
    target: ConfirmChannel,
    message: ConsumeMessage,
    settlement: Settlement,
  ) => {
    if (settlement.kind === 'complete') return target.ack(message);
    const headers = (message.properties.headers ?? {}) as Record<string, unknown>;
    if (settlement.kind === 'retry') {
      const attempts = countHeader(headers[ATTEMPTS]) + 1;
      publishCopy(target, retryQueueOf(queue, retryDelaySeconds(attempts, delays)), message, {
        [FAILURES]: countHeader(headers[FAILURES]) + (settlement.counted === false ? 0 : 1),
        [ATTEMPTS]: attempts,
        [LAST_FAILURE]: settlement.reason.slice(0, 1000),
      });
    } else {
      publishCopy(target, deadLetterQueueOf(queue), message, {
        'x-dead-letter-reason': settlement.reason,
        'x-dead-letter-description': settlement.description,
        [DEAD_LETTER_ID]: randomUUID(),
        [DEAD_LETTERED_AT]: new Date().toISOString(),
      });
    }
    // The copy is safely with the broker before the original goes: a crash between the two can
    // leave it twice (the same message id, so still one dossier), never nowhere.
    await target.waitForConfirms();
    target.ack(message);
  };

  const consume = async (handler: MessageHandler) => {
    state = connection ? 'reconnecting' : 'connecting';
    connection = await amqp.connect(options.url, {
      clientProperties: {
        connection_name: options.connectionName ?? `customs-declaration-service ${queue}`,
      },
    });
    connection.on('error', (error: Error) =>
      logger.warn({ err: error }, 'inbound queue connection error'),
    );
    connection.on('close', () => {
      connection = undefined;
      channel = undefined;
      if (!stopping) scheduleReconnect(handler);
    });
    const current = await connection.createConfirmChannel();
    channel = current;
    await declare(current);
    await current.prefetch(options.maxConcurrent);
    const guarded = guardDeliveries(handler, {
      queue,
      maxDeliveries: options.maxDeliveries ?? 5,
      counter,
      logger,
    });
    ({ consumerTag } = await current.consume(queue, (message) => {
      if (!message) return;
      activity.delivered();
      const work = guarded(toInbound(message))
        .then(async (settlement) => {
          await settle(current, message, settlement);
          activity.settled(settlement.kind);
        })
        .catch((error: unknown) => {
          activity.settled('retry');
          logger.warn(
            { err: error, messageId: message.properties.messageId as unknown },
            'inbound message not settled; the broker will deliver it again',
          );
          // A closed channel returns the message by itself; an open one must be told, or the
          // message would hold its prefetch slot for ever. Its redelivery is counted.
          try {
            current.nack(message, false, true);
          } catch {
            // The channel is gone: the broker returns the message.
          }
        });
      inFlight.add(work);
      void work.finally(() => inFlight.delete(work));
    }));
    attempt = 0;
    state = 'consuming';
    logger.info({ queue, broker: withoutCredentials(options.url) }, 'inbound queue consuming');
  };

  const scheduleReconnect = (handler: MessageHandler) => {
    state = 'reconnecting';
    const delay = Math.min(30_000, (options.reconnectDelayMs ?? 1000) * 2 ** attempt);
    attempt += 1;
    logger.warn({ queue, delayMs: delay }, 'inbound queue unavailable; reconnecting');
    reconnectTimer = setTimeout(() => {
      consume(handler).catch((error: unknown) => {
        logger.warn({ err: error }, 'inbound queue reconnect failed');
        connection = undefined;
        if (!stopping) scheduleReconnect(handler);
      });
    }, delay);
  };

  return {
    description: `AMQP queue ${queue} at ${withoutCredentials(options.url)}`,
    deadLetters: amqpDeadLetters({ url: options.url, queue }),
    async start(handler) {
      stopping = false;
      try {
        await consume(handler);
      } catch (error) {
        // A broker that is down at start does not stop the service: the consumer keeps trying.
        logger.warn({ err: error }, 'inbound queue not reachable at start');
        connection = undefined;
        scheduleReconnect(handler);
      }
    },
    async stop() {
      stopping = true;
      clearTimeout(reconnectTimer);
      const current = channel;
      if (current && consumerTag) {
        // Stop deliveries first, let the messages in flight settle, then close.
        await current.cancel(consumerTag).catch(() => undefined);
      }
      await Promise.allSettled([...inFlight]);
      await closeAmqp(connection);
      connection = undefined;
      channel = undefined;
      state = 'stopped';
    },
    state: () => state,
    activity: () => activity.snapshot(),
    async probe(): Promise<ProbeResult> {
      let probeConnection: ChannelModel | undefined;
      try {
        probeConnection = await amqp.connect(options.url);
        const probeChannel = await probeConnection.createChannel();
        await declare(probeChannel);
        const main = await probeChannel.checkQueue(queue);
        const dead = await probeChannel.checkQueue(deadLetterQueueOf(queue));
        return {
          reachable: true,
          queue,
          depth: main.messageCount,
          deadLetterDepth: dead.messageCount,
          detail: `${main.consumerCount} consumer(s)`,
        };
      } catch (error) {
        return { reachable: false, queue, detail: (error as Error).message };
      } finally {
        await closeAmqp(probeConnection);
      }
    },
  };
};
