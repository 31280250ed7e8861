import { Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../i18n/use-t.ts';

export interface ApproveDialogProps {
  readonly opened: boolean;
  readonly errors: number;
  readonly busy: boolean;
  readonly onClose: () => void;
  readonly onApprove: (reason: string) => void;
}

/** Approval while errors stand: only with a reason, 3 to 500 characters, kept in the history. */
export function ApproveDialog(props: ApproveDialogProps) {
  const t = useT();
  const [reason, setReason] = useState('');
  const valid = reason.trim().length >= 3 && reason.length <= 500;
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('review.approveTitle')}>
      <Text size="sm" mb="sm">
        {t('review.approveIntro', { count: props.errors })}
      </Text>
      <Textarea
        label={t('review.approveReason')}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        maxLength={500}
        autosize
        minRows={2}
        data-autofocus
      />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={props.onClose}>
          {t('review.cancel')}
        </Button>
        <Button
          color="orange"
          disabled={!valid}
          loading={props.busy}
          onClick={() => props.onApprove(reason.trim())}
        >
          {t('review.approveWith')}
        </Button>
      </Group>
    </Modal>
  );
}
