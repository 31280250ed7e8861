import { desc, eq } from 'drizzle-orm';
import { schema, type Db } from '../../db/index.ts';
import { TARIFF_LISTING_SYNC_KIND } from './daily-cycle.ts';

/** What the last daily cycle saw at Tarbel:ExtractionsUrl: the newest extraction, what is pending. */
export const latestExtraction = async (db: Db) => {
  const [last] = await db
    .select()
    .from(schema.referenceSyncs)
    .where(eq(schema.referenceSyncs.kind, TARIFF_LISTING_SYNC_KIND))
    .orderBy(desc(schema.referenceSyncs.startedAt))
    .limit(1);
  if (!last) return null;
  return {
    file_name: last.scope === '-' ? null : last.scope,
    checked_at: (last.finishedAt ?? last.startedAt).toISOString(),
    detail: last.detail,
  };
};
