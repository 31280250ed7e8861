import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { schema, type Db } from '../../db/index.ts';

const r = schema.extractionRecords;

/** An attempt as listed: what it read, how, and what it cost; the raw answers come one at a time. */
export const listAttempts = (db: Db, dossierId: string) =>
  db
    .select({
      id: r.id,
      attempt: r.attempt,
      documentId: r.documentId,
      fileName: schema.dossierDocuments.fileName,
      extractorType: r.extractorType,
      status: r.status,
      error: r.error,
      model: r.model,
      durationMs: r.durationMs,
      promptTokens: r.promptTokens,
      completionTokens: r.completionTokens,
      pageCount: r.pageCount,
      estimatedCost: r.estimatedCost,
      createdAt: r.createdAt,
    })
    .from(r)
    .leftJoin(schema.dossierDocuments, eq(schema.dossierDocuments.id, r.documentId))
    .where(eq(r.dossierId, dossierId))
    .orderBy(asc(r.createdAt), asc(r.id));

export const findAttempt = async (db: Db, dossierId: string, id: string) => {
  const [row] = await db
    .select()
    .from(r)
    .where(and(eq(r.dossierId, dossierId), eq(r.id, id)));
  return row;
};

/** /Admin/Costs: attempts, tokens and estimated cost by Brussels day and model. */
export const costsByDayAndModel = (db: Db, from: string, to: string) => {
  const day = sql<string>`to_char(${r.createdAt} at time zone 'Europe/Brussels', 'YYYY-MM-DD')`;
  return db
    .select({
      day,
      model: sql<string>`coalesce(${r.model}, '(no model)')`,
      attempts: sql<number>`count(*)::int`,
      failed: sql<number>`(count(*) filter (where ${r.status} = 'failed'))::int`,
      pages: sql<number>`coalesce(sum(${r.pageCount}), 0)::int`,
      promptTokens: sql<number>`coalesce(sum(${r.promptTokens}), 0)::bigint`,
      completionTokens: sql<number>`coalesce(sum(${r.completionTokens}), 0)::bigint`,
      estimatedCost: sql<string>`coalesce(sum(${r.estimatedCost}), 0)::numeric(14, 6)`,
      unpriced: sql<number>`(count(*) filter (where ${r.model} is not null and ${r.estimatedCost} is null))::int`,
    })
    .from(r)
    .where(
      and(
        gte(r.createdAt, sql`(${from}::date)::timestamp at time zone 'Europe/Brussels'`),
        lt(r.createdAt, sql`((${to}::date) + 1)::timestamp at time zone 'Europe/Brussels'`),
      ),
    )
    .groupBy(day, sql`coalesce(${r.model}, '(no model)')`)
    .orderBy(day, sql`coalesce(${r.model}, '(no model)')`);
};
