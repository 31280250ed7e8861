import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from './api-context.tsx';
import type { Answered } from './client-queries.ts';
import { queryKeys } from './query-keys.ts';
import type { CreatedDossier } from './types.ts';

/**
 * Creates a manual dossier from its multipart body; `progress` is the upload's, from 0 to 1, null
 * when nothing is being sent. The dossier lists, and the client lists (a new client may have come
 * with it), are asked again after.
 */
export function useCreateDossier(answered: Answered<CreatedDossier> = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const create = useMutation({
    mutationFn: (body: FormData) => {
      setProgress(0);
      return api.upload(body, setProgress);
    },
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.dossiers });
      void queryClient.invalidateQueries({ queryKey: queryKeys.clients });
      answered.onSuccess?.(created);
    },
    onError: (error) => {
      setProgress(null);
      answered.onError?.(error);
    },
  });
  return { ...create, progress };
}
