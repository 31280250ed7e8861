import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pino } from 'pino';
import { activityTracker } from './activity.ts';
import { consumerCheck } from './consumer-check.ts';
import { guardDeliveries, type RedeliveryCounter } from './delivery-guard.ts';
import type { InboundMessage, QueueConsumer, Settlement } from './inbound.ts';
import { memoryRedeliveryCounter } from './redelivery-store.ts';

const message = (fields: Partial<InboundMessage> = {}): InboundMessage => ({
  body: Buffer.from('{}'),
  messageId: 'm-1',
  properties: {},
  deliveries: 1,
  redelivered: false,
  ...fields,
});
const options = (counter: RedeliveryCounter = memoryRedeliveryCounter()) => ({
  queue: 'q',
  maxDeliveries: 3,
  counter,
  logger: pino({ level: 'silent' }),
});
const retry: Settlement = { kind: 'retry', reason: 'deadlock detected' };

describe('the delivery guard', () => {
  it('passes a message through until its last allowed delivery fails, then dead-letters it', async () => {
    const guarded = guardDeliveries(async () => retry, options());
    assert.deepEqual(await guarded(message({ deliveries: 2 })), retry);
    assert.deepEqual(await guarded(message({ deliveries: 3 })), {
      kind: 'dead-letter',
      reason: 'max-deliveries-exceeded',
      description:
        'Delivered 3 times without success (ServiceBus:Ingestion:MaxDeliveries); the last failure: deadlock detected',
    });
  });

  it('does not count a delivery the service could not try (its database away)', async () => {
    const uncounted: Settlement = { kind: 'retry', reason: 'database away', counted: false };
    const guarded = guardDeliveries(async () => uncounted, options());
    assert.deepEqual(await guarded(message({ deliveries: 3 })), uncounted);
  });

  it('counts the redeliveries of a message never settled and stops handling it past the maximum', async () => {
    let handled = 0;
    const guarded = guardDeliveries(async () => {
      handled += 1;
      return { kind: 'complete' };
    }, options());
    const again = message({ redelivered: true });
    assert.equal((await guarded(again)).kind, 'complete');
    assert.equal((await guarded(again)).kind, 'complete');
    const over = await guarded(again);
    assert.equal(over.kind, 'dead-letter');
    assert.match(
      (over as { description: string }).description,
      /Delivered 4 times.*stopped or lost the broker/,
    );
    assert.equal(handled, 2);
  });

  it('turns a handler that throws into a counted retry, and a counter that fails into an uncounted one', async () => {
    const throwing = guardDeliveries(async () => {
      throw new Error('boom');
    }, options());
    assert.deepEqual(await throwing(message()), { kind: 'retry', reason: 'handler failed: boom' });
    const broken: RedeliveryCounter = {
      redelivered: async () => {
        throw new Error('database away');
      },
    };
    const guarded = guardDeliveries(async () => ({ kind: 'complete' }), options(broken));
    assert.deepEqual(await guarded(message({ redelivered: true })), {
      kind: 'retry',
      reason: 'the delivery could not be counted',
      counted: false,
    });
  });
});

describe('the inbound queue readiness check', () => {
  const consumerWith = (tracker: ReturnType<typeof activityTracker>): QueueConsumer => ({
    description: 'AMQP queue q',
    start: async () => undefined,
    stop: async () => undefined,
    state: () => 'consuming',
    activity: () => tracker.snapshot(),
    probe: async () => ({ reachable: true, queue: 'q', detail: '' }),
  });

  it('reports a consumer that takes messages but completes none for too long as stalled', async () => {
    let now = 1_000_000;
    const tracker = activityTracker(() => now);
    const check = consumerCheck(consumerWith(tracker), 120_000, () => now);
    assert.equal((await check.run()).ok, true, 'idle is fine');
    tracker.delivered();
    tracker.settled('retry');
    now += 60_000;
    tracker.delivered();
    tracker.settled('retry');
    assert.equal((await check.run()).ok, true, 'one minute of retries is not a stall yet');
    now += 61_000;
    const stalled = await check.run();
    assert.equal(stalled.ok, false);
    assert.match(stalled.detail, /stalled: no message completed or dead-lettered for 121 s/);
    tracker.delivered();
    tracker.settled('dead-letter');
    assert.equal((await check.run()).ok, true, 'moving again');
  });

  it('does not call a steady stream of completed messages a stall', async () => {
    let now = 0;
    const tracker = activityTracker(() => now);
    const check = consumerCheck(consumerWith(tracker), 120_000, () => now);
    tracker.delivered();
    for (let second = 0; second < 600; second += 1) {
      now += 1000;
      tracker.delivered();
      tracker.settled('complete');
    }
    const result = await check.run();
    assert.equal(result.ok, true, result.detail);
    assert.match(result.detail, /600 completed, 0 dead-lettered, 0 retried, 1 in hand/);
  });
});
