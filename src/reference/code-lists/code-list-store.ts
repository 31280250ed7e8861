import { and, eq, sql } from 'drizzle-orm';
import { schema, type Db } from '../../db/index.ts';
import {
  OFFICE_LIST,
  type CodeListSet,
  type OfficeList,
  type ReferenceOrigin,
} from './code-list-data.ts';

const BATCH = 5000;

const chunks = <T>(rows: readonly T[]): T[][] => {
  const out: T[][] = [];
  for (let at = 0; at < rows.length; at += BATCH) out.push(rows.slice(at, at + BATCH));
  return out;
};

/** Rows travel as one JSON document per batch (jsonb_to_recordset): fast on both databases. */
const insertEntries = async (
  tx: Db,
  set: CodeListSet,
  list: CodeListSet['lists'][number],
): Promise<void> => {
  for (const part of chunks(list.entries)) {
    const rows = part.map((entry) => ({
      code: entry.code,
      description: entry.description,
      state: entry.state,
      valid_from: entry.validFrom,
    }));
    await tx.execute(sql`
      insert into code_list_entries (domain, phase, list, code, description, state, valid_from)
      select ${set.domain}, ${set.phase}, ${list.list}, code, description, state, valid_from::date
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as entry(code text, description text, state text, valid_from text)`);
  }
};

const upsertListRow = (tx: Db, row: typeof schema.codeLists.$inferInsert): Promise<unknown> =>
  tx
    .insert(schema.codeLists)
    .values(row)
    .onConflictDoUpdate({
      target: [schema.codeLists.domain, schema.codeLists.phase, schema.codeLists.list],
      set: {
        name: row.name,
        origin: row.origin,
        source: row.source,
        snapshotDate: row.snapshotDate ?? null,
        refreshedAt: sql`now()`,
        entryCount: row.entryCount,
      },
    });

/**
 * Replaces every list of `set` (and only those: a list the publication does not hold stays as it
 * was) inside the caller's transaction, recording where the lists came from.
 */
export const replaceCodeListSet = async (
  tx: Db,
  set: CodeListSet,
  origin: ReferenceOrigin,
  source: string,
): Promise<number> => {
  let entries = 0;
  for (const list of set.lists) {
    const { codeListEntries: e } = schema;
    await tx
      .delete(e)
      .where(and(eq(e.domain, set.domain), eq(e.phase, set.phase), eq(e.list, list.list)));
    await insertEntries(tx, set, list);
    await upsertListRow(tx, {
      domain: set.domain,
      phase: set.phase,
      list: list.list,
      name: list.name,
      origin,
      source,
      snapshotDate: set.snapshotDate,
      entryCount: list.entries.length,
    });
    entries += list.entries.length;
  }
  return entries;
};

/** Replaces the customs office list inside the caller's transaction. */
export const replaceOffices = async (
  tx: Db,
  list: OfficeList,
  origin: ReferenceOrigin,
  source: string,
): Promise<number> => {
  await tx.delete(schema.customsOffices);
  for (const part of chunks(list.offices)) {
    const rows = part.map((office) => ({
      id: office.id,
      country: office.country,
      names: office.names,
      roles: office.roles,
      phone: office.phone,
      state: office.state,
      valid_from: office.validFrom,
    }));
    await tx.execute(sql`
      insert into customs_offices (id, country, names, roles, phone, state, valid_from)
      select id, country, names, array(select jsonb_array_elements_text(roles)), phone, state,
        valid_from::date
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as office(id text, country text, names jsonb, roles jsonb, phone text, state text,
          valid_from text)`);
  }
  await upsertListRow(tx, {
    ...OFFICE_LIST,
    origin,
    source,
    snapshotDate: list.snapshotDate,
    entryCount: list.offices.length,
  });
  return list.offices.length;
};

/** Every instance starting at once installs the snapshot in turn (pg_advisory_xact_lock). */
export const REFERENCE_LOCK = 7_311_905_214_002_315n;

export const lockReferenceData = (tx: Db): Promise<unknown> =>
  tx.execute(sql`select pg_advisory_xact_lock(${REFERENCE_LOCK.toString()}::bigint)`);
