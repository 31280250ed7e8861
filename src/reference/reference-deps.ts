import type { Logger } from 'pino';
import type { SessionRule, TokenVerifier } from '../auth/index.ts';
import type { Db } from '../db/index.ts';
import type { AnyJobDefinition, JobEngine, JobSchedule } from '../jobs/index.ts';
import type { Settings } from '../settings/index.ts';

/** What the reference-data work (syncs, imports, their jobs) needs from the process. */
export interface ReferenceDeps {
  readonly db: Db;
  readonly settings: Settings;
  readonly logger: Logger;
  /** The job engine, once it exists: a job may send another (a daily cycle sends an import). */
  readonly jobs: () => Pick<JobEngine, 'send'>;
  /** Called after a code-list sync committed: filing reloads the lists at once. */
  readonly afterCodeListSync?: () => Promise<void>;
}

/** What the read routes need: the database and, when Entra ID is configured, the token check. */
export interface ReferenceRouteDeps {
  readonly db: Db;
  readonly verifyToken?: TokenVerifier;
  /** Signed-in browsers (the code pickers of the web app). */
  readonly sessions?: SessionRule['find'];
  /** Queues a code-list sync now; absent when no ReferenceData:*Url is configured. */
  readonly syncCodeLists?: () => Promise<string | null>;
}

/** Job definitions and schedules one part of the reference data adds to the engine. */
export interface ReferenceJobs {
  readonly definitions: readonly AnyJobDefinition[];
  readonly schedules: readonly JobSchedule[];
}
