import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from './api-context.tsx';
import type { Answered } from './client-queries.ts';
import { dataOf } from './client.ts';
import type { paths } from './schema.ts';
import type { JsonOf } from './types.ts';

type DataSync = JsonOf<paths['/api/admin/data-sync']['get']['responses'][200]>;
export type ReferenceSync = DataSync['syncs'][number];
export type ReferenceList = DataSync['lists'][number];
export type TariffImport = JsonOf<paths['/api/admin/tarbel/imports/{id}']['get']['responses'][200]>;
export type LocodeImportRun = JsonOf<
  paths['/api/admin/locode/imports/{id}']['get']['responses'][200]
>;
export type SyncName = ReferenceSync['name'];

const KEYS = {
  dataSync: ['admin', 'data-sync'] as const,
  tarbel: ['admin', 'tarbel'] as const,
  locodeImports: ['admin', 'locode-imports'] as const,
};

/** While something is queued or running the page follows it every two seconds; else it rests. */
const POLL_MS = 2000;

const jobBusy = (sync: ReferenceSync) =>
  sync.job?.state === 'created' ||
  sync.job?.state === 'retry' ||
  sync.job?.state === 'active' ||
  sync.last_run?.outcome === 'running';

/** /Admin/DataSync: every reference list and its sync, followed while a sync runs. */
export function useDataSync() {
  const api = useApi();
  return useQuery({
    queryKey: KEYS.dataSync,
    queryFn: ({ signal }) => dataOf(api.http.GET('/api/admin/data-sync', { signal })),
    refetchInterval: (query) => (query.state.data?.syncs.some(jobBusy) ? POLL_MS : false),
  });
}

export const isSyncBusy = jobBusy;

/** "Run now" (Admins): the sync's job is queued; the status is read again and followed. */
export function useRunSync(answered: Answered<{ job: string | null; queued: boolean }> = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sync: SyncName) =>
      dataOf(api.http.POST('/api/admin/data-sync/{sync}/run', { params: { path: { sync } } })),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: KEYS.dataSync });
      answered.onSuccess?.(answer);
    },
    onError: answered.onError,
  });
}

const importBusy = (entry: TariffImport) => entry.status === 'queued' || entry.status === 'running';

/** /Admin/Tarbel: the imports, followed while one is queued or running. */
export function useTarbel() {
  const api = useApi();
  return useQuery({
    queryKey: KEYS.tarbel,
    queryFn: ({ signal }) => dataOf(api.http.GET('/api/admin/tarbel', { signal })),
    refetchInterval: (query) => (query.state.data?.imports.some(importBusy) ? POLL_MS : false),
  });
}

/** Uploads an extraction with its progress (0 to 1); the list is read again once it is queued. */
export function useUploadExtraction(
  onProgress: (fraction: number) => void,
  answered: Answered<{ import: TariffImport; created: boolean }> = {},
) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, kind }: { file: File; kind: 'auto' | 'full' | 'delta' }) => {
      const form = new FormData();
      if (kind !== 'auto') form.set('kind', kind);
      form.set('file', file, file.name);
      return api.uploadForm<{ import: TariffImport; created: boolean }>(
        '/api/admin/tarbel/imports',
        form,
        onProgress,
      );
    },
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: KEYS.tarbel });
      answered.onSuccess?.(answer);
    },
    onError: answered.onError,
  });
}

/** /Admin/Locode: the latest imports and syncs, followed while one runs. */
export function useLocodeImports() {
  const api = useApi();
  return useQuery({
    queryKey: KEYS.locodeImports,
    queryFn: ({ signal }) => dataOf(api.http.GET('/api/admin/locode/imports', { signal })),
    refetchInterval: (query) =>
      query.state.data?.some((run) => run.outcome === 'running') ? POLL_MS : false,
  });
}

/** Uploads a UN/LOCODE list (one CSV, or UNECE's three parts in order) with its progress. */
export function useUploadLocodes(
  onProgress: (fraction: number) => void,
  answered: Answered<{ run: LocodeImportRun }> = {},
) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: readonly File[]) => {
      const form = new FormData();
      for (const file of files) form.append('file', file, file.name);
      return api.uploadForm<{ run: LocodeImportRun }>(
        '/api/admin/locode/imports',
        form,
        onProgress,
      );
    },
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: KEYS.locodeImports });
      // The search answers from the new list once it is in.
      await queryClient.invalidateQueries({ queryKey: ['reference'] });
      answered.onSuccess?.(answer);
    },
    onError: answered.onError,
  });
}
