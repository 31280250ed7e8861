import type { Case } from './rule-case.ts';

export const IMPORT_EXPORT_CASES: Record<string, Case> = {};
