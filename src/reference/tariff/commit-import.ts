import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { schema, type Db } from '../../db/index.ts';
import { LeaseLostError, type TariffImportRow } from './import-store.ts';
import { liveDataset } from './live-dataset.ts';
import { descriptionMerge, goodsMerge, measureMerge } from './stage-changes.ts';
import { finishTariffSync } from './tariff-syncs.ts';

const g = schema.tariffGoods;
const d = schema.tariffDescriptions;
const m = schema.tariffMeasures;
const x = schema.tariffDeletions;
const TABLES = [g, d, m, x] as const;

const markDone = async (tx: Db, row: TariffImportRow, workerId: string, rowsDone: number) => {
  const [done] = await tx
    .update(schema.tariffImports)
    .set({
      status: 'done',
      rowsDone,
      finishedAt: sql`now()`,
      heartbeatAt: sql`now()`,
      workerId: null,
    })
    .where(and(eq(schema.tariffImports.id, row.id), eq(schema.tariffImports.workerId, workerId)))
    .returning();
  if (!done) throw new LeaseLostError(row.id);
  return done;
};

const countOf = async (tx: Db, dataset: string): Promise<number> =>
  tx.$count(g, eq(g.dataset, dataset));

/**
 * A full extraction is all or nothing: its rows were staged under its own dataset, invisible;
 * this one transaction makes it the live dataset (lookups follow the last full import done) and
 * drops every other one: the previous extraction, the deltas since, the CN seed.
 */
const commitFull = async (tx: Db, row: TariffImportRow, workerId: string, rowsDone: number) => {
  await markDone(tx, row, workerId, rowsDone);
  for (const table of TABLES) await tx.delete(table).where(ne(table.dataset, row.id));
  return `full extraction: ${await countOf(tx, row.id)} goods lines`;
};

type Merge = Record<string, SQL>;
const columnsOf = (table: PgTable, names: readonly string[]) =>
  names.map((name) => (table as unknown as Record<string, { name: string }>)[name]!.name);
const setClause = (table: PgTable, merge: Merge) =>
  sql.join(
    Object.entries(merge).map(
      ([key, value]) => sql`${sql.identifier(columnsOf(table, [key])[0]!)} = ${value}`,
    ),
    sql`, `,
  );

/** insert into live select from staged, merging with what live holds (the staging rules). */
const mergeInto = async (
  tx: Db,
  table: PgTable,
  name: string,
  keys: readonly string[],
  columns: readonly string[],
  merge: Merge,
  staged: string,
  live: string,
) => {
  const names = columnsOf(table, columns).map((column) => sql.identifier(column));
  const list = sql.join(names, sql`, `);
  await tx.execute(sql`
    insert into ${sql.identifier(name)} (dataset, ${list})
    select ${live}, ${list} from ${sql.identifier(name)} where dataset = ${staged}
    on conflict (${sql.raw(keys.join(', '))}) do update set ${setClause(table, merge)}`);
};

/**
 * A delta applies whole or not at all: its batches were staged (rows under its own dataset,
 * deletions in tariff_deletions); this one transaction applies them to the live dataset in file
 * order's net effect (deletions first, so that a line deleted and created again is replaced),
 * then drops the staging. A delta that fails midway changes nothing that lookups read.
 */
const commitDelta = async (tx: Db, row: TariffImportRow, workerId: string, rowsDone: number) => {
  await markDone(tx, row, workerId, rowsDone);
  const live = await liveDataset(tx);
  const staged = row.id;
  await tx.execute(sql`delete from tariff_descriptions t using tariff_deletions x
    where x.dataset = ${staged} and x.entity = 'goods' and t.dataset = ${live} and t.goods_sid = x.sid`);
  await tx.execute(sql`delete from tariff_goods t using tariff_deletions x
    where x.dataset = ${staged} and x.entity = 'goods' and t.dataset = ${live} and t.sid = x.sid`);
  await tx.execute(sql`delete from tariff_descriptions t using tariff_deletions x
    where x.dataset = ${staged} and x.entity = 'description' and t.dataset = ${live} and t.period_sid = x.sid`);
  await tx.execute(sql`delete from tariff_measures t using tariff_deletions x
    where x.dataset = ${staged} and x.entity = 'measure' and t.dataset = ${live} and t.sid = x.sid`);
  await mergeInto(
    tx,
    g,
    'tariff_goods',
    ['dataset', 'sid'],
    [
      'sid',
      'origin',
      'code',
      'suffix',
      'validFrom',
      'validTo',
      'indent',
      'supplementaryUnit',
      'importId',
    ],
    goodsMerge,
    staged,
    live,
  );
  await mergeInto(
    tx,
    d,
    'tariff_descriptions',
    ['dataset', 'period_sid'],
    [
      'periodSid',
      'goodsSid',
      'validFrom',
      'descriptionNl',
      'descriptionFr',
      'descriptionEn',
      'context',
    ],
    descriptionMerge,
    staged,
    live,
  );
  await mergeInto(
    tx,
    m,
    'tariff_measures',
    ['dataset', 'sid'],
    [
      'sid',
      'goodsSid',
      'code',
      'codePrefix',
      'measureType',
      'validFrom',
      'validTo',
      'unit',
      'amount',
      'additionalCode',
      'geographicalArea',
    ],
    measureMerge,
    staged,
    live,
  );
  for (const table of TABLES) await tx.delete(table).where(eq(table.dataset, staged));
  return 'delta applied';
};

/** The import's last transaction: its data counts from here, with `done` and its sync `ok`. */
export const commitImport = async (
  db: Db,
  row: TariffImportRow,
  workerId: string,
  progress: { rowsDone: number; rowsTotal: number | null },
): Promise<void> => {
  await commitTransaction(db, row, workerId, progress);
  // A full extraction replaced every row: the planner's statistics follow (searches, lookups).
  if (row.kind === 'full')
    await db.execute(sql`analyze tariff_goods, tariff_descriptions, tariff_measures`);
};

const commitTransaction = async (
  db: Db,
  row: TariffImportRow,
  workerId: string,
  progress: { rowsDone: number; rowsTotal: number | null },
): Promise<void> =>
  db.transaction(async (tx) => {
    const summary =
      row.kind === 'full'
        ? await commitFull(tx, row, workerId, progress.rowsDone)
        : await commitDelta(tx, row, workerId, progress.rowsDone);
    const declared =
      progress.rowsTotal !== null && progress.rowsTotal !== progress.rowsDone
        ? ` (the file declares ${progress.rowsTotal})`
        : '';
    await finishTariffSync(tx, row.syncId, {
      outcome: 'ok',
      detail: `${progress.rowsDone} records read${declared}; ${summary}`,
      entries: progress.rowsDone,
    });
  });
