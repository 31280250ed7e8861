import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from './api-context.tsx';
import type { Answered } from './client-queries.ts';
import { dataOf } from './client.ts';
import { queryKeys } from './query-keys.ts';
import type { ApiKey, AuditQuery, CreatedApiKey, DeclarationSetting, NewApiKey } from './types.ts';

export function useApiKeys() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.apiKeys,
    queryFn: ({ signal }) => dataOf(api.http.GET('/api/admin/api-keys', { signal })),
  });
}

/** A key change is in the list at once: the list is read again after each. */
const useKeyChange = <Input, Output>(
  call: (input: Input) => Promise<Output>,
  answered: Answered<Output>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (output) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys });
      answered.onSuccess?.(output);
    },
    onError: answered.onError,
  });
};

export function useCreateApiKey(answered: Answered<CreatedApiKey> = {}) {
  const api = useApi();
  return useKeyChange(
    (body: NewApiKey) => dataOf(api.http.POST('/api/admin/api-keys', { body })),
    answered,
  );
}

export function useSetApiKeyScopes(answered: Answered<ApiKey> = {}) {
  const api = useApi();
  return useKeyChange(
    ({ name, scopes }: { name: string; scopes: ApiKey['scopes'] }) =>
      dataOf(
        api.http.PUT('/api/admin/api-keys/{name}/scopes', {
          params: { path: { name } },
          body: { scopes },
        }),
      ),
    answered,
  );
}

export function useRevokeApiKey(answered: Answered<ApiKey> = {}) {
  const api = useApi();
  return useKeyChange(
    (name: string) =>
      dataOf(api.http.POST('/api/admin/api-keys/{name}/revoke', { params: { path: { name } } })),
    answered,
  );
}

export function useClaims() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.claims,
    queryFn: ({ signal }) => dataOf(api.http.GET('/api/admin/claims', { signal })),
  });
}

/** One page of the audit trail; the rows on screen stay while the next page loads. */
export function useAuditPage(query: AuditQuery) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.auditPage(query),
    queryFn: ({ signal }) =>
      dataOf(api.http.GET('/api/admin/audit-log', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useAuditActions() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.auditActions,
    queryFn: ({ signal }) => dataOf(api.http.GET('/api/admin/audit-log/actions', { signal })),
    staleTime: 60_000,
  });
}

/** What extraction cost, by Brussels day and model, from and through two days. */
export function useCosts(from: string, to: string) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.costs(from, to),
    queryFn: ({ signal }) =>
      dataOf(api.http.GET('/api/admin/costs', { params: { query: { from, to } }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useDeclarationSettings() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.declarationSettings,
    queryFn: ({ signal }) => dataOf(api.http.GET('/api/admin/declaration-settings', { signal })),
  });
}

/** One company default saved; the list is read again so every row shows what is stored. */
export function useSaveDeclarationSetting(answered: Answered<DeclarationSetting> = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, value }: { key: string; value: string }) =>
      dataOf(
        api.http.PUT('/api/admin/declaration-settings/{key}', {
          params: { path: { key } },
          body: { value },
        }),
      ),
    onSuccess: async (setting) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.declarationSettings });
      answered.onSuccess?.(setting);
    },
    onError: answered.onError,
  });
}

export function useDescartesSettings() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.descartes,
    queryFn: ({ signal }) => dataOf(api.http.GET('/api/admin/descartes', { signal })),
  });
}

export function useOutbox(status: 'Pending' | 'Failed' | 'Sent' | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.outbox(status ?? ''),
    queryFn: ({ signal }) =>
      dataOf(
        api.http.GET('/api/admin/outbox', {
          params: { query: { limit: 100, ...(status ? { status } : {}) } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** One message or every failed one due again; the counts and the list are read again. */
export function useRetryOutbox(answered: Answered<{ retried: string[] }> = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    // 'all-failed' names no message: outbox ids are UUIDs.
    mutationFn: (messageId: string) =>
      dataOf(
        messageId === 'all-failed'
          ? api.http.POST('/api/admin/outbox/retry-failed')
          : api.http.POST('/api/admin/outbox/{messageId}/retry', {
              params: { path: { messageId } },
            }),
      ),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.descartes });
      answered.onSuccess?.(answer);
    },
    onError: answered.onError,
  });
}
