import type { FastifyInstance } from 'fastify';
import type { ReferenceDeps, ReferenceJobs, ReferenceRouteDeps } from '../reference-deps.ts';

// Placeholder until the locodes part lands: no jobs, no routes.
export const locodeJobs = (_deps: ReferenceDeps): ReferenceJobs => ({
  definitions: [],
  schedules: [],
});
export const locodeRoutes = (_deps: ReferenceRouteDeps) => async (_app: FastifyInstance) => {};
