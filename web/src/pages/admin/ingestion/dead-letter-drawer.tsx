import {
  Alert,
  Badge,
  Button,
  Code,
  Drawer,
  Group,
  Modal,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import {
  useDeadLetter,
  useDiscardDeadLetter,
  useReplayDeadLetter,
} from '../../../api/ingestion-queries.ts';
import type { DeadLetter } from '../../../api/types.ts';
import { ErrorBox, PageSkeleton } from '../../../components/query-state.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { reasonLabel } from './reason-label.ts';

const MESSAGE_TYPES = ['Declaration', 'Client'] as const;
type MessageType = (typeof MESSAGE_TYPES)[number];

const looksJson = (letter: DeadLetter) =>
  (letter.contentType ?? '').includes('json') || /^\s*[{[]/.test(letter.body);

/** Why an edited JSON body would be refused again, before it is sent. */
const jsonProblem = (text: string): string | undefined => {
  try {
    JSON.parse(text);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
};

function Discard({ letter, onDone }: { letter: DeadLetter; onDone: () => void }) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const discard = useDiscardDeadLetter({
    onSuccess: () => {
      setAsking(false);
      notifications.show({ color: 'green', message: t('ingestion.discarded') });
      onDone();
    },
  });
  return (
    <>
      <Button color="red" variant="light" onClick={() => setAsking(true)}>
        {t('ingestion.discard')}
      </Button>
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('ingestion.discardTitle')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('ingestion.discardQuestion')}</Text>
          <Textarea
            label={t('ingestion.discardReason')}
            description={t('ingestion.discardReasonHint')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            autosize
            minRows={2}
            maxLength={500}
            data-autofocus
          />
          {discard.isError && <ErrorBox error={discard.error} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              color="red"
              disabled={reason.trim().length < 3}
              loading={discard.isPending}
              onClick={() => discard.mutate({ id: letter.id, reason: reason.trim() })}
            >
              {t('ingestion.discard').replace('…', '')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function Letter({ letter, onDone }: { letter: DeadLetter; onDone: () => void }) {
  const t = useT();
  const [body, setBody] = useState(letter.body);
  const [partner, setPartner] = useState(letter.partner ?? '');
  const [messageType, setMessageType] = useState<MessageType>(
    letter.messageType?.toLowerCase() === 'client' ? 'Client' : 'Declaration',
  );
  const originalType = letter.messageType?.toLowerCase() === 'client' ? 'Client' : 'Declaration';
  // Not text, or too large to show whole: replayed only as it is.
  const fixed = letter.bodyEncoding === 'base64' || letter.bodyTruncated;
  const bodyEdited = !fixed && body !== letter.body;
  const partnerEdited = partner !== (letter.partner ?? '') && partner.trim() !== '';
  const typeEdited = messageType !== originalType;
  const edited = bodyEdited || partnerEdited || typeEdited;
  const problem = bodyEdited && looksJson(letter) ? jsonProblem(body) : undefined;
  const replay = useReplayDeadLetter({
    onSuccess: ({ messageId }) => {
      notifications.show({ color: 'green', message: t('ingestion.replayed', { messageId }) });
      onDone();
    },
  });
  const send = () =>
    replay.mutate({
      id: letter.id,
      replay: {
        ...(bodyEdited ? { body } : {}),
        ...(partnerEdited ? { partner } : {}),
        ...(typeEdited ? { messageType } : {}),
      },
    });
  const properties = Object.entries(letter.properties);
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Badge color="red" variant="light" tt="none" title={letter.reason}>
          {reasonLabel(t, letter.reason)}
        </Badge>
        <Text size="xs" c="dimmed">
          {t('ingestion.messageId')}: <Code>{letter.messageId ?? '—'}</Code> ·{' '}
          {t('ingestion.bytes', { bytes: letter.bytes })}
        </Text>
      </Group>
      <Text size="sm" fw={500}>
        {t('ingestion.description')}
      </Text>
      {letter.complaints.length > 0 ? (
        <Stack gap={2} component="ul" m={0} pl="md">
          {letter.complaints.map((complaint, index) => (
            <Text size="sm" component="li" key={index}>
              {complaint}
            </Text>
          ))}
        </Stack>
      ) : (
        <Text size="sm">{letter.description}</Text>
      )}
      {properties.length > 0 && (
        <Table withTableBorder aria-label={t('ingestion.properties')}>
          <Table.Tbody>
            {properties.map(([key, value]) => (
              <Table.Tr key={key}>
                <Table.Td w={180}>
                  <Code>{key}</Code>
                </Table.Td>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group grow>
        <TextInput
          label={t('ingestion.partner')}
          value={partner}
          maxLength={200}
          onChange={(event) => setPartner(event.currentTarget.value)}
        />
        <Select
          label={t('ingestion.messageType')}
          data={[...MESSAGE_TYPES]}
          value={messageType}
          allowDeselect={false}
          onChange={(value) => value && setMessageType(value)}
        />
      </Group>
      {fixed && (
        <Alert color="yellow" p="xs">
          <Text size="sm">
            {letter.bodyEncoding === 'base64' ? t('ingestion.bodyBinary') : t('ingestion.bodyCut')}
          </Text>
        </Alert>
      )}
      <Textarea
        label={t('ingestion.body')}
        value={body}
        readOnly={fixed}
        onChange={(event) => setBody(event.currentTarget.value)}
        autosize
        minRows={10}
        maxRows={14}
        spellCheck={false}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
        error={problem && t('ingestion.invalidJson', { problem })}
      />
      {edited && (
        <Text size="xs" c="blue">
          {t('ingestion.edited')}
        </Text>
      )}
      {replay.isError && <ErrorBox error={replay.error} />}
      <Group justify="space-between">
        <Discard letter={letter} onDone={onDone} />
        <Button loading={replay.isPending} disabled={problem !== undefined} onClick={send}>
          {edited ? t('ingestion.replayCorrected') : t('ingestion.replay')}
        </Button>
      </Group>
    </Stack>
  );
}

/** One dead letter whole: why it was refused, its body to correct, replay or discard. */
export function DeadLetterDrawer({ id, onClose }: { id?: string; onClose: () => void }) {
  const t = useT();
  const letter = useDeadLetter(id);
  return (
    <Drawer
      opened={id !== undefined}
      onClose={onClose}
      position="right"
      size="xl"
      title={t('ingestion.letterTitle', { id: letter.data?.messageId ?? id ?? '' })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {letter.isPending ? (
        <PageSkeleton />
      ) : letter.isError ? (
        <ErrorBox error={letter.error} onRetry={() => void letter.refetch()} />
      ) : (
        <Letter key={letter.data.id} letter={letter.data} onDone={onClose} />
      )}
    </Drawer>
  );
}
