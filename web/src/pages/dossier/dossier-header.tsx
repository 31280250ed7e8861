import { Alert, Badge, Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import type { DossierDetail } from '../../api/types.ts';
import { useAge } from '../../components/age.ts';
import { useCodeText } from '../../components/code-label.tsx';
import { FieldGrid } from '../../components/field-grid.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { useFormats } from '../../i18n/use-formats.ts';
import { useT } from '../../i18n/use-t.ts';
import { declarePath } from '../declare/declare-route.ts';
import { reviewPath } from '../review/review-route.ts';
import { dispatchText } from './dispatch-text.ts';
import { useOutboxStatus } from './outbox-status.ts';

/** Which dossier this is and where it stands: the line a declarant reads before anything else. */
export function DossierHeader({ dossier }: { dossier: DossierDetail }) {
  const t = useT();
  const outboxStatus = useOutboxStatus();
  const formats = useFormats();
  const codes = useCodeText();
  const age = useAge()(dossier.createdAt);
  const client = dossier.client
    ? `${dossier.client.code}${dossier.client.name ? ` · ${dossier.client.name}` : ''}`
    : t('dossier.noClient');
  const filed = dossier.filed;
  return (
    <Stack gap="sm">
      <Group gap="sm" align="center">
        <Title order={2} size="h3" ff="monospace">
          {dossier.ucr}
        </Title>
        <Tooltip label={codes.regimeMeaning(dossier.regime)}>
          <Badge variant="filled" color="dark" radius="sm">
            {codes.regime(dossier.regime)}
          </Badge>
        </Tooltip>
        <StatusBadge status={dossier.status} />
        {dossier.requiresReview && (
          <Badge variant="outline" color="orange" radius="sm">
            {t('dossier.requiresReview')}
          </Badge>
        )}
        {dossier.declaration && !['Queued', 'Processing'].includes(dossier.status) && (
          <Button
            component={Link}
            to={reviewPath(dossier.uuid, dossier.regime)}
            size="xs"
            ml="auto"
            variant={dossier.status === 'Review' ? 'filled' : 'default'}
          >
            {t('review.open')}
          </Button>
        )}
        {/* A refused automatic dispatch shows there what stood in its way. */}
        {(['Approved', 'Ready', 'Submitted'].includes(dossier.status) ||
          dossier.autoDispatch.startsWith('refused')) && (
          <Button
            component={Link}
            to={declarePath(dossier.uuid, dossier.regime)}
            size="xs"
            variant={dossier.status === 'Submitted' ? 'default' : 'filled'}
          >
            {t('declare.open')}
          </Button>
        )}
      </Group>
      <Paper withBorder p="sm">
        <FieldGrid
          cols={6}
          entries={[
            [t('dossier.client'), client],
            [t('dossier.eori'), dossier.client?.identification_number ?? ''],
            [t('dossier.source'), codes.source(dossier.source)],
            [t('dossier.partner'), dossier.partnerDisplay ?? ''],
            [t('dossier.container'), dossier.containerNumber ?? ''],
            [t('dossier.lrn'), dossier.lrn ?? ''],
            [t('dossier.createdBy'), dossier.createdBy ?? ''],
            [
              t('dossier.created'),
              t('dossier.createdAgo', {
                date: formats.dateTime(dossier.createdAt),
                age: age === t('age.now') ? t('dossier.justNow') : t('dossier.ago', { age }),
              }),
            ],
            [t('dossier.updated'), formats.dateTime(dossier.updatedAt)],
            // Only a transit a partner asked to file automatically has anything to say here.
            [t('dossier.autoDispatch'), dispatchText(dossier.autoDispatch, t)],
            [
              t('dossier.filed'),
              filed
                ? t('dossier.filedText', {
                    type: filed.messageType,
                    environment: filed.environment,
                    status: outboxStatus(filed.status),
                  })
                : '',
            ],
          ]}
        />
      </Paper>
      {dossier.status === 'Queued' && (
        <Alert color="gray" title={t('dossier.queuedTitle')} role="status">
          <Text size="sm">{t('dossier.queuedText')}</Text>
        </Alert>
      )}
      {dossier.status === 'Processing' && (
        <Alert color="cyan" title={t('dossier.processingTitle')} role="status">
          <Text size="sm">{t('dossier.processingText')}</Text>
        </Alert>
      )}
    </Stack>
  );
}
