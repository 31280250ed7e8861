export { enqueueOutbound } from './enqueue.ts';
export type { OutboundMessage } from './enqueue.ts';
export { createOutboxWorker } from './outbox-worker.ts';
export type { OutboxWorker, OutboxWorkerOptions } from './outbox-worker.ts';
export { transportFor } from './transports.ts';
export type { Delivery, OutboundTransport } from './transports.ts';
export { listOutbox, retryOutbox } from './outbox-store.ts';
export type { OutboxStatus } from './outbox-store.ts';
