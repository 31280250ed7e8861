import { eq } from 'drizzle-orm';
import { schema, type Db } from '../../db/index.ts';

export const LOCODE_SYNC_KIND = 'locodes';

export interface SyncStart {
  /** The file's or the URL's name: `code-list.csv`. */
  readonly scope: string;
  /** Where it was read from: a path or a URL. */
  readonly source: string;
}

export interface SyncEnd {
  readonly outcome: 'ok' | 'failed';
  readonly detail: string;
  readonly entries?: number;
  /** Set when the run learnt where the list really was (the data package names its CSV). */
  readonly scope?: string;
  readonly source?: string;
}

/** A run starts as `running`: one that never ends (the process died) stays so, visibly. */
export const startSync = async (db: Db, start: SyncStart): Promise<string> => {
  const [row] = await db
    .insert(schema.referenceSyncs)
    .values({ kind: LOCODE_SYNC_KIND, ...start, outcome: 'running' })
    .returning({ id: schema.referenceSyncs.id });
  return row!.id;
};

/** In the import's own transaction when it succeeds, so the new rows and `ok` commit together. */
export const finishSync = async (db: Db, id: string, end: SyncEnd): Promise<void> => {
  await db
    .update(schema.referenceSyncs)
    .set({ ...end, finishedAt: new Date() })
    .where(eq(schema.referenceSyncs.id, id));
};
