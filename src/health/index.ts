export { healthRoutes } from './health-routes.ts';
export { databaseCheck } from './readiness.ts';
export type { CheckResult, ReadinessCheck } from './readiness.ts';
