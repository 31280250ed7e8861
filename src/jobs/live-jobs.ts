import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/index.ts';

/**
 * The schema job-engine.ts gives pg-boss. pg-boss owns its tables and may change them between
 * versions: this module is the only one outside the engine that reads them.
 */
const SCHEMA = 'pgboss';

/** pg-boss states of a job that will still run: waiting, waiting to retry, running. */
const LIVE_STATES = ['created', 'retry', 'active'] as const;

/**
 * Which of `ids` have a live job named `jobName` whose data carries the id under `dataKey` (say,
 * the dossiers with an extraction waiting, retrying or running): what a sweep asks before it
 * declares work abandoned.
 */
export const idsWithLiveJob = async (
  db: Db,
  jobName: string,
  dataKey: string,
  ids: readonly string[],
): Promise<Set<string>> => {
  if (ids.length === 0) return new Set();
  const key = sql`${dataKey}::text`;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select distinct j.data->>${key} as id
        from ${sql.identifier(SCHEMA)}.job j
        where j.name = ${jobName}
          and j.state in (${sql.raw(LIVE_STATES.map((state) => `'${state}'`).join(', '))})
          and j.data->>${key} in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
  );
  return new Set(rows.map((row) => row.id));
};
