import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from './api-context.tsx';
import type { Answered } from './client-queries.ts';
import { dataOf } from './client.ts';
import type { DeadLetterReplay } from './types.ts';

const KEYS = {
  settings: ['admin', 'ingestion'] as const,
  deadLetters: ['admin', 'ingestion', 'dead-letters'] as const,
  deadLetter: (id: string) => ['admin', 'ingestion', 'dead-letters', id] as const,
};

export function useIngestionSettings() {
  const api = useApi();
  return useQuery({
    queryKey: KEYS.settings,
    queryFn: ({ signal }) => dataOf(api.http.GET('/api/admin/ingestion', { signal })),
  });
}

/** The probe is asked for, never polled: it opens a connection to the broker each time. */
export function useProbe() {
  const api = useApi();
  return useMutation({
    mutationFn: () => dataOf(api.http.GET('/api/admin/ingestion/probe')),
  });
}

export function useDeadLetters() {
  const api = useApi();
  return useQuery({
    queryKey: KEYS.deadLetters,
    queryFn: ({ signal }) =>
      dataOf(
        api.http.GET('/api/admin/ingestion/dead-letters', {
          params: { query: { limit: 100 } },
          signal,
        }),
      ),
  });
}

/** The whole body of one dead letter, read when it is opened. */
export function useDeadLetter(id: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: KEYS.deadLetter(id ?? ''),
    enabled: id !== undefined,
    queryFn: ({ signal }) =>
      dataOf(
        api.http.GET('/api/admin/ingestion/dead-letters/{id}', {
          params: { path: { id: id! } },
          signal,
        }),
      ),
  });
}

/**
 * After an action the list is read again, and the dead letter's own query dropped: read again, it
 * would answer 404 while the drawer closes. A refusal (someone else was first) refreshes too.
 */
const useDeadLetterChange = <Input extends { id: string }, Output>(
  call: (input: Input) => Promise<Output>,
  answered: Answered<Output>,
) => {
  const queryClient = useQueryClient();
  const refresh = async (id: string) => {
    queryClient.removeQueries({ queryKey: KEYS.deadLetter(id), exact: true });
    await queryClient.invalidateQueries({ queryKey: KEYS.settings });
  };
  return useMutation({
    mutationFn: call,
    onSuccess: async (output, input) => {
      await refresh(input.id);
      answered.onSuccess?.(output);
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: KEYS.deadLetters, exact: true });
      answered.onError?.(error);
    },
  });
};

export function useReplayDeadLetter(
  answered: Answered<{ messageId: string; replayOf: string }> = {},
) {
  const api = useApi();
  return useDeadLetterChange(
    ({ id, replay }: { id: string; replay: DeadLetterReplay }) =>
      dataOf(
        api.http.POST('/api/admin/ingestion/dead-letters/{id}/replay', {
          params: { path: { id } },
          body: replay,
        }),
      ),
    answered,
  );
}

export function useDiscardDeadLetter(answered: Answered<{ discarded: string }> = {}) {
  const api = useApi();
  return useDeadLetterChange(
    ({ id, reason }: { id: string; reason: string }) =>
      dataOf(
        api.http.POST('/api/admin/ingestion/dead-letters/{id}/discard', {
          params: { path: { id } },
          body: { reason },
        }),
      ),
    answered,
  );
}
