import type { Regime } from '../../api/types.ts';

/** SPEC.md "Web pages (routes)": one Declare page per regime; both transit regimes share one. */
export const DECLARE_PAGES = {
  IM: 'DeclareImport',
  EX: 'DeclareExport',
  T1: 'DeclareTransit',
  T2: 'DeclareTransit',
} as const satisfies Record<Regime, string>;

export const declarePath = (id: string, regime: Regime) =>
  `/Dossiers/${id}/${DECLARE_PAGES[regime]}`;
