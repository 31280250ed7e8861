import type {
  ServiceBusClient,
  ServiceBusReceivedMessage,
  ServiceBusReceiver,
} from '@azure/service-bus';
import Long from 'long';
import {
  complaintsOf,
  DEAD_LETTER_SCAN_LIMIT,
  previewOf,
  type DeadLetter,
  type DeadLetterBox,
} from './dead-letters.ts';
import { withTimeout } from '../health/index.ts';
import { serviceBusBody } from './servicebus-body.ts';

const BATCH = 100;
/**
 * Messages held locked while a settlement looks for its dead letter: each is held whole (a
 * Premium namespace allows 100 MB), so fewer than a look reads. The page shows the oldest 100.
 */
const HELD_LIMIT = 500;

const toDeadLetter = (message: ServiceBusReceivedMessage): DeadLetter => {
  const body = serviceBusBody(message.body);
  const description = message.deadLetterErrorDescription ?? '';
  const messageId =
    message.messageId === undefined
      ? undefined
      : Buffer.isBuffer(message.messageId)
        ? message.messageId.toString('hex')
        : String(message.messageId);
  return {
    id: String(message.sequenceNumber ?? ''),
    ...(messageId === undefined ? {} : { messageId }),
    reason: message.deadLetterReason ?? 'unknown',
    description,
    complaints: complaintsOf(description),
    ...(message.contentType ? { contentType: message.contentType } : {}),
    properties: { ...(message.applicationProperties ?? {}) },
    body,
    size: body.length,
    ...(message.enqueuedTimeUtc ? { enqueuedAt: message.enqueuedTimeUtc.toISOString() } : {}),
  };
};

/**
 * The queue's dead-letter sub-queue. A look peeks from the oldest; a settlement receives in peek-lock until it holds the
 * dead letter, completes it after `act`, and abandons what it held on the way, so the others stay.
 */
export const serviceBusDeadLetters = (client: ServiceBusClient, queue: string): DeadLetterBox => {
  const open = () =>
    client.createReceiver(queue, {
      subQueueType: 'deadLetter',
      receiveMode: 'peekLock',
      skipParsingBodyAsJson: true,
    });
  const withReceiver = async <T>(work: (receiver: ServiceBusReceiver) => Promise<T>) => {
    const receiver = open();
    try {
      return await work(receiver);
    } finally {
      await receiver.close();
    }
  };
  /**
   * Peeks from the oldest on: the SDK keeps its peek position per entity for the whole client,
   * not per receiver, so without a start each look would carry on where the last one stopped.
   */
  const peekFor = async (
    receiver: ServiceBusReceiver,
    wanted: (letter: DeadLetter) => boolean,
  ): Promise<DeadLetter | undefined> => {
    let from = Long.ZERO;
    for (let seen = 0; seen < DEAD_LETTER_SCAN_LIMIT; seen += BATCH) {
      const batch = await receiver.peekMessages(BATCH, { fromSequenceNumber: from });
      if (batch.length === 0) return undefined;
      const found = batch.map(toDeadLetter).find(wanted);
      if (found) return found;
      from = Long.fromValue(batch.at(-1)!.sequenceNumber!).add(1);
    }
    return undefined;
  };

  return {
    queue: `${queue}/$deadletterqueue`,
    list: (limit) =>
      withReceiver(async (receiver) => {
        const peeked = await receiver.peekMessages(limit + 1, { fromSequenceNumber: Long.ZERO });
        return {
          items: peeked.slice(0, limit).map((message) => previewOf(toDeadLetter(message))),
          more: peeked.length > limit,
        };
      }),
    find: (id) => withReceiver((receiver) => peekFor(receiver, (letter) => letter.id === id)),
    settle: (id, act) =>
      withReceiver(async (receiver) => {
        // Peeked first: receiving a dead letter that is not there would lock every other one.
        if (!(await peekFor(receiver, (letter) => letter.id === id))) return 'not-found' as const;
        const held: ServiceBusReceivedMessage[] = [];
        try {
          while (held.length < HELD_LIMIT) {
            const batch = await receiver.receiveMessages(BATCH, { maxWaitTimeInMs: 2000 });
            // There, but locked by another look (another admin, another instance) or too deep.
            if (batch.length === 0) return 'busy' as const;
            held.push(...batch);
            const found = batch.find((message) => String(message.sequenceNumber) === id);
            if (!found) continue;
            const letter = toDeadLetter(found);
            await act(letter);
            held.splice(held.indexOf(found), 1);
            await receiver.completeMessage(found);
            return letter;
          }
          return 'busy' as const;
        } finally {
          await Promise.allSettled(held.map((message) => receiver.abandonMessage(message)));
        }
      }),
    send: async (message) => {
      const sender = client.createSender(queue);
      try {
        await withTimeout(
          sender.sendMessages({
            messageId: message.messageId,
            body: message.body,
            ...(message.contentType ? { contentType: message.contentType } : {}),
            applicationProperties: { ...message.properties },
          }),
          60_000,
          'Service Bus did not take the replay',
        );
      } finally {
        await sender.close();
      }
    },
  };
};
