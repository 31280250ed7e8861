import { createHash } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import {
  isBookkeeping,
  propertyOf,
  type DeadLetter,
  type DeadLetterBox,
} from '../messaging/index.ts';

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

// ignoreBOM: a byte-order mark is part of what the partner sent, kept in the text.
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const asText = (bytes: Buffer): string | undefined => {
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
};

/** A start cut inside a character (at most 3 bytes of it) is still text. */
const textStart = (bytes: Buffer): string | undefined => {
  for (let cut = 0; cut <= Math.min(3, bytes.length); cut += 1) {
    const text = asText(bytes.subarray(0, bytes.length - cut));
    if (text !== undefined) return text;
  }
  return undefined;
};

/** A header may hold a table or a list (AMQP): shown as JSON, never as [object Object]. */
const shown = (value: unknown): string =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

/** A property as the consumer reads it: its name in any case. */
const propertyText = (letter: DeadLetter, name: string): string | null => {
  const value = propertyOf(letter, name);
  return value === undefined || value === null ? null : shown(value);
};

/** The whole body shown for correcting; a larger one is shown cut and replayed only as it is. */
const MAX_SHOWN_BYTES = 6 * 1024 * 1024;

export const deadLetterView = (letter: DeadLetter, whole: boolean) => {
  const shownBytes = letter.body.subarray(0, whole ? MAX_SHOWN_BYTES : letter.body.length);
  const cut = shownBytes.length < letter.size;
  const text = cut ? textStart(shownBytes) : asText(shownBytes);
  const body = text ?? shownBytes.toString('base64');
  const preview = !whole && body.length > PREVIEW_CHARACTERS;
  return {
    id: letter.id,
    messageId: letter.messageId ?? null,
    reason: letter.reason,
    description: letter.description,
    complaints: [...letter.complaints],
    partner: propertyText(letter, 'Partner'),
    messageType: propertyText(letter, 'MessageType'),
    contentType: letter.contentType ?? null,
    enqueuedAt: letter.enqueuedAt ?? null,
    deadLetteredAt: letter.deadLetteredAt ?? null,
    properties: Object.fromEntries(
      Object.entries(letter.properties)
        .filter(([key]) => !isBookkeeping(key))
        .map(([key, value]) => [key, shown(value)]),
    ),
    bytes: letter.size,
    bodyEncoding: text === undefined ? ('base64' as const) : ('text' as const),
    body: preview ? body.slice(0, PREVIEW_CHARACTERS) : body,
    bodyTruncated: cut || preview,
  };
};

/**
 * The replay's message id: its own, and the same for every dead letter of one partner message
 * (the consumer may dead-letter a message twice when it stops between the dead letter and the
 * acknowledgement), so replays are one message to the pipeline's idempotency: one dossier.
 * Without a message id, the dead letter's own identity; the queue goes in too, since a queue made
 * anew numbers its messages from 1 again.
 */
export const replayMessageId = (box: DeadLetterBox, letter: DeadLetter): string => {
  const identity =
    letter.messageId === undefined
      ? [box.queue, 'letter', letter.id, letter.enqueuedAt, letter.deadLetteredAt]
      : [box.queue, 'message', letter.messageId, propertyText(letter, 'Partner')];
  const hash = createHash('sha256').update(identity.join('\n')).digest('hex');
  return `replay-${hash.slice(0, 32)}`;
};
