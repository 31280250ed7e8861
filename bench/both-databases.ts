import { openEmbedded, openPostgres, type Database } from '../src/db/index.ts';
import { createPostgresDatabase } from '../test/support/databases.ts';
import type { Row } from './foundation.ts';

/**
 * A scenario over a fresh PostgreSQL database (a pool of ten) and then over an in-memory PGlite
 * (one process, one connection: concurrent requests queue for it, the embedded database's case).
 */
export const overBothDatabases = async (
  measureOver: (database: Database, label: 'PostgreSQL' | 'PGlite') => Promise<Row[]>,
): Promise<Row[]> => {
  const rows: Row[] = [];
  const fresh = await createPostgresDatabase();
  const postgres = await openPostgres(fresh.connectionString, {
    poolSize: 10,
    onPoolError: () => {},
  });
  try {
    rows.push(...(await measureOver(postgres, 'PostgreSQL')));
  } finally {
    await postgres.close();
    await fresh.drop();
  }
  const embedded = await openEmbedded('memory://', { waitMs: 0, onCompromised: () => {} });
  try {
    rows.push(...(await measureOver(embedded, 'PGlite')));
  } finally {
    await embedded.close();
  }
  return rows;
};
