import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { queryRows, type Db } from '../../db/index.ts';
import { SYSTEM, transitionDossier } from '../../dossiers/index.ts';
import { defineJob } from '../../jobs/index.ts';

export const EXTRACTION_SWEEP_JOB = 'extraction-sweep';

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
  const stuck = await queryRows<{ id: string }>(
    db,
    sql`select d.id from dossiers d
        where d.status in ('Queued', 'Processing') and d.source = 'Manual'
          and d.updated_at < now() - interval '1 minute'
          and not exists (
            select 1 from pgboss.job j
            where j.name = ${jobName} and j.data->>'dossierId' = d.id::text
              and j.state in ('created', 'retry', 'active'))
        limit 500`,
  );
  const failed: string[] = [];
  for (const { id } of stuck) {
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
