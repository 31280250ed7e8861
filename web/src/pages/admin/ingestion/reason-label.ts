import type { MessageId } from '../../../i18n/messages/index.ts';

/** The refusals the pipeline and the brokers name; another code is shown as it is. */
const KNOWN = new Set([
  'validation',
  'bad-json',
  'unparseable-body',
  'bad-encoding',
  'missing-partner',
  'unknown-message-type',
  'body-too-large',
  'ucr-taken',
  'unexpected-error',
  'max-deliveries-exceeded',
  'MaxDeliveryCountExceeded',
]);

/** A dead letter's reason in the page's words, or its code when it is not one the service knows. */
export const reasonLabel = (t: (id: MessageId) => string, reason: string): string =>
  KNOWN.has(reason) ? t(`ingestion.reason.${reason}` as MessageId) : reason;
