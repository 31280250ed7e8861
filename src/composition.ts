import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import {
  createTokenVerifier,
  findSession,
  type SessionRule,
  type TokenVerifier,
} from './auth/index.ts';
import { startKeyUseFlusher } from './api-keys/index.ts';
import { createBodyReaders, type BodyReaders } from './body-readers/index.ts';
import type { Database, Db } from './db/index.ts';
import {
  EXTRACTION_JOB,
  EXTRACTION_SWEEP_JOB,
  extractionJob,
  extractionSweepJob,
  extractionSetup,
  type ExtractionJobData,
  type ExtractionSetup,
  type ModelClient,
  type ReaderTaskStats,
} from './extraction/index.ts';
import { createFiler, type Filer } from './filing/index.ts';
import type { ReadinessCheck } from './health/index.ts';
import { ingestDepsFor, type IngestDeps } from './ingestion/index.ts';
import { createJobEngine, type JobEngine } from './jobs/index.ts';
import {
  consumerCheck,
  databaseRedeliveryCounter,
  inboundConsumerFor,
  type QueueConsumer,
} from './messaging/index.ts';
import { createOutboxWorker, type OutboxWorker } from './outbox/index.ts';
import type { FilingSetup } from './regimes/index.ts';
import {
  cachedRuntimeSettings,
  RUNTIME_SETTINGS_TTL_MS,
  type CompanySettings,
} from './runtime-settings/index.ts';
import {
  CODE_LIST_SYNC_JOB,
  referenceCodesSource,
  referenceJobs,
  syncConfigured,
  type ReferenceCodesSource,
} from './reference/index.ts';
import type { SettingKey, Settings } from './settings/index.ts';
import { roleRefresh } from './sign-in/index.ts';

/** Everything the process is made of, built once: the HTTP app and the workers share it. */
export interface Components {
  readonly settings: Settings;
  /** Where each start-up setting came from: a file, an environment variable, or `default`. */
  readonly settingSources: ReadonlyMap<SettingKey, string>;
  readonly database: Database;
  readonly logger: Logger;
  /** The `declarations:*` runtime settings, cached briefly (RUNTIME_SETTINGS_TTL_MS). */
  readonly companySettings: () => Promise<CompanySettings>;
  readonly outbox: OutboxWorker;
  readonly filer: Filer;
  /** The EU lists and offices filing checks: embedded, overlaid by synced lists; service.ts loads it. */
  readonly referenceCodes: ReferenceCodesSource;
  /** Queues a code-list sync now (Admins); absent when no ReferenceData:*Url is configured. */
  readonly syncCodeLists?: () => Promise<string | null>;
  readonly ingest: IngestDeps;
  readonly readers: BodyReaders;
  /** Background jobs (pg-boss in the service's database); service.ts starts it, close() stops it. */
  readonly jobs: JobEngine;
  /** The readers, the model and the checks of the extraction (SPEC.md point 4). */
  readonly extraction: ExtractionSetup;
  /** Sends an extraction job, in the caller's transaction when given one. */
  readonly queueExtraction: (data: ExtractionJobData, tx?: Db) => Promise<unknown>;
  /** Bearer-token verification, when Auth:EntraId:TenantId and ClientId are set. */
  readonly verifyToken?: TokenVerifier;
  /** The signed-in browser behind a session cookie, if its session is live. */
  readonly sessions: SessionRule['find'];
  /** Shared rate-limit counters (RateLimit:RedisUrl). */
  readonly redis?: Redis;
  /** The consumer of the active ServiceBus:Ingestion block. */
  readonly consumer?: QueueConsumer;
  /** Checks beyond the database that /health/ready reports. */
  readonly readinessChecks: readonly ReadinessCheck[];
  /** Releases what composing acquired (reader threads, Redis); the database is the caller's. */
  close(): Promise<void>;
}

export interface ComposeOptions {
  /**
   * Start the body reader threads and one document reader process now (the service) rather than
   * at the first large body or document (tests).
   */
  readonly eagerReaders?: boolean;
  /** Tests read runtime settings fresh (0) to see a change at once. */
  readonly runtimeSettingsTtlMs?: number;
  /** Tests hand in what stands in for Entra ID, or a consumer they drive. */
  readonly verifyToken?: TokenVerifier;
  readonly consumer?: QueueConsumer;
  readonly redis?: Redis;
  /** False: this process sends jobs but runs none (the CLI's read-only commands). */
  readonly jobWorkers?: boolean;
  /** Tests hand in a model client (against their stand-in server) or none at all. */
  readonly modelClient?: ModelClient;
  /** Told after every document a reader process handled, with its time and memory (tests). */
  readonly onReaderTask?: (stats: ReaderTaskStats) => void;
  /** Where each setting was configured (loadSettings' sources), shown on the admin pages. */
  readonly settingSources?: ReadonlyMap<SettingKey, string>;
}

/** Rate-limit counters shared by several instances; failures are logged and limits fail open. */
const connectRedis = (url: string, logger: Logger): Redis | undefined => {
  if (!url) return undefined;
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', (error: Error) =>
    logger.warn({ err: error }, 'rate-limit store (Redis) unavailable'),
  );
  return redis;
};

