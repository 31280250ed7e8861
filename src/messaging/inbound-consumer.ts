import type { Logger } from 'pino';
import type { Settings } from '../settings/index.ts';
import { createAmqpConsumer } from './amqp-consumer.ts';
import { createServiceBusConsumer } from './servicebus-consumer.ts';
import type { RedeliveryCounter } from './delivery-guard.ts';
import type { QueueConsumer } from './inbound.ts';

/** The consumer of the active ServiceBus:Ingestion block, or none when no block is active. */
export const inboundConsumerFor = (
  settings: Settings,
  logger: Logger,
  redeliveryCounter?: RedeliveryCounter,
): QueueConsumer | undefined => {
  const active = settings['ServiceBus:Ingestion:ActiveEnvironment'];
  if (!active) return undefined;
  // Settings refuse an ActiveEnvironment that names no configured block.
  const block = settings.ingestionBlocks.get(active.toLowerCase())!;
  if (block.transport === 'amqp') {
    return createAmqpConsumer({
      url: block.amqpUrl,
      queue: block.queueName,
      maxConcurrent: settings['ServiceBus:Ingestion:MaxConcurrentCalls'],
      logger: logger.child({ component: 'inbound-queue' }),
      maxDeliveries: settings['ServiceBus:Ingestion:MaxDeliveries'],
      redeliveryCounter,
    });
  }
  if (block.transport === 'servicebus') {
    return createServiceBusConsumer({
      fullyQualifiedNamespace: block.fullyQualifiedNamespace,
      connectionString: block.connectionString,
      queue: block.queueName,
      maxConcurrent: settings['ServiceBus:Ingestion:MaxConcurrentCalls'],
      logger: logger.child({ component: 'inbound-queue' }),
      maxDeliveries: settings['ServiceBus:Ingestion:MaxDeliveries'],
    });
  }
  // Settings never make an inbound folder block; this keeps the switch exhaustive.
  throw new Error(`ServiceBus:Ingestion:${block.name} is a drop folder; folders are outbound only`);
};
