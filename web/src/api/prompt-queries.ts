import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from './api-context.tsx';
import type { Answered } from './client-queries.ts';
import { dataOf } from './client.ts';
import { queryKeys } from './query-keys.ts';
import type { paths } from './schema.ts';
import type { JsonOf } from './types.ts';

type VersionPath = paths['/api/admin/prompts/{name}/versions/{version}/attempts'];
export type Prompt = JsonOf<paths['/api/admin/prompts']['get']['responses'][200]>[number];
export type PromptName = Prompt['name'];
export type PromptAttempt = JsonOf<VersionPath['get']['responses'][200]>['attempts'][number];

export function usePrompts() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.prompts,
    queryFn: ({ signal }) => dataOf(api.http.GET('/api/admin/prompts', { signal })),
  });
}

/** Every version of one prompt, the one in use first. */
export function usePromptVersions(name: PromptName) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.promptVersions(name),
    queryFn: ({ signal }) =>
      dataOf(api.http.GET('/api/admin/prompts/{name}', { params: { path: { name } }, signal })),
  });
}

const PAGE = 25;

/** The attempts a version was given, newest first; older ones a page at a time. */
export function usePromptAttempts(name: PromptName, version: number) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: queryKeys.promptAttempts(name, version),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      dataOf(
        api.http.GET('/api/admin/prompts/{name}/versions/{version}/attempts', {
          params: {
            path: { name, version },
            query: { limit: PAGE, ...(pageParam ? { before: pageParam } : {}) },
          },
          signal,
        }),
      ),
    getNextPageParam: (page) => page.older ?? undefined,
  });
}

/** A new version is in every list at once: the prompts are read again after each change. */
const usePromptChange = <Input>(
  call: (input: Input) => Promise<Prompt>,
  answered: Answered<Prompt>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.prompts });
      answered.onSuccess?.(saved);
    },
    onError: answered.onError,
  });
};

export function useSavePrompt(answered: Answered<Prompt> = {}) {
  const api = useApi();
  return usePromptChange(
    ({ name, text }: { name: PromptName; text: string }) =>
      dataOf(
        api.http.POST('/api/admin/prompts/{name}', { params: { path: { name } }, body: { text } }),
      ),
    answered,
  );
}

export function useRestorePrompt(answered: Answered<Prompt> = {}) {
  const api = useApi();
  return usePromptChange(
    ({ name, version }: { name: PromptName; version: number }) =>
      dataOf(
        api.http.POST('/api/admin/prompts/{name}/versions/{version}/restore', {
          params: { path: { name, version } },
        }),
      ),
    answered,
  );
}
