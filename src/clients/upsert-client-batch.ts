import { inArray, sql, type SQL } from 'drizzle-orm';
import { auditMany, type AuditEntry } from '../audit/index.ts';
import { schema, type Db } from '../db/index.ts';
import { OPTIONAL_CLIENT_FIELDS, type ClientItem } from './client-batch-schema.ts';
import { planMasterdataRow, type ClientMember, type KeptMembers } from './masterdata-ownership.ts';

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

/** Codes looked up per statement when reading what exists. */
const LOOKUP_CHUNK = 5_000;

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
 * One INSERT ... ON CONFLICT for every item with the same members present. The columns travel as
 * arrays through unnest, so ten thousand rows are one statement with a parameter per column.
 */
const upsertShape = async (
  tx: Db,
  members: readonly Member[],
  update: readonly ClientMember[],
  items: readonly ClientItem[],
  actor: string,
) => {
  const arrays: SQL[] = [
    sql`${sql.param(items.map((item) => item.code))}::text[]`,
    sql`${sql.param(items.map((item) => item.name))}::text[]`,
    sql`${sql.param(items.map(() => actor))}::text[]`,
    sql`${sql.param(items.map(() => actor))}::text[]`,
    ...members.map(
      (member) =>
        sql`${sql.param(items.map((item) => item[member] ?? null))}::${sql.raw(NUMERIC.has(member) ? 'numeric' : 'text')}[]`,
    ),
  ];
  const columns = [
    'code',
    'name',
    'created_by',
    'updated_by',
    ...members.map((member) => columnOf(member).name),
  ];
  const updates = [
    'updated_by',
    ...update.map((member) => (member === 'name' ? 'name' : columnOf(member).name)),
  ].map((column) => sql`${sql.identifier(column)} = excluded.${sql.identifier(column)}`);
  await tx.execute(sql`
    insert into clients (${sql.join(
      columns.map((column) => sql.identifier(column)),
      sql`, `,
    )})
    select * from unnest(${sql.join(arrays, sql`, `)})
    on conflict (code) do update set ${sql.join(updates, sql`, `)}, updated_at = now()`);
};

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
  for (let start = 0; start < items.length; start += LOOKUP_CHUNK) {
    const codes = items.slice(start, start + LOOKUP_CHUNK).map((item) => item.code);
    for (const found of await tx
      .select()
      .from(schema.clients)
      .where(inArray(schema.clients.code, codes))
      .orderBy(schema.clients.code)
      .for('update'))
      existing.set(found.code, found);
  }
  const plans = items.map((item, row) => planMasterdataRow(row, item, existing.get(item.code)));
  const shapes = new Map<
    string,
    { members: Member[]; update: readonly ClientMember[]; items: ClientItem[] }
  >();
  items.forEach((item, row) => {
    const { update } = plans[row]!;
    if (existing.has(item.code) && update.length === 0) return;
    const members = (Object.keys(OPTIONAL_CLIENT_FIELDS) as Member[]).filter(
      (member) => item[member] !== undefined,
    );
    const key = `${members.join(',')}|${update.join(',')}`;
    const shape = shapes.get(key) ?? { members, update, items: [] };
    shape.items.push(item);
    shapes.set(key, shape);
  });
  for (const shape of shapes.values())
    await upsertShape(tx, shape.members, shape.update, shape.items, actor);
  const kept = plans.flatMap((plan) => plan.kept);
  const entries = items.flatMap((item, row): AuditEntry[] => {
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
    const diff = changes(before, item, plans[row]!.update);
    return [
      ...(diff
        ? [{ actor, action: 'client.updated', entityType: 'client', entityId: item.code, ...diff }]
        : []),
      ...plans[row]!.kept.map((entry) => ({
        actor,
        action: 'client.masterdata-kept',
        entityType: 'client',
        entityId: item.code,
        after: { fields: entry.fields, reason: entry.reason, detail: entry.detail },
      })),
    ];
  });
  await auditMany(tx, entries);
  const updated = items.filter((item) => existing.has(item.code)).length;
  return { received: items.length, created: items.length - updated, updated, kept };
};
