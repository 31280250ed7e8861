import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { schema, type Db } from '../db/index.ts';

/**
 * Manual dossiers waiting for or in extraction (Queued, Processing) that nothing has changed for
 * `idleSeconds` by the database's clock, by id after `after`: a page of the dossiers a sweep
 * checks for an extraction that stopped without finishing.
 */
export const unfinishedExtractions = async (
  db: Db,
  options: { readonly idleSeconds: number; readonly limit: number; readonly after?: string },
): Promise<string[]> => {
  const d = schema.dossiers;
  const rows = await db
    .select({ id: d.id })
    .from(d)
    .where(
      and(
        inArray(d.status, ['Queued', 'Processing']),
        eq(d.source, 'Manual'),
        lt(d.updatedAt, sql`now() - make_interval(secs => ${options.idleSeconds})`),
        options.after === undefined ? undefined : gt(d.id, options.after),
      ),
    )
    .orderBy(asc(d.id))
    .limit(options.limit);
  return rows.map((row) => row.id);
};
