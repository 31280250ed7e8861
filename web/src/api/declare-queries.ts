import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from './api-context.tsx';
import { dataOf } from './client.ts';
import { queryKeys } from './query-keys.ts';
import type { operations } from './schema.ts';

export type CustomsFields = NonNullable<
  operations['saveCustomsDeclaration']['requestBody']
>['content']['application/json'];
export type FilingPreview =
  operations['filingPreview']['responses'][200]['content']['application/json'];
export type FilingProblem = FilingPreview['problems'][number];

/** The Declare page's fields with the revision they were read at (GET .../customs-declaration). */
export function useCustomsDeclaration(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.customsDeclaration(id),
    queryFn: ({ signal }) =>
      dataOf(
        api.http.GET('/api/dossiers/{uuid}/customs-declaration', {
          params: { path: { uuid: id } },
          signal,
        }),
      ),
  });
}

/** The message filing would send now, or what stands in its way. */
export function useFilingPreview(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.filingPreview(id),
    queryFn: ({ signal }) =>
      dataOf(
        api.http.GET('/api/dossiers/{uuid}/filing-preview', {
          params: { path: { uuid: id } },
          signal,
        }),
      ),
  });
}

/** Every change on this page changes the dossier, its report and its history: all asked again. */
const useDossierChanged = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['dossiers'] });
};

export function useSaveCustomsDeclaration(id: string) {
  const api = useApi();
  const changed = useDossierChanged();
  return useMutation({
    mutationFn: ({ fields, revision }: { fields: CustomsFields; revision: number }) =>
      dataOf(
        api.http.PUT('/api/dossiers/{uuid}/customs-declaration', {
          params: { path: { uuid: id }, header: { 'if-match': `"${revision}"` } },
          body: fields,
        }),
      ),
    onSuccess: changed,
  });
}

/** Approved -> Ready, then Ready -> Submitted through the outbox: what "File" does. */
export function useFileDossier(id: string) {
  const api = useApi();
  const changed = useDossierChanged();
  return useMutation({
    mutationFn: async ({ status, environment }: { status: string; environment: string }) => {
      if (status === 'Approved')
        await dataOf(
          api.http.POST('/api/dossiers/{uuid}/ready', { params: { path: { uuid: id } } }),
        );
      return dataOf(
        api.http.POST('/api/dossiers/{uuid}/submit', {
          params: { path: { uuid: id }, query: { environment } },
        }),
      );
    },
    onSettled: changed,
  });
}

/** Approved or Ready back to Review, with the reason. */
export function useReopenDossier(id: string) {
  const api = useApi();
  const changed = useDossierChanged();
  return useMutation({
    mutationFn: ({ reason }: { reason: string }) =>
      dataOf(
        api.http.POST('/api/dossiers/{uuid}/reopen', {
          params: { path: { uuid: id } },
          body: { reason },
        }),
      ),
    onSettled: changed,
  });
}
