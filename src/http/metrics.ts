import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** Prometheus metrics of this app instance; a registry per app keeps tests that build several apart. */
export const metrics = fp(async (app: FastifyInstance) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to response',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, not the URL: one series per route however many ids are requested.
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status_code: reply.statusCode,
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  const route = {
    logLevel: 'warn' as const,
    schema: {
      tags: ['Health'],
      summary: 'Prometheus text: requests by route and status, latency, process metrics',
      operationId: 'metrics',
      response: {
        200: { description: 'Metrics', content: { 'text/plain': { schema: { type: 'string' } } } },
      },
    },
  };
  app.get('/metrics', route, async (_request, reply) => {
    reply.type(registry.contentType);
    return registry.metrics();
  });
});
