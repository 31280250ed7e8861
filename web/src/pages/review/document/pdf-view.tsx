import { Alert, Loader, Stack, Text } from '@mantine/core';
import type { JSX } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { PdfPages } from './pdf-pages.tsx';
import { failureMessage } from './pdf-failure.ts';
import classes from './pdf-view.module.css';
import { usePdfDocument } from './use-pdf-document.ts';

/** PDF points (1/72 inch), origin at the page's top left, the page as pdf.js's viewport at scale 1 gives it. */
export interface SourceBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface PdfHighlight {
  /** 1-based. */
  readonly page: number;
  readonly box?: SourceBox;
}

export interface PdfViewProps {
  /** Same-origin URL of the file (GET /api/declarations/{uuid}/documents/{documentId}); the session cookie goes with it (credentials: 'same-origin'). */
  readonly url: string;
  /** The source of the focused value: its page is shown and its box drawn and scrolled into view. */
  readonly highlight?: PdfHighlight;
  /** Click to capture: a click on a word, or a rectangle dragged over several words, hands their text to the focused field. */
  readonly onCapture?: (text: string) => void;
  /** Called once page 1 is drawn (the page measures its speed with it). */
  readonly onFirstPageDrawn?: () => void;
}

/**
 * A PDF drawn in the page by pdf.js (its worker off the main thread), every page in one scrolled
 * column that fills the parent's height, pages drawn as they come near the view. While loading a
 * loader, on failure an alert that says why; never a blank area.
 */
export function PdfView({
  url,
  highlight,
  onCapture,
  onFirstPageDrawn,
}: PdfViewProps): JSX.Element {
  const t = useT();
  const loaded = usePdfDocument(url);
  return (
    <div className={classes.root} data-testid="pdf-view">
      {loaded.status === 'loading' && (
        <Stack flex={1} align="center" justify="center" gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            {t('reviewDocument.loading')}
          </Text>
        </Stack>
      )}
      {loaded.status === 'failed' && (
        <Alert color="red" title={t('reviewDocument.failure.title')} m="sm">
          {t(failureMessage(loaded.failure), {
            status: loaded.failure.kind === 'server' ? loaded.failure.status : undefined,
          })}
        </Alert>
      )}
      {loaded.status === 'ready' && (
        <PdfPages
          key={url}
          pdf={loaded.pdf}
          firstPage={loaded.firstPage}
          highlight={highlight}
          onCapture={onCapture}
          onFirstPageDrawn={onFirstPageDrawn}
        />
      )}
    </div>
  );
}
