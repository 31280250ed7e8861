import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { DossierDetail } from '../../api/types.ts';
import { formatAge, formatDateTime } from '../../app/format.ts';
import { FieldGrid } from '../../components/field-grid.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';

const SOURCE_LABELS: Record<string, string> = {
  Manual: 'Manual upload',
  ApiIngestion: 'API',
  ServiceBusIngestion: 'Queue',
};

const ageText = (iso: string) => {
  const age = formatAge(iso);
  return age === 'now' ? 'just now' : `${age} ago`;
};

/** Which dossier this is and where it stands: the line a declarant reads before anything else. */
export function DossierHeader({ dossier }: { dossier: DossierDetail }) {
  const client = dossier.client
    ? `${dossier.client.code}${dossier.client.name ? ` · ${dossier.client.name}` : ''}`
    : 'none';
  return (
    <Stack gap="sm">
      <Group gap="sm" align="center">
        <Title order={2} size="h3" ff="monospace">
          {dossier.ucr}
        </Title>
        <Badge variant="filled" color="dark" radius="sm">
          {dossier.regime}
        </Badge>
        <StatusBadge status={dossier.status} />
        {dossier.requiresReview && (
          <Badge variant="outline" color="orange" radius="sm">
            Requires review
          </Badge>
        )}
      </Group>
      <Paper withBorder p="sm">
        <FieldGrid
          cols={6}
          entries={[
            ['Client', client],
            ['EORI', dossier.client?.identification_number ?? ''],
            ['Source', SOURCE_LABELS[dossier.source] ?? dossier.source],
            ['Partner', dossier.partnerDisplay ?? ''],
            ['Container', dossier.containerNumber ?? ''],
            ['LRN', dossier.lrn ?? ''],
            ['Created by', dossier.createdBy ?? ''],
            ['Created', `${formatDateTime(dossier.createdAt)} (${ageText(dossier.createdAt)})`],
            ['Updated', formatDateTime(dossier.updatedAt)],
            // Only a transit a partner asked to file automatically has anything to say here.
            [
              'Automatic dispatch',
              dossier.autoDispatch === 'not requested' ? '' : (dossier.autoDispatch ?? ''),
            ],
            [
              'Filed',
              dossier.filed
                ? `${dossier.filed.messageType} to ${dossier.filed.environment}, ${dossier.filed.status}`
                : '',
            ],
          ]}
        />
      </Paper>
      {dossier.status === 'Queued' && (
        <Alert color="gray" title="Waiting for extraction" role="status">
          <Text size="sm">
            The uploaded documents are queued for extraction. The dossier moves to Processing when a
            worker takes it, then to Review with the extracted data. This page refreshes by itself.
          </Text>
        </Alert>
      )}
      {dossier.status === 'Processing' && (
        <Alert color="cyan" title="Extraction running" role="status">
          <Text size="sm">
            The documents are being read. The dossier moves to Review when the extraction is done;
            this page refreshes by itself.
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
