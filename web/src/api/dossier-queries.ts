import {
  keepPreviousData,
  queryOptions,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useApi } from './api-context.tsx';
import { dataOf, pageOf, type Api } from './client.ts';
import { queryKeys } from './query-keys.ts';
import type { DossierListQuery } from './types.ts';

export const dossierListOptions = (api: Api, query: DossierListQuery) =>
  queryOptions({
    queryKey: queryKeys.dossierList(query),
    queryFn: ({ signal }) =>
      pageOf(api.http.GET('/api/declarations', { params: { query }, signal })),
  });

/** A page of dossiers; the rows on screen stay while the next page or filter loads. */
export function useDossierList(query: DossierListQuery) {
  return useQuery({ ...dossierListOptions(useApi(), query), placeholderData: keepPreviousData });
}

/** Asks for a list before the page draws itself with it (a filter change, the first page). */
export const prefetchDossierList = (api: Api, queryClient: QueryClient, query: DossierListQuery) =>
  void queryClient.prefetchQuery(dossierListOptions(api, query));

export function usePrefetchDossierList() {
  const api = useApi();
  const queryClient = useQueryClient();
  return (query: DossierListQuery) => prefetchDossierList(api, queryClient, query);
}

/** While the documents wait for or go through extraction, the dossier is asked again every 5 s. */
const WAITING = new Set(['Queued', 'Processing']);

/** One dossier in full (GET /api/declarations/{uuid}). */
export const dossierOptions = (api: Api, id: string) =>
  queryOptions({
    queryKey: queryKeys.dossier(id),
    queryFn: ({ signal }) =>
      dataOf(api.http.GET('/api/declarations/{uuid}', { params: { path: { uuid: id } }, signal })),
  });

export function useDossier(id: string) {
  const api = useApi();
  return useQuery({
    ...dossierOptions(api, id),
    refetchInterval: (query) => (WAITING.has(query.state.data?.status ?? '') ? 5_000 : false),
  });
}

/** Who did what and when; asked again when the dossier changed (its updatedAt is in the key). */
export function useDossierHistory(id: string, updatedAt: string) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.dossierHistory(id, updatedAt),
    queryFn: ({ signal }) =>
      dataOf(
        api.http.GET('/api/declarations/{uuid}/history', {
          params: { path: { uuid: id } },
          signal,
        }),
      ),
  });
}

/** The message as filed: it does not change, and it can be large, so it is asked for once. */
export function useDossierXml(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.dossierXml(id),
    queryFn: ({ signal }) =>
      dataOf(
        api.http.GET('/api/declarations/{uuid}/xml', {
          params: { path: { uuid: id } },
          headers: { Accept: 'application/xml' },
          parseAs: 'text',
          signal,
        }),
      ),
    staleTime: Infinity,
  });
}
