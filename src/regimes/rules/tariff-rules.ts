import type { FilingRule } from './filing-rule.ts';

/** Commodity codes against the loaded tariff (issue 29, point 3). */
export const TARIFF_RULES: readonly FilingRule[] = [];
