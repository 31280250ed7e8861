import type { QueryClient } from '@tanstack/react-query';
import { listKey, listPath, readListParams } from '../pages/dossiers/list-params.ts';
import type { Api } from './api.ts';
import type { DossierSummary } from './api-types.ts';
import { queryKeys } from './query-keys.ts';

/**
 * The dossier list is the page a declarant opens first: its code and its rows are asked for at
 * once, beside the session, instead of one after the other (session, then the page's code, then
 * its data). The page finds both ready under the same query key.
 */
export const preloadFirstPage = (api: Api, queryClient: QueryClient): void => {
  const { pathname, search } = window.location;
  if (pathname !== '/' && pathname !== '/Dossiers') return;
  void import('../pages/dossiers/dossier-list-page.tsx');
  const params = readListParams(new URLSearchParams(search));
  void queryClient.prefetchQuery({
    queryKey: queryKeys.dossierList(listKey(params)),
    queryFn: ({ signal }) => api.getPage<DossierSummary>(listPath(params), signal),
  });
};
