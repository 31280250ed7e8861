import { Button, Checkbox, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useApiKeys } from '../../../api/admin-queries.ts';
import type { ApiKey, CreatedApiKey } from '../../../api/types.ts';
import { ErrorBox, TableSkeleton } from '../../../components/query-state.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { AdminGate } from '../admin-gate.tsx';
import { ApiKeysTable } from './api-keys-table.tsx';
import { KeyCreatedDialog, RevokeDialog, ScopesDialog } from './key-dialogs.tsx';
import { NewKeyDialog } from './new-key-dialog.tsx';

function ApiKeys() {
  const t = useT();
  const keys = useApiKeys();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [scoping, setScoping] = useState<ApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [showInactive, setShowInactive] = useState(false);
  const shown = (keys.data ?? []).filter((key) => showInactive || key.active);
  return (
    <>
      <Text size="sm" maw={760}>
        {t('apiKeys.intro')}
      </Text>
      <Group justify="space-between">
        <Checkbox
          size="xs"
          label={t('apiKeys.showInactive')}
          checked={showInactive}
          onChange={(event) => setShowInactive(event.currentTarget.checked)}
        />
        <Button onClick={() => setCreating(true)}>{t('apiKeys.new')}</Button>
      </Group>
      {keys.isPending ? (
        <TableSkeleton />
      ) : keys.isError ? (
        <ErrorBox error={keys.error} onRetry={() => void keys.refetch()} />
      ) : shown.length === 0 ? (
        <Text c="dimmed" py="xl" ta="center">
          {t('apiKeys.none')}
        </Text>
      ) : (
        <ApiKeysTable keys={shown} onScopes={setScoping} onRevoke={setRevoking} />
      )}
      <NewKeyDialog
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(answer) => {
          setCreating(false);
          setCreated(answer);
        }}
      />
      <KeyCreatedDialog created={created} onClose={() => setCreated(null)} />
      <ScopesDialog apiKey={scoping} onClose={() => setScoping(null)} />
      <RevokeDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </>
  );
}

/** `/Admin/ApiKeys` (RequiresAdmin): the partners' keys, made, re-scoped and revoked while the service runs. */
export default function ApiKeysPage() {
  return (
    <AdminGate title="admin.page.ApiKeys" policy="admin">
      <ApiKeys />
    </AdminGate>
  );
}
