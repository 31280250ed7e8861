import type { Logger } from 'pino';
import type { Db } from '../../db/index.ts';
import { SYSTEM, transitionDossier, unfinishedExtractions } from '../../dossiers/index.ts';
import { defineJob, idsWithLiveJob } from '../../jobs/index.ts';

export const EXTRACTION_SWEEP_JOB = 'extraction-sweep';

/** A dossier just queued or moved has had no time to be picked up yet. */
const IDLE_SECONDS = 60;
/** Dossiers moved to Failed per sweep at most; the next sweep takes the rest. */
const SWEEP_LIMIT = 500;

const REASON =
  'The extraction stopped without finishing: its last attempt ran out of time or its worker stopped. Read the documents again.';

/**
 * A job whose last attempt ran out of time, or died with its process, ends in pg-boss without
 * the handler running again, which would leave its dossier Queued or Processing for ever. Every
 * few minutes such dossiers (manual, no job waiting, retrying or running for them) are moved to
 * Failed with the reason, through the state machine.
 */
export const sweepStuckExtractions = async (
  db: Db,
  jobName: string,
  logger: Logger,
): Promise<string[]> => {
  const stuck: string[] = [];
  // A page of candidates at a time, so dossiers whose jobs are still alive never hide stuck ones.
  let after: string | undefined;
  for (;;) {
    const page = await unfinishedExtractions(db, {
      idleSeconds: IDLE_SECONDS,
      limit: SWEEP_LIMIT,
      ...(after === undefined ? {} : { after }),
    });
    const live = await idsWithLiveJob(db, jobName, 'dossierId', page);
    stuck.push(...page.filter((id) => !live.has(id)));
    if (page.length < SWEEP_LIMIT || stuck.length >= SWEEP_LIMIT) break;
    after = page.at(-1);
  }
  const failed: string[] = [];
  for (const id of stuck.slice(0, SWEEP_LIMIT)) {
    const moved = await db
      .transaction((tx) =>
        transitionDossier(tx, {
          dossierId: id,
          event: 'fail-extraction',
          actor: SYSTEM,
          at: new Date(),
          reason: REASON,
          details: { sweep: true },
        }),
      )
      .then(
        () => true,
        // It moved on meanwhile (its job finished after all): nothing to do.
        () => false,
      );
    if (moved) failed.push(id);
  }
  if (failed.length > 0) logger.warn({ dossiers: failed }, 'stuck extractions moved to Failed');
  return failed;
};

export const extractionSweepJob = (deps: { db: Db; jobName: string; logger: Logger }) =>
  defineJob<object>({
    name: EXTRACTION_SWEEP_JOB,
    attempts: 1,
    retryDelaySeconds: 60,
    expireInSeconds: 300,
    concurrency: 1,
    oneAtATime: true,
    handle: async () => {
      await sweepStuckExtractions(deps.db, deps.jobName, deps.logger);
    },
  });
