import { Alert, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useDeadLetters } from '../../../api/ingestion-queries.ts';
import { ErrorBox, TableSkeleton } from '../../../components/query-state.tsx';
import { useFormats } from '../../../i18n/use-formats.ts';
import { useT } from '../../../i18n/use-t.ts';
import { reasonLabel } from './reason-label.ts';
import { DeadLetterDrawer } from './dead-letter-drawer.tsx';

/** The refused messages, oldest first; one opens in a drawer to be replayed or discarded. */
export function DeadLetterSection({ queue }: { queue: string }) {
  const t = useT();
  const { dateTime } = useFormats();
  const letters = useDeadLetters();
  const [open, setOpen] = useState<string | undefined>();
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={3} size="h5">
          {t('ingestion.deadLetters')}
          {letters.data && (
            <Badge ml="xs" variant="light" color={letters.data.items.length ? 'red' : 'gray'}>
              {letters.data.items.length}
              {letters.data.more ? '+' : ''}
            </Badge>
          )}
        </Title>
        <Button
          size="xs"
          variant="default"
          loading={letters.isFetching}
          onClick={() => void letters.refetch()}
        >
          {t('ingestion.refresh')}
        </Button>
      </Group>
      <Text size="sm" maw={900}>
        {t('ingestion.deadLettersIntro', { queue })}
      </Text>
      {letters.isPending ? (
        <TableSkeleton />
      ) : letters.isError ? (
        <ErrorBox error={letters.error} onRetry={() => void letters.refetch()} />
      ) : letters.data.items.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {t('ingestion.noDeadLetters')}
        </Text>
      ) : (
        <>
          <Table striped withTableBorder aria-label={t('ingestion.deadLetters')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('ingestion.received')}</Table.Th>
                <Table.Th>{t('ingestion.partner')}</Table.Th>
                <Table.Th>{t('ingestion.reason')}</Table.Th>
                <Table.Th>{t('ingestion.complaints')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {letters.data.items.map((letter) => (
                <Table.Tr key={letter.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {dateTime(letter.deadLetteredAt ?? letter.enqueuedAt)}
                  </Table.Td>
                  <Table.Td>{letter.partner ?? t('ingestion.noPartner')}</Table.Td>
                  <Table.Td>
                    <Badge color="red" variant="light" size="sm" tt="none" title={letter.reason}>
                      {reasonLabel(t, letter.reason)}
                    </Badge>
                  </Table.Td>
                  <Table.Td maw={520}>
                    {(letter.complaints.length ? letter.complaints : [letter.description])
                      .slice(0, 2)
                      .map((complaint, index) => (
                        <Text size="xs" key={index} lineClamp={2}>
                          {complaint}
                        </Text>
                      ))}
                    {letter.complaints.length > 2 && (
                      <Text size="xs" c="dimmed">
                        {t('ingestion.moreComplaints', { count: letter.complaints.length - 2 })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-xs"
                      variant="default"
                      aria-label={`${t('ingestion.open')} ${letter.messageId ?? letter.id}`}
                      onClick={() => setOpen(letter.id)}
                    >
                      {t('ingestion.open')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {letters.data.more && (
            <Alert color="yellow" p="xs">
              <Text size="sm">{t('ingestion.more', { count: letters.data.items.length })}</Text>
            </Alert>
          )}
        </>
      )}
      <DeadLetterDrawer id={open} onClose={() => setOpen(undefined)} />
    </Stack>
  );
}
