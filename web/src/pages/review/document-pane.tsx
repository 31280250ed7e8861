import { Loader, Tabs, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { DossierDocument } from '../../api/types.ts';
import { useT } from '../../i18n/use-t.ts';
import { documentUrl, isPdf, shownDocuments } from './document/document-kinds.ts';
import { PdfView } from './document/pdf-view.tsx';
import type { ValueSource } from './reading.ts';
import classes from './review-page.module.css';

// The viewer comes with the review page (pdf.js itself loads on demand); the sheet view with a
// spreadsheet only.
const SheetView = lazy(() =>
  import('./sheet/sheet-view.tsx').then((module) => ({ default: module.SheetView })),
);

const nameOf = (document: DossierDocument) => {
  const name = document.file_name ?? document.id;
  return name.length > 28 ? `${name.slice(0, 26)}…` : name;
};

export interface DocumentPaneProps {
  readonly dossierId: string;
  readonly documents: readonly DossierDocument[];
  readonly active: string | undefined;
  readonly onActive: (document: string) => void;
  /** The focused value's source: drawn on its document when that document is shown. */
  readonly source: ValueSource | undefined;
  readonly onCapture?: (text: string) => void;
  readonly onFirstPageDrawn?: () => void;
}

/** The dossier's documents beside the values, one tab each: a PDF drawn, a spreadsheet as its sheet. */
export function DocumentPane(props: DocumentPaneProps) {
  const t = useT();
  const shown = shownDocuments(props.documents);
  if (shown.length === 0)
    return (
      <Text size="sm" c="dimmed" p="sm">
        {t('review.noDocument')}
      </Text>
    );
  const active = props.active ?? shown[0]!.id;
  return (
    <Tabs
      value={active}
      onChange={(value) => value && props.onActive(value)}
      keepMounted={false}
      className={classes.documentPane}
    >
      <Tabs.List>
        {shown.map((document) => (
          <Tabs.Tab key={document.id} value={document.id} title={document.file_name ?? ''}>
            {nameOf(document)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {shown.map((document) => {
        const source = props.source?.document === document.id ? props.source : undefined;
        return (
          <Tabs.Panel key={document.id} value={document.id} className={classes.documentBody}>
            <Suspense fallback={<Loader size="sm" m="md" />}>
              {isPdf(document) ? (
                <PdfView
                  url={documentUrl(props.dossierId, document.id)}
                  {...(source
                    ? {
                        highlight: {
                          page: source.page,
                          ...(source.box ? { box: source.box } : {}),
                        },
                      }
                    : {})}
                  {...(props.onCapture ? { onCapture: props.onCapture } : {})}
                  {...(props.onFirstPageDrawn ? { onFirstPageDrawn: props.onFirstPageDrawn } : {})}
                />
              ) : (
                <SheetView
                  dossierId={props.dossierId}
                  documentId={document.id}
                  {...(source
                    ? {
                        highlight: {
                          page: source.page,
                          ...(source.cell ? { cell: source.cell } : {}),
                        },
                      }
                    : {})}
                  {...(props.onCapture ? { onCapture: props.onCapture } : {})}
                />
              )}
            </Suspense>
          </Tabs.Panel>
        );
      })}
    </Tabs>
  );
}
