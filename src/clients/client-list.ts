import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { schema, type Db } from '../db/index.ts';
import type { ClientRow } from './client-store.ts';

export interface ClientFilter {
  /** true: customs clients (the dossier picker); false: masterdata only; absent: all. */
  readonly customs?: boolean;
  /** The start of the code, or a part of the name or the EORI, in any case. */
  readonly q?: string;
  readonly sort?: 'code' | 'name';
  readonly order?: 'asc' | 'desc';
  readonly offset?: number;
  readonly limit: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

const conditionsOf = (filter: ClientFilter): SQL | undefined => {
  const c = schema.clients;
  const q = filter.q ? escapeLike(filter.q) : '';
  return and(
    filter.customs === undefined ? undefined : eq(c.isCustomsClient, filter.customs),
    q
      ? or(ilike(c.code, `${q}%`), ilike(c.name, `%${q}%`), ilike(c.identificationNumber, `%${q}%`))
      : undefined,
  );
};

export const listClients = async (
  db: Db,
  filter: ClientFilter,
): Promise<{ rows: ClientRow[]; total: number }> => {
  const c = schema.clients;
  const where = conditionsOf(filter);
  const direction = filter.order === 'desc' ? desc : asc;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(c)
      .where(where)
      .orderBy(direction(filter.sort === 'name' ? c.name : c.code), asc(c.id))
      .offset(filter.offset ?? 0)
      .limit(filter.limit),
    db.select({ n: count() }).from(c).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
};
