import amqp, { type ConfirmChannel, type GetMessage } from 'amqplib';
import { closeAmqp } from './close-amqp.ts';
import {
  complaintsOf,
  contentId,
  DEAD_LETTER_SCAN_LIMIT,
  previewOf,
  type DeadLetter,
  type DeadLetterBox,
} from './dead-letters.ts';
import { withTimeout } from '../health/index.ts';

export const deadLetterQueueOf = (queue: string) => `${queue}.deadletter`;
/** Set by the consumer when it dead-letters a message: the id the browser knows it by. */
export const DEAD_LETTER_ID = 'x-cds-dead-letter-id';
export const DEAD_LETTERED_AT = 'x-cds-dead-lettered-at';

const text = (value: unknown): string | undefined =>
  Buffer.isBuffer(value)
    ? value.toString('utf8')
    : typeof value === 'string'
      ? value
      : typeof value === 'number' || typeof value === 'bigint'
        ? String(value)
        : undefined;

const toDeadLetter = (message: GetMessage): DeadLetter => {
  const headers = Object.fromEntries(
    Object.entries((message.properties.headers ?? {}) as Record<string, unknown>).map(
      ([key, value]) => [key, Buffer.isBuffer(value) ? value.toString('utf8') : value],
    ),
  );
  const messageId = text(message.properties.messageId);
  const reason = text(headers['x-dead-letter-reason']) ?? 'unknown';
  const description = text(headers['x-dead-letter-description']) ?? '';
  const timestamp = message.properties.timestamp as number | undefined;
  return {
    id:
      text(headers[DEAD_LETTER_ID]) ?? contentId([messageId, reason, description, message.content]),
    ...(messageId === undefined ? {} : { messageId }),
    reason,
    description,
    complaints: complaintsOf(description),
    ...(message.properties.contentType
      ? { contentType: String(message.properties.contentType) }
      : {}),
    properties: headers,
    body: message.content,
    size: message.content.length,
    ...(typeof timestamp === 'number'
      ? { enqueuedAt: new Date(timestamp * 1000).toISOString() }
      : {}),
    ...(headers[DEAD_LETTERED_AT] ? { deadLetteredAt: text(headers[DEAD_LETTERED_AT]) } : {}),
  };
};

/**
 * RabbitMQ's `<queue>.deadletter`, browsed with basic.get without acknowledging: the broker puts
 * every message it handed out back in its place when the channel closes, so a look changes
 * nothing. Only the one dead letter settled is acknowledged, after its replacement is confirmed.
 * One look at a time: two would hide each other's messages.
 */
export const amqpDeadLetters = (options: { url: string; queue: string }): DeadLetterBox => {
  const queue = deadLetterQueueOf(options.queue);
  let last: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const run = last.then(work, work);
    last = run.catch(() => undefined);
    return run;
  };

  const withChannel = <T>(work: (channel: ConfirmChannel) => Promise<T>) =>
    oneAtATime(async () => {
      const connection = await amqp.connect(options.url);
      try {
        const channel = await connection.createConfirmChannel();
        await channel.assertQueue(queue, { durable: true });
        const result = await work(channel);
        // Closed on its own first: its Close-Ok follows an acknowledgement made on it, while a
        // connection's close may overtake the channel's last frames.
        await channel.close();
        return result;
      } finally {
        await closeAmqp(connection);
      }
    });

  /** Reads through the queue until `stop` says so; nothing is acknowledged. */
  const scan = async (
    channel: ConfirmChannel,
    stop: (message: GetMessage) => boolean,
  ): Promise<GetMessage | undefined> => {
    for (let seen = 0; seen < DEAD_LETTER_SCAN_LIMIT; seen += 1) {
      const message = await channel.get(queue, { noAck: false });
      // Unacknowledged, a message is not handed out again on this channel: no message twice.
      if (message === false) return undefined;
      if (stop(message)) return message;
    }
    return undefined;
  };

  const find = (id: string) => (message: GetMessage) => toDeadLetter(message).id === id;

  return {
    queue,
    list: (limit) =>
      withChannel(async (channel) => {
        const items: DeadLetter[] = [];
        let more = false;
        await scan(channel, (message) => {
          if (items.length === limit) {
            more = true;
            return true;
          }
          items.push(previewOf(toDeadLetter(message)));
          return false;
        });
        return { items, more };
      }),
    find: (id) =>
      withChannel(async (channel) => {
        const found = await scan(channel, find(id));
        return found ? toDeadLetter(found) : undefined;
      }),
    settle: (id, act) =>
      withChannel(async (channel) => {
        const found = await scan(channel, find(id));
        // Held unacknowledged by another instance's look, it is not seen: gone, as far as this one knows.
        if (!found) return 'not-found' as const;
        const letter = toDeadLetter(found);
        await act(letter);
        channel.ack(found);
        return letter;
      }),
    // Not one at a time: a settlement sends its replacement while it holds the queue.
    send: async (message) => {
      const connection = await amqp.connect(options.url);
      try {
        const channel = await connection.createConfirmChannel();
        await channel.assertQueue(options.queue, { durable: true });
        channel.sendToQueue(options.queue, message.body, {
          messageId: message.messageId,
          ...(message.contentType ? { contentType: message.contentType } : {}),
          headers: message.properties,
          persistent: true,
        });
        // A broker short of memory or disk blocks publishers without a word.
        await withTimeout(channel.waitForConfirms(), 30_000, 'RabbitMQ did not confirm the replay');
      } finally {
        await closeAmqp(connection);
      }
    },
  };
};
