import { Alert, Text } from '@mantine/core';
import { useDossierReading, useExtractionAttempts } from '../../api/review-queries.ts';
import type { DossierDetail } from '../../api/types.ts';
import { useT } from '../../i18n/use-t.ts';
import { DocumentReasons } from '../review/document-reasons.tsx';
import { gaveNoLines } from '../review/read-reasons.ts';
import { failedRun } from './failed-documents.ts';
import { reasonText } from './history-words.ts';

const WAITING = new Set(['Queued', 'Processing']);

/**
 * On the dossier page, under its header: the uploaded documents that gave no goods line and why,
 * or, for a dossier whose extraction failed, why each document could not be read. A partner's
 * dossier was not read from documents and shows nothing here.
 */
export function ReadingReasonsAlert({ dossier }: { readonly dossier: DossierDetail }) {
  const manual = dossier.source === 'Manual' && !WAITING.has(dossier.status);
  const failed = dossier.status === 'Failed';
  const reading = useDossierReading(dossier.uuid, false, manual && !failed);
  const attempts = useExtractionAttempts(dossier.uuid, dossier.updatedAt, manual && failed);
  if (failed) return <FailedReasons attempts={attempts.data} />;
  const documents = (reading.data?.reading?.documents ?? []).filter(gaveNoLines);
  if (!manual || documents.length === 0) return null;
  return (
    <NoLinesAlert
      documents={documents}
      all={documents.length === reading.data!.reading!.documents.length}
    />
  );
}

function NoLinesAlert({
  documents,
  all,
}: {
  readonly documents: Parameters<typeof DocumentReasons>[0]['documents'];
  readonly all: boolean;
}) {
  const t = useT();
  const title = all
    ? t('reason.dossierTitle')
    : t('reason.titlePartial', { count: documents.length });
  return (
    <Alert color="orange" variant="light" title={title} data-testid="dossier-no-lines">
      <DocumentReasons documents={documents} />
    </Alert>
  );
}

function FailedReasons({
  attempts,
}: {
  readonly attempts: Parameters<typeof failedRun>[0] | undefined;
}) {
  const t = useT();
  if (!attempts) return null;
  const run = failedRun(attempts);
  if (run.documents.length === 0 && !run.whole) return null;
  return (
    <Alert
      color="red"
      variant="light"
      title={t('reason.dossierFailed')}
      data-testid="dossier-not-read"
    >
      {run.whole ? (
        <Text size="sm">{reasonText(run.whole, t)}</Text>
      ) : (
        <DocumentReasons documents={run.documents} />
      )}
    </Alert>
  );
}
