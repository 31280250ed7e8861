import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { schema, type Db } from '../db/index.ts';

/**
 * When each key last authenticated a request, kept in memory and written in batches: the
 * ingestion path answers in a few milliseconds and a write per request would double its database
 * work. A use is written within `everyMs`, and before the list of keys is read; a crash loses at
 * most that window of "last used" times, never a key or a request.
 */
const pending = new WeakMap<Db, Map<string, Date>>();

export const noteKeyUse = (db: Db, keyId: string, at = new Date()): void => {
  let uses = pending.get(db);
  if (!uses) pending.set(db, (uses = new Map<string, Date>()));
  uses.set(keyId, at);
};

/** Writes the uses noted so far; a time never goes back (a late flush of an older use is no news). */
export const flushKeyUses = async (db: Db): Promise<number> => {
  const uses = pending.get(db);
  if (!uses || uses.size === 0) return 0;
  const batch = [...uses];
  uses.clear();
  for (const [index, [id, at]] of batch.entries()) {
    try {
      await db
        .update(schema.apiKeys)
        .set({ lastUsedAt: at })
        .where(
          and(
            eq(schema.apiKeys.id, id),
            or(isNull(schema.apiKeys.lastUsedAt), lt(schema.apiKeys.lastUsedAt, at)),
          ),
        );
    } catch (error) {
      // The database is away: the unwritten uses wait for the next flush unless newer ones came.
      for (const [laterId, laterAt] of batch.slice(index))
        if (!uses.has(laterId)) uses.set(laterId, laterAt);
      throw error;
    }
  }
  return batch.length;
};

/** Flushes every `everyMs` until stopped; stopping flushes what is left. */
export const startKeyUseFlusher = (db: Db, everyMs = 30_000) => {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() => flushKeyUses(db)).catch(() => undefined);
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
      await flushKeyUses(db).catch(() => undefined);
    },
  };
};
