import { Alert, Anchor, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { useDossier } from '../../api/dossier-queries.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useDossierReading } from '../../api/review-queries.ts';

import { usePageTitle } from '../../app/page-title.ts';
import { ErrorBox, PageSkeleton } from '../../components/query-state.tsx';
import { useT } from '../../i18n/use-t.ts';
import { REVIEW_PAGES, reviewPath } from './review-route.ts';
import { ReviewWorkspace } from './review-workspace.tsx';

const WAITING = new Set(['Queued', 'Processing']);

/**
 * `/Dossiers/{id}/ReviewImport`, `ReviewExport`, `ReviewTransit` (issue 27): a dossier's values
 * beside its documents, corrected and approved. A dossier of another regime opens on its own
 * review page; one still being read waits on its dossier page.
 */
export default function ReviewPage() {
  const t = useT();
  const { id = '' } = useParams();
  const page = useLocation().pathname.split('/').pop();
  const queryClient = useQueryClient();
  const dossier = useDossier(id);
  // "Read again" waits for a reading made after the one on screen (its time, not its number: a
  // new run counts its attempts from 1 again).
  const [waitingFrom, setWaitingFrom] = useState<string | undefined>(undefined);
  const reading = useDossierReading(id, waitingFrom === undefined ? false : 5_000);
  // A new reading arrived after "Read again": the page shows it, the corrections kept.
  const [generation, setGeneration] = useState(0);
  if (
    waitingFrom !== undefined &&
    reading.data?.reading &&
    reading.data.reading.at !== waitingFrom
  ) {
    setWaitingFrom(undefined);
    setGeneration((current) => current + 1);
  }
  usePageTitle(dossier.data ? t('review.title', { ucr: dossier.data.ucr }) : t('review.open'));

  if (dossier.isPending || reading.isPending) return <PageSkeleton />;
  if (dossier.isError)
    return <ErrorBox error={dossier.error} onRetry={() => void dossier.refetch()} />;
  if (reading.isError)
    return <ErrorBox error={reading.error} onRetry={() => void reading.refetch()} />;
  const detail = dossier.data;
  const regime = detail.regime;
  if (page !== REVIEW_PAGES[regime]) return <Navigate to={reviewPath(id, regime)} replace />;
  const back = (
    <Anchor component={Link} to={`/Dossiers/${id}`} size="sm">
      {t('review.back')}
    </Anchor>
  );
  if (WAITING.has(detail.status) || !detail.declaration)
    return (
      <Stack gap="sm">
        {back}
        <Alert color="blue" title={t('dossier.processingTitle')}>
          {t('dossier.processingText')}
        </Alert>
      </Stack>
    );
  const reload = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.dossier(id) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.dossierReading(id) }),
    ]);
    setGeneration((current) => current + 1);
  };
  return (
    <Stack gap={4}>
      {back}
      <ReviewWorkspace
        key={`${id}:${generation}`}
        dossier={{ ...detail, declaration: detail.declaration }}
        reading={reading.data}
        onReload={() => void reload()}
        onReadAgain={() => setWaitingFrom(reading.data.reading?.at ?? '')}
      />
    </Stack>
  );
}
