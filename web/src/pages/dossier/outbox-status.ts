import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages/index.ts';

/** Where the filed message stands in the outbox (Pending, Sent, Failed), in the page's language. */
export const useOutboxStatus = () => {
  const intl = useIntl();
  return (status: string): string => {
    const id = `dossier.outbox.${status}`;
    return id in intl.messages ? intl.formatMessage({ id: id as MessageId }) : status;
  };
};
