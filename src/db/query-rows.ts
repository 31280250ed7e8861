import type { SQL } from 'drizzle-orm';
import type { Db } from './database.ts';

/** Raw SQL rows; node-postgres and PGlite both answer with `{ rows }`, which the shared type does not say. */
export const queryRows = async <Row>(db: Db, query: SQL): Promise<Row[]> => {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
};
