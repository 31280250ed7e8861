import { join } from 'node:path';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { buildApp } from './app.ts';
import type { Filer } from './filing/index.ts';
import { startLine } from './start-line.ts';
import { compose, type Components } from './composition.ts';
import { isDatabaseUnavailable, openDatabase, type Database } from './db/index.ts';
import { seedPrompts } from './extraction/index.ts';
import { createLogger } from './logger.ts';
import { schedulePurge } from './idempotency/index.ts';
import { incomingMaxAgeMs, scheduleIncomingSweep } from './intake/index.ts';
import { queueMessageHandler } from './ingestion/index.ts';
import { scheduleRedeliveryPurge } from './messaging/index.ts';
import { installEmbeddedSnapshot, resumeTariffImports, seedTariff } from './reference/index.ts';
import { seedRuntimeSettings } from './runtime-settings/index.ts';
import { checkSignInSettings, scheduleSessionPurge } from './sign-in/index.ts';
import {
  checkBindAllowed,
  loadSettings,
  SettingsError,
  type LoadedSettings,
} from './settings/index.ts';

export interface Service {
  readonly app: FastifyInstance;
  readonly database: Database;
  readonly logger: Logger;
  /** `http://host:port` actually bound (Server:Port 0 picks a free port). */
  readonly address: string;
  readonly filer: Filer;
  stop(): Promise<void>;
}

export interface StartOptions {
  readonly loaded: LoadedSettings;
  readonly logger?: Logger;
  /** Tests add routes here (a deliberately slow one, say) before the server listens. */
  readonly configureApp?: (app: FastifyInstance) => void;
}

/** The server waits this long for a lock a crashed server left on the embedded database. */
const EMBEDDED_LOCK_WAIT_MS = 12_000;

/** settings -> database -> migrations -> seeded runtime settings -> HTTP; stop() undoes it in reverse. */
export const startService = async ({
  loaded,
  logger: given,
  configureApp,
}: StartOptions): Promise<Service> => {
  const { settings } = loaded;
  checkBindAllowed(settings);
  checkSignInSettings(settings);
  const logger = given ?? createLogger(settings);
  for (const warning of loaded.warnings) logger.warn(warning);
  const database = await openDatabase(settings, {
    embeddedLockWaitMs: EMBEDDED_LOCK_WAIT_MS,
    // A connection the server dropped is expected while the database restarts or fails over;
    // the next query opens a new one, and /health/ready says whether that works.
    onBackgroundError: (error) =>
      isDatabaseUnavailable(error)
        ? logger.warn({ err: error }, 'database connection lost; the next query reconnects')
        : logger.error({ err: error }, 'database connection error'),
  });
  let components: Components | undefined;
  try {
    await database.migrate().catch((error: unknown) => {
      if (!isDatabaseUnavailable(error)) throw error;
      throw new SettingsError(
        `The database (${database.description}) is not reachable: ${(error as Error).message || (error as NodeJS.ErrnoException).code}; check Database:ConnectionString (or DATABASE_URL) and that PostgreSQL is running`,
      );
    });
    const seeded = await seedRuntimeSettings(database.db, settings);
    if (seeded.length > 0)
      logger.info({ keys: seeded }, 'runtime settings seeded from configuration');
    const prompts = await seedPrompts(database.db);
    if (prompts.length > 0) logger.info({ prompts }, 'default prompts seeded');
    const installed = await installEmbeddedSnapshot(database.db);
    if (installed.lists > 0 || installed.offices)
      logger.info(installed, 'reference data installed from the embedded snapshot');
    const built = compose(settings, database, logger, {
      eagerReaders: true,
      settingSources: loaded.sources,
    });
    components = built;
    await built.referenceCodes.refresh();
    built.referenceCodes.start();
    const referenceDeps = {
      db: database.db,
      settings,
      logger: logger.child({ component: 'reference-data' }),
      jobs: () => built.jobs,
    };
    // Before listening: on the embedded database the first seed holds the only connection (and
    // the event loop) for seconds; a started service should answer at once.
    await seedTariff(database.db, referenceDeps.logger);
    const { filer, outbox, consumer } = built;
    if (!filer.setup) logger.warn(`${filer.unavailable}: every filing will be refused`);
    const app = await buildApp(built);
    configureApp?.(app);
    const address = await app.listen({
      host: settings['Server:Host'],
      port: settings['Server:Port'],
    });
    const stopPurges = [
      schedulePurge(database.db, logger),
      scheduleRedeliveryPurge(database.db, logger),
      scheduleSessionPurge(database.db, logger),
      scheduleIncomingSweep(
        join(settings['Storage:UploadFolder'], '.incoming'),
        incomingMaxAgeMs(settings['Server:RequestTimeoutSeconds']),
        logger,
      ),
    ];
    outbox.start();
    // After listening (pg-boss's own migration takes seconds on the embedded database); an upload
    // in the meantime waits for the engine to send its extraction job.
    await built.jobs.start();
    const unfinished = await resumeTariffImports(referenceDeps, { atStart: true });
    if (unfinished > 0)
      logger.info({ unfinished }, 'tariff imports left unfinished are picked up again');
    if (consumer) {
      await consumer.start(
        queueMessageHandler({
          ingest: built.ingest,
          readers: built.readers,
          logger: logger.child({ component: 'inbound-queue' }),
        }),
      );
    }
    logger.info(
      { address, database: database.description, environment: settings.environment },
      'service started',
    );
    let stopping: Promise<void> | undefined;
    const stop = () =>
      (stopping ??= (async () => {
        try {
          for (const stopPurge of stopPurges) stopPurge();
          // Queue messages in flight finish first; they need the database.
          await consumer?.stop();
          await app.close();
          // Half the shutdown time for jobs: their handlers are aborted, and what is still
          // running then is given back to the queue for the next start.
          await built.jobs.stop(settings['Server:ShutdownTimeoutSeconds'] * 500);
          await built.close();
          // The send in progress finishes; the rest waits in the outbox for the next start.
          await outbox.stop();
        } finally {
          await database.close();
        }
      })());
    return { app, database, logger, address, filer, stop };
  } catch (error) {
    await components?.close();
    await database.close();
    throw error;
  }
};

