import type { QueryClient } from '@tanstack/react-query';
import type { Api } from '../api/client.ts';
import { prefetchDossierList } from '../api/dossier-queries.ts';
import { prefetchReview } from '../api/review-queries.ts';
import { listQuery, readListParams } from '../pages/dossiers/list-params.ts';
import { fetchFirstDocumentAhead, preloadViewer } from '../pages/review/preload-viewer.ts';
import { reviewAddress } from '../pages/review/review-route.ts';

/**
 * The page a declarant opens (the dossier list first of all, or a review from a link) asks for its
 * code and its data at once, beside the session, instead of one after the other (session, then
 * the page's code, then its data). The page finds them ready under the same query keys.
 */
export const preloadFirstPage = (api: Api, queryClient: QueryClient): void => {
  const { pathname, search } = window.location;
  const review = reviewAddress(pathname);
  if (review) {
    void import('../pages/review/review-page.tsx');
    prefetchReview(api, queryClient, review, fetchFirstDocumentAhead);
    preloadViewer();
    return;
  }
  if (pathname !== '/' && pathname !== '/Dossiers') return;
  void import('../pages/dossiers/dossier-list-page.tsx');
  prefetchDossierList(api, queryClient, listQuery(readListParams(new URLSearchParams(search))));
};
