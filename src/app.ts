import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import {
  apiKeyRoutes,
  appearanceRoutes,
  customsLocationRoutes,
  customsTeamRoutes,
  provenanceTypeRoutes,
  auditRoutes,
  claimsRoutes,
  countryAliasRoutes,
  dataSyncRoutes,
  locodeImportRoutes,
  tarbelRoutes,
  declarationSettingsRoutes,
  descartesRoutes,
  exchangeRateRoutes,
  ingestionRoutes,
  promptRoutes,
} from './admin/index.ts';
import { ClientBatchSchema, ClientItemSchema, publishedSchema } from './canonical/index.ts';
import {
  ClientBatchOutcomeSchema,
  ClientSchema,
  clientCorrectionRoutes,
  clientRoutes,
  clientWebRoutes,
} from './clients/index.ts';
import type { Components } from './composition.ts';
import {
  DossierDetailSchema,
  DossierHistorySchema,
  dossierRoutes,
  DossierSummarySchema,
  reviewRoutes,
  breakdownRoutes,
  declarationFieldsRoutes,
  transportCostsRoutes,
} from './dossiers/index.ts';
import { checkDeclaration, extractionRoutes, sheetRoutes } from './extraction/index.ts';
import { declareRoutes, filingRoutes } from './filing/index.ts';
import { databaseCheck, healthRoutes } from './health/index.ts';
import {
  accessLog,
  connectionLimits,
  drainOnClose,
  loopbackHostOnly,
  metrics,
  parameterText,
  problemDetails,
  registerOpenApi,
  registerRateLimit,
  requestIdFrom,
  securityHeaders,
} from './http/index.ts';
import { intakeRoutes } from './intake/index.ts';
import { probeRoutes } from './messaging/index.ts';
import { referenceRoutes } from './reference/index.ts';
import { SessionSchema, signInRoutes } from './sign-in/index.ts';
import { isAppPage, webAppRoutes } from './web-app/index.ts';
import { declarationRoutes, IngestionResponseSchema, schemaRoutes } from './ingestion/index.ts';

/** The built web app (scripts/ensure-web-build.mjs writes it; npm start runs that first). */
const WEB_DIST = fileURLToPath(new URL('../web/dist', import.meta.url));

/** The app takes what the composition root built; it builds no dependency of its own. */
export type AppDeps = Pick<
  Components,
  | 'settings'
  | 'settingSources'
  | 'database'
  | 'logger'
  | 'ingest'
  | 'filer'
  | 'readers'
  | 'verifyToken'
  | 'redis'
  | 'consumer'
  | 'readinessChecks'
  | 'syncCodeLists'
  | 'jobs'
  | 'sessions'
  | 'queueExtraction'
  | 'extraction'
>;

