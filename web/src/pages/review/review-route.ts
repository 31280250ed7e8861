import type { Regime } from '../../api/types.ts';

/** SPEC.md "Web pages (routes)": one review page per regime; both transit regimes share one. */
export const REVIEW_PAGES = {
  IM: 'ReviewImport',
  EX: 'ReviewExport',
  T1: 'ReviewTransit',
  T2: 'ReviewTransit',
} as const satisfies Record<Regime, string>;

export const reviewPath = (id: string, regime: Regime) => `/Dossiers/${id}/${REVIEW_PAGES[regime]}`;

const REVIEW_ADDRESS = /^\/Dossiers\/([^/]+)\/(?:ReviewImport|ReviewExport|ReviewTransit)\/?$/;

/** The dossier id of a review page's address; undefined for any other address. */
export const reviewAddress = (pathname: string): string | undefined => {
  const id = REVIEW_ADDRESS.exec(pathname)?.[1];
  try {
    return id === undefined ? undefined : decodeURIComponent(id);
  } catch {
    // A malformed escape is no dossier's id; the route itself will say the page is not found.
    return undefined;
  }
};
