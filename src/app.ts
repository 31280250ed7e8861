import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Database } from './db/index.ts';
import { databaseCheck, healthRoutes, type ReadinessCheck } from './health/index.ts';
import { drainOnClose } from './http/drain-on-close.ts';
import { metrics } from './http/metrics.ts';
import { problemDetails } from './http/problem-details.ts';
import { requestIdFrom } from './http/request-id.ts';
import type { Settings } from './settings/index.ts';

export interface AppDeps {
  readonly settings: Settings;
  readonly database: Database;
  readonly logger: Logger;
  /** Checks beyond the database that /health/ready reports. */
  readonly readinessChecks?: readonly ReadinessCheck[];
}

/** The Fastify instance with every plugin and route; main.ts listens on it, tests inject into it. */
export const buildApp = async (deps: AppDeps): Promise<FastifyInstance> => {
  const knownNetworks = deps.settings['Proxy:KnownNetworks'];
  const app = Fastify({
    loggerInstance: deps.logger,
    genReqId: requestIdFrom,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    trustProxy: knownNetworks.length > 0 ? [...knownNetworks] : false,
    // Idle keep-alive sockets close on shutdown; requests in flight are allowed to finish.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(drainOnClose);
  await app.register(problemDetails);
  await app.register(metrics);
  await app.register(healthRoutes([databaseCheck(deps.database), ...(deps.readinessChecks ?? [])]));
  return app as unknown as FastifyInstance;
};
