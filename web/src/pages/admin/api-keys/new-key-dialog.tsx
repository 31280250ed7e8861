import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useCreateApiKey } from '../../../api/admin-queries.ts';
import type { ApiKey, CreatedApiKey } from '../../../api/types.ts';
import { DayInput } from '../../../components/day-input.tsx';
import { ErrorBox } from '../../../components/query-state.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { ScopeChoices } from './scope-choices.tsx';

/** Name, scopes, optional last day; on success the caller shows the raw key once. */
export function NewKeyDialog({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (created: CreatedApiKey) => void;
}) {
  const t = useT();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKey['scopes']>(['declarations']);
  const [expires, setExpires] = useState('');
  const create = useCreateApiKey({
    onSuccess: (created) => {
      setName('');
      setScopes(['declarations']);
      setExpires('');
      onCreated(created);
    },
  });
  const close = () => {
    create.reset();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('apiKeys.new')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form
        aria-label={t('apiKeys.new')}
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate({ name: name.trim(), scopes, ...(expires ? { expires } : {}) });
        }}
      >
        <Stack gap="sm">
          <TextInput
            data-autofocus
            required
            label={t('apiKeys.name')}
            description={t('apiKeys.nameHint')}
            maxLength={100}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <ScopeChoices value={scopes} onChange={setScopes} />
          <DayInput
            label={t('apiKeys.expires')}
            description={t('apiKeys.expiresHint')}
            invalid={t('apiKeys.expiresInvalid')}
            value={expires}
            onCommit={setExpires}
            w={260}
          />
          {create.isError && <ErrorBox error={create.error} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              loading={create.isPending}
              disabled={!name.trim() || scopes.length === 0}
            >
              {t('apiKeys.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
