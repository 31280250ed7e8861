import { Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import {
  useClientCorrections,
  useReleaseCorrections,
} from '../../api/client-correction-queries.ts';
import type { Client } from '../../api/types.ts';
import { CLIENT_LABELS, type ClientField } from '../../components/client-fields.ts';
import { ErrorBox } from '../../components/query-state.tsx';
import { useFormats } from '../../i18n/use-formats.ts';
import { useT } from '../../i18n/use-t.ts';

/** Handing back is asked once more: the next masterdata push writes over the hand value. */
function ReleaseDialog({
  client,
  members,
  onClose,
}: {
  client: Client;
  members: readonly string[] | 'all' | null;
  onClose: () => void;
}) {
  const t = useT();
  const label = useMemberLabel();
  const fields =
    members === null
      ? ''
      : (members === 'all' ? client.hand_edited_fields : members).map(label).join(', ');
  const release = useReleaseCorrections(client.code, {
    onSuccess: () => {
      notifications.show({ color: 'green', message: t('corrections.released', { fields }) });
      close();
    },
  });
  const close = () => {
    release.reset();
    onClose();
  };
  return (
    <Modal
      opened={members !== null}
      onClose={close}
      title={t('corrections.releaseTitle', { fields })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {members !== null && (
        <Stack gap="sm">
          <Text size="sm">{t('corrections.releaseQuestion', { code: client.code, fields })}</Text>
          {release.isError && <ErrorBox error={release.error} />}
          <Group justify="flex-end">
            <Button variant="default" data-autofocus onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button loading={release.isPending} onClick={() => release.mutate(members)}>
              {t('corrections.releaseConfirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

const useMemberLabel = () => {
  const t = useT();
  return (member: string) =>
    member in CLIENT_LABELS ? t(CLIENT_LABELS[member as ClientField]) : member;
};

/**
 * What a declarant set by hand on this client (decision 0015), with who and when: masterdata
 * leaves those fields alone until they are handed back here (`customs clients release`).
 */
export function ClientCorrections({ client, editable }: { client: Client; editable: boolean }) {
  const t = useT();
  const formats = useFormats();
  const label = useMemberLabel();
  const corrections = useClientCorrections(client.code, client.updated_at);
  const [releasing, setReleasing] = useState<readonly string[] | 'all' | null>(null);
  const shown = (value: string | number | null) =>
    value === null || value === ''
      ? t('corrections.empty')
      : typeof value === 'number'
        ? formats.number(value, 4)
        : value;
  return (
    <section aria-label={t('corrections.title')}>
      <Title order={3} size="h6" mb={4}>
        {t('corrections.title')}
      </Title>
      {corrections.isError ? (
        <ErrorBox error={corrections.error} onRetry={() => void corrections.refetch()} />
      ) : !corrections.data ? null : corrections.data.corrections.length === 0 ? (
        <Text size="xs" c="dimmed">
          {t('corrections.none')}
        </Text>
      ) : (
        <Stack gap={6}>
          <Text size="xs" c="dimmed">
            {t('corrections.intro')}
          </Text>
          <Table withTableBorder aria-label={t('corrections.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('corrections.field')}</Table.Th>
                <Table.Th>{t('corrections.value')}</Table.Th>
                <Table.Th>{t('corrections.setBy')}</Table.Th>
                {editable && <Table.Th />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {corrections.data.corrections.map((correction) => (
                <Table.Tr key={correction.member}>
                  <Table.Td>{label(correction.member)}</Table.Td>
                  <Table.Td>{shown(correction.value)}</Table.Td>
                  <Table.Td>
                    <Text size="xs">
                      {correction.set_at && correction.set_by
                        ? t('corrections.by', {
                            time: formats.dateTime(correction.set_at),
                            name: correction.set_by,
                          })
                        : t('corrections.unknown')}
                    </Text>
                  </Table.Td>
                  {editable && (
                    <Table.Td ta="right">
                      <Button
                        size="xs"
                        variant="subtle"
                        aria-label={`${t('corrections.release')} ${label(correction.member)}`}
                        onClick={() => setReleasing([correction.member])}
                      >
                        {t('corrections.release')}
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {editable && corrections.data.corrections.length > 1 && (
            <Group justify="flex-end">
              <Button size="xs" variant="light" onClick={() => setReleasing('all')}>
                {t('corrections.releaseAll')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
      <ReleaseDialog client={client} members={releasing} onClose={() => setReleasing(null)} />
    </section>
  );
}
