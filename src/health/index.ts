export { healthRoutes } from './health-routes.ts';
export { databaseCheck, withTimeout } from './readiness.ts';
export type { CheckResult, ReadinessCheck } from './readiness.ts';