/** The shared schemas of the OpenAPI document, as the modules publish them. */
const apiComponents = (): Record<string, object> => {
  const { root, defs } = publishedSchema('#/components/schemas/');
  return {
    CanonicalDeclaration: { title: 'CanonicalDeclaration', ...root },
    ...defs,
    ClientItem: ClientItemSchema,
    ClientBatch: ClientBatchSchema,
    ClientBatchOutcome: ClientBatchOutcomeSchema,
    Client: ClientSchema,
    IngestionResponse: IngestionResponseSchema,
    DossierSummary: DossierSummarySchema,
    DossierDetail: DossierDetailSchema,
    DossierHistory: DossierHistorySchema,
    Session: SessionSchema,
  };
};

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

  const { verifyToken, readers, ingest } = deps;
  // Bodies are read by the body readers and answers are plain JSON: route schemas validate
  // parameters and describe the API; they neither validate bodies nor reshape answers.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  await app.register(securityHeaders);
  // First, so that it sees every route registered after it.
  await registerOpenApi(app, { environment: settings.environment, components: apiComponents() });
  await app.register(
    connectionLimits({
      maxPerPeer: settings['Server:MaxConnectionsPerPeer'],
      firstRequestWithinMs: settings['Server:HeadersTimeoutSeconds'] * 1000,
      exempt: knownNetworks,
    }),
  );
  await app.register(drainOnClose);
  // Cookies read and written in one way everywhere (request.cookies, reply.setCookie).
  await app.register(cookie);
  // Local single-user mode: whoever reaches it is an Admin, so only loopback names are answered.
  if (settings['Auth:Provider'] === '') await app.register(loopbackHostOnly);
  await app.register(accessLog);
  await app.register(problemDetails);
  await app.register(parameterText);
  await app.register(metrics);
  await registerRateLimit(app, { settings, redis: deps.redis });
  await app.register(healthRoutes([databaseCheck(deps.database), ...deps.readinessChecks]));
  await app.register(schemaRoutes);
  await app.register(
    signInRoutes({ db: deps.database.db, settings, sessions: deps.sessions, isAppPage }),
  );
  await app.register(webAppRoutes({ distFolder: WEB_DIST, sessions: deps.sessions }));
  await app.register(clientRoutes({ db: deps.database.db, readers }));
  await app.register(clientWebRoutes({ db: deps.database.db, sessions: deps.sessions }));
  await app.register(clientCorrectionRoutes({ db: deps.database.db, sessions: deps.sessions }));
  await app.register(
    probeRoutes({
      db: deps.database.db,
      consumer: deps.consumer,
      verifyToken,
      sessions: deps.sessions,
    }),
  );
  await app.register(declarationRoutes({ ...ingest, verifyToken, readers }));
  const sessions = deps.sessions;
  await app.register(
    dossierRoutes({
      db: deps.database.db,
      verifyToken,
      sessions,
      uploadFolder: settings['Storage:UploadFolder'],
    }),
  );
  const codes = ingest.codes;
  await app.register(
    reviewRoutes({
      db: deps.database.db,
      sessions,
      ...(codes ? { codes: () => codes('transit', 6) } : {}),
      moreChecks: async (declaration) =>
        checkDeclaration(declaration, await deps.extraction.lookups(), new Date()),
    }),
  );
  await app.register(breakdownRoutes({ db: deps.database.db, sessions }));
  await app.register(declarationFieldsRoutes({ db: deps.database.db, sessions }));
  await app.register(transportCostsRoutes({ db: deps.database.db, sessions }));
  await app.register(declareRoutes({ db: deps.database.db, filer: deps.filer, sessions }));
  await app.register(
    filingRoutes({ db: deps.database.db, filer: deps.filer, verifyToken, sessions }),
  );
  const admin = { db: deps.database.db, verifyToken, sessions };
  await app.register(promptRoutes(admin));
  await app.register(apiKeyRoutes(admin));
  await app.register(claimsRoutes(admin));
  await app.register(auditRoutes(admin));
  await app.register(countryAliasRoutes(admin));
  await app.register(exchangeRateRoutes(admin));
  await app.register(descartesRoutes({ ...admin, settings, settingSources: deps.settingSources }));
  await app.register(
    ingestionRoutes({
      ...admin,
      settings,
      settingSources: deps.settingSources,
      consumer: deps.consumer,
    }),
  );
  await app.register(
    declarationSettingsRoutes({
      ...admin,
      // The transit domain's lists: CL008 and the office list are the same in every domain.
      ...(codes ? { codes: () => codes('transit', 6) } : {}),
    }),
  );
  // /Admin/Appearance, CustomsLocations, CustomsTeams, ProvenanceTypes (decision 0050).
  const masterdata = { ...admin, ...(codes ? { codes: () => codes('transit', 6) } : {}) };
  await app.register(appearanceRoutes(admin));
  await app.register(customsLocationRoutes(masterdata));
  await app.register(customsTeamRoutes(masterdata));
  await app.register(provenanceTypeRoutes(admin));
  // /Admin/DataSync, Tarbel and Locode's import (decision 0049): uploads and "run now" send jobs.
  const referenceAdmin = { ...admin, settings, jobs: deps.jobs };
  await app.register(dataSyncRoutes(referenceAdmin));
  await app.register(tarbelRoutes(referenceAdmin));
  await app.register(locodeImportRoutes(referenceAdmin));
  await app.register(
    intakeRoutes({
      db: deps.database.db,
      sessions,
      uploadFolder: settings['Storage:UploadFolder'],
      maxFileBytes: settings['Storage:MaxFileSizeBytes'],
      queueExtraction: (tx, dossierId) => deps.queueExtraction({ dossierId }, tx),
    }),
  );
  await app.register(
    extractionRoutes({
      db: deps.database.db,
      verifyToken,
      sessions,
      queueExtraction: deps.queueExtraction,
      hasModel: deps.extraction.model !== undefined,
    }),
  );
  await app.register(
    sheetRoutes({
      db: deps.database.db,
      verifyToken,
      sessions,
      uploadFolder: settings['Storage:UploadFolder'],
      settings,
    }),
  );
  await app.register(
    referenceRoutes({
      db: deps.database.db,
      verifyToken,
      sessions,
      syncCodeLists: deps.syncCodeLists,
    }),
  );
  return app;
};
