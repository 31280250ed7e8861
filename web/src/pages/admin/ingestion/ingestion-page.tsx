import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useIngestionSettings, useProbe } from '../../../api/ingestion-queries.ts';
import type { IngestionSettings } from '../../../api/types.ts';
import { ErrorBox, PageSkeleton } from '../../../components/query-state.tsx';
import type { MessageId } from '../../../i18n/messages/index.ts';
import { useT } from '../../../i18n/use-t.ts';
import { AdminGate } from '../admin-gate.tsx';
import { QueueBlocksTable, SettingSource } from '../queue-blocks.tsx';
import { DeadLetterSection } from './dead-letter-section.tsx';

function Probe() {
  const t = useT();
  const probe = useProbe();
  return (
    <Group gap="sm" align="center">
      <Button size="xs" variant="light" loading={probe.isPending} onClick={() => probe.mutate()}>
        {t('ingestion.probe')}
      </Button>
      {probe.isIdle && (
        <Text size="xs" c="dimmed">
          {t('ingestion.probeHint')}
        </Text>
      )}
      {probe.isError && <ErrorBox error={probe.error} />}
      {probe.data && (
        <Group gap="xs" role="status">
          <Badge color={probe.data.reachable ? 'green' : 'red'} variant="light">
            {probe.data.reachable ? t('ingestion.reachable') : t('ingestion.unreachable')}
          </Badge>
          {probe.data.depth !== undefined && (
            <Text size="sm">
              {t('ingestion.depth', {
                depth: probe.data.depth,
                deadLetters: probe.data.deadLetterDepth ?? 0,
              })}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {probe.data.detail}
          </Text>
        </Group>
      )}
    </Group>
  );
}

function Settings({ settings }: { settings: IngestionSettings }) {
  const t = useT();
  const { consumer } = settings;
  return (
    <Stack gap="md">
      <Text size="sm" maw={900}>
        {t('ingestion.intro')}
      </Text>
      <Card withBorder>
        <Stack gap={6}>
          <Text size="sm">
            {t('ingestion.active')}: <b>{settings.activeEnvironment.value || '—'}</b>
          </Text>
          <SettingSource source={settings.activeEnvironment.source} />
          <Text size="sm">
            {t('ingestion.concurrency')}: <b>{settings.maxConcurrentCalls.value}</b>
          </Text>
          <SettingSource source={settings.maxConcurrentCalls.source} />
          <Text size="sm">
            {t('ingestion.maxDeliveries')}: <b>{settings.maxDeliveries.value}</b>
          </Text>
          <SettingSource source={settings.maxDeliveries.source} />
          {consumer ? (
            <>
              <Text size="sm">
                {t('ingestion.consumer')}: {consumer.description}{' '}
                <Badge
                  size="sm"
                  variant="light"
                  color={consumer.state === 'consuming' ? 'green' : 'yellow'}
                >
                  {t(`ingestion.state.${consumer.state}` as MessageId)}
                </Badge>
              </Text>
              <Text size="xs" c="dimmed">
                {t('ingestion.activity', {
                  completed: consumer.completed,
                  deadLettered: consumer.deadLettered,
                  retried: consumer.retried,
                })}
              </Text>
              <Probe />
            </>
          ) : (
            <Alert color="yellow" role="status" p="xs">
              <Text size="sm">{t('ingestion.noneActive')}</Text>
            </Alert>
          )}
        </Stack>
      </Card>
      {settings.blocks.length > 0 && (
        <>
          <Title order={3} size="h5">
            {t('ingestion.blocks')}
          </Title>
          <QueueBlocksTable
            blocks={settings.blocks}
            label={t('ingestion.blocks')}
            headings={[
              'ingestion.block',
              'ingestion.transport',
              'ingestion.target',
              'ingestion.source',
            ]}
            active={{ name: settings.activeEnvironment.value, badge: 'ingestion.activeBadge' }}
          />
        </>
      )}
      {settings.deadLetterQueue && <DeadLetterSection queue={settings.deadLetterQueue} />}
    </Stack>
  );
}

function Loaded() {
  const settings = useIngestionSettings();
  if (settings.isPending) return <PageSkeleton />;
  if (settings.isError)
    return <ErrorBox error={settings.error} onRetry={() => void settings.refetch()} />;
  return <Settings settings={settings.data} />;
}

/** `/Admin/IngestionSettings` (RequiresAdmin): the inbound queue read-only, its probe, and the dead letters. */
export default function IngestionPage() {
  return (
    <AdminGate title="admin.page.IngestionSettings" policy="admin">
      <Loaded />
    </AdminGate>
  );
}
