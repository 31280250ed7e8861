import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from './api-context.tsx';
import { dataOf } from './client.ts';
import { queryKeys } from './query-keys.ts';

// The reference data changes at most once a night (the 02:00 UTC sync): a page asks for a list
// once and keeps it for the session.
const ONE_HOUR = 60 * 60 * 1000;

/**
 * An EU code list (CL017 or its name, KindOfPackages), every valid entry, as a map from code to
 * its English description: the lists are published in English only (issue 26).
 */
export function useCodeList(list: string, enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.codeList(list),
    queryFn: async ({ signal }) => {
      const body = await dataOf(
        api.http.GET('/api/reference/code-lists/{list}', {
          params: { path: { list }, query: { limit: 5000 } },
          signal,
        }),
      );
      return new Map(body.entries.map((entry) => [entry.code, entry.description ?? '']));
    },
    staleTime: ONE_HOUR,
    gcTime: ONE_HOUR,
    enabled,
  });
}

export interface Office {
  id: string;
  country: string;
  names: Record<string, string>;
  roles: string[];
}

/** One customs office by its reference number (BE101000), or null when the list has none. */
export function useOffice(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.office(id),
    queryFn: async ({ signal }): Promise<Office | null> => {
      const offices = await dataOf(
        api.http.GET('/api/reference/offices', {
          params: { query: { q: id, limit: 5 } },
          signal,
        }),
      );
      return offices.find((office) => office.id === id) ?? null;
    },
    staleTime: ONE_HOUR,
    gcTime: ONE_HOUR,
    enabled: /^[A-Z]{2}[A-Z0-9]{6}$/.test(id),
  });
}

export type ListDomain = 'transit' | 'export' | 'import';

/** Every list held for a domain: synced or embedded, refreshed when, how many codes. */
export function useCodeListStatus(domain: ListDomain) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.codeListStatus(domain),
    queryFn: ({ signal }) =>
      dataOf(api.http.GET('/api/reference/code-lists', { params: { query: { domain } }, signal })),
    staleTime: 60_000,
  });
}

/** The entries of one list a code picker offers, searched by code or description. */
export function useCodeListEntries(
  list: string | null,
  domain: ListDomain,
  phase: number,
  q: string,
) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.codeListEntries(list ?? '', domain, phase, q),
    queryFn: ({ signal }) =>
      dataOf(
        api.http.GET('/api/reference/code-lists/{list}', {
          params: {
            path: { list: list ?? '' },
            query: { domain, limit: 500, ...(q ? { q } : {}) },
          },
          signal,
        }),
      ),
    enabled: list !== null,
    placeholderData: keepPreviousData,
  });
}

/** The latest syncs or imports of one kind of reference data (`locodes`, `tariff`, `code-lists`). */
export function useReferenceSyncs(kind: string) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.referenceSyncs(kind),
    queryFn: ({ signal }) =>
      dataOf(
        api.http.GET('/api/reference/syncs', { params: { query: { kind, limit: 5 } }, signal }),
      ),
  });
}

/** UN/LOCODE hits for a code or a place name, as the location pickers search. */
export function useLocodeSearch(q: string) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.locodeSearch(q),
    queryFn: ({ signal }) =>
      dataOf(api.http.GET('/api/locodes/search', { params: { query: { q, limit: 50 } }, signal })),
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
}
