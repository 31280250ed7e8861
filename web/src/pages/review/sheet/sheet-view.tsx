import { Alert, Stack, Tabs, Text } from '@mantine/core';
import { useState, type JSX } from 'react';
import { ErrorBox, TableSkeleton } from '../../../components/query-state.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { cellName, parseCell } from './cell-address.ts';
import { useDocumentSheets, type DocumentSheet } from './sheet-query.ts';
import { SheetTable } from './sheet-table.tsx';
import classes from './sheet-view.module.css';

export interface SheetViewProps {
  readonly dossierId: string;
  readonly documentId: string;
  /** The focused value's source: its sheet is shown and its cell outlined and scrolled into view. */
  readonly highlight?: { readonly page: number; readonly cell?: string };
  /** Click to capture: a click on a cell hands its text to the focused field. */
  readonly onCapture?: (text: string) => void;
}

/**
 * A spreadsheet document shown as its sheets beside the values read from it, one tab a sheet when
 * it has several. The sheet of the focused value's source is shown (`page` numbers sheets from 1,
 * as extraction does) with its cell ("D7") outlined; the declarant may look at another sheet
 * until another value is focused.
 */
export function SheetView({
  dossierId,
  documentId,
  highlight,
  onCapture,
}: SheetViewProps): JSX.Element {
  const t = useT();
  const query = useDocumentSheets(dossierId, documentId);
  // A newly focused value brings its sheet forward; a tab chosen since stays until the next one.
  const focused = highlight ? `${highlight.page}:${highlight.cell ?? ''}` : '';
  const [followed, setFollowed] = useState(focused);
  const [chosen, setChosen] = useState(highlight?.page);
  if (followed !== focused) {
    setFollowed(focused);
    if (highlight) setChosen(highlight.page);
  }

  if (query.isPending)
    return (
      <Stack gap="xs" p="xs" className={classes.root}>
        <Text size="sm" c="dimmed" role="status">
          {t('reviewSheet.loading')}
        </Text>
        <TableSkeleton rows={12} />
      </Stack>
    );
  if (query.isError)
    return (
      <Stack p="xs">
        <ErrorBox error={query.error} onRetry={() => void query.refetch()} />
      </Stack>
    );

  const { sheets } = query.data;
  const shown = sheets.find((sheet) => sheet.number === chosen) ?? sheets[0];
  const missingSheet = highlight && !sheets.some((sheet) => sheet.number === highlight.page);
  const address =
    highlight?.cell !== undefined && highlight.page === shown?.number
      ? parseCell(highlight.cell)
      : undefined;
  const outside =
    address !== undefined &&
    shown !== undefined &&
    (address.row > shown.rows.length || address.column >= shown.columns);
  const nameOf = (sheet: DocumentSheet) =>
    sheet.name.trim() || t('reviewSheet.unnamed', { number: sheet.number });

  return (
    <Stack gap={6} className={classes.root} data-testid="sheet-view">
      {sheets.length > 1 && (
        <Tabs
          value={String(shown?.number)}
          onChange={(value) => value !== null && setChosen(Number(value))}
        >
          <Tabs.List aria-label={t('reviewSheet.tabs')}>
            {sheets.map((sheet) => (
              <Tabs.Tab key={sheet.number} value={String(sheet.number)}>
                {nameOf(sheet)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      )}
      {missingSheet && (
        <Alert color="yellow" p="xs">
          {t('reviewSheet.noSheet', { page: highlight.page })}
        </Alert>
      )}
      {outside && (
        <Alert color="yellow" p="xs">
          {t('reviewSheet.outside', { cell: cellName(address) })}
        </Alert>
      )}
      {shown?.truncated && (
        <Text size="xs" c="dimmed">
          {t('reviewSheet.truncated')}
        </Text>
      )}
      {!shown || shown.rows.length === 0 ? (
        <Text size="sm" c="dimmed" p="xs">
          {t(shown ? 'reviewSheet.empty' : 'reviewSheet.noSheets')}
        </Text>
      ) : (
        <SheetTable
          key={shown.number}
          sheet={shown}
          target={outside ? undefined : address}
          label={t('reviewSheet.label', { name: nameOf(shown) })}
          onCapture={onCapture}
          captureHint={onCapture ? t('reviewSheet.capture') : undefined}
        />
      )}
    </Stack>
  );
}
