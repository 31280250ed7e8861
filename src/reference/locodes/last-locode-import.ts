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
