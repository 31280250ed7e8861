import { Alert, ScrollArea, Text } from '@mantine/core';
import { useT } from '../../i18n/use-t.ts';
import { DocumentReasons } from './document-reasons.tsx';
import { gaveNoLines } from './read-reasons.ts';
import type { Reading } from './reading.ts';

export interface NoLinesReasonsProps {
  readonly reading: Reading | null;
  /** The goods lines on the page now. */
  readonly lineCount: number;
  readonly editable: boolean;
}

/**
 * At the top of the goods, where a declarant looks for the lines: why a document gave none
 * (which page was a scan and what OCR read, which table was not found, what read it), document
 * by document; with an empty grid, what to do instead.
 */
export function NoLinesReasons({ reading, lineCount, editable }: NoLinesReasonsProps) {
  const t = useT();
  const documents = (reading?.documents ?? []).filter(gaveNoLines);
  if (documents.length === 0) return null;
  const empty = lineCount === 0;
  return (
    <Alert
      color={empty ? 'orange' : 'yellow'}
      variant="light"
      p="xs"
      title={empty ? t('reason.title') : t('reason.titlePartial', { count: documents.length })}
      data-testid="no-lines-reasons"
    >
      {/* Room for the grid below it, however many reasons there are. */}
      <ScrollArea.Autosize mah={180} type="auto">
        <DocumentReasons documents={documents} />
      </ScrollArea.Autosize>
      {empty && editable && (
        <Text size="sm" mt={4}>
          {t('reason.typeLines')}
        </Text>
      )}
    </Alert>
  );
}
