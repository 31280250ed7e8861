import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { createTokenVerifier, type TokenVerifier } from './auth/index.ts';
import { createBodyReaders, type BodyReaders } from './body-readers/index.ts';
import { clientRoutes } from './clients/index.ts';
import type { Database } from './db/index.ts';
import { createFiler, filingRoutes } from './filing/index.ts';
import { databaseCheck, healthRoutes, type ReadinessCheck } from './health/index.ts';
import { accessLog } from './http/access-log.ts';
import { connectionLimits } from './http/connection-limits.ts';
import { drainOnClose } from './http/drain-on-close.ts';
import { metrics } from './http/metrics.ts';
import { probeRoutes, type QueueConsumer } from './messaging/index.ts';
import { registerOpenApi } from './http/openapi-routes.ts';
import { parameterText } from './http/parameter-text.ts';
import { problemDetails } from './http/problem-details.ts';
import { registerRateLimit } from './http/rate-limit.ts';
import { requestIdFrom } from './http/request-id.ts';
import {
  declarationRoutes,
  ingestDepsFor,
  schemaRoutes,
  type IngestDeps,
} from './ingestion/index.ts';
import type { Settings } from './settings/index.ts';

export interface AppDeps {
  readonly settings: Settings;
  readonly database: Database;
  readonly logger: Logger;
  /** What ingestion needs; the service shares one with the queue consumer. Built from settings when absent. */
  readonly ingest?: IngestDeps;
  /** Bearer-token verification; built from Auth:EntraId:* when not given. */
  readonly verifyToken?: TokenVerifier;
  /** Shared rate-limit counters (RateLimit:RedisUrl). */
  readonly redis?: Redis;
  /** The inbound queue consumer of the active block, for the admin probe. */
  readonly inboundConsumer?: QueueConsumer;
  /** Checks beyond the database that /health/ready reports. */
  readonly readinessChecks?: readonly ReadinessCheck[];
  /** Body parsing off the event loop; the service shares one with the queue consumer. Made (and closed with the app) when absent. */
  readonly bodyReaders?: BodyReaders;
}

/** Bearer tokens are accepted once the tenant and the application are configured. */
const tokenVerifierFrom = (settings: Settings): TokenVerifier | undefined =>
  settings['Auth:EntraId:TenantId'] && settings['Auth:EntraId:ClientId']
    ? createTokenVerifier({
        instance: settings['Auth:EntraId:Instance'],
        tenantId: settings['Auth:EntraId:TenantId'],
        clientId: settings['Auth:EntraId:ClientId'],
      })
    : undefined;

/** The Fastify instance with every plugin and route; main.ts listens on it, tests inject into it. */
export const buildApp = async (deps: AppDeps): Promise<FastifyInstance> => {
  const { settings } = deps;
  const knownNetworks = settings['Proxy:KnownNetworks'];
  const app = Fastify({
    loggerInstance: deps.logger,
    genReqId: requestIdFrom,
    logController: new LogController({
      requestIdLogLabel: 'requestId',
      disableRequestLogging: true,
    }),
    trustProxy: knownNetworks.length > 0 ? [...knownNetworks] : false,
    // Idle keep-alive sockets close on shutdown; requests in flight are allowed to finish.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // A client that sends its request slowly (a byte every few seconds) is cut off: 408.
    // No socket inactivity timeout: it would also cut off a request the service is still
    // working on. Slow clients are bounded by the two limits below, idle ones by keep-alive.
    requestTimeout: settings['Server:RequestTimeoutSeconds'] * 1000,
    keepAliveTimeout: settings['Server:IdleTimeoutSeconds'] * 1000,
    http: {
      headersTimeout:
        Math.min(
          settings['Server:HeadersTimeoutSeconds'],
          settings['Server:RequestTimeoutSeconds'],
        ) * 1000,
      // Node checks the two limits above this often (30 s by default, far past a short limit).
      connectionsCheckingInterval: 1000,
    },
  }) as unknown as FastifyInstance;

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
    // API answers carry partners' and clients' personal data: no cache, shared or private, keeps them.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });

  const verifyToken = deps.verifyToken ?? tokenVerifierFrom(settings);
  const readers =
    deps.bodyReaders ?? createBodyReaders({ threads: settings['Server:BodyReaderThreads'] });
  if (!deps.bodyReaders) app.addHook('onClose', () => readers.close());
  await app.register(
    connectionLimits({
      maxPerPeer: settings['Server:MaxConnectionsPerPeer'],
      firstRequestWithinMs: settings['Server:HeadersTimeoutSeconds'] * 1000,
      exempt: knownNetworks,
    }),
  );
  await app.register(drainOnClose);
  await app.register(accessLog);
  await app.register(problemDetails);
  await app.register(parameterText);
  await app.register(metrics);
  await registerRateLimit(app, { settings, redis: deps.redis });
  await registerOpenApi(app, settings);
  await app.register(healthRoutes([databaseCheck(deps.database), ...(deps.readinessChecks ?? [])]));
  await app.register(schemaRoutes);
  await app.register(clientRoutes({ db: deps.database.db, readers }));
  await app.register(
    probeRoutes({ db: deps.database.db, consumer: deps.inboundConsumer, verifyToken }),
  );
  const ingest = deps.ingest ?? ingestDepsFor(settings, deps.database.db);
  await app.register(declarationRoutes({ ...ingest, verifyToken, readers }));
  await app.register(
    filingRoutes({
      db: deps.database.db,
      filer:
        ingest.filer ??
        createFiler(settings, {
          company: ingest.companyDefaults,
        }),
      verifyToken,
    }),
  );
  return app;
};
