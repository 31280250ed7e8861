import { codeListJobs } from './code-lists/code-list-jobs.ts';
import { locodeImportJobs, locodeJobs } from './locodes/index.ts';
import type { ReferenceDeps, ReferenceJobs } from './reference-deps.ts';
import { tariffJobs } from './tariff/index.ts';

/** Every background job of the reference data: syncs, imports and their daily schedules. */
export const referenceJobs = (deps: ReferenceDeps): ReferenceJobs => {
  const parts = [codeListJobs(deps), locodeJobs(deps), locodeImportJobs(deps), tariffJobs(deps)];
  return {
    definitions: parts.flatMap((part) => part.definitions),
    schedules: parts.flatMap((part) => part.schedules),
  };
};
