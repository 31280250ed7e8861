import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../i18n/use-t.ts';

/** Approved or Ready back to Review, with the reason the history keeps. */
export function ReopenButton({
  busy,
  onReopen,
}: {
  busy: boolean;
  onReopen: (reason: string) => void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  return (
    <>
      <Button size="xs" variant="default" onClick={() => setOpen(true)}>
        {t('declare.reopen')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('declare.reopen')}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setOpen(false);
            onReopen(reason.trim());
          }}
        >
          <TextInput
            label={t('declare.reopenWhy')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            minLength={3}
            maxLength={500}
            required
            data-autofocus
          />
          <Group justify="end" mt="sm">
            <Button type="submit" loading={busy} disabled={reason.trim().length < 3}>
              {t('declare.reopen')}
            </Button>
          </Group>
        </form>
      </Modal>
    </>
  );
}
