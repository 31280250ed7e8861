import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from './api-context.tsx';
import type { Answered } from './client-queries.ts';
import { dataOf } from './client.ts';
import { queryKeys } from './query-keys.ts';
import type { JsonOf } from './types.ts';
import type { paths } from './schema.ts';

export type ClientCorrections = JsonOf<
  paths['/api/clients/{code}/corrections']['get']['responses'][200]
>;

/** Read again with the client (its updated_at is part of the drawer's key). */
export function useClientCorrections(code: string, updatedAt: string) {
  const api = useApi();
  return useQuery({
    queryKey: [...queryKeys.clientCorrections(code), updatedAt],
    queryFn: ({ signal }) =>
      dataOf(
        api.http.GET('/api/clients/{code}/corrections', { params: { path: { code } }, signal }),
      ),
  });
}

/** Members handed back to masterdata (`customs clients release`); the client is read again. */
export function useReleaseCorrections(code: string, answered: Answered<ClientCorrections> = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (members: readonly string[] | 'all') =>
      dataOf(
        api.http.POST('/api/clients/{code}/release', {
          params: { path: { code } },
          body: members === 'all' ? { all: true } : { members: [...members] },
        }),
      ),
    onSuccess: async (left) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.clients });
      answered.onSuccess?.(left);
    },
    onError: answered.onError,
  });
}
