import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import { textFault } from '../canonical/index.ts';
import type { InboundMessage, MessageHandler, Settlement } from './inbound.ts';

/** Counts, durably, the broker's redeliveries of one message (by queue and message key). */
export interface RedeliveryCounter {
  /** Records one more redelivery and answers how many there have been. */
  redelivered(queue: string, messageKey: string): Promise<number>;
}

export interface DeliveryGuardOptions {
  readonly queue: string;
  /** ServiceBus:Ingestion:MaxDeliveries. */
  readonly maxDeliveries: number;
  readonly counter: RedeliveryCounter;
  readonly logger: Logger;
}

const MAX_REASON = 1000;
const clip = (text: string) =>
  text.length > MAX_REASON ? `${text.slice(0, MAX_REASON - 1)}…` : text;

/** The message id, or the hash of the body for a message without one. */
export const messageKeyOf = (message: InboundMessage): string => {
  const id = message.messageId;
  const sha256 = (bytes: Uint8Array | string) =>
    `sha256:${createHash('sha256').update(bytes).digest('hex')}`;
  if (!id) return sha256(message.body);
  // Stored as text: an id with control characters or a very long one is kept as its hash.
  return id.length <= 200 && !textFault(id) ? id : sha256(id);
};

/**
 * No message is delivered for ever (ARCHITECTURE.md rule 13). Deliveries are what the broker or
 * the service's retry headers count, plus the redeliveries of a message the service took and
 * never settled (it crashed, or lost the broker), which RabbitMQ's classic queues do not count
 * and the service records in its database before handling the message again. Past the maximum
 * the message goes to the dead letters with the last failure as the reason. Every retry is
 * logged with the message id and why.
 */
export const guardDeliveries =
  (handler: MessageHandler, options: DeliveryGuardOptions): MessageHandler =>
  async (message) => {
    const { logger, maxDeliveries } = options;
    const messageId = message.messageId ?? null;
    let deliveries = message.deliveries;
    let lastFailure = message.lastFailure;
    if (message.redelivered) {
      try {
        deliveries += await options.counter.redelivered(options.queue, messageKeyOf(message));
      } catch (error) {
        logger.warn({ err: error, messageId }, 'inbound redelivery could not be counted; retried');
        return { kind: 'retry', reason: 'the delivery could not be counted', counted: false };
      }
      lastFailure ??= 'the service stopped or lost the broker while handling it';
    }
    if (deliveries > maxDeliveries) {
      return exhausted(logger, messageId, deliveries, lastFailure ?? 'unknown');
    }
    let settlement: Settlement;
    try {
      settlement = await handler(message);
    } catch (error) {
      logger.error({ err: error, messageId }, 'inbound message handler failed');
      settlement = { kind: 'retry', reason: `handler failed: ${(error as Error).message}` };
    }
    if (settlement.kind === 'retry') {
      const counted = settlement.counted !== false;
      if (counted && deliveries >= maxDeliveries)
        return exhausted(logger, messageId, deliveries, settlement.reason);
      logger.warn(
        { messageId, deliveries, maxDeliveries, counted, reason: settlement.reason },
        'inbound message failed; it will be delivered again',
      );
    } else if (settlement.kind === 'dead-letter') {
      logger.warn(
        { messageId, deliveries, reason: settlement.reason },
        'inbound message dead-lettered',
      );
    }
    return settlement;
  };

const exhausted = (
  logger: Logger,
  messageId: string | null,
  deliveries: number,
  lastFailure: string,
): Settlement => {
  logger.warn(
    { messageId, deliveries, reason: lastFailure },
    'inbound message dead-lettered after its last allowed delivery',
  );
  return {
    kind: 'dead-letter',
    reason: 'max-deliveries-exceeded',
    description: clip(
      `Delivered ${deliveries} times without success (ServiceBus:Ingestion:MaxDeliveries); the last failure: ${lastFailure}`,
    ),
  };
};
