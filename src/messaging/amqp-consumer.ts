import amqp, {
  type Channel,
  type ChannelModel,
  type ConfirmChannel,
  type ConsumeMessage,
} from 'amqplib';
import type { Logger } from 'pino';
import type {
  ConsumerState,
  InboundMessage,
  MessageHandler,
  ProbeResult,
  QueueConsumer,
  Settlement,
} from './inbound.ts';
import { retryDelayMs } from './inbound.ts';

export interface AmqpConsumerOptions {
  readonly url: string;
  readonly queue: string;
  readonly maxConcurrent: number;
  readonly logger: Logger;
  /** First reconnect delay; doubles up to 30 s. */
  readonly reconnectDelayMs?: number;
  /** Shown by the broker's management tools (and lets a test find and close this connection). */
  readonly connectionName?: string;
}

const deadLetterQueueOf = (queue: string) => `${queue}.deadletter`;
const withoutCredentials = (url: string) => url.replace(/\/\/[^@/]*@/, '//');

const toInbound = (message: ConsumeMessage): InboundMessage => {
  const headers = (message.properties.headers ?? {}) as Record<string, unknown>;
  const count = Number(headers['x-delivery-count'] ?? (message.fields.redelivered ? 1 : 0));
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
    deliveryCount: Number.isFinite(count) ? count : 0,
  };
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

  const declare = async (target: Channel) => {
    await target.assertQueue(deadLetterQueueOf(queue), { durable: true });
    await target.assertQueue(queue, { durable: true });
  };

  const settle = async (
    target: ConfirmChannel,
    message: ConsumeMessage,
    settlement: Settlement,
  ) => {
    if (settlement.kind === 'complete') return target.ack(message);
    if (settlement.kind === 'retry') {
      await new Promise((resolve) =>
        setTimeout(resolve, retryDelayMs(toInbound(message).deliveryCount)),
      );
      return target.nack(message, false, true);
    }
    const headers = {
      ...message.properties.headers,
      'x-dead-letter-reason': settlement.reason,
      'x-dead-letter-description': settlement.description,
    };
    target.sendToQueue(deadLetterQueueOf(queue), message.content, {
      ...message.properties,
      headers,
      persistent: true,
    });
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
    ({ consumerTag } = await current.consume(queue, (message) => {
      if (!message) return;
      const work = handler(toInbound(message))
        .catch((error: unknown): Settlement => {
          logger.error({ err: error }, 'inbound message handler failed');
          return { kind: 'retry', reason: 'handler failed' };
        })
        .then((settlement) => settle(current, message, settlement))
        // A channel that closed mid-settlement returns the message to the queue by itself.
        .catch((error: unknown) =>
          logger.warn(
            { err: error },
            'inbound message not settled; the broker will deliver it again',
          ),
        );
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
      await connection?.close().catch(() => undefined);
      connection = undefined;
      channel = undefined;
      state = 'stopped';
    },
    state: () => state,
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
        await probeConnection?.close().catch(() => undefined);
      }
    },
  };
};
