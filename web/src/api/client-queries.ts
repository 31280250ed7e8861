import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from './api-context.tsx';
import { dataOf, pageOf } from './client.ts';
import { queryKeys } from './query-keys.ts';
import type { Client, ClientChanges, ClientItem, ClientListQuery } from './types.ts';

export type { ClientChanges };

/**
 * What the page does once a change is answered. Given to the hook, not to `mutate`: the lists it
 * invalidates are read again first, and that can draw the form anew (its key is the client's
 * updatedAt), after which `mutate`'s own callbacks would no longer be called.
 */
export interface Answered<T> {
  onSuccess?: (answer: T) => void;
  onError?: (error: Error) => void;
}

/** A page of clients; the rows on screen stay while the next page or search loads. */
export function useClientList(query: ClientListQuery) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.clientList(query),
    queryFn: ({ signal }) => pageOf(api.http.GET('/api/clients', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** The customs clients whose code, name or EORI starts with `term` (the dossier's client picker). */
export function useClientPicker(term: string) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.clientPicker(term),
    queryFn: ({ signal }) =>
      pageOf(
        api.http.GET('/api/clients', {
          params: {
            query: {
              customs: true,
              ...(term ? { q: term } : {}),
              sort: 'name',
              order: 'asc',
              offset: 0,
              limit: 20,
            },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** One client, read fresh (a row of the list may be a page old). */
export function useClient(code: string) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.client(code),
    queryFn: ({ signal }) =>
      dataOf(api.http.GET('/api/clients/{code}', { params: { path: { code } }, signal })),
  });
}

/**
 * Creates a customs client (no `code`) or changes the one with `code`; every client list and
 * detail is asked again after, as the client may now show in other lists and other sort orders.
 */
export function useSaveClient(code: string | undefined, answered: Answered<Client> = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClientItem | ClientChanges) =>
      dataOf(
        code === undefined
          ? api.http.POST('/api/clients', { body: body as ClientItem })
          : api.http.PATCH('/api/clients/{code}', {
              params: { path: { code } },
              body: body,
            }),
      ),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.clients });
      answered.onSuccess?.(saved);
    },
    onError: answered.onError,
  });
}

/** A masterdata client becomes a customs client, offered by the dossier client picker. */
export function usePromoteClient(answered: Answered<Client> = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      dataOf(api.http.POST('/api/clients/{code}/promote', { params: { path: { code } } })),
    onSuccess: async (promoted) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.clients });
      answered.onSuccess?.(promoted);
    },
    onError: answered.onError,
  });
}
