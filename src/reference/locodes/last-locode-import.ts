import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/index.ts';
import { LOCODE_SYNC_KIND } from './record-sync.ts';

/** The id of the run that put the current rows in place, or null before the first import. */
export const lastLocodeImport = async (db: Db): Promise<string | null> => {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select id from reference_syncs where kind = ${LOCODE_SYNC_KIND} and outcome = 'ok'
      order by finished_at desc limit 1`,
  );
  return row?.id ?? null;
};

/**
 * lastLocodeImport, asked at most once per `maxAgeMs` however many searches arrive meanwhile
 * (they share the one question in flight): an import by another process shows within that time.
 */
export const recentLocodeImport = (db: Db, maxAgeMs: number) => {
  let known: { id: string | null; at: number } | undefined;
  let asking: Promise<string | null> | undefined;
  return (): Promise<string | null> => {
    if (known && performance.now() - known.at < maxAgeMs) return Promise.resolve(known.id);
    asking ??= lastLocodeImport(db)
      .then((id) => {
        known = { id, at: performance.now() };
        return id;
      })
      .finally(() => {
        asking = undefined;
      });
    return asking;
  };
};
