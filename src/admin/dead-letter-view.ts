import { createHash } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { isBookkeeping, type DeadLetter, type DeadLetterBox } from '../messaging/index.ts';

/** A list shows the start of each body; the whole one is fetched when opened. */
const PREVIEW_CHARACTERS = 2000;

export const DeadLetterView = Type.Object(
  {
    id: Type.String(),
    messageId: Type.Union([Type.String(), Type.Null()]),
    reason: Type.String(),
    description: Type.String(),
    complaints: Type.Array(Type.String()),
    partner: Type.Union([Type.String(), Type.Null()]),
    messageType: Type.Union([Type.String(), Type.Null()]),
    contentType: Type.Union([Type.String(), Type.Null()]),
    enqueuedAt: Type.Union([Type.String(), Type.Null()]),
    deadLetteredAt: Type.Union([Type.String(), Type.Null()]),
    /** The sender's properties; the service's bookkeeping left out. */
    properties: Type.Record(Type.String(), Type.String()),
    bytes: Type.Integer(),
    /** `text` (UTF-8) or `base64` when the bytes are not text. */
    bodyEncoding: Type.Union([Type.Literal('text'), Type.Literal('base64')]),
    body: Type.String(),
    bodyTruncated: Type.Boolean(),
  },
  { title: 'DeadLetter' },
);

const utf8 = new TextDecoder('utf-8', { fatal: true });
const asText = (bytes: Buffer): string | undefined => {
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
};

/** A header may hold a table or a list (AMQP): shown as JSON, never as [object Object]. */
const shown = (value: unknown): string =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

/** A property as the consumer reads it: its name in any case. */
const propertyText = (letter: DeadLetter, name: string): string | null => {
  const key = Object.keys(letter.properties).find((candidate) => candidate.toLowerCase() === name);
  const value = key === undefined ? undefined : letter.properties[key];
  return value === undefined || value === null ? null : shown(value);
};

export const deadLetterView = (letter: DeadLetter, whole: boolean) => {
  const text = asText(letter.body);
  const body = text ?? letter.body.toString('base64');
  const cut = !whole && body.length > PREVIEW_CHARACTERS;
  return {
    id: letter.id,
    messageId: letter.messageId ?? null,
    reason: letter.reason,
    description: letter.description,
    complaints: [...letter.complaints],
    partner: propertyText(letter, 'partner'),
    messageType: propertyText(letter, 'messagetype'),
    contentType: letter.contentType ?? null,
    enqueuedAt: letter.enqueuedAt ?? null,
    deadLetteredAt: letter.deadLetteredAt ?? null,
    properties: Object.fromEntries(
      Object.entries(letter.properties)
        .filter(([key]) => !isBookkeeping(key))
        .map(([key, value]) => [key, shown(value)]),
    ),
    bytes: letter.body.length,
    bodyEncoding: text === undefined ? ('base64' as const) : ('text' as const),
    body: cut ? body.slice(0, PREVIEW_CHARACTERS) : body,
    bodyTruncated: cut,
  };
};

/**
 * The replay's message id: its own, and the same for the same dead letter, so a replay sent twice
 * is one message to the pipeline's idempotency. The queue and the message's times go in too: a
 * queue created anew numbers its messages from 1 again.
 */
export const replayMessageId = (box: DeadLetterBox, letter: DeadLetter): string => {
  const hash = createHash('sha256')
    .update(
      [box.queue, letter.id, letter.messageId, letter.enqueuedAt, letter.deadLetteredAt].join('\n'),
    )
    .digest('hex');
  return `replay-${hash.slice(0, 32)}`;
};
