import type { Regime } from '../../api/types.ts';

/** SPEC.md "Web pages (routes)": the goods breakdown of an import, and of a transit. */
export const BREAKDOWN_PAGES = {
  IM: 'GoodsBreakdownImport',
  T1: 'GoodsBreakdownTransit',
  T2: 'GoodsBreakdownTransit',
} as const satisfies Partial<Record<Regime, string>>;

export const breakdownPath = (id: string, regime: Regime): string | undefined =>
  regime in BREAKDOWN_PAGES
    ? `/Dossiers/${id}/${BREAKDOWN_PAGES[regime as keyof typeof BREAKDOWN_PAGES]}`
    : undefined;
