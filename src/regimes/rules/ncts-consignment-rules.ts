import type { FilingRule } from './filing-rule.ts';

/** The official NCTS rules of IE015 on the consignment as a whole: parties, offices, transport, houses. */
export const NCTS_CONSIGNMENT_RULES: readonly FilingRule[] = [];
