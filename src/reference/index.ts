export { referenceJobs } from './reference-jobs.ts';
export { referenceRoutes } from './reference-routes.ts';
export type { ReferenceDeps, ReferenceJobs, ReferenceRouteDeps } from './reference-deps.ts';
export * from './code-lists/index.ts';
export * from './countries/index.ts';
export * from './locodes/index.ts';
export * from './tariff/index.ts';
export * from './exchange-rates/index.ts';
export * from './data-sync/index.ts';
