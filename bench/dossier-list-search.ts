import { and, desc, eq, sql } from 'drizzle-orm';
import { queryRows, schema, type Database } from '../src/db/index.ts';
import {
  conditionsOf,
  withClientIds,
  type DossierFilter,
} from '../src/dossiers/list-conditions.ts';
import { EXACT_COUNT_LIMIT } from '../src/dossiers/list-dossiers.ts';

/**
 * One dossier in a hundred (all T2: n % 100 = 7) becomes a groupage without a client of its own (1,000 of 100,000),
 * two house consignees each, fifty names shared twenty times: what the client search finds by
 * its partial trigram index.
 */
export const seedGroupages = async (database: Database): Promise<void> => {
  await database.db.execute(sql`
    update dossiers set client_id = null, corrected_data = jsonb_build_object(
      'declaration_type', 'T2',
      'house_consignments', jsonb_build_array(
        jsonb_build_object('sequence_number', 17, 'consignee', jsonb_build_object(
          'name', 'Consignee ' || (substr(ucr, 5)::int / 100) % 50 || ' SpA',
          'eori', 'IT' || lpad(substr(ucr, 5), 11, '0'))),
        jsonb_build_object('sequence_number', 4, 'consignee', jsonb_build_object(
          'name', 'Receiver ' || substr(ucr, 5) || ' Srl'))))
    where right(ucr, 2) = '07'`);
  await database.db.execute(sql`vacuum analyze dossiers`);
};

const d = schema.dossiers;
const SEARCHES: [string, Omit<DossierFilter, 'limit'>][] = [
  ['a middle part of a UCR', { q: '12345' }],
  ['a middle part of a container', { q: 'ku00456' }],
  ['a part every container has', { q: 'msku0' }],
  ['a part of a client name', { client: 'lient 42' }],
  ["a groupage's house consignee", { client: 'consignee 17' }],
];

/**
 * The plans of the searches' two statements, as the service sends them (list-dossiers.ts): the
 * first page and the count up to 10,001. Printed, so a run shows which indexes are read.
 */
export const explainSearches = async (database: Database, label: string): Promise<void> => {
  const { db } = database;
  for (const [name, filter] of SEARCHES) {
    const resolved = await withClientIds(db, { ...filter, limit: 50 });
    const where = and(...conditionsOf(resolved, { all: true }));
    const page = db
      .select({ id: d.id, ucr: d.ucr, code: schema.clients.code })
      .from(d)
      .leftJoin(schema.clients, eq(schema.clients.id, d.clientId))
      .where(where)
      .orderBy(desc(d.createdAt), desc(d.id))
      .limit(50);
    const count = sql`select count(*) from (${db
      .select({ one: sql`1` })
      .from(d)
      .where(where)
      .limit(EXACT_COUNT_LIMIT + 1)}) as page`;
    for (const [statement, query] of [
      ['page', sql`${page}`],
      ['count', count],
    ] as const) {
      const plan = await queryRows<{ 'QUERY PLAN': string }>(
        db,
        sql`explain (analyze, costs off, buffers off) ${query}`,
      );
      console.log(`\n${label}, ${name} (${JSON.stringify(filter)}), ${statement}:`);
      for (const line of plan) console.log(`  ${line['QUERY PLAN']}`);
    }
  }
};
