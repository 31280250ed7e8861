import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useClientList } from '../../api/client-queries.ts';
import { canEditClients, useSession } from '../../api/session-queries.ts';
import { DebouncedTextInput } from '../../components/debounced-text-input.tsx';
import { Pager } from '../../components/pager.tsx';
import { ErrorBox, TableSkeleton } from '../../components/query-state.tsx';
import { usePageTitle } from '../../app/page-title.ts';
import { useT } from '../../i18n/use-t.ts';
import { ClientDrawer, NEW_CLIENT } from './client-drawer.tsx';
import { clientListQuery, nextClientSearch, readClientParams } from './client-list-params.ts';
import { ClientTable } from './client-table.tsx';

/** `/Clients`: the customs clients, the ones the dossier client picker offers. */
export default function ClientsPage() {
  const t = useT();
  usePageTitle(t('clients.title'));
  const session = useSession();
  const editable = canEditClients(session.data);
  const [search, setSearch] = useSearchParams();
  const params = { ...readClientParams(search, 'true'), customs: 'true' as const };
  const open = search.get('open');

  const list = useClientList(clientListQuery(params));

  const change = (changes: Record<string, string | number>, replace = false) =>
    void setSearch((current) => nextClientSearch(current, changes), { replace });
  const setOpen = (code: string | null) =>
    void setSearch((current) => {
      const next = new URLSearchParams(current);
      if (code) next.set('open', code);
      else next.delete('open');
      return next;
    });

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t('clients.title')}
        </Title>
        {editable && <Button onClick={() => setOpen(NEW_CLIENT)}>{t('clients.new')}</Button>}
      </Group>
      <Group gap="sm" align="flex-end">
        <DebouncedTextInput
          label={t('clients.search')}
          placeholder={t('clients.searchHint')}
          size="xs"
          w={260}
          type="search"
          value={params.q}
          onCommit={(q) => change({ q }, true)}
        />
        <Text size="xs" c="dimmed" pb={6}>
          {t('clients.elsewhere')}
        </Text>
      </Group>
      {list.isPending ? (
        <TableSkeleton />
      ) : list.isError && !list.data ? (
        <ErrorBox error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <>
          {list.data.items.length === 0 ? (
            <Text c="dimmed" py="xl" ta="center">
              {t('clients.none')}
            </Text>
          ) : (
            <ClientTable
              rows={list.data.items}
              sort={params.sort}
              order={params.order}
              stale={list.isPlaceholderData}
              onSort={(sort, order) => change({ sort, order })}
              onOpen={(client) => setOpen(client.code)}
            />
          )}
          <Pager
            offset={params.offset}
            limit={params.limit}
            total={list.data.total}
            onChange={(offset, limit) => change({ offset, limit })}
          />
        </>
      )}
      <ClientDrawer open={open} editable={editable} onClose={() => setOpen(null)} />
    </Stack>
  );
}
