import { schema, type Db } from '../db/index.ts';

export interface OutboundMessage {
  readonly messageId: string;
  readonly dossierId: string;
  readonly messageType: string;
  readonly environment: string;
  readonly payload: string;
}

/** In the caller's transaction: the message exists exactly when the dossier's move to Submitted does. */
export const enqueueOutbound = async (tx: Db, message: OutboundMessage): Promise<void> => {
  await tx.insert(schema.outboxMessages).values({
    messageId: message.messageId,
    dossierId: message.dossierId,
    messageType: message.messageType,
    environment: message.environment,
    payload: message.payload,
  });
};
