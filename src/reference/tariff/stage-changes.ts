import { and, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Db } from '../../db/index.ts';
import { planChanges } from './plan-changes.ts';
import type { TariffChange } from './tariff-changes.ts';

/** Where an import writes before its last transaction: the dataset named by its id. */
export interface Staging {
  readonly dataset: string;
  readonly importId: string;
  readonly kind: 'full' | 'delta';
}

const g = schema.tariffGoods;
const d = schema.tariffDescriptions;
const m = schema.tariffMeasures;

// A statement stays well under PostgreSQL's 65,535 parameters.
const CHUNK = 400;
const chunked = <T>(rows: readonly T[]): T[][] => {
  const parts: T[][] = [];
  for (let start = 0; start < rows.length; start += CHUNK)
    parts.push(rows.slice(start, start + CHUNK));
  return parts;
};

/**
 * How a row stated again merges with the one stored: what it says replaces, what it leaves out
 * (a language, the indent, the unit or amount) stays. Staging and the delta's commit share it.
 */
export const goodsMerge = {
  code: sql`excluded.code`,
  suffix: sql`excluded.suffix`,
  validFrom: sql`excluded.valid_from`,
  validTo: sql`excluded.valid_to`,
  indent: sql`coalesce(excluded.indent, ${g.indent})`,
  importId: sql`excluded.import_id`,
};
export const descriptionMerge = {
  goodsSid: sql`excluded.goods_sid`,
  validFrom: sql`excluded.valid_from`,
  descriptionNl: sql`coalesce(excluded.description_nl, ${d.descriptionNl})`,
  descriptionFr: sql`coalesce(excluded.description_fr, ${d.descriptionFr})`,
  descriptionEn: sql`coalesce(excluded.description_en, ${d.descriptionEn})`,
};
export const measureMerge = {
  goodsSid: sql`excluded.goods_sid`,
  code: sql`excluded.code`,
  codePrefix: sql`excluded.code_prefix`,
  measureType: sql`excluded.measure_type`,
  validFrom: sql`excluded.valid_from`,
  validTo: sql`excluded.valid_to`,
  unit: sql`coalesce(excluded.unit, ${m.unit})`,
  amount: sql`coalesce(excluded.amount, ${m.amount})`,
  additionalCode: sql`excluded.additional_code`,
  geographicalArea: sql`excluded.geographical_area`,
};

/**
 * Writes one batch into the import's staging dataset, in the caller's transaction. A delta also
 * notes what it deletes (tariff_deletions), applied to the live dataset only by its commit.
 */
export const stageChanges = async (
  tx: Db,
  staging: Staging,
  changes: readonly TariffChange[],
): Promise<void> => {
  const plan = planChanges(changes);
  const { dataset } = staging;

  for (const keys of chunked([...plan.goods.deleted])) {
    await tx.delete(g).where(and(eq(g.dataset, dataset), inArray(g.sid, keys)));
    await tx.delete(d).where(and(eq(d.dataset, dataset), inArray(d.goodsSid, keys)));
  }
  for (const keys of chunked([...plan.descriptions.deleted]))
    await tx.delete(d).where(and(eq(d.dataset, dataset), inArray(d.periodSid, keys)));
  for (const keys of chunked([...plan.measures.deleted]))
    await tx.delete(m).where(and(eq(m.dataset, dataset), inArray(m.sid, keys)));
  if (staging.kind === 'delta') {
    const deletions = [
      ...[...plan.goods.deleted].map((sid) => ({ entity: 'goods' as const, sid })),
      ...[...plan.descriptions.deleted].map((sid) => ({ entity: 'description' as const, sid })),
      ...[...plan.measures.deleted].map((sid) => ({ entity: 'measure' as const, sid })),
    ];
    for (const rows of chunked(deletions))
      await tx
        .insert(schema.tariffDeletions)
        .values(rows.map((row) => ({ dataset, ...row })))
        .onConflictDoNothing();
  }

  for (const rows of chunked([...plan.goods.upserts.values()]))
    await tx
      .insert(g)
      .values(
        rows.map((row) => ({
          dataset,
          origin: 'tarbel' as const,
          importId: staging.importId,
          ...row,
        })),
      )
      .onConflictDoUpdate({ target: [g.dataset, g.sid], set: goodsMerge });
  for (const rows of chunked([...plan.descriptions.upserts.values()]))
    await tx
      .insert(d)
      .values(
        rows.map((row) => ({
          dataset,
          periodSid: row.periodSid,
          goodsSid: row.goodsSid,
          validFrom: row.validFrom,
          descriptionNl: row.nl,
          descriptionFr: row.fr,
          descriptionEn: row.en,
        })),
      )
      .onConflictDoUpdate({ target: [d.dataset, d.periodSid], set: descriptionMerge });
  for (const rows of chunked([...plan.measures.upserts.values()]))
    await tx
      .insert(m)
      .values(rows.map((row) => ({ dataset, ...row })))
      .onConflictDoUpdate({ target: [m.dataset, m.sid], set: measureMerge });
};
