import { and, desc, eq } from 'drizzle-orm';
import { schema, type Db } from '../../db/index.ts';

/** The CN 2026 seed's dataset. */
export const SEED_DATASET = 'cn2026';
/** Where deltas go while no full extraction was ever imported. */
export const BASE_DATASET = 'tarbel';

/**
 * The dataset lookups read: the one the last full extraction built (its import's id), or the
 * deltas applied before any. The CN seed answers besides it only until a full extraction lands
 * (which removes it).
 */
export const liveDataset = async (db: Db): Promise<string> => {
  const [last] = await db
    .select({ id: schema.tariffImports.id })
    .from(schema.tariffImports)
    .where(and(eq(schema.tariffImports.kind, 'full'), eq(schema.tariffImports.status, 'done')))
    .orderBy(desc(schema.tariffImports.finishedAt))
    .limit(1);
  return last?.id ?? BASE_DATASET;
};
