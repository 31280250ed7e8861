import type { Logger } from 'pino';
import type { BodyReaders } from '../body-readers/index.ts';
import { sniffFormat, textFault } from '../canonical/index.ts';
import { receiveClientBatch } from '../clients/index.ts';
import { isDatabaseUnavailable, isTransientFailure } from '../db/index.ts';
import { DomainError } from '../errors/index.ts';
import { MAX_BODY_BYTES } from '../http/index.ts';
import {
  propertyOf,
  type InboundMessage,
  type MessageHandler,
  type Settlement,
} from '../messaging/index.ts';
import { hashBody } from '../body-readers/index.ts';
import { ingest, type IngestDeps } from './ingest.ts';

const MAX_DESCRIPTION = 4000;

/**
 * Retried only what another attempt may cure: the database unreachable (not counted against
 * MaxDeliveries: the message did nothing wrong), a serialization failure, deadlock, timeout or
 * exhausted resource, the service busy, the same message still in progress. A refusal is final,
 * and so is an unexpected error: retrying a bug only delays the dead letter that keeps the
 * message for a replay once it is fixed.
 */
const settlementFor = (error: unknown, logger: Logger): Settlement => {
  if (error instanceof DomainError) {
    // The service too busy to read it: no fault of the message's, so not counted either.
    if (error.kind === 'unavailable')
      return { kind: 'retry', reason: error.message, counted: false };
    if (error.code === 'idempotency-in-progress') return { kind: 'retry', reason: error.message };
    return deadLetter(error.code, describe(error));
  }
  if (isDatabaseUnavailable(error))
    return { kind: 'retry', reason: 'the database is not reachable', counted: false };
  const message = error instanceof Error ? error.message : String(error);
  if (isTransientFailure(error)) return { kind: 'retry', reason: message };
  logger.error({ err: error }, 'inbound message failed unexpectedly; dead-lettered');
  return deadLetter('unexpected-error', `The service failed unexpectedly: ${message}`);
};

const deadLetter = (reason: string, description: string): Settlement => ({
  kind: 'dead-letter',
  reason,
  description:
    description.length > MAX_DESCRIPTION
      ? `${description.slice(0, MAX_DESCRIPTION - 1)}…`
      : description,
});

/** Every complaint in one line: `/goods_items/0/commodity_code: must be ...; /ucr: ...`. */
const describe = (error: DomainError): string =>
  error.complaints.length === 0
    ? error.message
    : `${error.message}: ${error.complaints.map((complaint) => `${complaint.path}: ${complaint.message}`).join('; ')}`;

const formatOf = (message: InboundMessage): 'json' | 'xml' => {
  const type = message.contentType?.toLowerCase() ?? '';
  if (type.includes('xml')) return 'xml';
  if (type.includes('json')) return 'json';
  return sniffFormat(message.body);
};

const MAX_PARTNER = 200;

/** The message id where it fits the key column as text, its hash where it does not, the body's hash without one. */
const idempotencyKeyOf = (message: InboundMessage): string => {
  if (message.messageId === undefined || message.messageId === '') return hashBody(message.body);
  // A broker takes any bytes as an id; the key column takes 200 characters of text.
  return message.messageId.length <= 200 && !textFault(message.messageId)
    ? message.messageId
    : hashBody(Buffer.from(message.messageId, 'utf8'));
};

/**
 * The inbound queue's use of the one pipeline (SPEC.md, "Inbound queue"): `Partner` required,
 * `MessageType` Declaration (default) or Client. A message id makes a redelivery harmless: it is
 * the idempotency key, so the same message never becomes a second dossier.
 */
export interface QueueHandlerDeps {
  readonly ingest: IngestDeps;
  readonly readers: BodyReaders;
  readonly logger: Logger;
}

export const queueMessageHandler =
  ({ ingest: deps, readers, logger }: QueueHandlerDeps): MessageHandler =>
  async (message) => {
    const declaredPartner = propertyOf(message, 'Partner');
    const partner = typeof declaredPartner === 'string' ? declaredPartner.trim() : '';
    if (partner === '' || partner.length > MAX_PARTNER || textFault(partner)) {
      return deadLetter(
        'missing-partner',
        `The application property Partner is required: 1 to ${MAX_PARTNER} characters of text (no control characters) naming the sending system`,
      );
    }
    const declaredType = propertyOf(message, 'MessageType') ?? 'Declaration';
    const messageType = (
      typeof declaredType === 'string' ? declaredType : JSON.stringify(declaredType)
    ).toLowerCase();
    if (messageType !== 'declaration' && messageType !== 'client') {
      return deadLetter(
        'unknown-message-type',
        `MessageType "${messageType}" is neither Declaration nor Client`,
      );
    }
    if (message.body.length > MAX_BODY_BYTES)
      return deadLetter('body-too-large', `The body is over ${MAX_BODY_BYTES} bytes (5 MB)`);
    try {
      if (messageType === 'client') {
        const read = await readers.clientBatch(message.body);
        await receiveClientBatch(deps.db, read.value, partner);
        return { kind: 'complete' };
      }
      const read = await readers.declaration(message.body, formatOf(message));
      const key = idempotencyKeyOf(message);
      await ingest(deps, read.value, {
        source: 'ServiceBusIngestion',
        partner,
        partnerKind: 'queue',
        receivedJson: read.json,
        idempotency: { partner, endpoint: 'queue', key, requestHash: read.hash },
        repeats: 'wait',
      });
      return { kind: 'complete' };
    } catch (error) {
      return settlementFor(error, logger);
    }
  };
