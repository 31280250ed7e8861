import { Alert, Card, Code, Stack, Text, Title } from '@mantine/core';
import { useDescartesSettings } from '../../../api/admin-queries.ts';
import type { DescartesSettings } from '../../../api/types.ts';
import { ErrorBox, PageSkeleton } from '../../../components/query-state.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { AdminGate } from '../admin-gate.tsx';
import { QueueBlocksTable, SettingSource } from '../queue-blocks.tsx';
import { OutboxSection } from './outbox-section.tsx';

function Settings({ settings }: { settings: DescartesSettings }) {
  const t = useT();
  const { autoDispatch, validateXsd, xsdFolder } = settings;
  return (
    <Stack gap="md">
      <Text size="sm" maw={900}>
        {t('descartes.intro')}
      </Text>
      <Title order={3} size="h5">
        {t('descartes.environments')}
      </Title>
      {settings.environments.length === 0 ? (
        <Alert color="yellow" role="status">
          {t('descartes.none')}
        </Alert>
      ) : (
        <QueueBlocksTable
          blocks={settings.environments}
          label={t('descartes.environments')}
          headings={[
            'descartes.environment',
            'descartes.transport',
            'descartes.target',
            'descartes.source',
          ]}
        />
      )}
      <Card withBorder>
        <Stack gap={6}>
          <Text size="sm">
            {t('descartes.autoDispatch')} <b>{autoDispatch.value}</b>
          </Text>
          <SettingSource source={autoDispatch.source} />
          {!autoDispatch.configured && (
            <Alert color="red" role="status" p="xs">
              <Text size="sm">{t('descartes.autoDispatchMissing')}</Text>
            </Alert>
          )}
          <Text size="sm">
            {t('descartes.validateXsd')}:{' '}
            <b>{validateXsd.value === 'true' ? t('descartes.yes') : t('descartes.no')}</b>
          </Text>
          <SettingSource source={validateXsd.source} />
          <Text size="sm">
            {t('descartes.xsdFolder')}: <Code>{xsdFolder.value}</Code>
          </Text>
          <SettingSource source={xsdFolder.source} />
        </Stack>
      </Card>
      <OutboxSection counts={settings.outbox} />
    </Stack>
  );
}

function Loaded() {
  const settings = useDescartesSettings();
  if (settings.isPending) return <PageSkeleton />;
  if (settings.isError)
    return <ErrorBox error={settings.error} onRetry={() => void settings.refetch()} />;
  return <Settings settings={settings.data} />;
}

/** `/Admin/DescartesSettings` (RequiresAdmin): where filings go, read-only with their sources, and the outbox. */
export default function DescartesPage() {
  return (
    <AdminGate title="admin.page.DescartesSettings" policy="admin">
      <Loaded />
    </AdminGate>
  );
}
