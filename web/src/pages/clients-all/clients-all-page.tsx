import { Button, Group, Input, Modal, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useClientList, usePromoteClient } from '../../api/client-queries.ts';
import { canEditClients, useSession } from '../../api/session-queries.ts';
import type { Client } from '../../api/types.ts';
import { DebouncedTextInput } from '../../components/debounced-text-input.tsx';
import { Pager } from '../../components/pager.tsx';
import { ErrorBox, TableSkeleton } from '../../components/query-state.tsx';
import { usePageTitle } from '../../app/page-title.ts';
import { useT } from '../../i18n/use-t.ts';
import { ClientDrawer } from '../clients/client-drawer.tsx';
import {
  clientListQuery,
  nextClientSearch,
  readClientParams,
} from '../clients/client-list-params.ts';
import { ClientTable } from '../clients/client-table.tsx';

/** Ask before promoting: the client then shows in every declarant's dossier client picker. */
function PromoteDialog({ client, onClose }: { client: Client | null; onClose: () => void }) {
  const t = useT();
  const promote = usePromoteClient({
    onSuccess: (promoted) => {
      notifications.show({
        color: 'green',
        message: t('clients.promoted', { code: promoted.code }),
      });
      onClose();
    },
  });
  return (
    <Modal
      opened={client !== null}
      onClose={() => {
        promote.reset();
        onClose();
      }}
      title={t('clients.promoteTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {client && (
        <Stack gap="md">
          <Text size="sm">
            {t('clients.promoteQuestion', { code: client.code, name: client.name })}
          </Text>
          {promote.isError && <ErrorBox error={promote.error} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button
              data-autofocus
              loading={promote.isPending}
              onClick={() => promote.mutate(client.code)}
            >
              {t('clients.promote')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** `/ClientsAll`: every client, customs and masterdata; a masterdata client is promoted here. */
export default function ClientsAllPage() {
  const t = useT();
  usePageTitle(t('clients.allTitle'));
  const session = useSession();
  const editable = canEditClients(session.data);
  const [search, setSearch] = useSearchParams();
  const params = readClientParams(search, '');
  const open = search.get('open');
  const [promoting, setPromoting] = useState<Client | null>(null);

  const list = useClientList(clientListQuery(params));

  const change = (changes: Record<string, string | number>, replace = false) =>
    void setSearch((current) => nextClientSearch(current, changes), { replace });
  const setOpen = (code: string | null) => change({ open: code ?? '', offset: params.offset });

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('clients.allTitle')}
      </Title>
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
        <Input.Wrapper label={t('clients.kind')} size="xs" labelElement="div">
          <SegmentedControl
            size="xs"
            display="flex"
            aria-label={t('clients.kindLabel')}
            data={[
              { value: '', label: t('clients.kind.all') },
              { value: 'true', label: t('clients.kind.customs') },
              { value: 'false', label: t('clients.kind.masterdata') },
            ]}
            value={params.customs}
            onChange={(customs) => change({ customs })}
          />
        </Input.Wrapper>
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
              showKind
              onSort={(sort, order) => change({ sort, order })}
              onOpen={(client) => setOpen(client.code)}
              action={(client) =>
                !client.is_customs_client && editable ? (
                  <Button size="compact-xs" variant="light" onClick={() => setPromoting(client)}>
                    {t('clients.promote')}
                  </Button>
                ) : null
              }
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
      <PromoteDialog client={promoting} onClose={() => setPromoting(null)} />
      <ClientDrawer open={open} editable={editable} onClose={() => setOpen(null)} />
    </Stack>
  );
}
