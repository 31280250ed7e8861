export type { Finding } from './finding.ts';
export type { ReferenceLookups } from './reference-checks.ts';
export { runChecks } from './run-checks.ts';
