import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from './api-context.tsx';
import type { Answered } from './client-queries.ts';
import { dataOf } from './client.ts';
import { queryKeys } from './query-keys.ts';
import type { JsonOf } from './types.ts';
import type { paths } from './schema.ts';

export type CountryAliases = JsonOf<paths['/api/admin/country-aliases']['get']['responses'][200]>;

export function useCountryAliases() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.countryAliases,
    queryFn: ({ signal }) => dataOf(api.http.GET('/api/admin/country-aliases', { signal })),
  });
}

/** The answer is the list as stored now: it becomes the query's data at once. */
const useAliasChange = <Input>(
  call: (input: Input) => Promise<CountryAliases>,
  answered: Answered<CountryAliases>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (aliases) => {
      queryClient.setQueryData(queryKeys.countryAliases, aliases);
      answered.onSuccess?.(aliases);
    },
    onError: answered.onError,
  });
};

export function useAddCountryAlias(answered: Answered<CountryAliases> = {}) {
  const api = useApi();
  return useAliasChange(
    (body: { alias: string; country: string }) =>
      dataOf(api.http.POST('/api/admin/country-aliases', { body })),
    answered,
  );
}

export function useRemoveCountryAlias(answered: Answered<CountryAliases> = {}) {
  const api = useApi();
  return useAliasChange(
    (alias: string) =>
      dataOf(
        api.http.DELETE('/api/admin/country-aliases/{alias}', { params: { path: { alias } } }),
      ),
    answered,
  );
}
