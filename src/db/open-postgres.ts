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

/** pg-pool hangs the whole client (its buffers, its settings) on the error; a log line needs none of it. */
const withoutClient = (error: Error): Error => {
  if ('client' in error) Object.defineProperty(error, 'client', { enumerable: false });
  return error;
};

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
  // A connection the server dropped must not crash the process; the next query reconnects. The
  // pool listens on idle connections only: one checked out (a transaction between statements)
  // emits its error with no listener, which throws, unless it has one of its own. Its statement
  // in progress, if any, fails with the error anyway. One line per connection: a terminated
  // backend says why, then that the socket closed.
  pool.on('connect', (client) => {
    let told = false;
    client.on('error', (error: Error) => {
      if (told) return;
      told = true;
      options.onPoolError(withoutClient(error));
    });
  });
  // The client's own listener above has logged it already.
  pool.on('error', () => undefined);
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
