import type { FilingRule } from './filing-rule.ts';

/** The official NCTS rules of IE015 on packages and masses of the goods items. */
export const NCTS_PACKAGING_RULES: readonly FilingRule[] = [];
