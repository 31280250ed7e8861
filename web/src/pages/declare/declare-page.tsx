import {
  Alert,
  Anchor,
  Button,
  Code,
  Grid,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import {
  useCustomsDeclaration,
  useFileDossier,
  useFilingPreview,
  useSaveCustomsDeclaration,
  type CustomsFields,
} from '../../api/declare-queries.ts';
import { useDossier } from '../../api/dossier-queries.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { ErrorBox, PageSkeleton } from '../../components/query-state.tsx';
import { StatusBadge, useStatusWord } from '../../components/status-badge.tsx';
import { useT } from '../../i18n/use-t.ts';
import { breakdownPath } from '../breakdown/breakdown-route.ts';
import { FiledXml } from '../dossier/filed-xml.tsx';
import { reviewPath } from '../review/review-route.ts';
import { DeclareFields } from './declare-fields.tsx';
import { DECLARE_PAGES, declarePath } from './declare-route.ts';
import { EuroAmounts } from './euro-amounts.tsx';
import { renumberings } from './renumbered.ts';
import { RenumberedList } from './renumbered-list.tsx';
import { FilePanel } from './file-panel.tsx';
import { FilingReport } from './filing-report.tsx';
import { REOPENABLE, ReopenButton } from './reopen-button.tsx';

const FILED = new Set(['Submitted']);

const withoutIndicator = (fields: CustomsFields & { containerIndicator?: boolean }) => {
  const { containerIndicator: _derived, ...rest } = fields;
  return rest;
};

/**
 * `/Dossiers/{id}/DeclareImport`, `DeclareExport`, `DeclareTransit` (issue 28): the declaration
 * fields, what stands in the way of filing (each problem a link to what fixes it), the message as
 * it will go, and File: Approved -> Ready -> Submitted through the outbox.
 */
export default function DeclarePage() {
  const t = useT();
  const statusWord = useStatusWord();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const page = useLocation().pathname.split('/').pop();
  const dossier = useDossier(id);
  const read = useCustomsDeclaration(id);
  const preview = useFilingPreview(id);
  const save = useSaveCustomsDeclaration(id);
  const file = useFileDossier(id);
  // What the declarant typed, over the fields as read at `base` (a new revision starts afresh).
  const [draft, setDraft] = useState<{ base: number; fields: CustomsFields } | undefined>();
  usePageTitle(dossier.data ? t('declare.title', { ucr: dossier.data.ucr }) : t('declare.open'));

  if (dossier.isPending || read.isPending || preview.isPending) return <PageSkeleton />;
  for (const query of [dossier, read, preview])
    if (query.isError) return <ErrorBox error={query.error} onRetry={() => void query.refetch()} />;
  const detail = dossier.data!;
  const regime = detail.regime;
  if (page !== DECLARE_PAGES[regime]) return <Navigate to={declarePath(id, regime)} replace />;
  const loaded = withoutIndicator(read.data!.fields);
  const revision = read.data!.revision;
  const fields = draft && draft.base === revision ? draft.fields : loaded;
  const dirty = JSON.stringify(fields) !== JSON.stringify(loaded);
  const status = detail.status;
  const editable = REOPENABLE.has(status);
  const saveErrors = save.error instanceof ApiError ? save.error.errors : [];

  const saveFields = async () => {
    if (!dirty) return true;
    try {
      await save.mutateAsync({ fields, revision });
      setDraft(undefined);
      return true;
    } catch (error) {
      notifications.show({
        color: 'red',
        message: error instanceof Error ? error.message : String(error),
      });
      return false;
    }
  };
  const fileNow = async (environment: string) => {
    if (!(await saveFields())) return;
    try {
      const filed = await file.mutateAsync({ status, environment });
      notifications.show({
        color: 'teal',
        message: t('declare.filed', {
          type: filed.messageType,
          id: filed.messageId,
          environment: filed.environment,
        }),
      });
    } catch (error) {
      notifications.show({
        color: 'red',
        message: error instanceof Error ? error.message : String(error),
      });
    }
  };
  const focusField = (field: string) => {
    const input = document.querySelector<HTMLElement>(`[data-field="${CSS.escape(field)}"]`);
    input?.focus();
    input?.scrollIntoView({ block: 'center' });
  };
  const reviewAt = (path: string) => `${reviewPath(id, regime)}?at=${encodeURIComponent(path)}`;

  return (
    <Stack gap="sm">
      <Anchor component={Link} to={`/Dossiers/${id}`} size="sm">
        {t('declare.back')}
      </Anchor>
      <Group gap="sm">
        <Title order={2} size="h3" ff="monospace">
          {detail.ucr}
        </Title>
        <StatusBadge status={status} />
        <Group ml="auto" gap="xs">
          {breakdownPath(id, regime) && (
            <Button component={Link} to={breakdownPath(id, regime)!} size="xs" variant="default">
              {t('breakdown.open')}
            </Button>
          )}
          {editable && (
            <ReopenButton dossierId={id} onReopened={() => void navigate(reviewPath(id, regime))} />
          )}
        </Group>
      </Group>
      {FILED.has(status) && (
        <Text size="sm" c="dimmed">
          {t('declare.readOnly', { status: statusWord(status) })}
        </Text>
      )}
      {!editable && !FILED.has(status) && (
        <Alert color="blue" variant="light" p="xs">
          {t('declare.notYet', { status: statusWord(status) })}{' '}
          <Anchor component={Link} to={reviewPath(id, regime)} size="sm">
            {t('review.open')}
          </Anchor>
        </Alert>
      )}
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="sm">
            <DeclareFields
              regime={regime}
              values={fields}
              onChange={(next) => setDraft({ base: revision, fields: next })}
              editable={editable}
              dirty={dirty}
              saving={save.isPending}
              onSave={() => void saveFields()}
              errors={saveErrors}
            />
            {editable && (
              <FilePanel
                preview={preview.data!}
                status={status}
                busy={file.isPending}
                onFile={(environment) => void fileNow(environment)}
              />
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="sm">
            {detail.filed ? (
              <Paper withBorder p="sm">
                <FiledXml dossierId={id} filed={detail.filed} />
              </Paper>
            ) : (
              <>
                <FilingReport preview={preview.data!} reviewAt={reviewAt} onField={focusField} />
                <EuroAmounts notices={preview.data!.notices} />
                <RenumberedList renumbered={renumberings(preview.data!.notices)} />
                <Paper withBorder p="sm">
                  <Text size="sm" fw={600} mb={4}>
                    {t('declare.preview', { type: preview.data!.messageType })}
                  </Text>
                  {preview.data!.xml ? (
                    <ScrollArea.Autosize mah="55vh" type="auto">
                      <Code block fz="xs" data-testid="message-preview">
                        {preview.data!.xml}
                      </Code>
                    </ScrollArea.Autosize>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('declare.previewWaiting')}
                    </Text>
                  )}
                </Paper>
              </>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
