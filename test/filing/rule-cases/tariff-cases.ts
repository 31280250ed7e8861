import type { Case } from './rule-case.ts';

/** Built against CN 2026 as the service ships it (no Tarbel extraction: eight digits everywhere). */
export const TARIFF_CASES: Record<string, Case> = {
  R0060: {
    base: 'transit',
    // A CN 2025 code for stainless steel nuts: CN 2026 divides it into 73181631 and 73181639.
    breaks: (d) => (d.goods_items[1].commodity_code = '73181630'),
    path: '/goods_items/1/commodity_code',
  },
  'EX-COMMODITY-CODE': {
    base: 'export',
    // The HS subheading of numerically controlled milling machines, which the CN divides.
    breaks: (d) => (d.goods_items[0].commodity_code = '84596100'),
    path: '/goods_items/0/commodity_code',
  },
  'IM-COMMODITY-CODE': {
    base: 'import',
    // Checked at its first eight digits: 85044099 is no CN subheading.
    breaks: (d) => (d.goods_items[1].commodity_code = '8504409900'),
    path: '/goods_items/1/commodity_code',
  },
};
