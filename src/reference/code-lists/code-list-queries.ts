import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { schema, type Db } from '../../db/index.ts';
import { OFFICE_LIST, type ReferenceDomain } from './code-list-data.ts';
import { SHARED_LISTS } from './reference-catalog.ts';

export type CodeListRow = typeof schema.codeLists.$inferSelect;

const lists = schema.codeLists;

/** Every list held, with where it came from: the status the reference-data page shows. */
export const listCodeLists = (
  db: Db,
  filter: { domain?: string; phase?: number },
): Promise<CodeListRow[]> =>
  db
    .select()
    .from(lists)
    .where(
      and(
        filter.domain ? eq(lists.domain, filter.domain as ReferenceDomain) : undefined,
        filter.phase !== undefined ? eq(lists.phase, filter.phase) : undefined,
      ),
    )
    .orderBy(asc(lists.domain), desc(lists.phase), asc(lists.list));

/**
 * The list a picker shows for a domain: its own copy, or for a list that is the same in every
 * domain the transit one (as filing checks it). Matched by CL number or by name.
 */
export const resolveCodeList = async (
  db: Db,
  list: string,
  domain: ReferenceDomain,
  phase: number,
): Promise<CodeListRow | undefined> => {
  const byIdOrName = or(eq(lists.list, list), eq(lists.name, list));
  const [own] = await db
    .select()
    .from(lists)
    .where(and(byIdOrName, eq(lists.domain, domain), eq(lists.phase, phase)));
  if (own || domain === 'transit') return own;
  const [shared] = await db
    .select()
    .from(lists)
    .where(and(byIdOrName, eq(lists.domain, 'transit'), eq(lists.phase, phase)));
  return shared && SHARED_LISTS.has(shared.list) ? shared : undefined;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Valid entries of a list; `q` matches the start of a code or any part of a description. */
export const codeListEntries = (db: Db, row: CodeListRow, q: string, limit: number) => {
  const e = schema.codeListEntries;
  const match: SQL | undefined = q
    ? or(ilike(e.code, `${escapeLike(q)}%`), ilike(e.description, `%${escapeLike(q)}%`))
    : undefined;
  return db
    .select({ code: e.code, description: e.description, validFrom: e.validFrom })
    .from(e)
    .where(
      and(
        eq(e.domain, row.domain),
        eq(e.phase, row.phase),
        eq(e.list, row.list),
        eq(e.state, 'valid'),
        match,
      ),
    )
    .orderBy(
      // An exact code first, then codes by their start, then the rest.
      sql`${e.code} <> ${q.toUpperCase()}`,
      asc(e.code),
    )
    .limit(limit);
};

/** The customs office list's own status row (list COL, phase 0). */
export const officeListRow = async (db: Db): Promise<CodeListRow | undefined> =>
  (
    await db
      .select()
      .from(lists)
      .where(and(eq(lists.phase, OFFICE_LIST.phase), eq(lists.list, OFFICE_LIST.list)))
  )[0];

/** Valid offices, by role (DEP, DES, TRA, EXP, EXT, SCO ...), country, and id or name. */
export const findOffices = (
  db: Db,
  filter: { role?: string; country?: string; q: string; limit: number },
) => {
  const o = schema.customsOffices;
  const q = escapeLike(filter.q);
  return db
    .select({ id: o.id, country: o.country, names: o.names, roles: o.roles, phone: o.phone })
    .from(o)
    .where(
      and(
        eq(o.state, 'valid'),
        filter.role ? sql`${filter.role} = any(${o.roles})` : undefined,
        filter.country ? eq(o.country, filter.country) : undefined,
        q ? or(ilike(o.id, `${q}%`), sql`${o.names}::text ilike ${`%${q}%`}`) : undefined,
      ),
    )
    .orderBy(asc(o.id))
    .limit(filter.limit);
};

/** The latest sync and import runs, newest first: what went well and what failed, and why. */
export const latestSyncs = (db: Db, kind: string | undefined, limit: number) =>
  db
    .select()
    .from(schema.referenceSyncs)
    .where(kind ? eq(schema.referenceSyncs.kind, kind) : undefined)
    .orderBy(desc(schema.referenceSyncs.startedAt))
    .limit(limit);
