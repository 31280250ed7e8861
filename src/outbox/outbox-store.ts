import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { audit } from '../audit/index.ts';
import { isUuid, schema, type Db } from '../db/index.ts';
import { DomainError } from '../errors/index.ts';

export type OutboxStatus = (typeof schema.OUTBOX_STATUSES)[number];

/** The outbox as an operator sees it: newest first, without the payloads. */
export const listOutbox = (db: Db, filter: { status?: OutboxStatus; limit?: number } = {}) =>
  db
    .select({
      messageId: schema.outboxMessages.messageId,
      dossierId: schema.outboxMessages.dossierId,
      messageType: schema.outboxMessages.messageType,
      environment: schema.outboxMessages.environment,
      status: schema.outboxMessages.status,
      attempts: schema.outboxMessages.attempts,
      nextAttemptAt: schema.outboxMessages.nextAttemptAt,
      lastError: schema.outboxMessages.lastError,
      createdAt: schema.outboxMessages.createdAt,
      sentAt: schema.outboxMessages.sentAt,
    })
    .from(schema.outboxMessages)
    .where(filter.status ? eq(schema.outboxMessages.status, filter.status) : undefined)
    .orderBy(desc(schema.outboxMessages.createdAt))
    .limit(filter.limit ?? 50);

/**
 * Makes messages due again now: one by id (Failed or Pending), or every Failed one. A Sent message
 * is not sent again from here; the receiver already has it. Audited per message.
 */
export const retryOutbox = async (
  db: Db,
  which: { messageId: string } | { allFailed: true },
  actor: string,
): Promise<string[]> =>
  db.transaction(async (tx) => {
    if ('messageId' in which && !isUuid(which.messageId))
      throw new DomainError(
        'not-found',
        'outbox-message-not-found',
        `${which.messageId} is not an outbox message id (a UUID)`,
      );
    const where: SQL | undefined =
      'messageId' in which
        ? and(
            eq(schema.outboxMessages.messageId, which.messageId),
            inArray(schema.outboxMessages.status, ['Pending', 'Failed']),
          )
        : eq(schema.outboxMessages.status, 'Failed');
    const retried = await tx
      .update(schema.outboxMessages)
      .set({ status: 'Pending', nextAttemptAt: new Date() })
      .where(where)
      .returning({
        messageId: schema.outboxMessages.messageId,
        dossierId: schema.outboxMessages.dossierId,
      });
    if ('messageId' in which && retried.length === 0)
      throw new DomainError(
        'not-found',
        'outbox-message-not-found',
        `No Pending or Failed outbox message has id ${which.messageId}`,
      );
    for (const message of retried)
      await audit(tx, {
        actor,
        action: 'outbox.retried',
        entityType: 'dossier',
        entityId: message.dossierId,
        after: { messageId: message.messageId },
      });
    return retried.map((message) => message.messageId);
  });
