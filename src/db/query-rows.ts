import type { SQL } from 'drizzle-orm';
import type { Db } from './database.ts';

/** Raw SQL rows; node-postgres and PGlite both answer with `{ rows }`, which the shared type does not say. */
export const queryRows = async <Row>(db: Db, query: SQL): Promise<Row[]> => {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
};
