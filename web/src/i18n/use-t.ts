import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from './messages/index.ts';

type Values = Record<string, string | number | Date | null | undefined>;

/** The text of a catalogue entry in the page's language; ids are checked by the type-checker. */
export const useT = () => {
  const intl = useIntl();
  return useCallback(
    (id: MessageId, values?: Values) => intl.formatMessage({ id }, values as never),
    [intl],
  );
};
