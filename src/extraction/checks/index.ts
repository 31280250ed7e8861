export type { Finding } from './finding.ts';
export type { ReferenceLookups } from './reference-checks.ts';
export { runChecks } from './run-checks.ts';
export { checkDeclaration, declarationAsExtraction } from './declaration-checks.ts';
