import type { MessageId } from '../../i18n/messages/index.ts';

/**
 * What lines must share to be one item, named in the page's language: the server answers with the
 * declaration's member names (`house_consignment_sequence`), which no declarant should read.
 */
export const itemKeyLabel = (
  key: string,
  t: (id: MessageId) => string,
  has: (id: string) => boolean,
) => {
  const id = `breakdown.key.${key}`;
  return has(id) ? t(id as MessageId) : key.replaceAll('_', ' ');
};
