import { sql } from 'drizzle-orm';
import { auditMany, type AuditEntry } from '../audit/index.ts';
import { queryRows, schema, type Db } from '../db/index.ts';
import type { ClientItem } from '../canonical/index.ts';
import { OPTIONAL_CLIENT_FIELDS } from './client-columns.ts';
import {
  planMasterdataRow,
  type ClientMember,
  type KeptMembers,
  type MasterdataPlan,
} from './masterdata-ownership.ts';

export interface BatchOutcome {
  readonly received: number;
  readonly created: number;
  readonly updated: number;
  /** What was not applied to existing clients, row by row, and why (decision 0015). */
  readonly kept: readonly KeptMembers[];
}

type Member = keyof typeof OPTIONAL_CLIENT_FIELDS;
type ClientRow = typeof schema.clients.$inferSelect;

const NUMERIC: ReadonlySet<Member> = new Set([
  'air_transport_rate_per_kg',
  'air_transport_minimum',
]);
const columnOf = (member: Member) => schema.clients[OPTIONAL_CLIENT_FIELDS[member]];

const same = (member: Member, stored: unknown, sent: unknown): boolean =>
  NUMERIC.has(member) && stored !== null && sent !== null
    ? Number(stored) === Number(sent)
    : stored === sent;

/** Only what changed, for the audit trail, keyed by batch member names. */
const changes = (before: ClientRow, item: ClientItem, written: readonly ClientMember[]) => {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  if (written.includes('name') && before.name !== item.name) {
    was.name = before.name;
    now.name = item.name;
  }
  for (const member of Object.keys(OPTIONAL_CLIENT_FIELDS) as Member[]) {
    const stored = before[OPTIONAL_CLIENT_FIELDS[member]];
    if (written.includes(member) && !same(member, stored, item[member])) {
      was[member] = stored;
      now[member] = item[member];
    }
  }
  return Object.keys(now).length > 0 ? { before: was, after: now } : undefined;
};

/**
 * One INSERT ... ON CONFLICT for every item with the same members present. The rows travel as one
 * JSON document read by jsonb_to_recordset: serialising it is native and fast, where ten thousand
 * rows as per-column arrays cost the event loop 200 ms of array formatting in the driver.
 */
const upsertShape = async (
  tx: Db,
  members: readonly Member[],
  update: readonly ClientMember[],
  items: readonly ClientItem[],
  actor: string,
  /** A row the batch found missing is only inserted: one made meanwhile is not touched here. */
  onlyNew: boolean,
): Promise<Set<string>> => {
  const record = [
    sql`code text`,
    sql`name text`,
    ...members.map(
      (member) =>
        sql`${sql.identifier(member)} ${sql.raw(NUMERIC.has(member) ? 'numeric' : 'text')}`,
    ),
  ];
  const columns = ['code', 'name', ...members.map((member) => columnOf(member).name)];
  const values = ['code', 'name', ...members].map((member) => sql`item.${sql.identifier(member)}`);
  const updates = [
    'updated_by',
    ...update.map((member) => (member === 'name' ? 'name' : columnOf(member).name)),
  ].map((column) => sql`${sql.identifier(column)} = excluded.${sql.identifier(column)}`);
  const written = await queryRows<{ code: string }>(
    tx,
    sql`
    insert into clients (${sql.join(
      [...columns, 'created_by', 'updated_by'].map((column) => sql.identifier(column)),
      sql`, `,
    )})
    select ${sql.join(values, sql`, `)}, ${actor}, ${actor}
    from jsonb_to_recordset(${JSON.stringify(items)}::jsonb) as item(${sql.join(record, sql`, `)})
    on conflict (code) do ${
      onlyNew ? sql`nothing` : sql`update set ${sql.join(updates, sql`, `)}, updated_at = now()`
    }
    returning code`,
  );
  return new Set(written.map((row) => row.code));
};

const ROWS_PER_PART = 1000;

