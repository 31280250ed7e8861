export { intakeRoutes } from './intake-routes.ts';
export type { IntakeDeps } from './intake-routes.ts';
export { incomingMaxAgeMs, scheduleIncomingSweep } from './sweep-incoming.ts';
