import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database, Db } from './database.ts';
import { migrationsFolder, readMigrationState } from './migrations.ts';
import * as schema from './schema/index.ts';

/** Any 64-bit number unique to this application; instances migrating at once queue on it. */
const MIGRATION_LOCK_KEY = 7_311_905_214_002_311n;

export interface PostgresOptions {
  readonly poolSize: number;
  readonly onPoolError: (error: Error) => void;
}

export const describeConnection = (connectionString: string): string => {
  const url = new URL(connectionString);
  return `PostgreSQL ${url.hostname}:${url.port || '5432'}${url.pathname}`;
};

export const openPostgres = async (
  connectionString: string,
  options: PostgresOptions,
): Promise<Database> => {
  const pool = new pg.Pool({
    connectionString,
    max: options.poolSize,
    connectionTimeoutMillis: 5000,
  });
  // An idle connection dropped by the server must not crash the process; the next query reconnects.
  pool.on('error', options.onPoolError);
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  let closed = false;
  return {
    kind: 'postgres',
    description: describeConnection(connectionString),
    db,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    migrate: () => migrateWithLock(connectionString),
    migrationState: () => readMigrationState(db),
    executeSql: (text, values) => pool.query(text, values as unknown[]),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
};

/** One dedicated connection holds a session advisory lock while it migrates, so two instances never race. */
const migrateWithLock = async (connectionString: string): Promise<void> => {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    await migrate(drizzle({ client }), { migrationsFolder });
  } finally {
    // Ending the session releases the advisory lock even if the migration failed.
    await client.end();
  }
};
