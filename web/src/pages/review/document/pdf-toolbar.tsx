import { ActionIcon, Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../../../i18n/use-t.ts';
import { NextIcon, PreviousIcon, ZoomInIcon, ZoomOutIcon } from './toolbar-icons.tsx';
import { MAX_ZOOM, MIN_ZOOM } from './zoom.ts';

export interface PdfToolbarProps {
  readonly page: number;
  readonly pageCount: number;
  readonly onPage: (page: number) => void;
  readonly zoom: number;
  readonly fitting: boolean;
  readonly onZoomIn: () => void;
  readonly onZoomOut: () => void;
  readonly onFitWidth: () => void;
}

/** The page typed in, read on Enter or when the field is left; anything else restores it. */
function PageInput({
  page,
  pageCount,
  onPage,
}: Pick<PdfToolbarProps, 'page' | 'pageCount' | 'onPage'>) {
  const t = useT();
  const [typed, setTyped] = useState<string>();
  const go = () => {
    const wanted = Number.parseInt(typed ?? '', 10);
    if (Number.isInteger(wanted)) onPage(Math.min(pageCount, Math.max(1, wanted)));
    setTyped(undefined);
  };
  return (
    <TextInput
      size="xs"
      w={52}
      inputMode="numeric"
      aria-label={t('reviewDocument.pageNumber')}
      value={typed ?? String(page)}
      onChange={(event) => setTyped(event.currentTarget.value)}
      onFocus={(event) => event.currentTarget.select()}
      onBlur={go}
      onKeyDown={(event) => {
        if (event.key === 'Enter') go();
        if (event.key === 'Escape') setTyped(undefined);
      }}
      styles={{ input: { textAlign: 'center' } }}
    />
  );
}

/** Page n of m with previous and next, and the zoom: out, in, and fitted to the width. */
export function PdfToolbar(props: PdfToolbarProps) {
  const t = useT();
  const intl = useIntl();
  const { page, pageCount, onPage, zoom } = props;
  // The outer group wraps: in a narrow pane the zoom goes under the pages, not out of sight.
  return (
    <Group
      role="toolbar"
      aria-label={t('reviewDocument.toolbar')}
      justify="space-between"
      gap="xs"
      px="xs"
      py={4}
    >
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          aria-label={t('reviewDocument.previousPage')}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          <PreviousIcon />
        </ActionIcon>
        <PageInput key={page} page={page} pageCount={pageCount} onPage={onPage} />
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('reviewDocument.pageCount', { count: pageCount })}
        </Text>
        <ActionIcon
          variant="subtle"
          aria-label={t('reviewDocument.nextPage')}
          disabled={page >= pageCount}
          onClick={() => onPage(page + 1)}
        >
          <NextIcon />
        </ActionIcon>
      </Group>
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          aria-label={t('reviewDocument.zoomOut')}
          disabled={zoom <= MIN_ZOOM}
          onClick={props.onZoomOut}
        >
          <ZoomOutIcon />
        </ActionIcon>
        <Text size="sm" w={52} ta="center" style={{ whiteSpace: 'nowrap' }}>
          {intl.formatNumber(zoom, { style: 'percent' })}
        </Text>
        <ActionIcon
          variant="subtle"
          aria-label={t('reviewDocument.zoomIn')}
          disabled={zoom >= MAX_ZOOM}
          onClick={props.onZoomIn}
        >
          <ZoomInIcon />
        </ActionIcon>
        <Button
          size="compact-xs"
          variant={props.fitting ? 'light' : 'subtle'}
          onClick={props.onFitWidth}
          aria-pressed={props.fitting}
        >
          {t('reviewDocument.fitWidth')}
        </Button>
      </Group>
    </Group>
  );
}
