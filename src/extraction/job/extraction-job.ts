import type { Logger } from 'pino';
import type { Db } from '../../db/index.ts';
import {
  dossierState,
  lockDossierState,
  recordExtraction,
  SYSTEM,
  transitionDossier,
} from '../../dossiers/index.ts';
import { DomainError } from '../../errors/index.ts';
import { AttemptTimedOutError, defineJob, EngineStoppingError } from '../../jobs/index.ts';
import type { ReferenceLookups } from '../checks/index.ts';
import { extractFiles, NothingReadableError, rawExtractionOf } from '../pipeline/extract-files.ts';
import type { ModelTools, ReadingTools } from '../pipeline/extraction-tools.ts';
import { dossierFiles } from './dossier-files.ts';
import { insertAttemptRecords, insertFailedAttempt } from './extraction-records.ts';
import { storable } from './storable.ts';
import { brusselsToday } from '../brussels-today.ts';

export const EXTRACTION_JOB = 'extract-dossier';

/** Attempts of a dossier's documents name them by id (the files of `customs extract` by name). */
const documentIdsOf = (attempts: readonly { document: string }[]) =>
  new Set(attempts.map((attempt) => attempt.document));
/** SPEC.md "States and transitions": three attempts, a 30-minute visibility timeout. */
export const EXTRACTION_ATTEMPTS = 3;
const VISIBILITY_TIMEOUT_SECONDS = 30 * 60;

export interface ExtractionJobData {
  readonly dossierId: string;
  /** `vision`: "Process with AI", the pages as images to the model. */
  readonly mode?: 'standard' | 'vision';
  /** A dossier in Review read again: a new attempt beside the others, its corrected data kept. */
  readonly again?: boolean;
}

export interface ExtractionJobDeps {
  readonly db: Db;
  readonly uploadFolder: string;
  readonly reading: ReadingTools;
  readonly model?: ModelTools;
  readonly lookups: () => Promise<ReferenceLookups>;
  /** Processing:MaxConcurrentJobs. */
  readonly concurrency: number;
  /** Processing:ExtractionTimeoutSeconds (SPEC.md: 30 minutes). */
  readonly visibilityTimeoutSeconds?: number;
  /** Processing:ExtractionRetryDelaySeconds. */
  readonly retryDelaySeconds?: number;
  readonly logger: Logger;
}

const move = (
  db: Db,
  dossierId: string,
  event: 'start-extraction' | 'finish-extraction' | 'fail-extraction',
  details: Record<string, unknown>,
  reason?: string,
) =>
  db.transaction((tx) =>
    transitionDossier(tx, {
      dossierId,
      event,
      actor: SYSTEM,
      at: new Date(),
      details,
      ...(reason ? { reason } : {}),
    }),
  );

/**
 * The extraction worker (SPEC.md point 4): Queued -> Processing -> Review through the state
 * machine, or Failed with the reason once the last attempt fails or a document can never be read.
 * A job delivered again after a crash finds the dossier where the last run left it: Processing
 * carries on, anything past it is done.
 */
export const extractionJob = (deps: ExtractionJobDeps) =>
  defineJob<ExtractionJobData>({
    name: EXTRACTION_JOB,
    attempts: EXTRACTION_ATTEMPTS,
    retryDelaySeconds: deps.retryDelaySeconds ?? 30,
    expireInSeconds: deps.visibilityTimeoutSeconds ?? VISIBILITY_TIMEOUT_SECONDS,
    concurrency: deps.concurrency,
    handle: async (data, job) => {
      const { dossierId } = data;
      const mode = data.mode ?? 'standard';
      const dossier = await dossierState(deps.db, dossierId);
      if (!dossier) return;
      const again = data.again === true && dossier.status === 'Review';
      if (dossier.status === 'Queued')
        await move(deps.db, dossierId, 'start-extraction', { attempt: job.attempt, mode });
      else if (dossier.status !== 'Processing' && !again) {
        deps.logger.info({ dossierId, status: dossier.status }, 'extraction already finished');
        return;
      }
      const started = performance.now();
      try {
        const files = await dossierFiles(deps.db, dossierId, deps.uploadFolder);
        const now = new Date();
        // The attempt's signal kills the reader before its time is up, so no second run of this
        // dossier starts while this one still reads (issue 24).
        const outcome = await extractFiles(files, deps.reading, deps.model, await deps.lookups(), {
          regime: dossier.regime,
          mode,
          today: brusselsToday(now),
          ...(job.signal ? { signal: job.signal } : {}),
        });
        const documentIds = new Set(files.map((file) => file.document));
        await deps.db.transaction(async (tx) => {
          // The dossier is locked first: the records' foreign key takes a share lock on its row,
          // and two runs that each held one while waiting for the other's would deadlock.
          const locked = await lockDossierState(tx, dossierId);
          await insertAttemptRecords(tx, dossierId, job.attempt, outcome.attempts, documentIds);
          // Another run may have finished first (a retry after a timeout while this one still ran),
          // or the dossier moved on during a reading again: only one reading lands, never over a later state.
          if (locked?.status !== (again ? 'Review' : 'Processing')) {
            deps.logger.info(
              { dossierId, status: locked?.status },
              'extraction landed after the dossier moved on: kept as an attempt only',
            );
            return;
          }
          await recordExtraction(tx, dossierId, {
            rawExtraction: storable(
              rawExtractionOf(outcome, { attempt: job.attempt, mode, at: now }),
            ),
            read: storable(outcome.canonical),
            apply: !again,
            at: now,
          });
          if (!again)
            await transitionDossier(tx, {
              dossierId,
              event: 'finish-extraction',
              actor: SYSTEM,
              at: now,
              details: {
                attempt: job.attempt,
                lines: outcome.merged.lines.length,
                findings: outcome.findings.length,
              },
            });
        });
      } catch (thrown) {
        const stopped = job.signal?.aborted === true ? (job.signal.reason as unknown) : undefined;
        // The service is stopping: the job goes back to its queue as it was, nothing recorded.
        if (stopped instanceof EngineStoppingError) throw stopped;
        const error = stopped instanceof AttemptTimedOutError ? stopped : thrown;
        const reason =
          error instanceof AttemptTimedOutError
            ? `The extraction ran out of time: an attempt may take ${error.expireInSeconds} s (Processing:ExtractionTimeoutSeconds)`
            : (error as Error).message || String(error);
        const durationMs = Math.round(performance.now() - started);
        await deps.db.transaction(async (tx) => {
          if (error instanceof NothingReadableError)
            await insertAttemptRecords(
              tx,
              dossierId,
              job.attempt,
              error.attempts,
              documentIdsOf(error.attempts),
            );
          await insertFailedAttempt(tx, dossierId, job.attempt, reason, durationMs);
        });
        // A document that cannot be read now cannot be read in a minute either.
        const final =
          (error instanceof DomainError && error.kind === 'unparseable') ||
          job.attempt >= EXTRACTION_ATTEMPTS;
        deps.logger.warn(
          { dossierId, attempt: job.attempt, final, err: error },
          'extraction failed',
        );
        if (!final) throw error;
        if (again) return;
        await move(deps.db, dossierId, 'fail-extraction', { attempt: job.attempt }, reason);
      }
    },
  });
