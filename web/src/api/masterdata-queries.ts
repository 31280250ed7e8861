import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from './api-context.tsx';
import type { Answered } from './client-queries.ts';
import { dataOf } from './client.ts';
import { queryKeys } from './query-keys.ts';
import type { operations } from './schema.ts';
import type { JsonOf } from './types.ts';

// The API of /Admin/Appearance, CustomsLocations, CustomsTeams and ProvenanceTypes (decision 0050).

type Answer<Id extends keyof operations> = JsonOf<
  operations[Id]['responses'] extends { 200: infer R } ? R : never
>;
type Body<Id extends keyof operations> = operations[Id] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;
export type Appearance = Answer<'getAppearance'>;
export type AppearanceChange = Body<'setAppearance'>;
export type AppearanceSaved = Answer<'setAppearance'>;
export type CustomsLocation = Answer<'updateCustomsLocation'>;
export type CustomsLocationChange = Body<'createCustomsLocation'>;
export type CustomsTeam = Answer<'updateCustomsTeam'>;
export type CustomsTeamChange = Body<'createCustomsTeam'>;
export type ProvenanceType = Answer<'updateProvenanceType'>;
export type ProvenanceTypeChange = Body<'createProvenanceType'>;

const keys = {
  appearance: ['admin', 'appearance'] as const,
  locations: ['admin', 'customs-locations'] as const,
  teams: ['admin', 'customs-teams'] as const,
  provenanceTypes: ['admin', 'provenance-types'] as const,
};

export function useAppearance() {
  const api = useApi();
  return useQuery({
    queryKey: keys.appearance,
    queryFn: ({ signal }) => dataOf(api.http.GET('/api/admin/appearance', { signal })),
  });
}

/** The branding saved; the session is read again, so this tab's header and colour change at once. */
export function useSaveAppearance(answered: Answered<AppearanceSaved> = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AppearanceChange) => dataOf(api.http.PUT('/api/admin/appearance', { body })),
    onSuccess: async (saved) => {
      queryClient.setQueryData(keys.appearance, saved.appearance);
      await queryClient.invalidateQueries({ queryKey: queryKeys.session });
      answered.onSuccess?.(saved);
    },
    onError: answered.onError,
  });
}

/** The title with markup as the server would store it: the preview never shows unchecked markup. */
export function useTitlePreview(titleHtml: string) {
  const api = useApi();
  return useQuery({
    queryKey: [...keys.appearance, 'preview', titleHtml],
    queryFn: ({ signal }) =>
      dataOf(
        api.http.POST('/api/admin/appearance/preview', {
          body: { title_html: titleHtml },
          signal,
        }),
      ),
    staleTime: Infinity,
  });
}

const useChange = <Input, Output>(
  key: readonly string[],
  call: (input: Input) => Promise<Output>,
  answered: Answered<Output>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (output) => {
      await queryClient.invalidateQueries({ queryKey: key });
      answered.onSuccess?.(output);
    },
    onError: answered.onError,
  });
};

export function useCustomsLocations() {
  const api = useApi();
  return useQuery({
    queryKey: keys.locations,
    queryFn: ({ signal }) => dataOf(api.http.GET('/api/admin/customs-locations', { signal })),
  });
}

/** Creates the location, or changes the one with `id`. */
export function useSaveCustomsLocation(answered: Answered<CustomsLocation> = {}) {
  const api = useApi();
  return useChange(
    keys.locations,
    ({ id, body }: { id?: string; body: CustomsLocationChange }) =>
      id
        ? dataOf(
            api.http.PUT('/api/admin/customs-locations/{id}', { params: { path: { id } }, body }),
          )
        : dataOf(api.http.POST('/api/admin/customs-locations', { body })),
    answered,
  );
}

export function useDeleteCustomsLocation(answered: Answered<unknown> = {}) {
  const api = useApi();
  return useChange(
    keys.locations,
    (id: string) =>
      dataOf(api.http.DELETE('/api/admin/customs-locations/{id}', { params: { path: { id } } })),
    answered,
  );
}

export function useCustomsTeams() {
  const api = useApi();
  return useQuery({
    queryKey: keys.teams,
    queryFn: ({ signal }) => dataOf(api.http.GET('/api/admin/customs-teams', { signal })),
  });
}

export function useSaveCustomsTeam(answered: Answered<CustomsTeam> = {}) {
  const api = useApi();
  return useChange(
    keys.teams,
    ({ id, body }: { id?: string; body: CustomsTeamChange }) =>
      id
        ? dataOf(api.http.PUT('/api/admin/customs-teams/{id}', { params: { path: { id } }, body }))
        : dataOf(api.http.POST('/api/admin/customs-teams', { body })),
    answered,
  );
}

export function useDeleteCustomsTeam(answered: Answered<unknown> = {}) {
  const api = useApi();
  return useChange(
    keys.teams,
    (id: string) =>
      dataOf(api.http.DELETE('/api/admin/customs-teams/{id}', { params: { path: { id } } })),
    answered,
  );
}

export function useProvenanceTypes() {
  const api = useApi();
  return useQuery({
    queryKey: keys.provenanceTypes,
    queryFn: ({ signal }) => dataOf(api.http.GET('/api/admin/provenance-types', { signal })),
  });
}

export function useSaveProvenanceType(answered: Answered<ProvenanceType> = {}) {
  const api = useApi();
  return useChange(
    keys.provenanceTypes,
    ({ id, body }: { id?: string; body: ProvenanceTypeChange }) =>
      id
        ? dataOf(
            api.http.PUT('/api/admin/provenance-types/{id}', { params: { path: { id } }, body }),
          )
        : dataOf(api.http.POST('/api/admin/provenance-types', { body })),
    answered,
  );
}

export function useDeleteProvenanceType(answered: Answered<unknown> = {}) {
  const api = useApi();
  return useChange(
    keys.provenanceTypes,
    (id: string) =>
      dataOf(api.http.DELETE('/api/admin/provenance-types/{id}', { params: { path: { id } } })),
    answered,
  );
}
