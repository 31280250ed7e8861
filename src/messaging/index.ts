export { closeAmqp } from './close-amqp.ts';
export { createAmqpConsumer } from './amqp-consumer.ts';
export type { AmqpConsumerOptions } from './amqp-consumer.ts';
export { propertyOf, RETRY_DELAYS_SECONDS, retryDelaySeconds } from './inbound.ts';
export { guardDeliveries, messageKeyOf } from './delivery-guard.ts';
export type { RedeliveryCounter } from './delivery-guard.ts';
export {
  databaseRedeliveryCounter,
  memoryRedeliveryCounter,
  scheduleRedeliveryPurge,
} from './redelivery-store.ts';
export type {
  ConsumerActivity,
  ConsumerState,
  InboundMessage,
  MessageHandler,
  ProbeResult,
  QueueConsumer,
  Settlement,
} from './inbound.ts';
export { consumerCheck } from './consumer-check.ts';
export { inboundConsumerFor } from './inbound-consumer.ts';
export {
  createServiceBusConsumer,
  fromServiceBus,
  settleServiceBus,
} from './servicebus-consumer.ts';
export { noInboundQueue, probeRoutes } from './probe-routes.ts';
export { amqpDeadLetters, deadLetterQueueOf } from './amqp-dead-letters.ts';
export { serviceBusDeadLetters } from './servicebus-dead-letters.ts';
export { isBookkeeping } from './dead-letters.ts';
export type { DeadLetter, DeadLetterBox, Replacement } from './dead-letters.ts';
