import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useClientList } from '../../api/client-queries.ts';
import { canEditClients, useSession } from '../../api/session-queries.ts';
import { DebouncedTextInput } from '../../components/debounced-text-input.tsx';
import { Pager } from '../../components/pager.tsx';
import { ErrorBox, TableSkeleton } from '../../components/query-state.tsx';
import { ClientDrawer, NEW_CLIENT } from './client-drawer.tsx';
import { clientListQuery, nextClientSearch, readClientParams } from './client-list-params.ts';
import { ClientTable } from './client-table.tsx';

/** `/Clients`: the customs clients, the ones the dossier client picker offers. */
export default function ClientsPage() {
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
          Customs clients
        </Title>
        {editable && <Button onClick={() => setOpen(NEW_CLIENT)}>New client</Button>}
      </Group>
      <Group gap="sm" align="flex-end">
        <DebouncedTextInput
          label="Search"
          placeholder="Code, name or EORI"
          size="xs"
          w={260}
          type="search"
          value={params.q}
          onCommit={(q) => change({ q }, true)}
        />
        <Text size="xs" c="dimmed" pb={6}>
          Clients that masterdata sent but nobody promoted are under All clients.
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
              No client matches.
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
