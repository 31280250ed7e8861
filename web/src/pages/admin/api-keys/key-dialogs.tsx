import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useRevokeApiKey, useSetApiKeyScopes } from '../../../api/admin-queries.ts';
import type { ApiKey, CreatedApiKey } from '../../../api/types.ts';
import { ErrorBox } from '../../../components/query-state.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { ScopeChoices } from './scope-choices.tsx';

/** The raw key, this once: copied with a button, gone when the dialog closes. */
export function KeyCreatedDialog({
  created,
  onClose,
}: {
  created: CreatedApiKey | null;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Modal
      opened={created !== null}
      onClose={onClose}
      closeOnClickOutside={false}
      title={created ? t('apiKeys.createdTitle', { name: created.key.name }) : ''}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      size="lg"
    >
      {created && (
        <Stack gap="sm">
          <Alert color="yellow" role="status">
            <Text size="sm">{t('apiKeys.shownOnce')}</Text>
          </Alert>
          <Code block aria-label={t('apiKeys.createdTitle', { name: created.key.name })}>
            {created.raw_key}
          </Code>
          <Group justify="flex-end">
            <CopyButton value={created.raw_key}>
              {({ copied, copy }) => (
                <Button variant="light" color={copied ? 'teal' : undefined} onClick={copy}>
                  {copied ? t('apiKeys.copied') : t('apiKeys.copy')}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>{t('apiKeys.done')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** A live key's scopes, changed; the key's next request is judged by them. */
export function ScopesDialog({ apiKey, onClose }: { apiKey: ApiKey | null; onClose: () => void }) {
  const t = useT();
  const [scopes, setScopes] = useState<ApiKey['scopes']>(apiKey?.scopes ?? []);
  const [shown, setShown] = useState(apiKey?.id);
  if (apiKey?.id !== shown) {
    setShown(apiKey?.id);
    setScopes(apiKey?.scopes ?? []);
  }
  const save = useSetApiKeyScopes({
    onSuccess: (key) => {
      notifications.show({ color: 'green', message: t('apiKeys.saved', { name: key.name }) });
      onClose();
    },
  });
  const close = () => {
    save.reset();
    onClose();
  };
  return (
    <Modal
      opened={apiKey !== null}
      onClose={close}
      title={apiKey ? t('apiKeys.scopesTitle', { name: apiKey.name }) : ''}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {apiKey && (
        <Stack gap="sm">
          <ScopeChoices value={scopes} onChange={setScopes} />
          <Text size="xs" c="dimmed">
            {t('apiKeys.scopesNote')}
          </Text>
          {save.isError && <ErrorBox error={save.error} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button
              loading={save.isPending}
              disabled={scopes.length === 0}
              onClick={() => save.mutate({ name: apiKey.name, scopes })}
            >
              {t('apiKeys.save')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** Revoking cannot be undone: asked once more, in words that say what follows. */
export function RevokeDialog({ apiKey, onClose }: { apiKey: ApiKey | null; onClose: () => void }) {
  const t = useT();
  const revoke = useRevokeApiKey({
    onSuccess: (key) => {
      notifications.show({ color: 'green', message: t('apiKeys.revoked', { name: key.name }) });
      onClose();
    },
  });
  const close = () => {
    revoke.reset();
    onClose();
  };
  return (
    <Modal
      opened={apiKey !== null}
      onClose={close}
      title={apiKey ? t('apiKeys.revokeTitle', { name: apiKey.name }) : ''}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {apiKey && (
        <Stack gap="sm">
          <Text size="sm">{t('apiKeys.revokeQuestion')}</Text>
          {revoke.isError && <ErrorBox error={revoke.error} />}
          <Group justify="flex-end">
            <Button variant="default" data-autofocus onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button
              color="red"
              loading={revoke.isPending}
              onClick={() => revoke.mutate(apiKey.name)}
            >
              {t('apiKeys.revokeConfirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
