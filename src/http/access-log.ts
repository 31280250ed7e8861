import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { partnerOf } from '../auth/index.ts';

/**
 * One log line per request, when it is answered (Fastify's default is two: received and
 * completed). Credentials never reach it: no headers, no body.
 */
export const accessLog = fp(async (app: FastifyInstance) => {
  app.addHook('onResponse', async (request, reply) => {
    if (request.routeOptions.logLevel === 'warn' && reply.statusCode < 400) return;
    request.log.info(
      {
        method: request.method,
        url: request.url.split('?')[0],
        route: request.routeOptions.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        remoteAddress: request.ip,
        ...(request.caller?.kind === 'user'
          ? { user: request.caller.userId }
          : { partner: request.caller && partnerOf(request.caller) }),
      },
      'request completed',
    );
  });
});