/** Rows grouped by the members they write, so each group is one statement. */
const shapesOf = (
  items: readonly ClientItem[],
  plans: readonly MasterdataPlan[],
  existing: ReadonlyMap<string, ClientRow>,
) => {
  const shapes = new Map<
    string,
    { members: Member[]; update: readonly ClientMember[]; items: ClientItem[] }
  >();
  items.forEach((item, index) => {
    const { update } = plans[index]!;
    if (existing.has(item.code) && update.length === 0) return;
    const members = (Object.keys(OPTIONAL_CLIENT_FIELDS) as Member[]).filter(
      (member) => item[member] !== undefined,
    );
    // New and stored rows never share a statement: a new one must not overwrite a row made meanwhile.
    const key = `${existing.has(item.code)}|${members.join(',')}|${update.join(',')}`;
    const shape = shapes.get(key) ?? { members, update, items: [] };
    shape.items.push(item);
    shapes.set(key, shape);
  });
  return shapes;
};

/** client.created for a new row; client.updated with only what changed; what was kept, and why. */
const auditEntries = (
  items: readonly ClientItem[],
  plans: readonly MasterdataPlan[],
  existing: ReadonlyMap<string, ClientRow>,
  actor: string,
): AuditEntry[] =>
  items.flatMap((item, index): AuditEntry[] => {
    const before = existing.get(item.code);
    if (!before)
      return [
        {
          actor,
          action: 'client.created',
          entityType: 'client',
          entityId: item.code,
          after: { ...item, is_customs_client: false },
        },
      ];
    const plan = plans[index]!;
    const diff = changes(before, item, plan.update);
    return [
      ...(diff
        ? [{ actor, action: 'client.updated', entityType: 'client', entityId: item.code, ...diff }]
        : []),
      ...plan.kept.map((entry) => ({
        actor,
        action: 'client.masterdata-kept',
        entityType: 'client',
        entityId: item.code,
        after: { fields: entry.fields, reason: entry.reason, detail: entry.detail },
      })),
    ];
  });

/**
 * Upserts by code in the caller's transaction, under the ownership rule of decision 0015
 * (masterdata-ownership.ts): a member left out keeps its stored value, null clears it, a member a
 * declarant set by hand and a customs client's EORI are left as stored and reported in `kept`. A
 * new client is not a customs client; an update never touches IsCustomsClient. The rows are
 * locked while read, so a hand edit made meanwhile is not overwritten.
 */
export const upsertClients = async (
  tx: Db,
  items: readonly ClientItem[],
  actor: string,
): Promise<BatchOutcome> => {
  const existing = new Map<string, ClientRow>();
  const lock = async (codes: readonly string[]) => {
    for (const found of await tx
      .select()
      .from(schema.clients)
      .where(sql`${schema.clients.code} = any(${sql.param(codes)}::text[])`)
      .orderBy(schema.clients.code)
      .for('update'))
      existing.set(found.code, found);
  };
  await lock(items.map((item) => item.code));
  const kept: KeptMembers[] = [];
  // A thousand rows at a time: each part's statements are a turn of the event loop, so ten
  // thousand clients never hold it for long (bench/event-loop.ts).
  for (let start = 0; start < items.length; start += ROWS_PER_PART) {
    const part = items.slice(start, start + ROWS_PER_PART);
    const planOf = (item: ClientItem, index: number) =>
      planMasterdataRow(start + index, item, existing.get(item.code));
    const plans = part.map(planOf);
    const missing = new Set<string>();
    for (const shape of shapesOf(part, plans, existing).values()) {
      const onlyNew = !existing.has(shape.items[0]!.code);
      const written = await upsertShape(
        tx,
        shape.members,
        shape.update,
        shape.items,
        actor,
        onlyNew,
      );
      if (onlyNew)
        for (const item of shape.items) if (!written.has(item.code)) missing.add(item.code);
    }
    if (missing.size > 0) {
      // Made meanwhile (an ingestion created that customs client a moment ago): now it exists,
      // it is locked and planned like any existing client, ownership rule included.
      await lock([...missing]);
      part.forEach((item, index) => {
        if (missing.has(item.code)) plans[index] = planOf(item, index);
      });
      const raced = part.filter((item) => missing.has(item.code));
      const racedPlans = plans.filter((_, index) => missing.has(part[index]!.code));
      for (const shape of shapesOf(raced, racedPlans, existing).values())
        await upsertShape(tx, shape.members, shape.update, shape.items, actor, false);
    }
    kept.push(...plans.flatMap((plan) => plan.kept));
    await auditMany(tx, auditEntries(part, plans, existing, actor));
  }
  const updated = items.filter((item) => existing.has(item.code)).length;
  return { received: items.length, created: items.length - updated, updated, kept };
};
