import { eq } from 'drizzle-orm';
import { schema, type Db } from '../../db/index.ts';

/** reference_syncs.kind of every tariff run: imports, the seed, the daily cycle. */
export const TARIFF_SYNC_KIND = 'tariff';

export const startTariffSync = async (
  db: Db,
  start: { scope: string; source: string; detail?: string },
): Promise<string> => {
  const [row] = await db
    .insert(schema.referenceSyncs)
    .values({ kind: TARIFF_SYNC_KIND, ...start, outcome: 'running' })
    .returning({ id: schema.referenceSyncs.id });
  return row!.id;
};

export const finishTariffSync = async (
  db: Db,
  id: string | null,
  end: { outcome: 'ok' | 'failed'; detail: string; entries?: number },
): Promise<void> => {
  if (!id) return;
  await db
    .update(schema.referenceSyncs)
    .set({ ...end, finishedAt: new Date() })
    .where(eq(schema.referenceSyncs.id, id));
};

/** A run that ends as it starts (the seed, the daily cycle). */
export const recordTariffSync = async (
  db: Db,
  run: {
    kind?: string;
    scope: string;
    source: string;
    outcome: 'ok' | 'failed';
    detail: string;
    entries?: number;
    startedAt?: Date;
  },
): Promise<void> => {
  await db
    .insert(schema.referenceSyncs)
    .values({ ...run, kind: run.kind ?? TARIFF_SYNC_KIND, finishedAt: new Date() });
};
