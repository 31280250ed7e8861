import type { QueryClient } from '@tanstack/react-query';
import type { Api } from '../api/client.ts';
import { prefetchDossierList } from '../api/dossier-queries.ts';
import { listQuery, readListParams } from '../pages/dossiers/list-params.ts';

/**
 * The dossier list is the page a declarant opens first: its code and its rows are asked for at
 * once, beside the session, instead of one after the other (session, then the page's code, then
 * its data). The page finds both ready under the same query key.
 */
export const preloadFirstPage = (api: Api, queryClient: QueryClient): void => {
  const { pathname, search } = window.location;
  if (pathname !== '/' && pathname !== '/Dossiers') return;
  void import('../pages/dossiers/dossier-list-page.tsx');
  prefetchDossierList(api, queryClient, listQuery(readListParams(new URLSearchParams(search))));
};
