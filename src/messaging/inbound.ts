/** One message from the inbound queue, whatever the broker. */
export interface InboundMessage {
  readonly body: Buffer;
  /** From the message (AMQP content_type, Service Bus contentType); absent means sniff the body. */
  readonly contentType?: string;
  /** The broker's message id; deliveries with the same id are the same message. */
  readonly messageId?: string;
  /** Application properties (AMQP: headers), looked up case-insensitively. */
  readonly properties: Readonly<Record<string, unknown>>;
  /** How often the broker says it delivered this message before (0 on the first delivery). */
  readonly deliveryCount: number;
}

/** What becomes of a message; the consumer settles it with its broker accordingly. */
export type Settlement =
  | { readonly kind: 'complete' }
  | { readonly kind: 'dead-letter'; readonly reason: string; readonly description: string }
  | { readonly kind: 'retry'; readonly reason: string };

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
  /** Peeks without consuming: connectivity and depth. */
  probe(): Promise<ProbeResult>;
}

/** Application properties are matched case-insensitively (`Partner`, `partner`). */
export const propertyOf = (message: InboundMessage, name: string): unknown => {
  const key = Object.keys(message.properties).find(
    (candidate) => candidate.toLowerCase() === name.toLowerCase(),
  );
  return key === undefined ? undefined : message.properties[key];
};

/** A retried message waits 1 s, 2 s, 4 s ... up to a minute before it goes back to the queue. */
export const retryDelayMs = (previousDeliveries: number): number =>
  Math.min(60_000, 1000 * 2 ** Math.min(previousDeliveries, 6));
