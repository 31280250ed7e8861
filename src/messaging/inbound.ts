import type { DeadLetterBox } from './dead-letters.ts';

/** One message from the inbound queue, whatever the broker. */
export interface InboundMessage {
  readonly body: Buffer;
  /** From the message (AMQP content_type, Service Bus contentType); absent means sniff the body. */
  readonly contentType?: string;
  /** The broker's message id; deliveries with the same id are the same message. */
  readonly messageId?: string;
  /** Application properties (AMQP: headers), looked up case-insensitively. */
  readonly properties: Readonly<Record<string, unknown>>;
  /**
   * Deliveries of this message so far, this one included, as far as the broker (Service Bus) or
   * the service's own retry headers (AMQP) tell.
   */
  readonly deliveries: number;
  /**
   * The broker delivered it again without having been told what became of it (the service
   * stopped or lost its connection mid-message). RabbitMQ's classic queues do not count those;
   * the service counts them itself (delivery-guard.ts).
   */
  readonly redelivered: boolean;
  /** Why the previous delivery failed, when the service itself sent it round again. */
  readonly lastFailure?: string;
}

/** What becomes of a message; the consumer settles it with its broker accordingly. */
export type Settlement =
  | { readonly kind: 'complete' }
  | { readonly kind: 'dead-letter'; readonly reason: string; readonly description: string }
  | {
      readonly kind: 'retry';
      readonly reason: string;
      /**
       * False when the service could not try (its database unreachable): that delivery does not
       * count against ServiceBus:Ingestion:MaxDeliveries, the message did nothing wrong.
       */
      readonly counted?: boolean;
    };

export type MessageHandler = (message: InboundMessage) => Promise<Settlement>;

export type ConsumerState = 'stopped' | 'connecting' | 'consuming' | 'reconnecting';

export interface ProbeResult {
  readonly reachable: boolean;
  readonly queue: string;
  /** Messages waiting, when the broker tells. */
  readonly depth?: number;
  readonly deadLetterDepth?: number;
  readonly detail: string;
}

/** The inbound side of a broker: Azure Service Bus or AMQP 0-9-1 behind one small interface. */
export interface QueueConsumer {
  readonly description: string;
  /** Connects and consumes; reconnects by itself with backoff when the broker goes away. */
  start(handler: MessageHandler): Promise<void>;
  /** Stops taking messages; in-flight ones finish (or go back to the queue) before it resolves. */
  stop(): Promise<void>;
  state(): ConsumerState;
  /** What it has done since it started, for /health/ready and the probe. */
  activity(): ConsumerActivity;
  /** Peeks without consuming: connectivity and depth. */
  probe(): Promise<ProbeResult>;
  /** The messages it refused, for the dead-letter browser (absent for a test's receiver). */
  readonly deadLetters?: DeadLetterBox;
}

/** Application properties are matched case-insensitively (`Partner`, `partner`). */
export const propertyOf = (message: Pick<InboundMessage, 'properties'>, name: string): unknown => {
  const key = Object.keys(message.properties).find(
    (candidate) => candidate.toLowerCase() === name.toLowerCase(),
  );
  return key === undefined ? undefined : message.properties[key];
};

/**
 * How long a failed message waits before its next delivery, by its number of failed attempts so
 * far: 1 s, 4 s, 15 s, then every minute. On RabbitMQ each is a queue of its own with that TTL
 * (`<queue>.retry.<n>s`), so a message waiting for a minute never holds up one waiting a second.
 */
export const RETRY_DELAYS_SECONDS = [1, 4, 15, 60] as const;
export const retryDelaySeconds = (
  attempts: number,
  delays: readonly number[] = RETRY_DELAYS_SECONDS,
): number => delays[Math.min(Math.max(attempts, 1), delays.length) - 1]!;

export interface ConsumerActivity {
  /** Messages being handled or settled right now. */
  readonly inHand: number;
  readonly completed: number;
  readonly deadLettered: number;
  readonly retried: number;
  /** When a message last left the queue (completed or dead-lettered). */
  readonly lastProgressAt?: Date;
  /** Since when messages have been delivered without any leaving the queue; unset when idle or moving. */
  readonly busySince?: Date;
}