/**
 * After start-up nothing but a signal ends the process (decision 0024): an error nobody caught is
 * logged and the service carries on. Every known source (the database going away under the job
 * engine, the outbox, the consumers, the pool's connections) is caught where it arises; this is
 * the net under what is not known yet. The state that matters is in the database, which every
 * part re-reads; an exit would drop the requests and jobs in flight and leave the restart to
 * whatever supervises the process, if anything does.
 */
const carryOnAfterErrors = (logger: Logger) => {
  process.on('unhandledRejection', (reason) =>
    logger.error({ err: reason }, 'unhandled rejection; the service carries on'),
  );
  process.on('uncaughtException', (error) =>
    logger.error({ err: error }, 'uncaught exception; the service carries on'),
  );
};

/** The process: one line and exit 1 on bad configuration; graceful stop on SIGTERM and SIGINT. */
export const runService = async (configureApp?: (app: FastifyInstance) => void): Promise<void> => {
  let loaded: LoadedSettings;
  try {
    loaded = loadSettings();
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  const service = await startService({ loaded, configureApp }).catch((error: unknown) => {
    if (!(error instanceof SettingsError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  });
  process.stderr.write(startLine(service.address, loaded.settings, service.filer));
  const timeoutMs = loaded.settings['Server:ShutdownTimeoutSeconds'] * 1000;
  carryOnAfterErrors(service.logger);
  closeWithGrace(
    {
      delay: timeoutMs,
      // Errors are not a reason to stop (carryOnAfterErrors); only signals are.
      skip: ['uncaughtException', 'unhandledRejection'],
      logger: { error: (message: unknown) => service.logger.error(message) },
      onTimeout: () =>
        service.logger.error(`shutdown took longer than ${timeoutMs} ms; exiting anyway`),
    },
    async ({ signal }) => {
      service.logger.info({ signal }, 'stopping: finishing requests in flight');
      await service.stop();
      service.logger.info('stopped');
    },
  );
};
