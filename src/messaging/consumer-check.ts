import type { ReadinessCheck } from '../health/index.ts';
import type { QueueConsumer } from './inbound.ts';

/** Reports the inbound consumer; a broker outage does not take the HTTP API out of rotation. */
export const consumerCheck = (consumer: QueueConsumer): ReadinessCheck => ({
  name: 'inboundQueue',
  critical: false,
  run: async () => {
    const state = consumer.state();
    return { ok: state === 'consuming', detail: `${consumer.description}: ${state}` };
  },
});
