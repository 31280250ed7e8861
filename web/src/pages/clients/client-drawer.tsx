import { Divider, Drawer, Stack } from '@mantine/core';
import { useClient } from '../../api/client-queries.ts';
import { ErrorBox, PageSkeleton } from '../../components/query-state.tsx';
import { useT } from '../../i18n/use-t.ts';
import { ClientCorrections } from './client-corrections.tsx';
import { ClientForm } from './client-form.tsx';

/** `?open=+new` creates a client. */
export const NEW_CLIENT = '+new';

/** The client in the drawer, read fresh (the row may be a page old), and what was set by hand. */
function EditClient({
  code,
  readOnly,
  onDone,
}: {
  code: string;
  readOnly: boolean;
  onDone: () => void;
}) {
  const client = useClient(code);
  if (client.isPending) return <PageSkeleton />;
  if (client.isError)
    return <ErrorBox error={client.error} onRetry={() => void client.refetch()} />;
  return (
    <Stack gap="md">
      <ClientForm
        key={client.data.updated_at}
        client={client.data}
        readOnly={readOnly}
        onDone={onDone}
      />
      <Divider />
      <ClientCorrections client={client.data} editable={!readOnly} />
    </Stack>
  );
}

/** The drawer both client pages open from the URL's `open` (a code, or `+new`). */
export function ClientDrawer({
  open,
  editable,
  onClose,
}: {
  open: string | null;
  editable: boolean;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Drawer
      opened={open !== null}
      onClose={onClose}
      position="right"
      size={620}
      title={open === NEW_CLIENT ? t('client.drawerNew') : t('client.drawer', { code: open ?? '' })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {open === NEW_CLIENT ? (
        <ClientForm readOnly={!editable} onDone={onClose} />
      ) : open ? (
        <EditClient code={open} readOnly={!editable} onDone={onClose} />
      ) : null}
    </Drawer>
  );
}
