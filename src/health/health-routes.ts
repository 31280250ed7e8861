import type { FastifyInstance } from 'fastify';
import { json, problem, problems, sendProblem } from '../http/index.ts';
import type { ReadinessCheck } from './readiness.ts';

/** Liveness says the process answers; readiness says it can do its work (load balancers route on it). */
export const healthRoutes = (checks: readonly ReadinessCheck[]) => async (app: FastifyInstance) => {
  const tags = ['Health'];
  app.get(
    '/health/live',
    {
      logLevel: 'warn',
      schema: {
        tags,
        summary: 'The process answers',
        operationId: 'live',
        response: {
          200: json('Live', { type: 'object', properties: { status: { const: 'live' } } }),
        },
      },
    },
    async () => ({ status: 'live' }),
  );

  const ready = {
    logLevel: 'warn' as const,
    schema: {
      tags,
      summary:
        'The database is reachable and migrated; each check with its state (a broker away is reported, not fatal)',
      operationId: 'ready',
      response: {
        200: json('Ready', {
          type: 'object',
          properties: { status: { const: 'ready' }, checks: { type: 'object' } },
        }),
        ...problems(503),
      },
    },
  };
  // Load balancers ask every few seconds: a change is logged, not every answer.
  let lastFault: string | undefined;
  app.get('/health/ready', ready, async (request, reply) => {
    const results = await Promise.all(
      checks.map(async (check) => ({ name: check.name, ...(await check.run()) })),
    );
    const checksBody = Object.fromEntries(
      results.map(({ name, ok, detail }) => [name, { status: ok ? 'up' : 'down', detail }]),
    );
    const failing = results.filter(
      (result) =>
        !result.ok && checks.find((check) => check.name === result.name)?.critical !== false,
    );
    if (failing.length === 0) {
      if (lastFault !== undefined) app.log.info({ was: lastFault }, 'ready again');
      lastFault = undefined;
      return { status: 'ready', checks: checksBody };
    }
    const detail = failing.map((result) => `${result.name}: ${result.detail}`).join('; ');
    if (detail !== lastFault) app.log.warn({ checks: checksBody }, 'not ready');
    lastFault = detail;
    return sendProblem(request, reply, {
      ...problem(503, 'not-ready', detail),
      checks: checksBody,
    } as never);
  });
};
