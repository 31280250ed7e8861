import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { it } from 'node:test';
import amqp from 'amqplib';
import { closeAmqp } from '../../src/messaging/index.ts';
import { amqpUrl, rabbitSkip } from '../support/brokers.ts';
import { startRelay } from '../support/tcp-relay.ts';

// Were closeAmqp to wait on amqplib's close() alone, the first would wait for good: with nothing
// else left to wake it, a worker's stop() ends its process as "Promise resolution is still pending".
it(
  'closes a connection whose line drops before the broker says Close-Ok',
  { skip: rabbitSkip, timeout: 10_000 },
  async () => {
    const relay = await startRelay(new URL(amqpUrl));
    try {
      const model = await amqp.connect(relay.url);
      model.on('error', () => undefined);
      relay.hold();
      const closing = closeAmqp(model);
      await sleep(200);
      relay.cut();
      await closing;
      // Closed for good: a second close ends at once too.
      await closeAmqp(model);
    } finally {
      await relay.close();
    }
  },
);

it('closes a connection the broker answers, through the relay', { skip: rabbitSkip }, async () => {
  const relay = await startRelay(new URL(amqpUrl));
  try {
    const model = await amqp.connect(relay.url);
    const channel = await model.createChannel();
    const queue = `cds-test-close-${process.pid}-${Date.now()}`;
    await channel.assertQueue(queue, { autoDelete: true });
    await channel.deleteQueue(queue);
    let closed = false;
    model.on('close', () => (closed = true));
    await closeAmqp(model);
    assert.equal(closed, true);
  } finally {
    await relay.close();
  }
});
