import { and, asc, desc, eq, gt, gte, lt, sql, type SQL } from 'drizzle-orm';
import { queryRows, schema, type Db } from '../db/index.ts';

export interface AuditFilter {
  readonly actor?: string | undefined;
  readonly action?: string | undefined;
  readonly entityType?: string | undefined;
  readonly entityId?: string | undefined;
  /** Days (YYYY-MM-DD) in Europe/Brussels, both whole days included. */
  readonly fromDay?: string | undefined;
  readonly toDay?: string | undefined;
}

export interface AuditPage {
  readonly entries: (typeof schema.auditLog.$inferSelect)[];
  /** Pass as `before` for the next (older) page; null at the oldest entry. */
  readonly older: number | null;
  /** Pass as `after` for the previous (newer) page; null at the newest entry. */
  readonly newer: number | null;
}

const t = schema.auditLog;

const conditionsOf = (filter: AuditFilter): SQL[] =>
  [
    filter.actor === undefined ? undefined : eq(t.actor, filter.actor),
    filter.action === undefined ? undefined : eq(t.action, filter.action),
    filter.entityType === undefined ? undefined : eq(t.entityType, filter.entityType),
    filter.entityId === undefined ? undefined : eq(t.entityId, filter.entityId),
    filter.fromDay === undefined
      ? undefined
      : gte(t.occurredAt, sql`(${filter.fromDay}::date)::timestamp at time zone 'Europe/Brussels'`),
    filter.toDay === undefined
      ? undefined
      : lt(
          t.occurredAt,
          sql`((${filter.toDay}::date) + 1)::timestamp at time zone 'Europe/Brussels'`,
        ),
  ].filter((condition): condition is SQL => condition !== undefined);

/**
 * One page of the audit trail, newest first, by keyset on the id: a page far back costs what the
 * first does, over millions of rows (an offset would read every row before it). No total is
 * counted for the same reason; the page says whether there is more on either side.
 */
export const auditPage = async (
  db: Db,
  filter: AuditFilter,
  cursor: { readonly before?: number | undefined; readonly after?: number | undefined },
  limit: number,
): Promise<AuditPage> => {
  const conditions = conditionsOf(filter);
  const backwards = cursor.after !== undefined && cursor.before === undefined;
  const rows = await db
    .select()
    .from(t)
    .where(
      and(
        ...conditions,
        cursor.before === undefined ? undefined : lt(t.id, cursor.before),
        backwards ? gt(t.id, cursor.after) : undefined,
      ),
    )
    .orderBy(backwards ? asc(t.id) : desc(t.id))
    .limit(limit + 1);
  const more = rows.length > limit;
  const entries = rows.slice(0, limit);
  if (backwards) entries.reverse();
  const first = entries[0]?.id;
  const last = entries.at(-1)?.id;
  const exists = async (condition: SQL) =>
    (
      await db
        .select({ id: t.id })
        .from(t)
        .where(and(...conditions, condition))
        .limit(1)
    ).length > 0;
  const older = backwards
    ? last !== undefined && (await exists(lt(t.id, last)))
      ? last
      : null
    : more
      ? (last ?? null)
      : null;
  const newer = backwards
    ? more
      ? (first ?? null)
      : null
    : first !== undefined && (await exists(gt(t.id, first)))
      ? first
      : null;
  return { entries, older, newer };
};

/** Every entry the filter keeps, newest first, `batch` rows per round trip (the CSV export). */
export async function* auditEntries(
  db: Db,
  filter: AuditFilter,
  batch = 2000,
): AsyncGenerator<typeof schema.auditLog.$inferSelect> {
  const conditions = conditionsOf(filter);
  let before: number | undefined;
  for (;;) {
    const rows = await db
      .select()
      .from(t)
      .where(and(...conditions, before === undefined ? undefined : lt(t.id, before)))
      .orderBy(desc(t.id))
      .limit(batch);
    yield* rows;
    if (rows.length < batch) return;
    before = rows.at(-1)!.id;
  }
}

/**
 * The actions written so far, by a loose index scan (one index probe per distinct action), so the
 * filter's list costs milliseconds on millions of rows.
 */
export const auditActions = async (db: Db): Promise<string[]> => {
  const rows = await queryRows<{ action: string }>(
    db,
    sql`
    with recursive actions(action) as (
      (select action from audit_log order by action limit 1)
      union all
      select (select a.action from audit_log a where a.action > actions.action order by a.action limit 1)
      from actions where actions.action is not null
    )
    select action from actions where action is not null`,
  );
  return rows.map((row) => row.action);
};
