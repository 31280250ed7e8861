import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRestorePrompt, type Prompt } from '../../../api/prompt-queries.ts';
import { ErrorBox } from '../../../components/query-state.tsx';
import type { MessageId } from '../../../i18n/messages/index.ts';
import { useT } from '../../../i18n/use-t.ts';
import { DiffView } from './diff-view.tsx';

/**
 * Going back to an old version, asked once more with what it changes against the version in use:
 * it becomes a new version, and nothing of the history is lost.
 */
export function RestoreDialog({
  current,
  version,
  onClose,
}: {
  current: Prompt;
  version: Prompt | null;
  onClose: () => void;
}) {
  const t = useT();
  const restore = useRestorePrompt({
    onSuccess: (saved) => {
      notifications.show({
        color: 'green',
        message: t('prompts.restored', {
          name: t(`prompts.name.${saved.name}` as MessageId),
          version: version?.version ?? 0,
          next: saved.version,
        }),
      });
      onClose();
    },
  });
  const close = () => {
    restore.reset();
    onClose();
  };
  return (
    <Modal
      opened={version !== null}
      onClose={close}
      size="xl"
      title={version ? t('prompts.restoreTitle', { version: version.version }) : ''}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {version && (
        <Stack gap="sm">
          <Text size="sm">
            {t('prompts.restoreQuestion', {
              next: current.version + 1,
              version: version.version,
              current: current.version,
            })}
          </Text>
          <DiffView
            before={current.text}
            after={version.text}
            label={t('prompts.restoreDiff', { current: current.version })}
            empty={t('prompts.sameText')}
          />
          {restore.isError && <ErrorBox error={restore.error} />}
          <Group justify="flex-end">
            <Button variant="default" data-autofocus onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button
              loading={restore.isPending}
              onClick={() => restore.mutate({ name: version.name, version: version.version })}
            >
              {t('prompts.restoreConfirm', { version: version.version })}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
