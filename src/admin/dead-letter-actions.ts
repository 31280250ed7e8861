import { audit } from '../audit/index.ts';
import type { Db } from '../db/index.ts';
import { DomainError } from '../errors/index.ts';
import { isBookkeeping, type DeadLetter, type DeadLetterBox } from '../messaging/index.ts';
import { replayMessageId } from './dead-letter-view.ts';

export interface ReplayRequest {
  /** The corrected body; absent replays the message as it is. */
  readonly body?: string;
  readonly partner?: string;
  readonly messageType?: 'Declaration' | 'Client';
}

const notThere = (box: DeadLetterBox, id: string) =>
  new DomainError(
    'not-found',
    'dead-letter-not-found',
    `No dead letter ${id} waits in ${box.queue}: it was replayed or discarded meanwhile`,
  );

const propertyKey = (properties: Record<string, unknown>, name: string) =>
  Object.keys(properties).find((key) => key.toLowerCase() === name.toLowerCase()) ?? name;

/** The sender's application properties without the service's bookkeeping, as a replay carries them. */
const sendersProperties = (letter: DeadLetter): Record<string, string | number | boolean> =>
  Object.fromEntries(
    Object.entries(letter.properties)
      .filter(([key]) => !isBookkeeping(key))
      .map(([key, value]) => [
        key,
        typeof value === 'number' || typeof value === 'boolean' ? value : String(value),
      ]),
  );

const snapshot = (box: DeadLetterBox, letter: DeadLetter) => ({
  queue: box.queue,
  messageId: letter.messageId ?? null,
  reason: letter.reason,
  description: letter.description,
  properties: sendersProperties(letter),
});

/**
 * A dead letter back through the same pipeline as a new message: its own id, derived from the
 * dead letter's, so a replay sent twice (a double click, two admins) is still one message, one
 * dossier. The dead letter leaves its queue only after the replay is on the inbound queue and
 * the audit entry written.
 */
export const replayDeadLetter = async (
  db: Db,
  box: DeadLetterBox,
  id: string,
  request: ReplayRequest,
  actor: string,
): Promise<{ messageId: string; replayOf: string }> => {
  let messageId = '';
  const settled = await box.settle(id, async (letter) => {
    messageId = replayMessageId(box, letter);
    const properties: Record<string, string | number | boolean> = sendersProperties(letter);
    if (request.partner !== undefined)
      properties[propertyKey(properties, 'Partner')] = request.partner;
    if (request.messageType !== undefined)
      properties[propertyKey(properties, 'MessageType')] = request.messageType;
    properties['x-cds-replay-of'] = letter.id;
    const body = request.body === undefined ? letter.body : Buffer.from(request.body, 'utf8');
    await box.send({
      messageId,
      body,
      ...(letter.contentType ? { contentType: letter.contentType } : {}),
      properties,
    });
    await audit(db, {
      actor,
      action: 'dead-letter.replayed',
      entityType: 'dead-letter',
      entityId: letter.id,
      before: snapshot(box, letter),
      after: {
        messageId,
        corrected: !body.equals(letter.body),
        ...(request.partner === undefined ? {} : { partner: request.partner }),
        ...(request.messageType === undefined ? {} : { messageType: request.messageType }),
      },
    });
  });
  if (!settled) throw notThere(box, id);
  return { messageId, replayOf: id };
};

/** What the audit keeps of a discarded body: it is nowhere else afterwards. */
const MAX_KEPT = 1024 * 1024;

/** A dead letter removed for good, with the reason and the body kept in its audit entry. */
export const discardDeadLetter = async (
  db: Db,
  box: DeadLetterBox,
  id: string,
  reason: string,
  actor: string,
): Promise<void> => {
  const settled = await box.settle(id, async (letter) => {
    const kept = letter.body.subarray(0, MAX_KEPT);
    await audit(db, {
      actor,
      action: 'dead-letter.discarded',
      entityType: 'dead-letter',
      entityId: letter.id,
      before: {
        ...snapshot(box, letter),
        bodyBase64: kept.toString('base64'),
        bodyBytes: letter.body.length,
      },
      after: { reason },
    });
  });
  if (!settled) throw notThere(box, id);
};
