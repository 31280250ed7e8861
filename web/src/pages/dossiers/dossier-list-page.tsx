import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDossierList, usePrefetchDossierList } from '../../api/dossier-queries.ts';
import { Pager } from '../../components/pager.tsx';
import { ErrorBox, TableSkeleton } from '../../components/query-state.tsx';
import { useSlashFocus } from '../../components/use-slash-focus.ts';
import { DossierFilters } from './dossier-filters.tsx';
import { DossierTable } from './dossier-table.tsx';
import {
  FILTERS,
  listQuery,
  nextSearch,
  readListParams,
  type DossierListParams,
} from './list-params.ts';

/** `/` and `/Dossiers`: every dossier, filtered, sorted and paged through the URL. */
export default function DossierListPage() {
  const [search, setSearch] = useSearchParams();
  const params = readListParams(search);
  const searchRef = useRef<HTMLInputElement>(null);

  useSlashFocus(searchRef);

  const prefetch = usePrefetchDossierList();
  // The rows on screen stay while the next page or filter loads: no flash of skeleton.
  const list = useDossierList(listQuery(params));

  // Typing in the search replaces the history entry; a filter, a sort or a page is a step back.
  // The next list is asked for at once, not after the page has drawn itself again with the new URL.
  const change = (changes: Parameters<typeof nextSearch>[1], replace = false) => {
    const next = nextSearch(search, changes);
    prefetch(listQuery(readListParams(next)));
    void setSearch(next, { replace });
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h3">
          Dossiers
        </Title>
        <Button component={Link} to="/NewDossier" size="sm">
          New dossier
        </Button>
      </Group>
      <DossierFilters
        params={params}
        searchRef={searchRef}
        onChange={(changes) => change(changes, 'q' in changes && Object.keys(changes).length === 1)}
      />
      {list.isPending ? (
        <TableSkeleton rows={12} />
      ) : list.isError && !list.data ? (
        <ErrorBox error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <>
          {list.isError && <ErrorBox error={list.error} onRetry={() => void list.refetch()} />}
          {/* The count and the pages above the rows too: at 768 px the bottom is out of sight. */}
          <Pager
            offset={params.offset}
            limit={params.limit}
            total={list.data.total}
            estimated={list.data.estimated}
            onChange={(offset, limit) => change({ offset, limit })}
          />
          {list.data.items.length === 0 ? (
            <EmptyList
              params={params}
              total={list.data.total}
              onFirstPage={() => change({ offset: 0, limit: params.limit })}
            />
          ) : (
            <DossierTable
              rows={list.data.items}
              sort={params.sort}
              order={params.order}
              stale={list.isPlaceholderData}
              onSort={(sort, order) => change({ sort, order })}
            />
          )}
          <Pager
            offset={params.offset}
            limit={params.limit}
            total={list.data.total}
            estimated={list.data.estimated}
            onChange={(offset, limit) => change({ offset, limit })}
          />
        </>
      )}
    </Stack>
  );
}

/**
 * Why there is no row: nothing yet on a new installation, nothing for these filters, or a page
 * past the end (an estimated count may promise a little more than there is).
 */
function EmptyList({
  params,
  total,
  onFirstPage,
}: {
  params: DossierListParams;
  total: number;
  onFirstPage: () => void;
}) {
  const filtered = FILTERS.some((filter) => params[filter] !== '');
  return (
    <Stack align="center" gap="xs" py="xl">
      {params.offset > 0 && total > 0 ? (
        <>
          <Text c="dimmed">No dossiers on this page.</Text>
          <Button variant="subtle" size="xs" onClick={onFirstPage}>
            Back to the first page
          </Button>
        </>
      ) : filtered ? (
        <Text c="dimmed">No dossier matches these filters.</Text>
      ) : (
        <Text c="dimmed" ta="center">
          No dossiers yet. Upload an invoice with New dossier, or have a partner send a declaration
          to the API.
        </Text>
      )}
    </Stack>
  );
}
