import type { Regime } from '../../api/types.ts';

/** SPEC.md "Web pages (routes)": one review page per regime; both transit regimes share one. */
export const REVIEW_PAGES = {
  IM: 'ReviewImport',
  EX: 'ReviewExport',
  T1: 'ReviewTransit',
  T2: 'ReviewTransit',
} as const satisfies Record<Regime, string>;

export const reviewPath = (id: string, regime: Regime) => `/Dossiers/${id}/${REVIEW_PAGES[regime]}`;
