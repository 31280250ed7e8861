export { createAmqpConsumer } from './amqp-consumer.ts';
export type { AmqpConsumerOptions } from './amqp-consumer.ts';
export { propertyOf } from './inbound.ts';
export type {
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
export { probeRoutes } from './probe-routes.ts';
