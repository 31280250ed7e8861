import type { Case } from './rule-case.ts';

export const NCTS_MORE_CASES: Record<string, Case> = {};
