import { List, Text } from '@mantine/core';
import { useFaultWords } from '../../api/field-faults.ts';
import { useT } from '../../i18n/use-t.ts';
import { reasonsOf, reasonText } from './read-reasons.ts';
import type { ReadDocument } from './reading.ts';

/**
 * Documents that gave no goods line, each by name with what became of it (not read, or read
 * without a line) and every reason extraction gave, in the page's language.
 */
export function DocumentReasons({ documents }: { readonly documents: readonly ReadDocument[] }) {
  const t = useT();
  const words = useFaultWords();
  return (
    <List size="sm" spacing={4}>
      {documents.map((document) => (
        <List.Item key={document.document} data-document={document.fileName}>
          <Text span fw={600} size="sm">
            {document.fileName}
          </Text>
          {`: ${document.status === 'ok' ? t('reason.documentNoLines') : t('reason.documentNotRead')}`}
          <List size="sm" spacing={0} withPadding listStyleType="disc">
            {reasonsOf(document).map((reason, index) => (
              <List.Item key={index} data-code={reason.code ?? ''}>
                {reasonText(reason, words)}
              </List.Item>
            ))}
          </List>
        </List.Item>
      ))}
    </List>
  );
}
