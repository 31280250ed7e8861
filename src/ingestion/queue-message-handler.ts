import { receiveClientBatch } from '../clients/index.ts';
import { DomainError } from '../errors/index.ts';
import { decodeUtf8, MAX_BODY_BYTES } from '../http/request-body.ts';
import {
  propertyOf,
  type InboundMessage,
  type MessageHandler,
  type Settlement,
} from '../messaging/index.ts';
import { declarationFromBody } from './declaration-body.ts';
import { hashRequest } from '../idempotency/index.ts';
import { ingest, type IngestDeps } from './ingest.ts';

/** Failures that no redelivery can cure: the message goes to the dead-letter queue with its reasons. */
const PERMANENT = new Set(['unparseable', 'invalid', 'too-large', 'unsupported-media-type']);
const MAX_DESCRIPTION = 4000;

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

const formatOf = (message: InboundMessage, text: string): 'json' | 'xml' => {
  const type = message.contentType?.toLowerCase() ?? '';
  if (type.includes('xml')) return 'xml';
  if (type.includes('json')) return 'json';
  return text.trimStart().startsWith('<') ? 'xml' : 'json';
};

const MAX_PARTNER = 200;

/** The message id where it fits the key column, its hash where it does not, the body's hash without one. */
const idempotencyKeyOf = (message: InboundMessage): string => {
  if (message.messageId === undefined || message.messageId === '') return hashRequest(message.body);
  return message.messageId.length <= 200
    ? message.messageId
    : hashRequest(Buffer.from(message.messageId, 'utf8'));
};

/**
 * The inbound queue's use of the one pipeline (SPEC.md, "Inbound queue"): `Partner` required,
 * `MessageType` Declaration (default) or Client. A message id makes a redelivery harmless: it is
 * the idempotency key, so the same message never becomes a second dossier.
 */
export const queueMessageHandler =
  (deps: IngestDeps): MessageHandler =>
  async (message) => {
    const declaredPartner = propertyOf(message, 'Partner');
    const partner = typeof declaredPartner === 'string' ? declaredPartner.trim() : '';
    if (partner === '' || partner.length > MAX_PARTNER) {
      return deadLetter(
        'missing-partner',
        `The application property Partner is required: 1 to ${MAX_PARTNER} characters naming the sending system`,
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
      const text = decodeUtf8(message.body);
      if (messageType === 'client') {
        await receiveClientBatch(deps.db, text, partner);
        return { kind: 'complete' };
      }
      const declaration = declarationFromBody({ format: formatOf(message, text), text });
      const key = idempotencyKeyOf(message);
      await ingest(deps, declaration, {
        source: 'ServiceBusIngestion',
        partner,
        idempotency: { partner, endpoint: 'queue', key, requestHash: hashRequest(message.body) },
        repeats: 'wait',
      });
      return { kind: 'complete' };
    } catch (error) {
      if (error instanceof DomainError && (PERMANENT.has(error.kind) || error.code === 'ucr-taken'))
        return deadLetter(error.code, describe(error));
      // Anything else (the database unreachable, a key still in progress) may pass on redelivery.
      return { kind: 'retry', reason: error instanceof Error ? error.message : String(error) };
    }
  };
