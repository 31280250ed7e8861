import { Button, Group, Modal, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useReopenDossier } from '../../api/declare-queries.ts';
import { useT } from '../../i18n/use-t.ts';

/** The statuses a dossier is declared in, and reopened from (back to Review). */
export const REOPENABLE: ReadonlySet<string> = new Set(['Approved', 'Ready']);

/**
 * Approved or Ready back to Review, with the reason the history keeps; on the Declare page and on
 * the review page (where the Declare page's links land), so the same dialog and notices.
 */
export function ReopenButton({
  dossierId,
  onReopened,
}: {
  dossierId: string;
  onReopened?: () => void;
}) {
  const t = useT();
  const reopen = useReopenDossier(dossierId);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const submit = () =>
    reopen.mutateAsync({ reason: reason.trim() }).then(
      () => {
        notifications.show({ color: 'teal', message: t('declare.reopened') });
        onReopened?.();
      },
      (error: unknown) =>
        notifications.show({
          color: 'red',
          message: error instanceof Error ? error.message : String(error),
        }),
    );
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
            void submit();
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
            <Button type="submit" loading={reopen.isPending} disabled={reason.trim().length < 3}>
              {t('declare.reopen')}
            </Button>
          </Group>
        </form>
      </Modal>
    </>
  );
}
