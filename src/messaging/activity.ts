import type { ConsumerActivity, Settlement } from './inbound.ts';

/**
 * Counts what a consumer does, so /health/ready can tell a consumer that moves messages from one
 * that only takes them back (every message retried, the database away, a handler that hangs).
 */
export const activityTracker = (now: () => number = Date.now) => {
  let inHand = 0;
  let completed = 0;
  let deadLettered = 0;
  let retried = 0;
  let lastProgressAt: number | undefined;
  let busySince: number | undefined;
  return {
    delivered() {
      inHand += 1;
      busySince ??= now();
    },
    settled(kind: Settlement['kind']) {
      inHand -= 1;
      if (kind === 'retry') {
        retried += 1;
        return;
      }
      if (kind === 'complete') completed += 1;
      else deadLettered += 1;
      lastProgressAt = now();
      busySince = inHand > 0 ? lastProgressAt : undefined;
    },
    snapshot(): ConsumerActivity {
      return {
        inHand,
        completed,
        deadLettered,
        retried,
        ...(lastProgressAt === undefined ? {} : { lastProgressAt: new Date(lastProgressAt) }),
        ...(busySince === undefined ? {} : { busySince: new Date(busySince) }),
      };
    },
  };
};

export type ActivityTracker = ReturnType<typeof activityTracker>;
