import { inArray, sql, type SQL } from 'drizzle-orm';
import { auditMany, type AuditEntry } from '../audit/index.ts';
import { schema, type Db } from '../db/index.ts';
import { OPTIONAL_CLIENT_FIELDS, type ClientItem } from './client-batch-schema.ts';

export interface BatchOutcome {
  readonly received: number;
  readonly created: number;
  readonly updated: number;
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
const changes = (before: ClientRow, item: ClientItem) => {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  if (before.name !== item.name) {
    was.name = before.name;
    now.name = item.name;
  }
  for (const member of Object.keys(OPTIONAL_CLIENT_FIELDS) as Member[]) {
    const stored = before[OPTIONAL_CLIENT_FIELDS[member]];
    if (item[member] !== undefined && !same(member, stored, item[member])) {
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
  const updates = ['name', 'updated_by', ...members.map((member) => columnOf(member).name)].map(
    (column) => sql`${sql.identifier(column)} = excluded.${sql.identifier(column)}`,
  );
  await tx.execute(sql`
    insert into clients (${sql.join(
      columns.map((column) => sql.identifier(column)),
      sql`, `,
    )})
    select * from unnest(${sql.join(arrays, sql`, `)})
    on conflict (code) do update set ${sql.join(updates, sql`, `)}, updated_at = now()`);
};

/**
 * Upserts by code in one transaction. A member the item leaves out keeps its stored value; null
 * clears it. A new client is not a customs client; an update never touches IsCustomsClient, so a
 * client created by hand, by ingestion or promoted stays in the dossier picker. Runs inside the
 * caller's transaction.
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
      .where(inArray(schema.clients.code, codes)))
      existing.set(found.code, found);
  }
  const shapes = new Map<string, { members: Member[]; items: ClientItem[] }>();
  for (const item of items) {
    const members = (Object.keys(OPTIONAL_CLIENT_FIELDS) as Member[]).filter(
      (member) => item[member] !== undefined,
    );
    const key = members.join(',');
    const shape = shapes.get(key) ?? { members, items: [] };
    shape.items.push(item);
    shapes.set(key, shape);
  }
  for (const shape of shapes.values()) await upsertShape(tx, shape.members, shape.items, actor);
  const entries = items.flatMap((item): AuditEntry[] => {
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
    const diff = changes(before, item);
    return diff
      ? [{ actor, action: 'client.updated', entityType: 'client', entityId: item.code, ...diff }]
      : [];
  });
  await auditMany(tx, entries);
  const updated = items.filter((item) => existing.has(item.code)).length;
  return { received: items.length, created: items.length - updated, updated };
};
