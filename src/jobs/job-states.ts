import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/index.ts';

/** What an administrator is shown of a job: where it stands and when it moved. */
export interface JobState {
  readonly id: string;
  readonly name: string;
  /** pg-boss's state: created, retry, active, completed, cancelled, failed. */
  readonly state: string;
  readonly createdAt: Date;
  readonly startedAt: Date | null;
  readonly completedAt: Date | null;
}

// The schema job-engine.ts gives pg-boss; live-jobs.ts is the other reader of its tables.
const SCHEMA = 'pgboss';

/**
 * The newest job of each name (a sync "run now" or its schedule): whether one waits, runs, or how
 * the last ended. pg-boss keeps finished jobs a while (then archives them): none is then `absent`.
 */
export const latestJobs = async (
  db: Db,
  names: readonly string[],
): Promise<Map<string, JobState>> => {
  if (names.length === 0) return new Map();
  // Before the engine's first start (a process that only reads) pg-boss's tables do not exist.
  const [found] = await queryRows<{ job: string | null }>(
    db,
    sql`select to_regclass(${`${SCHEMA}.job`})::text as job`,
  );
  if (!found?.job) return new Map();
  const rows = await queryRows<{
    id: string;
    name: string;
    state: string;
    created_on: string | Date;
    started_on: string | Date | null;
    completed_on: string | Date | null;
  }>(
    db,
    sql`select distinct on (j.name) j.id::text as id, j.name, j.state::text as state,
          j.created_on, j.started_on, j.completed_on
        from ${sql.identifier(SCHEMA)}.job j
        where j.name in (${sql.join(
          names.map((name) => sql`${name}`),
          sql`, `,
        )})
        order by j.name, j.created_on desc`,
  );
  const date = (value: string | Date | null) => (value === null ? null : new Date(value));
  return new Map(
    rows.map((row) => [
      row.name,
      {
        id: row.id,
        name: row.name,
        state: row.state,
        createdAt: new Date(row.created_on),
        startedAt: date(row.started_on),
        completedAt: date(row.completed_on),
      },
    ]),
  );
};
