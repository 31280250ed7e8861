import { DefaultAzureCredential } from '@azure/identity';
import {
  ServiceBusAdministrationClient,
  ServiceBusClient,
  type ServiceBusReceivedMessage,
  type ServiceBusReceiver,
} from '@azure/service-bus';
import Long from 'long';
import type { Logger } from 'pino';
import { activityTracker } from './activity.ts';
import { guardDeliveries } from './delivery-guard.ts';
import type {
  ConsumerState,
  InboundMessage,
  MessageHandler,
  ProbeResult,
  QueueConsumer,
  Settlement,
} from './inbound.ts';
import { retryDelaySeconds } from './inbound.ts';
import { memoryRedeliveryCounter } from './redelivery-store.ts';
import { serviceBusBody } from './servicebus-body.ts';
import { serviceBusDeadLetters } from './servicebus-dead-letters.ts';

export interface ServiceBusConsumerOptions {
  readonly fullyQualifiedNamespace: string;
  /** A shared access signature connection string; without it, managed identity (DefaultAzureCredential). */
  readonly connectionString: string;
  readonly queue: string;
  readonly maxConcurrent: number;
  readonly logger: Logger;
  /** Tests hand in a receiver; production builds one from the namespace. */
  readonly receiver?: ServiceBusReceiver;
  /** ServiceBus:Ingestion:MaxDeliveries (default 5); Service Bus counts the deliveries itself. */
  readonly maxDeliveries?: number;
}

/**
 * Service Bus counts every delivery, also those the service returned without trying (its database
 * away): it counts them here, on the message, so that they do not count against MaxDeliveries.
 */
const UNCOUNTED = 'x-cds-uncounted';

const uncountedOf = (message: ServiceBusReceivedMessage): number => {
  const count = Number(message.applicationProperties?.[UNCOUNTED]);
  return Number.isInteger(count) && count > 0 ? count : 0;
};

/**
 * Deliveries so far, this one included. Service Bus puts the number of earlier deliveries in the
 * AMQP header (0 at the first, as AMQP counts them) and this SDK hands it over unchanged.
 */
const deliveriesOf = (message: ServiceBusReceivedMessage): number =>
  (message.deliveryCount ?? 0) + 1;

/** The SDK's received message in the service's terms; Service Bus counts every delivery itself. */
export const fromServiceBus = (message: ServiceBusReceivedMessage): InboundMessage => ({
  body: serviceBusBody(message.body),
  contentType: message.contentType,
  messageId:
    message.messageId === undefined
      ? undefined
      : Buffer.isBuffer(message.messageId)
        ? message.messageId.toString('hex')
        : String(message.messageId),
  properties: { ...(message.applicationProperties ?? {}) },
  deliveries: Math.max(1, deliveriesOf(message) - uncountedOf(message)),
  redelivered: false,
});

/** Settles a message as the handler decided: complete, dead-letter sub-queue with reasons, or abandon after a delay. */
export const settleServiceBus = async (
  receiver: ServiceBusReceiver,
  message: ServiceBusReceivedMessage,
  settlement: Settlement,
): Promise<void> => {
  if (settlement.kind === 'complete') return receiver.completeMessage(message);
  if (settlement.kind === 'dead-letter') {
    return receiver.deadLetterMessage(message, {
      deadLetterReason: settlement.reason,
      deadLetterErrorDescription: settlement.description,
    });
  }
  // Service Bus has no delayed return: the message keeps its lock (and a concurrency slot) while
  // it waits, then goes back with its delivery count raised. While the database is away nothing
  // else can progress either, so an uncounted retry waits longer (the SDK renews the lock); the
  // queue's own MaxDeliveryCount still applies, and should be well above MaxDeliveries.
  const counted = settlement.counted !== false;
  const delay = Math.min(retryDelaySeconds(deliveriesOf(message)), counted ? 15 : 60);
  await new Promise((resolve) => setTimeout(resolve, delay * 1000));
  if (counted) return receiver.abandonMessage(message);
  return receiver.abandonMessage(message, { [UNCOUNTED]: uncountedOf(message) + 1 });
};

