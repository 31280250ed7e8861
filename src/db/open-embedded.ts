import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database, Db } from './database.ts';
import { lockEmbeddedFolder, type EmbeddedLockOptions } from './embedded-lock.ts';
import { migrationsFolder, readMigrationState } from './migrations.ts';
import * as schema from './schema/index.ts';

export interface EmbeddedDatabase extends Database {
  /** The whole data folder as one archive, for `openEmbedded`'s `from`. */
  dump(): Promise<Blob>;
}

/**
 * `memory://` opens a throw-away in-memory database (tests); anything else is a folder, held by a
 * lock file. `from`: a data folder dumped by `dumpEmbedded`, loaded instead of a fresh initdb.
 */
export const openEmbedded = async (
  location: string,
  lock: EmbeddedLockOptions,
  options: { from?: Blob } = {},
): Promise<EmbeddedDatabase> => {
  const inMemory = location.startsWith('memory://');
  const folder = inMemory ? location : resolve(location);
  const release = inMemory ? async () => {} : await lockEmbeddedFolder(folder, lock);
  let client: PGlite;
  try {
    // pg_trgm: the UN/LOCODE and tariff searches rank by trigram similarity, as on PostgreSQL.
    client = await PGlite.create(folder, {
      extensions: { pg_trgm },
      ...(options.from ? { loadDataDir: options.from } : {}),
    });
  } catch (error) {
    await release();
    throw error;
  }
  const db = drizzle({ client, schema }) as unknown as Db;
  let closed = false;
  return {
    kind: 'embedded',
    description: inMemory ? 'embedded database in memory' : `embedded database in ${folder}`,
    db,
    ping: async () => {
      if (closed || client.closed) throw new Error('The embedded database is closed');
      await db.execute(sql`select 1`);
    },
    // One process holds the folder, so no lock beyond the lock file is needed here.
    migrate: () => migrate(drizzle({ client }), { migrationsFolder }),
    migrationState: () => readMigrationState(db),
    // Parameters need the extended protocol (query); several statements the simple one (exec).
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values as unknown[]);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    dump: () => client.dumpDataDir('none'),
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        await release();
      }
    },
  };
};