/** Bearer tokens are accepted once the tenant and the application are configured. */
const tokenVerifierFrom = (settings: Settings): TokenVerifier | undefined =>
  settings['Auth:EntraId:TenantId'] && settings['Auth:EntraId:ClientId']
    ? createTokenVerifier({
        instance: settings['Auth:EntraId:Instance'],
        tenantId: settings['Auth:EntraId:TenantId'],
        clientId: settings['Auth:EntraId:ClientId'],
      })
    : undefined;

/**
 * The composition root (ARCHITECTURE.md rule 3): every dependency built once from the settings
 * and the open database and handed down as arguments. service.ts starts what it returns; tests
 * compose the same graph with their stand-ins.
 */
export const compose = (
  settings: Settings,
  database: Database,
  logger: Logger,
  options: ComposeOptions = {},
): Components => {
  const companySettings = cachedRuntimeSettings(
    database.db,
    options.runtimeSettingsTtlMs ?? RUNTIME_SETTINGS_TTL_MS,
  );
  const outbox = createOutboxWorker({
    db: database.db,
    blocks: settings.descartesBlocks,
    logger,
    leaseSeconds: settings['Descartes:Outbox:LeaseSeconds'],
  });
  const referenceCodes = referenceCodesSource(
    database.db,
    logger.child({ component: 'reference-data' }),
  );
  const codes: FilingSetup['codes'] = (domain, phase) =>
    referenceCodes.catalog().codes(domain, phase);
  const filer = createFiler(settings, {
    company: companySettings,
    codes,
    enqueued: () => outbox.wake(),
  });
  const ingest = ingestDepsFor(settings, database.db, {
    filer,
    codes,
    runtimeSettings: companySettings,
  });
  const readers = createBodyReaders({
    threads: settings['Server:BodyReaderThreads'],
    eager: options.eagerReaders ?? false,
  });
  // The engine is built after the definitions, which may send jobs themselves: hence the getter.
  const reference = referenceJobs({
    db: database.db,
    settings,
    logger: logger.child({ component: 'reference-data' }),
    jobs: () => jobs,
    afterCodeListSync: () => referenceCodes.refresh(),
  });
  const extraction = extractionSetup(settings, database.db, {
    modelClient: options.modelClient,
    logger: logger.child({ component: 'document-reader' }),
    eagerReaders: options.eagerReaders === true,
    ...(options.onReaderTask ? { onReaderTask: options.onReaderTask } : {}),
  });
  const extractionDefinition = extractionJob({
    db: database.db,
    uploadFolder: settings['Storage:UploadFolder'],
    reading: extraction.reading,
    model: extraction.model,
    lookups: extraction.lookups,
    concurrency: settings['Processing:MaxConcurrentJobs'],
    visibilityTimeoutSeconds: settings['Processing:ExtractionTimeoutSeconds'],
    retryDelaySeconds: settings['Processing:ExtractionRetryDelaySeconds'],
    logger: logger.child({ component: 'extraction' }),
  });
  const jobs = createJobEngine({
    database,
    definitions: [
      ...reference.definitions,
      extractionDefinition,
      extractionSweepJob({
        db: database.db,
        jobName: EXTRACTION_JOB,
        logger: logger.child({ component: 'extraction' }),
      }),
    ],
    schedules: [...reference.schedules, { name: EXTRACTION_SWEEP_JOB, cron: '*/5 * * * *' }],
    logger: logger.child({ component: 'jobs' }),
    workers: options.jobWorkers ?? true,
  });
  const redis = options.redis ?? connectRedis(settings['RateLimit:RedisUrl'], logger);
  const consumer =
    options.consumer ??
    inboundConsumerFor(settings, logger, databaseRedeliveryCounter(database.db));
  const roles = settings['Auth:Provider'] === '' ? undefined : roleRefresh(settings);
  const keyUses = startKeyUseFlusher(database.db);
  return {
    settings,
    settingSources: options.settingSources ?? new Map(),
    database,
    logger,
    companySettings,
    outbox,
    filer,
    referenceCodes,
    syncCodeLists: syncConfigured(settings) ? () => jobs.send(CODE_LIST_SYNC_JOB, {}) : undefined,
    ingest,
    readers,
    jobs,
    extraction,
    queueExtraction: (data, tx) => jobs.send(EXTRACTION_JOB, data, tx ? { tx } : {}),
    sessions: (token) =>
      findSession(
        database.db,
        token,
        {
          idleMs: settings['Auth:SessionIdleMinutes'] * 60_000,
          maxMs: settings['Auth:SessionMaxHours'] * 3_600_000,
        },
        new Date(),
        roles,
      ),
    verifyToken: options.verifyToken ?? tokenVerifierFrom(settings),
    redis,
    consumer,
    readinessChecks: consumer
      ? [consumerCheck(consumer, settings['ServiceBus:Ingestion:StalledAfterSeconds'] * 1000)]
      : [],
    close: async () => {
      await keyUses.stop();
      referenceCodes.stop();
      await jobs.stop();
      await extraction.close();
      await readers.close();
      // A Redis handed in belongs to whoever made it.
      if (redis && !options.redis) await redis.quit().catch(() => redis.disconnect());
    },
  };
};
