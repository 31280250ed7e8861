import { sql } from 'drizzle-orm';
import { audit } from '../audit/index.ts';
import { queryRows, type Db } from '../db/index.ts';
import { DomainError } from '../errors/index.ts';
import { isBookkeeping, type DeadLetter, type DeadLetterBox } from '../messaging/index.ts';
import { replayMessageId } from './dead-letter-view.ts';

export interface ReplayRequest {
  /** The corrected body; absent replays the message as it is. */
  readonly body?: string;
  readonly partner?: string;
  readonly messageType?: 'Declaration' | 'Client';
}

/**
 * The audit entry keeps what the partner sent whole, so neither a correction nor a discard loses
 * it. A body larger than this is neither corrected nor discarded here: it would be lost.
 */
export const MAX_KEPT_BYTES = 16 * 1024 * 1024;

const ACTION = { replay: 'dead-letter.replayed', discard: 'dead-letter.discarded' } as const;

/** jsonb holds no NUL: one in a sender's property is written as the escape, not dropped. */
const auditable = <T>(value: T): T =>
  JSON.parse(
    JSON.stringify(value, (_key, item: unknown) =>
      typeof item === 'string' ? item.replaceAll('\u0000', '\\u0000') : item,
    ),
  ) as T;

const propertyKey = (properties: Record<string, unknown>, name: string) =>
  Object.keys(properties).find((key) => key.toLowerCase() === name.toLowerCase()) ?? name;

/** The sender's application properties without the service's bookkeeping, as a replay carries them. */
const sendersProperties = (letter: DeadLetter): Record<string, string | number | boolean> =>
  Object.fromEntries(
    Object.entries(letter.properties)
      .filter(([key]) => !isBookkeeping(key))
      .map(([key, value]) => [
        key,
        typeof value === 'number' || typeof value === 'boolean'
          ? value
          : typeof value === 'object' && value !== null
            ? JSON.stringify(value)
            : String(value),
      ]),
  );

const snapshot = (box: DeadLetterBox, letter: DeadLetter) =>
  auditable({
    queue: box.queue,
    messageId: letter.messageId ?? null,
    enqueuedAt: letter.enqueuedAt ?? null,
    deadLetteredAt: letter.deadLetteredAt ?? null,
    reason: letter.reason,
    description: letter.description,
    properties: sendersProperties(letter),
    contentType: letter.contentType ?? null,
    bodyBytes: letter.size,
    bodyBase64: letter.body.toString('base64'),
  });

/**
 * The entry of an earlier action on this very dead letter: it was done, but the broker did not
 * take the removal (a connection lost after the send), so the dead letter came back.
 */
const doneBefore = async (
  db: Db,
  box: DeadLetterBox,
  letter: DeadLetter,
  action: string,
): Promise<{ messageId?: string } | undefined> => {
  const rows = await queryRows<{ after: { messageId?: string } | null }>(
    db,
    sql`select after from audit_log
        where entity_type = 'dead-letter' and entity_id = ${letter.id} and action = ${action}
          and before->>'queue' = ${box.queue}
          and (before->>'messageId') is not distinct from ${letter.messageId ?? null}
          and (before->>'enqueuedAt') is not distinct from ${letter.enqueuedAt ?? null}
          and (before->>'deadLetteredAt') is not distinct from ${letter.deadLetteredAt ?? null}
        order by id desc limit 1`,
  );
  return rows[0] ? (rows[0].after ?? {}) : undefined;
};

const settled = <T>(box: DeadLetterBox, id: string, outcome: T | 'not-found' | 'busy'): T => {
  if (outcome === 'not-found') {
    throw new DomainError(
      'not-found',
      'dead-letter-not-found',
      `No dead letter ${id} waits in ${box.queue}: it was replayed or discarded meanwhile`,
    );
  }
  if (outcome === 'busy') {
    throw new DomainError(
      'conflict',
      'dead-letter-busy',
      `Dead letter ${id} is held by another look at ${box.queue} (another admin or another instance of the service); try again in a minute`,
    );
  }
  return outcome;
};

const tooLargeToKeep = (letter: DeadLetter, what: string) =>
  new DomainError(
    'conflict',
    'dead-letter-too-large',
    `Dead letter ${letter.id} is ${letter.size} bytes, over the ${MAX_KEPT_BYTES} the audit log keeps: ${what} would lose what the partner sent; save it with the broker's own tools first`,
  );

/**
 * A dead letter back through the same pipeline as a new message: its own id, derived from the
 * partner's message, so a replay sent twice (a double click, two admins, two dead letters of one
 * message) is still one message, one dossier. The audit entry, with the original body, and the
 * send commit together; the dead letter leaves its queue only after both.
 */
export const replayDeadLetter = async (
  db: Db,
  box: DeadLetterBox,
  id: string,
  request: ReplayRequest,
  actor: string,
): Promise<{ messageId: string; replayOf: string }> => {
  let messageId = '';
  const outcome = await box.settle(id, async (letter) => {
    const earlier = await doneBefore(db, box, letter, ACTION.replay);
    if (earlier) {
      messageId = earlier.messageId ?? replayMessageId(box, letter);
      return;
    }
    const body = request.body === undefined ? letter.body : Buffer.from(request.body, 'utf8');
    const corrected = !body.equals(letter.body);
    if (corrected && letter.size > MAX_KEPT_BYTES) throw tooLargeToKeep(letter, 'a correction');
    messageId = replayMessageId(box, letter);
    const properties: Record<string, string | number | boolean> = sendersProperties(letter);
    if (request.partner !== undefined)
      properties[propertyKey(properties, 'Partner')] = request.partner;
    if (request.messageType !== undefined)
      properties[propertyKey(properties, 'MessageType')] = request.messageType;
    properties['x-cds-replay-of'] = letter.id;
    await db.transaction(async (tx) => {
      await audit(tx, {
        actor,
        action: ACTION.replay,
        entityType: 'dead-letter',
        entityId: letter.id,
        before:
          letter.size > MAX_KEPT_BYTES
            ? { ...snapshot(box, letter), bodyBase64: null }
            : snapshot(box, letter),
        after: auditable({
          messageId,
          corrected,
          ...(request.partner === undefined ? {} : { partner: request.partner }),
          ...(request.messageType === undefined ? {} : { messageType: request.messageType }),
        }),
      });
      await box.send({
        messageId,
        body,
        ...(letter.contentType ? { contentType: letter.contentType } : {}),
        properties,
      });
    });
  });
  settled(box, id, outcome);
  return { messageId, replayOf: id };
};

/** A dead letter removed for good, with the reason and its whole body kept in the audit entry. */
export const discardDeadLetter = async (
  db: Db,
  box: DeadLetterBox,
  id: string,
  reason: string,
  actor: string,
): Promise<void> => {
  const outcome = await box.settle(id, async (letter) => {
    if (await doneBefore(db, box, letter, ACTION.discard)) return;
    if (letter.size > MAX_KEPT_BYTES) throw tooLargeToKeep(letter, 'discarding it');
    await audit(db, {
      actor,
      action: ACTION.discard,
      entityType: 'dead-letter',
      entityId: letter.id,
      before: snapshot(box, letter),
      after: auditable({ reason }),
    });
  });
  settled(box, id, outcome);
};
