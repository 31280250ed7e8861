import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

/** The query layer, the same type on PostgreSQL and PGlite; a transaction is one too. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface MigrationState {
  /** Migration files shipped with this build. */
  readonly known: number;
  /** How many of them the database has not applied yet. */
  readonly pending: number;
}

/** What a library that speaks SQL text (pg-boss) runs its statements through. */
export interface SqlExecutor {
  executeSql(
    text: string,
    values?: readonly unknown[],
  ): Promise<{ rows: Record<string, unknown>[] }>;
}

export interface Database extends SqlExecutor {
  readonly kind: 'postgres' | 'embedded';
  /** Where the data lives, without credentials, for logs and messages. */
  readonly description: string;
  readonly db: Db;
  ping(): Promise<void>;
  migrate(): Promise<void>;
  migrationState(): Promise<MigrationState>;
  close(): Promise<void>;
}

/** The embedded database is held by another process; waiting would not help the caller. */
export class DatabaseInUseError extends Error {
  constructor(readonly path: string) {
    super(
      `The embedded database in ${path} is in use by another process (is the server running?). ` +
        'Stop that process first, or run both against PostgreSQL (Database:ConnectionString). ' +
        'After a crash the lock expires by itself within 10 seconds.',
    );
    this.name = 'DatabaseInUseError';
  }
}
