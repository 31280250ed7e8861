import type { ReadinessCheck } from '../health/index.ts';
import type { QueueConsumer } from './inbound.ts';

const seconds = (ms: number) => Math.round(ms / 1000);

/**
 * Reports the inbound consumer: connected, and moving messages. One that has had messages in hand
 * for `stalledAfterMs` without completing or dead-lettering any (every delivery retried, a handler
 * that hangs) is reported as stalled. A broker outage does not take the HTTP API out of rotation,
 * so the check is not critical: /health/ready names the fault and still answers 200.
 */
export const consumerCheck = (
  consumer: QueueConsumer,
  stalledAfterMs: number,
  now: () => number = Date.now,
): ReadinessCheck => ({
  name: 'inboundQueue',
  critical: false,
  run: async () => {
    const state = consumer.state();
    const activity = consumer.activity();
    const counts = `${activity.completed} completed, ${activity.deadLettered} dead-lettered, ${activity.retried} retried, ${activity.inHand} in hand`;
    const busyFor = activity.busySince ? now() - activity.busySince.getTime() : 0;
    if (busyFor > stalledAfterMs) {
      const last = activity.lastProgressAt
        ? `the last ${seconds(now() - activity.lastProgressAt.getTime())} s ago`
        : 'none since the start';
      return {
        ok: false,
        detail: `${consumer.description}: ${state}, stalled: no message completed or dead-lettered for ${seconds(busyFor)} s (${last}); ${counts}`,
      };
    }
    return { ok: state === 'consuming', detail: `${consumer.description}: ${state}; ${counts}` };
  },
});
