import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDossierList, usePrefetchDossierList } from '../../api/dossier-queries.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { lastPageOffset, Pager } from '../../components/pager.tsx';
import { ErrorBox, TableSkeleton } from '../../components/query-state.tsx';
import { useSlashFocus } from '../../components/use-slash-focus.ts';
import { useT } from '../../i18n/use-t.ts';
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
  const t = useT();
  const [search, setSearch] = useSearchParams();
  const params = readListParams(search);
  const searchRef = useRef<HTMLInputElement>(null);
  const rowsRef = useRef<HTMLDivElement>(null);
  usePageTitle(t('dossiers.title'));

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

  // A page past the end (an old link, a list that shrank) shows the last page instead: the count
  // never reads "501–117 of 117". An estimated total may promise more than there is: EmptyList.
  const data = list.data;
  const pastTheEnd =
    data !== undefined &&
    !list.isPlaceholderData &&
    data.items.length === 0 &&
    data.total > 0 &&
    params.offset >= data.total;
  useEffect(() => {
    if (pastTheEnd)
      void setSearch(nextSearch(search, { offset: lastPageOffset(data.total, params.limit) }), {
        replace: true,
      });
  }, [pastTheEnd, data, params.limit, search, setSearch]);

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t('dossiers.title')}
        </Title>
        <Button component={Link} to="/NewDossier" size="sm">
          {t('dossiers.new')}
        </Button>
      </Group>
      <DossierFilters
        params={params}
        searchRef={searchRef}
        onSearchArrowDown={() =>
          rowsRef.current?.querySelector<HTMLElement>('[data-row-link]')?.focus()
        }
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
            <div ref={rowsRef}>
              <DossierTable
                rows={list.data.items}
                sort={params.sort}
                order={params.order}
                stale={list.isPlaceholderData}
                onSort={(sort, order) => change({ sort, order })}
              />
            </div>
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
  const t = useT();
  const filtered = FILTERS.some((filter) => params[filter] !== '');
  return (
    <Stack align="center" gap="xs" py="xl">
      {params.offset > 0 && total > 0 ? (
        <>
          <Text c="dimmed">{t('dossiers.emptyPage')}</Text>
          <Button variant="subtle" size="xs" onClick={onFirstPage}>
            {t('dossiers.firstPage')}
          </Button>
        </>
      ) : filtered ? (
        <Text c="dimmed">{t('dossiers.noMatch')}</Text>
      ) : (
        <Text c="dimmed" ta="center">
          {t('dossiers.none')}
        </Text>
      )}
    </Stack>
  );
}