/**
 * Azure Service Bus in peek-lock mode: the SDK reconnects by itself; `maxConcurrentCalls` bounds the
 * messages in flight; nothing is completed before its transaction committed. Azure cannot be
 * reached from the development machines: it is tested on the wire against a local stand-in
 * (test/queue/servicebus-wire.test.ts), its mapping and settlement also with the SDK's types.
 */
export const createServiceBusConsumer = (options: ServiceBusConsumerOptions): QueueConsumer => {
  const { logger, queue } = options;
  const client = options.receiver
    ? undefined
    : options.connectionString
      ? new ServiceBusClient(options.connectionString)
      : new ServiceBusClient(options.fullyQualifiedNamespace, new DefaultAzureCredential());
  const receiver =
    options.receiver ??
    client!.createReceiver(queue, { receiveMode: 'peekLock', skipParsingBodyAsJson: true });
  const inFlight = new Set<Promise<void>>();
  let subscription: { close(): Promise<void> } | undefined;
  let state: ConsumerState = 'stopped';
  const activity = activityTracker();

  return {
    description: `Azure Service Bus queue ${queue} in ${options.fullyQualifiedNamespace || 'the namespace of the connection string'}`,
    ...(client ? { deadLetters: serviceBusDeadLetters(client, queue) } : {}),
    async start(handler: MessageHandler) {
      state = 'connecting';
      const guarded = guardDeliveries(handler, {
        queue,
        maxDeliveries: options.maxDeliveries ?? 5,
        counter: memoryRedeliveryCounter(),
        logger,
      });
      subscription = receiver.subscribe(
        {
          processMessage: async (message) => {
            activity.delivered();
            let outcome: Settlement['kind'] = 'retry';
            const work = guarded(fromServiceBus(message)).then(async (settlement) => {
              await settleServiceBus(receiver, message, settlement);
              outcome = settlement.kind;
            });
            inFlight.add(work);
            try {
              await work;
              state = 'consuming';
            } finally {
              inFlight.delete(work);
              activity.settled(outcome);
            }
          },
          processError: async (args) => {
            state = 'reconnecting';
            logger.warn(
              { err: args.error, source: args.errorSource },
              'inbound Service Bus error; the SDK retries',
            );
          },
        },
        { maxConcurrentCalls: options.maxConcurrent, autoCompleteMessages: false },
      );
      state = 'consuming';
    },
    async stop() {
      await subscription?.close();
      await Promise.allSettled([...inFlight]);
      await receiver.close();
      await client?.close();
      state = 'stopped';
    },
    state: () => state,
    activity: () => activity.snapshot(),
    async probe(): Promise<ProbeResult> {
      try {
        // From the oldest: the SDK would carry on after the last message an earlier probe peeked.
        const peeked = await receiver.peekMessages(1, { fromSequenceNumber: Long.ZERO });
        const depth = await queueDepth(options).catch(() => undefined);
        return { reachable: true, queue, ...depth, detail: `peeked ${peeked.length} message(s)` };
      } catch (error) {
        // Past its retries the SDK throws an AggregateError, which has no message of its own.
        const last: unknown = error instanceof AggregateError ? error.errors.at(-1) : error;
        return { reachable: false, queue, detail: (last as Error).message };
      }
    },
  };
};

/** Message counts need Manage rights; without them the probe reports connectivity only. */
const queueDepth = async (options: ServiceBusConsumerOptions) => {
  const admin = options.connectionString
    ? new ServiceBusAdministrationClient(options.connectionString)
    : new ServiceBusAdministrationClient(
        options.fullyQualifiedNamespace,
        new DefaultAzureCredential(),
      );
  const properties = await admin.getQueueRuntimeProperties(options.queue);
  return {
    depth: properties.activeMessageCount,
    deadLetterDepth: properties.deadLetterMessageCount,
  };
};
