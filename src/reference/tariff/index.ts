import type { FastifyInstance } from 'fastify';
import type { ReferenceDeps, ReferenceJobs, ReferenceRouteDeps } from '../reference-deps.ts';

// Placeholder until the tariff part lands: no jobs, no routes.
export const tariffJobs = (_deps: ReferenceDeps): ReferenceJobs => ({
  definitions: [],
  schedules: [],
});
export const tariffRoutes = (_deps: ReferenceRouteDeps) => async (_app: FastifyInstance) => {};
