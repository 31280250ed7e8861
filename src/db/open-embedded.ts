import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database, Db } from './database.ts';
import { lockEmbeddedFolder, type EmbeddedLockOptions } from './embedded-lock.ts';
import { migrationsFolder, readMigrationState } from './migrations.ts';
import * as schema from './schema/index.ts';

/** `memory://` opens a throw-away in-memory database (tests); anything else is a folder, held by a lock file. */
export const openEmbedded = async (
  location: string,
  lock: EmbeddedLockOptions,
): Promise<Database> => {
  const inMemory = location.startsWith('memory://');
  const folder = inMemory ? location : resolve(location);
  const release = inMemory ? async () => {} : await lockEmbeddedFolder(folder, lock);
  let client: PGlite;
  try {
    client = await PGlite.create(folder);
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
