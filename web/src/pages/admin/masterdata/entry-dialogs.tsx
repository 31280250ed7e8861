import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBox } from '../../../components/query-state.tsx';
import { useT } from '../../../i18n/use-t.ts';

/** The dialog a list entry is made or changed in: the fields, what the server refused, the buttons. */
export function EntryDialog({
  opened,
  title,
  onClose,
  onSubmit,
  saving,
  elsewhere,
  children,
}: {
  opened: boolean;
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  saving: boolean;
  elsewhere: readonly string[];
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form
        aria-label={title}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="sm">
          {children}
          {elsewhere.length > 0 && (
            <Alert color="red" role="alert">
              {elsewhere.map((line) => (
                <Text size="sm" key={line}>
                  {line}
                </Text>
              ))}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Asks before an entry is deleted; says the server's refusal if there is one. */
export function DeleteDialog({
  name,
  onClose,
  remove,
}: {
  name: string | null;
  onClose: () => void;
  remove: Pick<
    UseMutationResult<unknown, Error, void>,
    'mutate' | 'isPending' | 'isError' | 'error' | 'reset'
  >;
}) {
  const t = useT();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Modal
      opened={name !== null}
      onClose={close}
      title={name ? t('masterdata.deleteTitle', { name }) : ''}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('masterdata.deleteQuestion')}</Text>
        {remove.isError && <ErrorBox error={remove.error} />}
        <Group justify="flex-end">
          <Button variant="default" data-autofocus onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
            {t('masterdata.deleteConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
