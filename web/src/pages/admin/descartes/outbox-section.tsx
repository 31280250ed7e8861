import {
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link } from 'react-router';
import { useOutbox, useRetryOutbox } from '../../../api/admin-queries.ts';
import { ErrorBox, TableSkeleton } from '../../../components/query-state.tsx';
import { useFormats } from '../../../i18n/use-formats.ts';
import { useT } from '../../../i18n/use-t.ts';

const STATUSES = ['Failed', 'Pending', 'Sent'] as const;
type Status = (typeof STATUSES)[number];
const COLOUR: Record<Status, string> = { Failed: 'red', Pending: 'yellow', Sent: 'green' };

/** The outbound messages, failures first by default, each failed one retried on its own or all at once. */
export function OutboxSection({ counts }: { counts: Record<string, number> }) {
  const t = useT();
  const { dateTime } = useFormats();
  const [status, setStatus] = useState<Status | ''>((counts.Failed ?? 0) > 0 ? 'Failed' : '');
  const [asking, setAsking] = useState(false);
  const messages = useOutbox(status || undefined);
  const retry = useRetryOutbox({
    onSuccess: ({ retried }) => {
      setAsking(false);
      notifications.show({
        color: 'green',
        message: t('descartes.retried', { count: retried.length }),
      });
    },
  });
  const failed = counts.Failed ?? 0;
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={3} size="h5">
          {t('descartes.outbox')}
        </Title>
        <Button
          size="xs"
          color="red"
          variant="light"
          disabled={failed === 0}
          onClick={() => setAsking(true)}
        >
          {t('descartes.retryAll', { count: failed })}
        </Button>
      </Group>
      <SegmentedControl
        size="xs"
        w="fit-content"
        aria-label={t('descartes.outbox')}
        value={status}
        onChange={(value) => setStatus(value)}
        data={[
          { value: '', label: t('descartes.status.all') },
          ...STATUSES.map((value) => ({
            value,
            label: `${t(`descartes.status.${value}`)} (${counts[value] ?? 0})`,
          })),
        ]}
      />
      {retry.isError && <ErrorBox error={retry.error} />}
      {messages.isPending ? (
        <TableSkeleton />
      ) : messages.isError ? (
        <ErrorBox error={messages.error} onRetry={() => void messages.refetch()} />
      ) : messages.data.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {t('descartes.empty')}
        </Text>
      ) : (
        <Table striped withTableBorder aria-label={t('descartes.outbox')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('descartes.created')}</Table.Th>
              <Table.Th>{t('descartes.message')}</Table.Th>
              <Table.Th>{t('descartes.dossier')}</Table.Th>
              <Table.Th>{t('descartes.attempts')}</Table.Th>
              <Table.Th>{t('descartes.lastError')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {messages.data.map((message) => (
              <Table.Tr key={message.messageId}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{dateTime(message.createdAt)}</Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {message.messageType} → {message.environment}
                  </Text>
                  <Badge color={COLOUR[message.status as Status]} variant="light" size="sm">
                    {t(`descartes.status.${message.status as Status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {message.dossierId && (
                    <Anchor component={Link} to={`/Dossiers/${message.dossierId}`} size="xs">
                      {message.dossierId.slice(0, 8)}…
                    </Anchor>
                  )}
                </Table.Td>
                <Table.Td>{message.attempts}</Table.Td>
                <Table.Td maw={420}>
                  <Text size="xs">{message.lastError}</Text>
                </Table.Td>
                <Table.Td>
                  {message.status !== 'Sent' && (
                    <Button
                      size="compact-xs"
                      variant="default"
                      aria-label={`${t('descartes.retry')} ${message.messageId}`}
                      loading={retry.isPending && retry.variables === message.messageId}
                      onClick={() => retry.mutate(message.messageId)}
                    >
                      {t('descartes.retry')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('descartes.retryAll', { count: failed })}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('descartes.retryAllQuestion', { count: failed })}</Text>
          <Group justify="flex-end">
            <Button variant="default" data-autofocus onClick={() => setAsking(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              color="red"
              loading={retry.isPending}
              onClick={() => retry.mutate('all-failed')}
            >
              {t('descartes.retry')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
