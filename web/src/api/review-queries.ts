import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useApi } from './api-context.tsx';
import { dataOf, type Api } from './client.ts';
import { dossierOptions } from './dossier-queries.ts';
import { queryKeys } from './query-keys.ts';
import type { Declaration, DossierDetail } from './types.ts';

const readingOptions = (api: Api, id: string) => ({
  queryKey: queryKeys.dossierReading(id),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    dataOf(
      api.http.GET('/api/dossiers/{uuid}/reading', { params: { path: { uuid: id } }, signal }),
    ),
});

/** What extraction read, with the values corrected by hand since (GET /api/dossiers/{uuid}/reading). */
export function useDossierReading(
  id: string,
  refetchInterval: number | false = false,
  enabled = true,
) {
  const api = useApi();
  return useQuery({ ...readingOptions(api, id), refetchInterval, enabled });
}

/**
 * The review's data asked for as soon as its address is known (at start-up, or as the route is
 * entered), while the page's code still loads: the page then draws from answers already on their
 * way. `onDossier` gets the dossier as it arrives (its first document is fetched ahead with it).
 */
export const prefetchReview = (
  api: Api,
  queryClient: QueryClient,
  id: string,
  onDossier: (dossier: DossierDetail) => void,
): void => {
  void queryClient
    .ensureQueryData(dossierOptions(api, id))
    .then(onDossier)
    // The page's own query asks again and shows the failure.
    .catch(() => undefined);
  void queryClient.prefetchQuery(readingOptions(api, id));
};

/** prefetchReview as the review's route is entered from another page of the app. */
export function usePrefetchReview(id: string, onDossier: (dossier: DossierDetail) => void) {
  const api = useApi();
  const queryClient = useQueryClient();
  useEffect(
    () => prefetchReview(api, queryClient, id, onDossier),
    [api, queryClient, id, onDossier],
  );
}

/** The extraction attempts of a dossier, oldest first; asked again with each new reading. */
export function useExtractionAttempts(id: string, readingAt: string, enabled = true) {
  const api = useApi();
  return useQuery({
    enabled,
    queryKey: [...queryKeys.dossierAttempts(id), 'list', readingAt],
    queryFn: ({ signal }) =>
      dataOf(
        api.http.GET('/api/declarations/{uuid}/extractions', {
          params: { path: { uuid: id } },
          signal,
        }),
      ),
  });
}

/** The ETag of a revision, as If-Match names it. */
const etagOf = (revision: number) => `"${revision}"`;

/** Saves the whole declaration against the revision the page was made from (412 when stale). */
export function useSaveDeclaration(id: string) {
  const api = useApi();
  return useMutation({
    mutationFn: ({ declaration, revision }: { declaration: Declaration; revision: number }) =>
      dataOf(
        api.http.PUT('/api/dossiers/{uuid}/declaration', {
          params: { path: { uuid: id }, header: { 'if-match': etagOf(revision) } },
          body: declaration,
        }),
      ),
  });
}

/** The service's own checks of the declaration as the page holds it; nothing is stored. */
export const useCheckDeclaration = (id: string) => {
  const api = useApi();
  return useCallback(
    (declaration: Declaration, signal?: AbortSignal) =>
      dataOf(
        api.http.POST('/api/dossiers/{uuid}/checks', {
          params: { path: { uuid: id } },
          body: declaration,
          signal,
        }),
      ),
    [api, id],
  );
};

/** Review -> Approved; with a reason when errors stand. */
export function useApproveDossier(id: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ revision, overrideReason }: { revision: number; overrideReason?: string }) =>
      dataOf(
        api.http.POST('/api/dossiers/{uuid}/approve', {
          params: { path: { uuid: id }, header: { 'if-match': etagOf(revision) } },
          body: overrideReason ? { overrideReason } : {},
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.dossiers }),
  });
}

/** "Read again" or "Process with AI": a new attempt beside the others, the corrections kept. */
export function useExtractAgain(id: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mode: 'standard' | 'vision') =>
      dataOf(
        api.http.POST('/api/dossiers/{uuid}/extractions', {
          params: { path: { uuid: id }, query: { mode } },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.dossiers }),
  });
}

/** Values confirmed as read: marked as checked, kept when the documents are read again. */
export function useConfirmValues(id: string) {
  const api = useApi();
  return useMutation({
    mutationFn: (paths: string[]) =>
      api.http.POST('/api/dossiers/{uuid}/confirmations', {
        params: { path: { uuid: id } },
        body: { paths },
      }),
  });
}

/** One attempt in full: what it read, with each value's confidence and source. */
export function useExtractionAttempt(dossierId: string, attemptId: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: [...queryKeys.dossierAttempts(dossierId), attemptId ?? ''],
    queryFn: ({ signal }) =>
      dataOf(
        api.http.GET('/api/declarations/{uuid}/extractions/{id}', {
          params: { path: { uuid: dossierId, id: attemptId ?? '' } },
          signal,
        }),
      ),
    enabled: attemptId !== undefined,
    staleTime: Infinity,
  });
}

/** Two attempts field by field. */
export function useAttemptComparison(dossierId: string, a: string | null, b: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: [...queryKeys.dossierAttempts(dossierId), 'compare', a ?? '', b ?? ''],
    queryFn: ({ signal }) =>
      dataOf(
        api.http.GET('/api/declarations/{uuid}/extractions/compare', {
          params: { path: { uuid: dossierId }, query: { a: a ?? '', b: b ?? '' } },
          signal,
        }),
      ),
    enabled: a !== null && b !== null && a !== b,
    staleTime: Infinity,
  });
}
