import type { Checks } from './checks.ts';
import type { MessageContext } from './message-context.ts';
import { leaf } from './xml-tree.ts';

/** Elements every declaration message writes the same way, whatever its schema. */

export const messageHeader = (checks: Checks, context: MessageContext, messageType: string) => [
  checks.within('').leaf('messageSender', context.senderGln, 'settings:declarations:sender_gln', {
    required: true,
  }),
  leaf('messageRecipient', context.recipient),
  leaf('preparationDateAndTime', context.preparedAt),
  leaf('messageIdentification', context.messageId),
  leaf('messageType', messageType),
];
