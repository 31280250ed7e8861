import type { Case } from './rule-case.ts';

export const TARIFF_CASES: Record<string, Case> = {};
